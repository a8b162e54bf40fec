import { MSG } from '@portal/contract/messages';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { programs } from '../src/db/schema';
import { createProgram } from '../testing/factories';
import { createTestApp, multipart } from '../testing/helpers';

/**
 * Input is validated once, at the route, by the contract's schemas (docs/architecture.md): what a
 * caller is answered when the route's schema refuses a multipart body, a `?type=` call's body or
 * its type, and which calls say the first failing rule.
 */
const t = await createTestApp();
const { app, db } = t;
const admin = await t.admin();
// Open until 2026-04-30 (the test clock reads 2026-03-02): the wizard's calls get past the deadline check.
await createProgram(db);

const post = (url: string, payload: object = {}) => app.inject({ method: 'POST', url, headers: admin, payload });
const png = () =>
  sharp({ create: { width: 8, height: 8, channels: 3, background: '#336699' } })
    .png()
    .toBuffer();

describe('a multipart body, read after the access checks and validated by the route', () => {
  it('names a refused field with its own message, and takes the parent from the query too', async () => {
    const gallery = (await post('/api/gallery', { name: 'Demo Day' })).json();
    const album = (await post('/api/album', { gallery_id: gallery.id, name: 'Pitches', date: '2026-02-20' })).json();
    const upload = async (url: string, fields: Record<string, string>) => {
      const form = multipart(fields, { name: 'a.png', content: await png() });
      return app.inject({
        method: 'POST',
        url,
        headers: { ...admin, 'content-type': form['content-type'] },
        payload: form.payload,
      });
    };
    const refused = await upload('/api/image', { album_id: 'abc' });
    expect(refused.statusCode).toBe(422);
    expect(refused.json()).toEqual({ message: MSG.validationFailed, errors: { album_id: 'Not a valid id' } });
    const byQuery = await upload(`/api/image?album_id=${album.id}`, {});
    expect(byQuery.statusCode).toBe(201);
    expect(byQuery.json().data[0].album_id).toBe(album.id);
  });
});

describe('a call whose body depends on its type', () => {
  it('refuses a type it does not know on the type, whatever the body', async () => {
    for (const url of ['/api/question', '/api/venture-rating', '/api/venture']) {
      const res = await post(`${url}?type=nope`, { number: 'x', name: 5 });
      expect(res.statusCode, url).toBe(422);
      expect(res.json().message, url).toBe(MSG.validationFailed);
      expect(Object.keys(res.json().errors), url).toEqual(['type']);
    }
  });

  it("checks an action's body with the action's own schema", async () => {
    const res = await post('/api/question?type=activate', { number: 3 });
    expect(res.statusCode).toBe(422);
    expect(Object.keys(res.json().errors)).toEqual(['id']);
  });

  it("says the first failing rule for the wizard's calls, the generic message for the others", async () => {
    const venture = await post('/api/venture', { slogan: 'Clean water' });
    expect(venture.statusCode).toBe(422);
    expect(venture.json().message).toBe(MSG.requiredLower);
    expect(venture.json().errors.name).toBe(MSG.requiredLower);
    const question = await post('/api/question', {});
    expect(question.statusCode).toBe(422);
    expect(question.json().message).toBe(MSG.validationFailed);
  });
});

describe('a record id: a whole number or its digits, nothing a cast would turn into one', () => {
  /** Every spelling that Number() reads as `id` (true as 1), which no client of ours sends. */
  const castsOf = (id: number) => [
    true,
    [id],
    `0x${id.toString(16)}`,
    ` ${id} `,
    `${id}e0`,
    `0${id}`,
    `+${id}`,
    `${id}.0`,
  ];
  const states = async () =>
    (await db.select({ id: programs.id, active: programs.active }).from(programs)).sort((a, b) => a.id - b.id);

  it('refuses every other spelling on the action calls (activate, deactivate) and changes nothing', async () => {
    const { id } = await createProgram(db, { name: 'Cohort Id Spelling', active: 0 });
    const before = await states();
    for (const type of ['activate', 'deactivate']) {
      for (const value of [...castsOf(id), ...castsOf(1)]) {
        const res = await post(`/api/program?type=${type}`, { id: value });
        expect(res.statusCode, `${type} ${JSON.stringify(value)}`).toBe(422);
        expect(res.json().errors, `${type} ${JSON.stringify(value)}`).toEqual({ id: 'Not a valid id' });
      }
    }
    expect(await states()).toEqual(before);
  });

  it('refuses every other spelling in a path (show, delete) and deletes nothing', async () => {
    const { id } = await createProgram(db, { name: 'Cohort Path Id', active: 0 });
    for (const spelt of [`0x${id.toString(16)}`, `%20${id}%20`, `${id}e0`, `0${id}`, `+${id}`, `${id}.0`]) {
      for (const method of ['GET', 'DELETE'] as const) {
        const res = await app.inject({ method, url: `/api/program/${spelt}`, headers: admin });
        expect(res.statusCode, `${method} ${spelt}`).toBe(422);
      }
    }
    expect(await db.select().from(programs).where(eq(programs.id, id))).toHaveLength(1);
  });

  it('takes the number and its digits', async () => {
    const { id } = await createProgram(db, { name: 'Cohort Plain Id', active: 0 });
    expect((await app.inject({ method: 'GET', url: `/api/program/${id}`, headers: admin })).statusCode).toBe(200);
    expect((await post('/api/program?type=deactivate', { id: String(id) })).statusCode).toBe(200);
    expect((await post('/api/program?type=deactivate', { id })).statusCode).toBe(200);
  });
});
