/** The load: plain HTTP/1.1 with keep-alive, as light as possible (the bench shares 2 cores). */
import http from 'node:http';
import zlib from 'node:zlib';
import type { Applicant } from './applicants';
import { rng, SEED, sleep, THINK_MS } from './config';

export type Sample = { label: string; ms: number; ok: boolean; at: number };
type Body = { json: unknown } | { multipart: Buffer; boundary: string };

function multipartFile(name: string, content: Buffer) {
  const boundary = `----deadline${Math.random().toString(36).slice(2)}`;
  const head = `--${boundary}\r\nContent-Disposition: form-data; name="files"; filename="${name}"\r\nContent-Type: application/pdf\r\n\r\n`;
  return { multipart: Buffer.concat([Buffer.from(head), content, Buffer.from(`\r\n--${boundary}--\r\n`)]), boundary };
}

export class Client {
  readonly samples: Sample[] = [];
  readonly failures: string[] = [];
  private readonly agent = new http.Agent({ keepAlive: true, maxSockets: Number.POSITIVE_INFINITY });

  constructor(private readonly port: number) {}

  /** One call, timed from the request to the last byte of the answer; anything but 200 counts as an error. */
  call(label: string, method: string, url: string, token: string, body?: Body): Promise<unknown> {
    // As a browser asks: the server compresses answers over 1 KiB, and that is part of its work.
    const headers: Record<string, string | number> = {
      authorization: `Bearer ${token}`,
      'accept-encoding': 'gzip, deflate, br',
    };
    let payload: Buffer | undefined;
    if (body && 'json' in body) {
      payload = Buffer.from(JSON.stringify(body.json));
      headers['content-type'] = 'application/json';
    } else if (body) {
      payload = body.multipart;
      headers['content-type'] = `multipart/form-data; boundary=${body.boundary}`;
    }
    if (payload) headers['content-length'] = payload.length;
    const start = performance.now();
    return new Promise((resolve, reject) => {
      const fail = (why: string) => {
        const ms = performance.now() - start;
        this.samples.push({ label, ms, ok: false, at: start });
        if (this.failures.length < 20) this.failures.push(`${label}: ${why}`);
        reject(new Error(`${label}: ${why}`));
      };
      const req = http.request(
        { host: '127.0.0.1', port: this.port, method, path: url, headers, agent: this.agent, timeout: 30_000 },
        (res) => {
          const chunks: Buffer[] = [];
          res.on('data', (c: Buffer) => chunks.push(c));
          res.on('error', (err) => fail(err.message));
          res.on('end', () => {
            const raw = Buffer.concat(chunks);
            const encoding = res.headers['content-encoding'];
            const text = (
              encoding === 'br'
                ? zlib.brotliDecompressSync(raw)
                : encoding === 'gzip'
                  ? zlib.gunzipSync(raw)
                  : encoding === 'deflate'
                    ? zlib.inflateSync(raw)
                    : raw
            ).toString();
            if (res.statusCode !== 200) return fail(`${res.statusCode} ${text.slice(0, 200)}`);
            this.samples.push({ label, ms: performance.now() - start, ok: true, at: start });
            resolve(text ? JSON.parse(text) : null);
          });
        },
      );
      req.on('timeout', () => req.destroy(new Error('no answer in 30 s')));
      req.on('error', (err) => fail(err.message));
      req.end(payload);
    });
  }

  close() {
    this.agent.destroy();
  }
}

/**
 * One founder through the wizard, calling the API as the web app does: each step's queries when
 * the step opens (together, as a browser sends them; the form data once, it is cached for 30
 * minutes), then its saves, each after a think. A failed call ends her evening: the steps after
 * it would fail for the same reason.
 */
export async function applyOnce(client: Client, a: Applicant, arrivalMs: number, factor: number): Promise<boolean> {
  const r = rng(SEED * 7919 + a.i);
  const think = () => sleep(factor * (THINK_MS[0] + r() * (THINK_MS[1] - THINK_MS[0])));
  const t = a.token;
  const get = (label: string, url: string) => client.call(label, 'GET', url, t);
  const post = (label: string, url: string, body: Body) => client.call(label, 'POST', url, t, body);
  try {
    await sleep(arrivalMs);
    await Promise.all([
      get('GET program details', '/api/program?type=programDetails'),
      get('GET own application', '/api/application?type=application'),
    ]);
    await think();
    await Promise.all([get('GET form data', '/api/user?type=formData'), get('GET profile', '/api/user?type=profile')]);
    await think();
    await client.call('PUT profile (step 1)', 'PUT', `/api/user/${a.userId}?type=user`, t, { json: a.profile });
    await get('GET own venture', '/api/venture?type=owner');
    await think();
    const cr12 = multipartFile('cr12.pdf', a.cr12);
    const v = (await post('POST CR12 (step 2)', '/api/venture?type=CR12', cr12)) as { id: number };
    await think();
    const registration = multipartFile('registration.pdf', a.registration);
    await post('POST registration cert. (step 2)', '/api/venture?type=registrationCetificate', registration);
    await think();
    await post('POST venture (step 2)', '/api/venture', { json: a.venture });
    await Promise.all([get('GET questions', '/api/question?type=public'), get('GET answers', '/api/answer')]);
    await think();
    await post('POST answers (step 3)', '/api/answer', { json: a.answers });
    await Promise.all([
      get('GET own venture', '/api/venture?type=owner'),
      get('GET team (step 4)', `/api/venture-team-member?venture_id=${v.id}`),
    ]);
    await think();
    const team = {
      venture_id: v.id,
      venture_team_members: a.team.members,
      c_suite_members: a.team.cSuite,
      c_suite_women: 1,
      full_time_employee_count: 4 + (a.i % 7),
      part_time_employee_count: a.i % 3,
    };
    await post('POST team (step 4)', '/api/venture-team-member', { json: team });
    await think();
    await post('POST application (step 5)', '/api/application', { json: a.application });
    await get('GET own application', '/api/application?type=application');
    return true;
  } catch {
    return false;
  }
}
