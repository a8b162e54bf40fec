import fc from 'fast-check';

/**
 * What an attacker (or a broken client) sends instead of a sensible value: control characters
 * (NUL above all: PostgreSQL text cannot hold it), numbers outside int4 and float precision,
 * impossible calendar dates, huge strings, wrong types and deep nesting. Each list is walked
 * exhaustively for every field; `hostileJson` and `hostileText` draw random ones on top.
 */

const nested = (depth: number, leaf: unknown, wrap: (v: unknown) => unknown) => {
  let value = leaf;
  for (let i = 0; i < depth; i++) value = wrap(value);
  return value;
};

/** Text values that also fit a query string or a path segment. */
export const HOSTILE_TEXT: string[] = [
  '\u0000',
  'a\u0000b',
  '\u0001\u0002\u0008\u000b\u001f\u007f',
  '\u001b[2J',
  'x'.repeat(10_000),
  '\ud800',
  '𝕏💥‮',
  "' or 1=1 --",
  '<script>alert(1)</script>',
  '../../../etc/passwd',
  '',
  ' ',
  // Impossible or out-of-range calendar dates.
  '1995-02-30',
  '2027-02-29',
  '0000-01-01',
  '2026-13-01',
  '2026-00-10',
  '99999-01-01',
  '-001-01-01',
  // Numbers as text: past int4, past 2^53, not finite, not integers.
  '2147483648',
  '-2147483649',
  '9007199254740993',
  '1e400',
  'NaN',
  'Infinity',
  '-0',
  '0x10',
  '1.5',
  '-1',
];

/** Everything a JSON body can carry that a field did not expect. */
export const HOSTILE_JSON: unknown[] = [
  ...HOSTILE_TEXT,
  'x'.repeat(100_000),
  2 ** 31,
  -(2 ** 31) - 1,
  2 ** 53,
  -(2 ** 53),
  1e308,
  -1,
  0,
  0.5,
  null,
  true,
  false,
  [],
  {},
  ['\u0000'],
  { a: '\u0000' },
  [2 ** 31],
  nested(64, 'x', (v) => ({ a: v })),
  nested(1_000, 1, (v) => [v]),
];

/** Request bodies that are not what JSON.stringify makes: nesting past any stack, broken JSON. */
export const HOSTILE_RAW_BODIES: string[] = [
  `${'['.repeat(100_000)}${']'.repeat(100_000)}`,
  `${'{"a":'.repeat(20_000)}1${'}'.repeat(20_000)}`,
  '{',
  '',
  'null',
  '"\\u0000"',
  '\ufeff{}',
  '{"__proto__":{"admin":true},"constructor":{"prototype":{"admin":true}}}',
];

/** The boundary the truncated multipart bodies below announce in their content type. */
export const TRUNCATED_MULTIPART_TYPE = 'multipart/form-data; boundary=zz';

/** Multipart bodies cut short or malformed, sent to every call that takes files (400, never 500). */
export const TRUNCATED_MULTIPART_BODIES: string[] = [
  '--zz\r\ngarbage',
  '--zz\r\n',
  '--zz\r\nContent-Disposition: form-data; name="id"',
  '--zz\r\nContent-Disposition: form-data; name="files"; filename="a.png"\r\nContent-Type: image/png\r\n\r\n\x89PNG',
  '--zz\r\nContent-Disposition: form-data; name="id"\r\n\r\n1\r\n--zz\r\nContent-Disposition: form-data',
];

const controlChar = fc.integer({ min: 0, max: 0x1f }).map((c) => String.fromCharCode(c));

/**
 * One value of each kind of trouble, walked for every field of every call, chosen by what the
 * field holds in a plausible request (a number, or text): NUL inside text and other control
 * characters, past int4 and past 2^53, not whole, impossible dates, a huge string, a wrong type,
 * and (in a query) a repeated parameter. The full lists above feed the random mixes.
 */
export type FieldKind = 'number' | 'text' | 'other';
export const kindOf = (value: unknown): FieldKind =>
  typeof value === 'number' ? 'number' : typeof value === 'string' ? 'text' : 'other';

const QUERY_NUMBER = ['2147483648', '9007199254740993', '-1', '1.5', 'a\u0000b', ['1', '2']];
const QUERY_TEXT = ['a\u0000b', '\u0001\u001f\u007f', '\ud800', 'x'.repeat(10_000), '1995-02-30', ['a', '\u0000']];
/** For a path parameter or a query parameter (text in the URL either way). */
export const urlValuesFor = (kind: FieldKind): unknown[] => (kind === 'number' ? QUERY_NUMBER : QUERY_TEXT);

const BODY_NUMBER = [2 ** 31, 2 ** 53, -1, 0.5, '2147483648', 'a\u0000b', null, []];
const BODY_TEXT = [
  'a\u0000b',
  '\u0001\u001f',
  '2027-02-29',
  '0000-01-01',
  'x'.repeat(100_000),
  2 ** 31,
  null,
  { a: 1 },
];
const BODY_OTHER = ['a\u0000b', 2 ** 31, null, [], { a: 1 }, 'x'.repeat(100_000)];
/** For a field of a JSON body. */
export const bodyValuesFor = (kind: FieldKind): unknown[] =>
  kind === 'number' ? BODY_NUMBER : kind === 'text' ? BODY_TEXT : BODY_OTHER;

/** In place of the whole JSON body. */
export const WHOLE_BODIES: unknown[] = [null, [], 'a\u0000b', 2 ** 31];

/** Random text: control characters mixed with anything, or dates and numbers out of range. */
export const hostileText: fc.Arbitrary<string> = fc.oneof(
  fc.string({ unit: fc.oneof(controlChar, fc.constantFrom('a', ' ', '%', '\\', "'")), minLength: 1, maxLength: 12 }),
  fc.string({ unit: 'binary', maxLength: 20 }),
  fc.bigInt({ min: 2n ** 31n, max: 2n ** 70n }).map(String),
  fc
    .tuple(fc.integer({ min: 0, max: 99_999 }), fc.integer({ min: 0, max: 99 }), fc.integer({ min: 0, max: 99 }))
    .map(([y, m, d]) => `${String(y).padStart(4, '0')}-${String(m).padStart(2, '0')}-${String(d).padStart(2, '0')}`),
  fc.constantFrom(...HOSTILE_TEXT),
);

/** Random JSON values: hostile text, numbers out of range, and structures where a scalar belongs. */
export const hostileJson: fc.Arbitrary<unknown> = fc.oneof(
  hostileText,
  fc.integer({ min: 2 ** 31, max: Number.MAX_SAFE_INTEGER }),
  fc.integer({ min: Number.MIN_SAFE_INTEGER, max: 0 }),
  fc.double({ noNaN: true, noDefaultInfinity: true }),
  fc.jsonValue({ maxDepth: 3 }),
  fc.constantFrom(...HOSTILE_JSON),
);
