import { GALLERY_TEXT } from '@portal/contract/galleries';
import { MSG } from '@portal/contract/messages';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { albums, galleries } from '../src/db/schema';
import { createTestApp, fakeClock } from '../testing/helpers';

// 2026-03-02 12:00 in Nairobi (UTC+3): today is 2026-03-02.
const clock = fakeClock(new Date('2026-03-02T09:00:00Z'));
const t = await createTestApp({ clock });
const { app, db } = t;

let admin: Record<string, string>;
let viewer: Record<string, string>;
let nobody: Record<string, string>;
beforeAll(async () => {
  admin = await t.admin();
  viewer = (await t.persona(['gallery_view', 'album_view'])).headers;
  nobody = (await t.persona(['program_view'])).headers;
});

const req = (
  method: 'GET' | 'POST' | 'PUT' | 'DELETE',
  url: string,
  headers?: Record<string, string>,
  payload?: object,
) => app.inject({ method, url, headers, payload });

const logOf = async (model: string, id: number) =>
  (await req('POST', '/api/log?type=record', admin, { model, message: String(id) })).json().data as {
    action: string;
    changed: Record<string, unknown> | null;
    old: Record<string, unknown> | null;
    new: Record<string, unknown> | null;
  }[];

/** The list, form data and name checks count every gallery: those tests start from none. */
const noGalleries = async () => {
  await db.delete(albums);
  await db.delete(galleries);
};
const createGallery = async (name: string): Promise<number> => {
  const res = await req('POST', '/api/gallery', admin, { name });
  expect(res.statusCode, res.body).toBe(201);
  return res.json().id;
};
const createAlbum = async (gallery_id: number, name: string, date: string): Promise<number> => {
  const res = await req('POST', '/api/album', admin, { gallery_id, name, date });
  expect(res.statusCode, res.body).toBe(201);
  return res.json().id;
};

