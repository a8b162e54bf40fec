import { MSG } from '@portal/contract/messages';
import { describe, expect, it } from 'vitest';
import { APPLICANT_PASSWORD, createApplicant, createProgram } from '../testing/factories';
import { variantsOf } from '../testing/fuzz/catalogue';
import { createTestApp } from '../testing/helpers';

// A multipart body that stops short (a dropped connection, a hostile client) is the client's
// fault: 400 with words, on every call that takes files, never a 500.

const t = await createTestApp();
const { app, db } = t;
const program = await createProgram(db);
const founder = await createApplicant(db, { programId: program.id, level: 'venture_profile' });

/** Every call that takes files, from the OpenAPI document (as the route fuzz test finds them). */
const calls = variantsOf((app as unknown as { swagger(): Parameters<typeof variantsOf>[0] }).swagger()).filter(
  (v) => v.multipart,
);

const urlOf = (v: (typeof calls)[number]) => {
  let path = v.path;
  for (const [name, value] of Object.entries(v.params)) path = path.replace(`{${name}}`, String(value));
  const query = new URLSearchParams(Object.entries(v.query).map(([k, value]) => [k, String(value)])).toString();
  return query ? `${path}?${query}` : path;
};

/** Bodies cut off in different places; each announces the boundary `zz`. */
const TRUNCATED: [string, string][] = [
  ['garbage after the first boundary', '--zz\r\ngarbage'],
  ['only the first boundary', '--zz\r\n'],
  ['a part header cut short', '--zz\r\nContent-Disposition: form-data; name="id"'],
  [
    'a file part without its closing boundary',
    '--zz\r\nContent-Disposition: form-data; name="files"; filename="a.png"\r\nContent-Type: image/png\r\n\r\n\x89PNG',
  ],
];

const send = async (url: string, payload: string, headers: Record<string, string>, contentType: string) =>
  app.inject({ method: 'POST', url, payload, headers: { ...headers, 'content-type': contentType } });

describe('a truncated multipart body', () => {
  it('is sent to every call that takes files', () => {
    // users (picture), ventures (logo, CR12, certificate), images, editor images, resources' uploads.
    expect(calls.length).toBeGreaterThanOrEqual(11);
    expect(calls.map((v) => v.key)).toEqual(
      expect.arrayContaining(['POST /api/user?type=image', 'POST /api/venture?type=CR12', 'POST /api/image-upload']),
    );
  });

  it.each(TRUNCATED)('answers 400 with a message on every call that takes files: %s', async (_, payload) => {
    const admin = await t.admin();
    const answers: string[] = [];
    for (const v of calls) {
      const res = await send(urlOf(v), payload, admin, 'multipart/form-data; boundary=zz');
      answers.push(`${v.key} ${res.statusCode} ${res.json().message}`);
    }
    expect(answers).toEqual(calls.map((v) => `${v.key} 400 ${MSG.multipartIncomplete}`));
  });

  it('answers 400 to the applicant on her own uploads (picture, logo, CR12, certificate)', async () => {
    const headers = await t.signIn(founder.user.email, APPLICANT_PASSWORD);
    const own = calls.filter((v) => /^POST \/api\/(user|venture)\?type=/.test(v.key));
    expect(own.map((v) => v.key)).toEqual(
      expect.arrayContaining(['POST /api/user?type=image', 'POST /api/venture?type=CR12']),
    );
    for (const v of own) {
      const res = await send(urlOf(v), '--zz\r\ngarbage', headers, 'multipart/form-data; boundary=zz');
      expect(res.statusCode, v.key).toBe(400);
      expect(res.json(), v.key).toEqual({ message: MSG.multipartIncomplete });
    }
  });

  it('answers 400 to a multipart body without a boundary', async () => {
    const headers = await t.signIn(founder.user.email, APPLICANT_PASSWORD);
    const res = await send('/api/user?type=image', '--zz\r\ngarbage', headers, 'multipart/form-data');
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ message: MSG.multipartIncomplete });
  });
});
