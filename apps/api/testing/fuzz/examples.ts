/**
 * A plausible value for a JSON schema (the OpenAPI document's, or a contract schema through
 * `z.toJSONSchema`), guided by the field's name: the fuzz test starts from a request that gets
 * past validation, so that a hostile value in one field reaches the service and the database.
 */
export type JsonSchema = {
  type?: string | string[];
  enum?: unknown[];
  const?: unknown;
  pattern?: string;
  format?: string;
  minLength?: number;
  maxLength?: number;
  minimum?: number;
  exclusiveMinimum?: number | boolean;
  maximum?: number;
  minItems?: number;
  items?: JsonSchema;
  properties?: Record<string, JsonSchema>;
  required?: string[];
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
  default?: unknown;
  title?: string;
};

// The fuzz test's clock starts on 2026-03-02: record dates lie before it, programme dates after.
const BY_NAME: [RegExp, unknown][] = [
  [/^dob$/, '1995-05-17'],
  [/^application_deadline$/, '2026-04-30'],
  [/^start_date$/, '2026-05-01'],
  [/^end_date$/, '2026-06-30'],
  [/date/, '2026-03-01'],
  [/^default_page$/, '/dashboard'],
  [/^slug$/, 'fuzz-cohort'],
  [/^parent_id$/, null],
  [/email/, 'fuzz@example.com'],
  [/password/, 'Fuzz@2025xyz'],
  [/phone/, '+254700000000'],
  [/_url$|^(url|link|source)$/, 'https://example.com'],
  [/^year(_established)?$/, 2020],
];

function fromName(name: string, type: string | undefined): unknown {
  for (const [re, value] of BY_NAME) {
    if (!re.test(name)) continue;
    if (value === null || type === undefined || typeof value === (type === 'integer' ? 'number' : type)) return value;
  }
  return undefined;
}

export function exampleOf(schema: JsonSchema | undefined, name = ''): unknown {
  if (!schema) return 'text';
  if (schema.const !== undefined) return schema.const;
  if (schema.enum?.length) return schema.enum[0];
  const branches = schema.anyOf ?? schema.oneOf;
  if (branches?.length) {
    if (name === 'parent_id') return null;
    const nonNull = branches.find((b) => b.type !== 'null') ?? branches[0];
    return exampleOf(nonNull, name);
  }
  const type = Array.isArray(schema.type) ? schema.type.find((t) => t !== 'null') : schema.type;
  const named = fromName(name, type);
  if (named !== undefined) return named;
  switch (type) {
    case 'object':
      return Object.fromEntries(Object.entries(schema.properties ?? {}).map(([k, s]) => [k, exampleOf(s, k)]));
    case 'array':
      return Array.from({ length: Math.max(1, schema.minItems ?? 0) }, () => exampleOf(schema.items, name));
    case 'integer':
    case 'number': {
      const min = typeof schema.exclusiveMinimum === 'number' ? schema.exclusiveMinimum + 1 : (schema.minimum ?? 1);
      return Math.max(min, 1);
    }
    case 'boolean':
      return true;
    case 'string': {
      if (schema.pattern === '^\\d{4}-\\d{2}-\\d{2}$') return '2026-05-01';
      const min = schema.minLength ?? 1;
      const text = 'Fuzz text'.padEnd(min, 'x');
      return schema.maxLength ? text.slice(0, schema.maxLength) : text;
    }
    default:
      return schema.default ?? 'text';
  }
}

/** The paths of a value's leaves (`a`, `list.0.name`), for mutating one field at a time. */
export function leafPaths(value: unknown, prefix: string[] = [], depth = 0): string[][] {
  if (depth > 3 || value === null || typeof value !== 'object') return prefix.length ? [prefix] : [];
  const entries = Array.isArray(value) ? value.map((v, i) => [String(i), v] as const) : Object.entries(value);
  const paths = entries.flatMap(([k, v]) => leafPaths(v, [...prefix, k], depth + 1));
  return prefix.length ? [prefix, ...paths] : paths;
}

/** A deep copy of `value` with the leaf at `path` replaced. */
export function withValue<T>(value: T, path: string[], replacement: unknown): T {
  if (path.length === 0) return replacement as T;
  const [head, ...rest] = path as [string, ...string[]];
  if (Array.isArray(value)) {
    const copy = [...value];
    copy[Number(head)] = withValue(copy[Number(head)], rest, replacement);
    return copy as T;
  }
  const obj = (value && typeof value === 'object' ? value : {}) as Record<string, unknown>;
  return { ...obj, [head]: withValue(obj[head], rest, replacement) } as T;
}

/** The value at a leaf path. */
export const valueAt = (value: unknown, path: string[]): unknown =>
  path.reduce<unknown>((v, k) => (v && typeof v === 'object' ? (v as Record<string, unknown>)[k] : undefined), value);