describe('gallery resource', () => {
  it('refuses signed-out visitors (401) and users without the permission (403)', async () => {
    expect((await req('GET', '/api/gallery')).statusCode).toBe(401);
    expect((await req('GET', '/api/gallery', nobody)).statusCode).toBe(403);
    expect((await req('GET', '/api/gallery?type=adminFormData', nobody)).statusCode).toBe(403);
    expect((await req('POST', '/api/gallery', nobody, { name: 'X' })).statusCode).toBe(403);
    expect((await req('POST', '/api/gallery', viewer, { name: 'X' })).statusCode).toBe(403);
    expect((await req('GET', '/api/gallery', viewer)).statusCode).toBe(200);
  });

  it('creates a gallery with its audit entry', async () => {
    await noGalleries();
    const res = await req('POST', '/api/gallery', admin, { name: '  Cohort 7 Demo Day ' });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({ name: 'Cohort 7 Demo Day', active: 1, albums_count: 0 });
    const id = res.json().id;
    const [log] = await logOf('Gallery', id);
    expect(log).toMatchObject({ action: 'created', new: expect.objectContaining({ name: 'Cohort 7 Demo Day' }) });
  });

  it('refuses a taken name (any case) with 409 and a blank name with 422, writing nothing', async () => {
    await noGalleries();
    await createGallery('Cohort 7 Demo Day');
    const dup = await req('POST', '/api/gallery', admin, { name: 'cohort 7 demo day' });
    expect(dup.statusCode).toBe(409);
    expect(dup.json()).toEqual({ message: MSG.galleryNameTaken });
    const blank = await req('POST', '/api/gallery', admin, { name: '   ' });
    expect(blank.statusCode).toBe(422);
    expect(blank.json().errors).toEqual({ name: MSG.required });
    expect((await req('POST', '/api/gallery', admin, {})).json().errors).toEqual({ name: MSG.required });
    expect(await db.select().from(galleries)).toHaveLength(1);
  });

  it('lists, searches and pages with the paging fields', async () => {
    await noGalleries();
    const id = await createGallery('Cohort 7 Demo Day');
    for (const name of ['Bootcamp & Masterclasses', 'Pitch Night', 'Site Visits']) {
      expect((await req('POST', '/api/gallery', admin, { name })).statusCode).toBe(201);
    }
    const page = await req('GET', '/api/gallery?page=1&per_page=3', viewer);
    expect(page.json()).toMatchObject({ current_page: 1, per_page: 3, total: 4, last_page: 2 });
    // Newest first.
    expect(page.json().data[0].name).toBe('Site Visits');
    const second = await req('GET', '/api/gallery?page=2&per_page=3', viewer);
    expect(second.json().data.map((g: { name: string }) => g.name)).toEqual(['Cohort 7 Demo Day']);
    const search = await req('GET', '/api/gallery?type=search&search=boot', viewer);
    expect(search.json()).toMatchObject({ total: 1, data: [{ name: 'Bootcamp & Masterclasses' }] });
    const one = await req('GET', `/api/gallery/${id}`, viewer);
    expect(one.json()).toMatchObject({ id, name: 'Cohort 7 Demo Day' });
    expect((await req('GET', '/api/gallery/99999', viewer)).statusCode).toBe(404);
  });

  it('answers the admin form data: every gallery by name', async () => {
    await noGalleries();
    for (const name of ['Site Visits', 'Cohort 7 Demo Day', 'Bootcamp & Masterclasses', 'Pitch Night']) {
      await createGallery(name);
    }
    const res = await req('GET', '/api/gallery?type=adminFormData', viewer);
    expect(res.statusCode).toBe(200);
    expect(res.json().galleries.map((g: { name: string }) => g.name)).toEqual([
      'Bootcamp & Masterclasses',
      'Cohort 7 Demo Day',
      'Pitch Night',
      'Site Visits',
    ]);
    expect(Object.keys(res.json().galleries[0]).sort()).toEqual(['id', 'name']);
  });

  it('updates with an audit entry of what changed; 409 on a taken name', async () => {
    const id = await createGallery('Cohort 7 Demo Day (edit)');
    await createGallery('Pitch Night (edit)');
    const res = await req('PUT', `/api/gallery/${id}`, admin, { name: 'Cohort 7: Demo Day' });
    expect(res.statusCode).toBe(200);
    expect(res.json().name).toBe('Cohort 7: Demo Day');
    const [log] = await logOf('Gallery', id);
    expect(log).toMatchObject({ action: 'updated', changed: { name: 'Cohort 7: Demo Day' } });
    const taken = await req('PUT', `/api/gallery/${id}`, admin, { name: 'PITCH NIGHT (EDIT)' });
    expect(taken.statusCode).toBe(409);
    expect((await req('PUT', `/api/gallery/${id}`, viewer, { name: 'Y' })).statusCode).toBe(403);
    expect((await req('PUT', '/api/gallery/99999', admin, { name: 'Y' })).statusCode).toBe(404);
  });

  it('deactivates and activates with their permissions and audit entries', async () => {
    const id = await createGallery('Gallery To Switch');
    expect((await req('POST', '/api/gallery?type=deactivate', viewer, { id })).statusCode).toBe(403);
    const off = await req('POST', '/api/gallery?type=deactivate', admin, { id });
    expect(off.statusCode).toBe(200);
    expect(off.json().active).toBe(0);
    const on = await req('POST', '/api/gallery?type=activate', admin, { id });
    expect(on.json().active).toBe(1);
    const logs = await logOf('Gallery', id);
    expect(logs.slice(0, 2).map((l) => l.action)).toEqual(['activated', 'deactivated']);
  });

  it('answers the delete message and removes the gallery with its albums', async () => {
    const other = (await req('POST', '/api/gallery', admin, { name: 'To Remove' })).json().id;
    await req('POST', '/api/album', admin, { gallery_id: other, name: 'Gone', date: '2026-01-10' });
    expect((await req('DELETE', `/api/gallery/${other}`, viewer)).statusCode).toBe(403);
    const res = await req('DELETE', `/api/gallery/${other}`, admin);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ message: GALLERY_TEXT.deleted });
    expect(await db.select().from(albums).where(eq(albums.gallery_id, other))).toHaveLength(0);
    const [log] = await logOf('Gallery', other);
    expect(log).toMatchObject({ action: 'deleted', old: expect.objectContaining({ name: 'To Remove' }) });
    expect((await req('DELETE', `/api/gallery/${other}`, admin)).statusCode).toBe(404);
  });
});

