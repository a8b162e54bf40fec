import fs from 'node:fs';
import { ALL_PERMISSIONS } from '@portal/contract/permissions';
import { RESUMABLE_UPLOADS_PATH } from '@portal/contract/resumable-uploads';
import fc from 'fast-check';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { programs } from '../src/db/schema';
import { APPLICANT_PASSWORD, createApplicant, createProgram, sampleAnswers } from '../testing/factories';
import { type Variant, variantsOf } from '../testing/fuzz/catalogue';
import { leafPaths, valueAt, withValue } from '../testing/fuzz/examples';
import {
  bodyValuesFor,
  HOSTILE_RAW_BODIES,
  hostileJson,
  hostileText,
  kindOf,
  TRUNCATED_MULTIPART_BODIES,
  TRUNCATED_MULTIPART_TYPE,
  urlValuesFor,
  WHOLE_BODIES,
} from '../testing/fuzz/hostile-values';
import { HOSTILE_TUS_HEADERS } from '../testing/fuzz/tus-headers';
import { createTestApp, multipart } from '../testing/helpers';
import { judgingWorld } from '../testing/judging-helpers';
import { type TusAnswer, tusMetadata, tusRequests } from '../testing/tus-requests';

/**
 * The route fuzz test (DESIGN.md security baseline): every call of the OpenAPI document, each of
 * its `?type=` variants, every path parameter, query parameter and body field, given each hostile
 * value in turn and then random mixes of them (fast-check, fixed seed), as a System Admin and, for
 * the applicant's own calls, as an applicant; every call that takes files is also sent multipart
 * bodies cut short. No answer may be a 5xx, and the server stays up.
 *
 * When it fails: FUZZ_REPORT=<file> writes every 5xx found (the assertion shows the first 40);
 * FUZZ_BASELINE=<file> writes what each call answers to its plausible request, to see which calls
 * stop at validation instead of reaching the database (then improve `testing/fuzz/examples.ts`).
 */

const t = await createTestApp();
const { app, db } = t;
const world = await judgingWorld(t);
const { set, program } = world;
// A record of each kind with id 1, which the plausible requests name: the founder's venture is
// the first one; a judging group holds a second applicant's venture and a judge.
const founder = await createApplicant(db, { programId: program.id, set, level: 'team' });
const group = await world.group('Fuzz group');
await world.addVenture(group.id, (await world.applicant()).venture!.id);
await world.addJudge(group.id, (await world.judge()).user.id);

const PNG = await sharp({ create: { width: 2, height: 2, channels: 3, background: '#0a0' } })
  .png()
  .toBuffer();

type Who = 'staff' | 'applicant';
const headers: Record<Who, Record<string, string>> = {
  staff: await t.admin(),
  applicant: await t.signIn(founder.user.email, APPLICANT_PASSWORD),
};
/** A fuzzed call may end its caller's session (deactivation, password change): sign in anew. */
async function renew(who: Who) {
  headers[who] =
    who === 'staff'
      ? (await t.persona([...ALL_PERMISSIONS])).headers
      : await t.signIn(founder.user.email, APPLICANT_PASSWORD).catch(async () => (await t.persona([])).headers);
}

/** The applicant's own calls, which the fuzz test also makes as the applicant. */
const APPLICANT_CALLS =
  /^(GET|POST) \/api\/(venture|venture-team-member|answer|application|contact-us)(\?type=(owner|image|CR12|registrationCetificate|deleteCR12|deleteRegistrationCetificate|application))?$|^POST \/api\/user\?type=(image|password)$|^PUT \/api\/user\/\{id\}\?type=user$|^GET \/api\/venture\/\{id\}/;

type Request = {
  params: Record<string, unknown>;
  query: Record<string, unknown>;
  body: unknown;
  multipart: boolean;
  /** A body sent as it is, not through JSON.stringify. */
  raw?: string;
  /** A multipart body sent as it is (cut short), with TRUNCATED_MULTIPART_TYPE. */
  rawMultipart?: string;
  /** The multipart field of the file. */
  fileField: string;
};