describe('album resource', () => {
  let made = 0;
  /** A gallery of the test's own ("<name> A"), and a second one ("<name> B") beside it. */
  const twoGalleries = async (name = 'Albums') => {
    made += 1;
    return [await createGallery(`${name} ${made} A`), await createGallery(`${name} ${made} B`)] as const;
  };

  it('needs sign-in, album_view and the gallery id for the list', async () => {
    const [galleryId] = await twoGalleries();
    expect((await req('GET', `/api/album?gallery_id=${galleryId}`)).statusCode).toBe(401);
    expect((await req('GET', `/api/album?gallery_id=${galleryId}`, nobody)).statusCode).toBe(403);
    const missing = await req('GET', '/api/album', viewer);
    expect(missing.statusCode).toBe(422);
    expect(missing.json().errors).toEqual({ gallery_id: MSG.required });
    expect((await req('GET', '/api/album?gallery_id=abc', viewer)).statusCode).toBe(422);
    const empty = await req('GET', `/api/album?gallery_id=${galleryId}`, viewer);
    expect(empty.json()).toMatchObject({ data: [], total: 0, current_page: 1, last_page: 1 });
  });

  it('creates an album dated today or earlier, with its audit entry', async () => {
    const [galleryId] = await twoGalleries();
    expect(
      (await req('POST', '/api/album', viewer, { gallery_id: galleryId, name: 'X', date: '2026-03-01' })).statusCode,
    ).toBe(403);
    const res = await req('POST', '/api/album', admin, {
      gallery_id: galleryId,
      name: 'Pitch Finals',
      date: '2026-03-02',
    });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({
      gallery_id: galleryId,
      name: 'Pitch Finals',
      date: '2026-03-02',
      active: 1,
      images_count: 0,
    });
    const albumId = res.json().id;
    const [log] = await logOf('Album', albumId);
    expect(log).toMatchObject({ action: 'created', new: expect.objectContaining({ name: 'Pitch Finals' }) });
  });

  it('refuses a date after today, a missing field and an unknown gallery with 422, writing nothing', async () => {
    const [galleryId] = await twoGalleries();
    const albumId = await createAlbum(galleryId, 'Pitch Finals', '2026-03-02');
    const future = await req('POST', '/api/album', admin, { gallery_id: galleryId, name: 'Later', date: '2026-03-03' });
    expect(future.statusCode).toBe(422);
    expect(future.json().errors).toEqual({ date: MSG.albumDateFuture });
    const missing = await req('POST', '/api/album', admin, {});
    expect(Object.keys(missing.json().errors).sort()).toEqual(['date', 'gallery_id', 'name']);
    expect(missing.json().errors.name).toBe(MSG.required);
    const bad = await req('POST', '/api/album', admin, { gallery_id: galleryId, name: 'Bad', date: '02/03/2026' });
    expect(bad.statusCode).toBe(422);
    const unknown = await req('POST', '/api/album', admin, { gallery_id: 99999, name: 'Lost', date: '2026-03-01' });
    expect(unknown.statusCode).toBe(422);
    expect(unknown.json().errors).toHaveProperty('gallery_id');
    expect(await db.select().from(albums).where(eq(albums.gallery_id, galleryId))).toHaveLength(1);
    // Editing to a future date is refused too.
    const edit = await req('PUT', `/api/album/${albumId}`, admin, {
      gallery_id: galleryId,
      name: 'Pitch Finals',
      date: '2026-04-01',
    });
    expect(edit.json().errors).toEqual({ date: MSG.albumDateFuture });
  });

  it('keeps names unique per gallery (409), not across galleries', async () => {
    const [galleryId, otherGalleryId] = await twoGalleries();
    await createAlbum(galleryId, 'Pitch Finals', '2026-03-02');
    const dup = await req('POST', '/api/album', admin, {
      gallery_id: galleryId,
      name: 'pitch finals',
      date: '2026-02-01',
    });
    expect(dup.statusCode).toBe(409);
    expect(dup.json()).toEqual({ message: MSG.albumNameTaken });
    const elsewhere = await req('POST', '/api/album', admin, {
      gallery_id: otherGalleryId,
      name: 'Pitch Finals',
      date: '2026-02-01',
    });
    expect(elsewhere.statusCode).toBe(201);
  });

  it('lists a gallery’s albums newest date first, searches within it, and counts them on the gallery', async () => {
    const [galleryId, otherGalleryId] = await twoGalleries('Albums Test');
    await createAlbum(galleryId, 'Pitch Finals', '2026-03-02');
    await createAlbum(otherGalleryId, 'Pitch Finals', '2026-02-01');
    await req('POST', '/api/album', admin, { gallery_id: galleryId, name: 'Bootcamp Day 1', date: '2025-07-14' });
    await req('POST', '/api/album', admin, { gallery_id: galleryId, name: 'Bootcamp Day 2', date: '2025-07-15' });
    const list = await req('GET', `/api/album?gallery_id=${galleryId}&page=1`, viewer);
    expect(list.json().data.map((a: { name: string }) => a.name)).toEqual([
      'Pitch Finals',
      'Bootcamp Day 2',
      'Bootcamp Day 1',
    ]);
    expect(list.json().total).toBe(3);
    const search = await req('GET', `/api/album?gallery_id=${galleryId}&type=search&search=bootcamp&page=1`, viewer);
    expect(search.json()).toMatchObject({ total: 2 });
    const other = await req('GET', `/api/album?gallery_id=${otherGalleryId}&type=search&search=bootcamp`, viewer);
    expect(other.json().total).toBe(0);
    const gallery = await req('GET', `/api/gallery?type=search&search=Albums Test ${made} `, viewer);
    const counts = Object.fromEntries(
      gallery.json().data.map((g: { id: number; albums_count: number }) => [g.id, g.albums_count]),
    );
    expect(counts).toEqual({ [galleryId]: 3, [otherGalleryId]: 1 });
  });

  it('updates, deactivates, activates and deletes with permissions and audit entries', async () => {
    const [galleryId] = await twoGalleries();
    const albumId = await createAlbum(galleryId, 'Pitch Finals', '2026-03-02');
    const res = await req('PUT', `/api/album/${albumId}`, admin, {
      gallery_id: galleryId,
      name: 'Pitch Finals 2026',
      date: '2026-02-28',
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ name: 'Pitch Finals 2026', date: '2026-02-28' });
    expect((await req('POST', '/api/album?type=deactivate', viewer, { id: albumId })).statusCode).toBe(403);
    expect((await req('POST', '/api/album?type=deactivate', admin, { id: albumId })).json().active).toBe(0);
    expect((await req('POST', '/api/album?type=activate', admin, { id: albumId })).json().active).toBe(1);
    const logs = await logOf('Album', albumId);
    expect(logs.map((l) => l.action)).toEqual(['activated', 'deactivated', 'updated', 'created']);
    expect(logs[2]!.changed).toEqual({ name: 'Pitch Finals 2026', date: '2026-02-28' });

    const gone = (
      await req('POST', '/api/album', admin, { gallery_id: galleryId, name: 'Temporary', date: '2026-01-01' })
    ).json().id;
    expect((await req('DELETE', `/api/album/${gone}`, viewer)).statusCode).toBe(403);
    const del = await req('DELETE', `/api/album/${gone}`, admin);
    expect(del.json()).toEqual({ message: 'Album Deleted Successfully' });
    expect((await logOf('Album', gone))[0]!.action).toBe('deleted');
  });
});