/** Lone surrogates cannot be percent-encoded: they travel as U+FFFD, as a browser sends them. */
const wellFormed = (s: string) =>
  s.replace(/[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/g, '\ufffd');

function urlOf(v: Variant, r: Request) {
  let path = v.path;
  for (const [name, value] of Object.entries(r.params)) {
    path = path.replace(`{${name}}`, encodeURIComponent(wellFormed(String(value))));
  }
  const search = new URLSearchParams();
  for (const [name, value] of Object.entries(r.query)) {
    if (value === undefined) continue;
    for (const one of Array.isArray(value) ? value : [value]) search.append(name, String(one));
  }
  const qs = search.toString();
  return qs ? `${path}?${qs}` : path;
}

function payloadOf(r: Request) {
  if (r.raw !== undefined) return { payload: r.raw, json: true };
  if (r.rawMultipart !== undefined) {
    return { payload: r.rawMultipart, headers: { 'content-type': TRUNCATED_MULTIPART_TYPE } };
  }
  if (!r.multipart) return r.body === undefined ? {} : { payload: JSON.stringify(r.body), json: true };
  const fields = Object.fromEntries(
    Object.entries((r.body && typeof r.body === 'object' ? r.body : {}) as Record<string, unknown>).map(([k, v]) => [
      k,
      typeof v === 'string' ? v : JSON.stringify(v),
    ]),
  );
  const form = multipart(fields, { name: 'a.png', content: PNG, type: 'image/png', field: r.fileField });
  return { payload: form.payload, headers: { 'content-type': form['content-type'] } };
}

type Failure = { call: string; who: Who; where: string; value: string; status: number; body: string };
const failures: Failure[] = [];
let requests = 0;

const show = (value: unknown) => {
  const text = typeof value === 'string' ? JSON.stringify(value) : (JSON.stringify(value) ?? String(value));
  return text.length > 60 ? `${text.slice(0, 60)}… (${text.length} chars)` : text;
};

/** One request as `who`; a failure to even make it counts as a 599. */
async function call(v: Variant, who: Who, r: Request): Promise<{ status: number; body: string }> {
  const p = payloadOf(r);
  try {
    const res = await app.inject({
      method: v.method as 'GET',
      url: urlOf(v, r),
      headers: {
        ...headers[who],
        ...('headers' in p ? p.headers : {}),
        ...('json' in p ? { 'content-type': 'application/json' } : {}),
      },
      ...('payload' in p ? { payload: p.payload } : {}),
    });
    return { status: res.statusCode, body: res.body };
  } catch (err) {
    return { status: 599, body: String(err) };
  }
}

/** One fuzzed request; true unless the server answered 5xx. */
async function send(v: Variant, who: Who, r: Request, where: string, value: unknown): Promise<boolean> {
  requests += 1;
  const { status, body } = await call(v, who, r);
  if (status === 401) await renew(who);
  if (status < 500) return true;
  failures.push({ call: v.key, who, where, value: show(value), status, body: body.slice(0, 200) });
  return false;
}

/**
 * The plausible request of a call, for a caller: the applicant's own records where the call is
 * about them (her user id, her venture), and a complete set of answers (a record the OpenAPI
 * document cannot give an example of).
 */
function base(v: Variant, who: Who): Request {
  const params = { ...v.params };
  let body = v.body;
  if (who === 'applicant') {
    if (v.path.startsWith('/api/user/')) params.id = founder.user.id;
    if (v.path.startsWith('/api/venture/')) params.id = founder.venture!.id;
  }
  if (v.key === 'POST /api/answer') body = sampleAnswers(set);
  return {
    params,
    query: v.query,
    body,
    multipart: false,
    fileField: v.path === '/api/image-upload' ? 'upload' : 'files',
  };
}

/**
 * One hostile value of each kind in each place of the request, one place at a time. The
 * applicant's pass leaves out the body fields: the staff pass sends the same bodies through the
 * same validation and services, and the time is better spent on her own records' ids.
 */
async function sweep(v: Variant, who: Who) {
  const r = base(v, who);
  for (const [name, plausible] of Object.entries(r.params)) {
    for (const value of urlValuesFor(kindOf(plausible))) {
      await send(v, who, { ...r, params: { ...r.params, [name]: value } }, `path ${name}`, value);
    }
  }
  for (const [name, plausible] of Object.entries(r.query).filter(([n]) => n !== 'type')) {
    for (const value of urlValuesFor(kindOf(plausible))) {
      await send(v, who, { ...r, query: { ...r.query, [name]: value } }, `query ${name}`, value);
    }
  }
  // Also as the applicant: her own uploads (picture, logo, CR12) are open to her.
  if (v.multipart) {
    for (const raw of TRUNCATED_MULTIPART_BODIES) {
      await send(v, who, { ...r, rawMultipart: raw }, 'truncated multipart body', raw);
    }
  }
  if (r.body === undefined || who === 'applicant') return;
  for (const path of leafPaths(r.body)) {
    for (const value of bodyValuesFor(kindOf(valueAt(r.body, path)))) {
      await send(v, who, { ...r, body: withValue(r.body, path, value) }, `body ${path.join('.')}`, value);
    }
  }
  for (const value of WHOLE_BODIES) await send(v, who, { ...r, body: value }, 'whole body', value);
  for (const raw of HOSTILE_RAW_BODIES) await send(v, who, { ...r, raw }, 'raw body', raw);
  if (!v.multipart) return;
  for (const [name, plausible] of Object.entries({ id: 1, ...(r.body as object) })) {
    for (const value of urlValuesFor(kindOf(plausible))) {
      const body = { ...(r.body as object), [name]: value };
      await send(v, who, { ...r, body, multipart: true }, `multipart ${name}`, value);
    }
  }
}

/** Random mixes: several places hostile at once. */
async function mixes(v: Variant, who: Who, seed: number) {
  const r = base(v, who);
  const bodyPaths = r.body === undefined ? [] : leafPaths(r.body);
  const arbitrary = fc.record({
    params: fc.record(Object.fromEntries(Object.keys(v.params).map((n) => [n, hostileText])), { requiredKeys: [] }),
    query: fc.record(
      Object.fromEntries(
        Object.keys(v.query)
          .filter((n) => n !== 'type')
          .map((n) => [n, hostileText]),
      ),
      { requiredKeys: [] },
    ),
    body: fc.array(fc.tuple(fc.constantFrom(...(bodyPaths.length ? bodyPaths : [['id']])), hostileJson), {
      maxLength: 4,
    }),
  });
  await fc.assert(
    fc.asyncProperty(arbitrary, async (m) => {
      let body = r.body;
      if (body !== undefined) for (const [path, value] of m.body) body = withValue(body, path, value);
      const request = { ...r, params: { ...r.params, ...m.params }, query: { ...r.query, ...m.query }, body };
      return send(v, who, request, 'random mix', m);
    }),
    { numRuns: 4, seed, endOnFailure: true },
  );
}

const variants = variantsOf((app as unknown as { swagger(): Parameters<typeof variantsOf>[0] }).swagger());

describe('route fuzz', () => {
  it('knows the body of every call that takes one', () => {
    expect(variants.filter((v) => !v.documented).map((v) => v.key)).toEqual([]);
  });

  it.skipIf(!process.env.FUZZ_BASELINE)('baseline', async () => {
    const lines: string[] = [];
    for (const v of variants) {
      for (const who of ['staff', 'applicant'] as Who[]) {
        if (who === 'applicant' && !APPLICANT_CALLS.test(v.key)) continue;
        if (v.key === 'POST /api/logout') continue;
        const res = await call(v, who, { ...base(v, who), multipart: v.multipart });
        lines.push(`${res.status} ${v.key} ${who} ${res.status >= 300 ? res.body.slice(0, 300) : ''}`);
      }
    }
    fs.writeFileSync(process.env.FUZZ_BASELINE!, lines.join('\n'));
  });

  it('answers no hostile input with a 5xx, and stays up', { timeout: 600_000 }, async () => {
    const started = Date.now();
    let seed = 20_261_124;
    for (const v of variants) {
      if (v.key === 'POST /api/logout') continue;
      await sweep(v, 'staff');
      await mixes(v, 'staff', seed++).catch(() => undefined);
      if (APPLICANT_CALLS.test(v.key)) {
        await sweep(v, 'applicant');
        await mixes(v, 'applicant', seed++).catch(() => undefined);
      }
    }
    const report = failures.map((f) => `${f.status} ${f.call} as ${f.who}: ${f.where} = ${f.value} → ${f.body}`);
    console.info(
      `route fuzz: ${variants.length} calls, ${requests} requests, ${failures.length} 5xx, ${((Date.now() - started) / 1000).toFixed(1)} s`,
    );
    if (process.env.FUZZ_REPORT) fs.writeFileSync(process.env.FUZZ_REPORT, report.join('\n'));
    expect(report.slice(0, 40), `${failures.length} answers were 5xx`).toEqual([]);
    const health = await app.inject({ method: 'GET', url: '/api/health' });
    expect(health.statusCode).toBe(200);
  });
});

/**
 * The resumable uploads (tus, issue 29 §6): each hostile tus header in turn, on a creation and on
 * the caller's own upload under way, over real HTTP (tus reads the bytes from the socket), as an
 * applicant (a certificate) and as staff (a video). A refusal for the caller's quota brings a new
 * caller, so that the values reach what lies behind it.
 */
describe('route fuzz: tus headers', () => {
  it('answers no hostile tus header with a 5xx', { timeout: 300_000 }, async () => {
    const tus = await tusRequests(app);
    // The fuzz above may have changed the admin's password or roles, and closed the programme:
    // staff of its own, and a programme open for the certificates.
    const admin = (await t.persona([...ALL_PERMISSIONS])).headers;
    await db.update(programs).set({ active: 0 });
    await createProgram(db, { name: 'Fuzz cohort for uploads' });
    const story = await app.inject({
      method: 'POST',
      url: '/api/story',
      headers: admin,
      payload: { name: 'Fuzz story', year: 2025 },
    });
    const video = await app.inject({
      method: 'POST',
      url: '/api/video',
      headers: admin,
      payload: { story_id: story.json().id, name: 'Fuzz video', date: '2026-02-20' },
    });
    const callers = {
      applicant: {
        fresh: async () => (await t.persona([])).headers,
        meta: { target: 'venture:CR12', filename: 'a.pdf' },
      },
      staff: {
        fresh: async () => (await t.persona(['video_edit'])).headers,
        meta: { target: 'video:video', id: video.json().id as number, filename: 'a.webm' },
      },
    };
    const tusFailures: string[] = [];
    let sent = 0;
    const attempt = async (what: string, request: () => Promise<TusAnswer>) => {
      sent += 1;
      const res = await request().catch((err) => ({ statusCode: 599, body: String(err) }) as TusAnswer);
      if (res.statusCode >= 500) tusFailures.push(`${res.statusCode} ${what} → ${res.body.slice(0, 200)}`);
      return res;
    };
    const piece = Buffer.alloc(1024, 0x20);
    for (const [who, caller] of Object.entries(callers)) {
      let me = await caller.fresh();
      const plausible = { 'upload-length': String(5 * 1024 * 1024), 'upload-metadata': tusMetadata(caller.meta) };
      let url: string | undefined;
      const ownUpload = async () => {
        let created = await tus.send('POST', RESUMABLE_UPLOADS_PATH, { ...me, ...plausible });
        if (created.statusCode === 429) {
          me = await caller.fresh();
          created = await tus.send('POST', RESUMABLE_UPLOADS_PATH, { ...me, ...plausible });
        }
        expect(created.statusCode, created.body).toBe(201);
        return created.headers.location!;
      };
      for (const [name, values] of Object.entries(HOSTILE_TUS_HEADERS)) {
        for (const value of values) {
          const where = `${who}: ${name} = ${JSON.stringify(value.length > 60 ? `${value.slice(0, 60)}…` : value)}`;
          const created = await attempt(`POST ${where}`, () =>
            tus.send('POST', RESUMABLE_UPLOADS_PATH, { ...me, ...plausible, [name]: value }),
          );
          if (created.statusCode === 429) me = await caller.fresh();
          if (created.statusCode === 201) await tus.cancel(me, created.headers.location!);
          url ??= await ownUpload();
          const own = url;
          const patch = { 'upload-offset': '0', 'content-type': 'application/offset+octet-stream' };
          await attempt(`PATCH ${where}`, () => tus.send('PATCH', own, { ...me, ...patch, [name]: value }, piece));
          await attempt(`HEAD ${where}`, () => tus.send('HEAD', own, { ...me, [name]: value }));
          if (name === 'tus-resumable' || name === 'x-http-method-override') {
            await attempt(`DELETE ${where}`, () => tus.send('DELETE', own, { ...me, [name]: value }));
          }
          if ((await tus.head(me, own)).statusCode !== 200) url = undefined;
        }
      }
    }
    console.info(`route fuzz, tus headers: ${sent} requests, ${tusFailures.length} 5xx`);
    expect(tusFailures.slice(0, 40), `${tusFailures.length} answers were 5xx`).toEqual([]);
    expect((await app.inject({ method: 'GET', url: '/api/health' })).statusCode).toBe(200);
  });
});