describe('public galleries', () => {
  it('lists active galleries oldest first with their active albums newest first, without sign-in', async () => {
    const g1 = (await req('POST', '/api/gallery', admin, { name: 'Public One' })).json().id;
    const g2 = (await req('POST', '/api/gallery', admin, { name: 'Public Two' })).json().id;
    const hidden = (await req('POST', '/api/gallery', admin, { name: 'Public Hidden' })).json().id;
    await req('POST', '/api/gallery?type=deactivate', admin, { id: hidden });
    const old = (await req('POST', '/api/album', admin, { gallery_id: g1, name: 'Older', date: '2025-01-01' })).json();
    const recent = (
      await req('POST', '/api/album', admin, { gallery_id: g1, name: 'Newer', date: '2025-06-01' })
    ).json();
    const off = (await req('POST', '/api/album', admin, { gallery_id: g1, name: 'Off', date: '2025-07-01' })).json();
    await req('POST', '/api/album?type=deactivate', admin, { id: off.id });
    await req('POST', '/api/album', admin, { gallery_id: hidden, name: 'Hidden Album', date: '2025-07-01' });

    const res = await req('GET', '/api/gallery?type=public');
    expect(res.statusCode).toBe(200);
    const data = res.json().data as {
      id: number;
      name: string;
      albums: { id: number; name: string; date: string }[];
    }[];
    const names = data.map((g) => g.name);
    expect(names).not.toContain('Public Hidden');
    expect(names.indexOf('Public One')).toBeLessThan(names.indexOf('Public Two'));
    const one = data.find((g) => g.id === g1)!;
    expect(one.albums).toEqual([
      { id: recent.id, name: 'Newer', date: '2025-06-01' },
      { id: old.id, name: 'Older', date: '2025-01-01' },
    ]);
    expect(data.find((g) => g.id === g2)!.albums).toEqual([]);
    expect(Object.keys(one).sort()).toEqual(['albums', 'id', 'name']);
  });
});
