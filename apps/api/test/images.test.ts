import fs from 'node:fs';
import path from 'node:path';
import { GALLERY_IMAGES_PER_PAGE, IMAGE_TEXT } from '@portal/contract/galleries';
import { MSG } from '@portal/contract/messages';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { images, stories, videos } from '../src/db/schema';
import { createTestApp, type FilePart, fakeClock, multipart } from '../testing/helpers';

const clock = fakeClock(new Date('2026-03-02T09:00:00Z'));
const t = await createTestApp({ clock });
const { app, db } = t;

let admin: Record<string, string>;
let albumViewer: Record<string, string>;
let albumEditor: Record<string, string>;
let videoEditor: Record<string, string>;
let nobody: Record<string, string>;
let galleryId: number;
let albumId: number;
let videoId: number;

const req = (
  method: 'GET' | 'POST' | 'PUT' | 'DELETE',
  url: string,
  headers?: Record<string, string>,
  payload?: object,
) => app.inject({ method, url, headers, payload });

beforeAll(async () => {
  admin = await t.admin();
  albumViewer = (await t.persona(['album_view'])).headers;
  albumEditor = (await t.persona(['album_view', 'album_edit'])).headers;
  videoEditor = (await t.persona(['video_view', 'video_edit'])).headers;
  nobody = (await t.persona(['program_view'])).headers;
});

/**
 * Every test starts with no image (no row, no file in either bucket) and a gallery, an album, a
 * story and a video of its own; `albumImages()` and `videoImage()` upload what a test counts on.
 */
let made = 0;
beforeEach(async () => {
  await db.delete(images);
  for (const bucket of ['gallery', 'video_images']) {
    fs.rmSync(path.join(t.storageDir, bucket), { recursive: true, force: true });
  }
  made += 1;
  galleryId = (await req('POST', '/api/gallery', admin, { name: `Demo Day ${made}` })).json().id;
  albumId = (
    await req('POST', '/api/album', admin, { gallery_id: galleryId, name: 'Pitches', date: '2026-02-20' })
  ).json().id;
  const [story] = await db
    .insert(stories)
    .values({ name: `Founders on Camera ${made}`, year: 2025 })
    .returning();
  const [video] = await db.insert(videos).values({ story_id: story!.id, name: 'Behind the Pitch' }).returning();
  videoId = video!.id;
});

const png = (width: number, height: number, color = '#7b1fa2') =>
  sharp({ create: { width, height, channels: 3, background: color } })
    .png()
    .toBuffer();

const upload = (
  headers: Record<string, string> | undefined,
  fields: Record<string, string>,
  files: FilePart[] = [],
) => {
  const body = multipart(fields, files);
  return app.inject({
    method: 'POST',
    url: '/api/image',
    headers: { ...headers, 'content-type': body['content-type'] },
    payload: body.payload,
  });
};

const storedFiles = (bucket: string) => {
  const dir = path.join(t.storageDir, bucket);
  return fs.existsSync(dir) ? fs.readdirSync(dir).sort() : [];
};
const rowCount = async () => (await db.select({ id: images.id }).from(images)).length;
const logOf = async (model: string, id: number) =>
  (await req('POST', '/api/log?type=record', admin, { model, message: String(id) })).json().data as {
    action: string;
    model: string;
    new: Record<string, unknown> | null;
    old: Record<string, unknown> | null;
  }[];

/** The album's images: a 300 x 200 landscape, and a 200 x 300 portrait unless `one`. */
const albumImages = async (one = false) => {
  const files = [{ name: 'landscape.png', content: await png(300, 200) }];
  if (!one) files.push({ name: 'portrait.png', content: await png(200, 300, '#00897b') });
  expect((await upload(albumEditor, { album_id: String(albumId) }, files)).statusCode).toBe(201);
};
/** One 64 x 48 still of the video. */
const videoImage = async () =>
  expect(
    (await upload(videoEditor, { video_id: String(videoId) }, [{ name: 'still.png', content: await png(64, 48) }]))
      .statusCode,
  ).toBe(201);

describe('POST /api/image', () => {
  it('refuses signed-out visitors and users who may not edit the parent', async () => {
    const files = [{ name: 'a.png', content: await png(40, 30) }];
    expect((await upload(undefined, { album_id: String(albumId) }, files)).statusCode).toBe(401);
    expect((await upload(nobody, { album_id: String(albumId) }, files)).statusCode).toBe(403);
    expect((await upload(albumViewer, { album_id: String(albumId) }, files)).statusCode).toBe(403);
    // video_edit does not reach albums, nor album_edit videos.
    expect((await upload(videoEditor, { album_id: String(albumId) }, files)).statusCode).toBe(403);
    expect((await upload(albumEditor, { video_id: String(videoId) }, files)).statusCode).toBe(403);
    expect(await rowCount()).toBe(0);
    expect(storedFiles('gallery')).toEqual([]);
  });

  it('stores several images at once, re-encoded with thumbnails, sizes and audit entries', async () => {
    const res = await upload(albumEditor, { album_id: String(albumId) }, [
      { name: 'landscape.png', content: await png(300, 200) },
      { name: 'portrait.png', content: await png(200, 300, '#00897b') },
    ]);
    expect(res.statusCode).toBe(201);
    const data = res.json().data as {
      id: number;
      album_id: number;
      video_id: number | null;
      name: string;
      width: number;
      height: number;
      image_url: string;
      thumb_url: string;
    }[];
    expect(data).toHaveLength(2);
    expect(data[0]).toMatchObject({ album_id: albumId, video_id: null, width: 300, height: 200 });
    expect(data[1]).toMatchObject({ width: 200, height: 300 });
    for (const img of data) {
      expect(img.name).toMatch(/^[0-9a-f-]{36}\.webp$/);
      expect(img.image_url).toBe(`/storage/gallery/${img.name}`);
      expect(img.thumb_url).toBe(`/storage/gallery/thumb_${img.name}`);
      const file = await req('GET', img.image_url);
      expect(file.statusCode).toBe(200);
      expect(file.headers['content-type']).toBe('image/webp');
      expect((await req('GET', img.thumb_url)).statusCode).toBe(200);
    }
    expect(storedFiles('gallery')).toHaveLength(4);
    const [log] = await logOf('Image', data[0]!.id);
    expect(log).toMatchObject({
      action: 'created',
      model: 'Image',
      new: expect.objectContaining({ album_id: albumId }),
    });
    const album = await req('GET', `/api/album/${albumId}`, admin);
    expect(album.json().images_count).toBe(2);
  });

  it('refuses the whole upload when one file is disguised, writing nothing and keeping no file', async () => {
    const rows = await rowCount();
    const files = storedFiles('gallery');
    const res = await upload(albumEditor, { album_id: String(albumId) }, [
      { name: 'good.png', content: await png(50, 50) },
      { name: 'notes.png', content: Buffer.from('these are my notes, not a picture') },
    ]);
    expect(res.statusCode).toBe(422);
    expect(res.json().message).toContain('notes.png');
    expect(res.json().errors.files).toContain('not an image');
    expect(await rowCount()).toBe(rows);
    expect(storedFiles('gallery')).toEqual(files);
  });

  it('validates the parent, the files and their size', async () => {
    await albumImages();
    const one = [{ name: 'a.png', content: await png(20, 20) }];
    const none = await upload(albumEditor, { album_id: String(albumId) });
    expect(none.statusCode).toBe(422);
    expect(none.json().errors).toEqual({ files: MSG.fileRequired });
    const noParent = await upload(admin, {}, one);
    expect(noParent.statusCode).toBe(422);
    expect(noParent.json().errors).toHaveProperty('album_id');
    const both = await upload(admin, { album_id: String(albumId), video_id: String(videoId) }, one);
    expect(both.statusCode).toBe(422);
    expect((await upload(admin, { album_id: 'abc' }, one)).statusCode).toBe(422);
    const unknown = await upload(admin, { album_id: '99999' }, one);
    expect(unknown.statusCode).toBe(404);
    const big = await upload(albumEditor, { album_id: String(albumId) }, [
      { name: 'big.png', content: Buffer.alloc(5 * 1024 * 1024 + 10, 1) },
    ]);
    expect(big.statusCode).toBe(413);
    const tooMany = await upload(
      albumEditor,
      { album_id: String(albumId) },
      Array.from({ length: 21 }, (_, i) => ({ name: `${i}.png`, content: Buffer.from([i]) })),
    );
    expect(tooMany.statusCode).toBe(413);
    expect(tooMany.json().errors.files).toBe(MSG.tooManyFiles.replace('{n}', '20'));
    expect(await rowCount()).toBe(2);
    expect(storedFiles('gallery')).toHaveLength(4);
  });

  it('stores video images in their own bucket with the VideoImage audit model', async () => {
    const res = await upload(videoEditor, { video_id: String(videoId) }, [
      { name: 'still.png', content: await png(64, 48) },
    ]);
    expect(res.statusCode).toBe(201);
    const [img] = res.json().data;
    expect(img).toMatchObject({ video_id: videoId, album_id: null, width: 64, height: 48 });
    expect(img.image_url).toBe(`/storage/video_images/${img.name}`);
    expect(storedFiles('video_images')).toHaveLength(2);
    const [log] = await logOf('VideoImage', img.id);
    expect(log).toMatchObject({ action: 'created', model: 'VideoImage' });
    expect(await logOf('Image', img.id)).toEqual([]);
  });
});

describe('GET /api/image', () => {
  it('lists an album’s or a video’s images with its view permission', async () => {
    await albumImages();
    await videoImage();
    expect((await req('GET', `/api/image?album_id=${albumId}`)).statusCode).toBe(401);
    expect((await req('GET', `/api/image?album_id=${albumId}`, nobody)).statusCode).toBe(403);
    expect((await req('GET', `/api/image?video_id=${videoId}`, albumViewer)).statusCode).toBe(403);
    const res = await req('GET', `/api/image?album_id=${albumId}&page=1`, albumViewer);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ current_page: 1, per_page: GALLERY_IMAGES_PER_PAGE, total: 2, last_page: 1 });
    expect(res.json().data.map((i: { width: number }) => i.width)).toEqual([300, 200]);
    const paged = await req('GET', `/api/image?album_id=${albumId}&page=2&per_page=1`, albumViewer);
    expect(paged.json()).toMatchObject({ current_page: 2, per_page: 1, total: 2, last_page: 2 });
    expect(paged.json().data[0].width).toBe(200);
    const video = await req('GET', `/api/image?video_id=${videoId}&page=1`, videoEditor);
    expect(video.json()).toMatchObject({ total: 1, data: [{ video_id: videoId }] });
  });

  it('needs exactly one parent id, and an existing one', async () => {
    expect((await req('GET', '/api/image', admin)).statusCode).toBe(422);
    expect((await req('GET', `/api/image?album_id=${albumId}&video_id=${videoId}`, admin)).statusCode).toBe(422);
    expect((await req('GET', '/api/image?album_id=0', admin)).statusCode).toBe(422);
    expect((await req('GET', '/api/image?album_id=99999', admin)).statusCode).toBe(404);
  });

  it('serves the public list only while the album and its gallery are active', async () => {
    await albumImages();
    const url = `/api/image?type=public&album_id=${albumId}&page=1`;
    const res = await req('GET', url);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ total: 2, per_page: GALLERY_IMAGES_PER_PAGE, current_page: 1 });
    expect(res.json().data[0]).toHaveProperty('thumb_url');
    await req('POST', '/api/album?type=deactivate', admin, { id: albumId });
    expect((await req('GET', url)).statusCode).toBe(404);
    await req('POST', '/api/album?type=activate', admin, { id: albumId });
    await req('POST', '/api/gallery?type=deactivate', admin, { id: galleryId });
    expect((await req('GET', url)).statusCode).toBe(404);
    await req('POST', '/api/gallery?type=activate', admin, { id: galleryId });
    expect((await req('GET', url)).statusCode).toBe(200);
    expect((await req('GET', '/api/image?type=public')).statusCode).toBe(422);
    expect((await req('GET', `/api/image?type=public&video_id=${videoId}`)).statusCode).toBe(422);
    expect((await req('GET', '/api/image?type=public&album_id=99999')).statusCode).toBe(404);
  });
});

describe('DELETE /api/image/{id}', () => {
  it('deletes with the parent’s edit permission, audits it and removes the files', async () => {
    await albumImages();
    const list = await req('GET', `/api/image?album_id=${albumId}`, admin);
    const img = list.json().data[0] as { id: number; name: string };
    expect((await req('DELETE', `/api/image/${img.id}`)).statusCode).toBe(401);
    expect((await req('DELETE', `/api/image/${img.id}`, albumViewer)).statusCode).toBe(403);
    expect((await req('DELETE', `/api/image/${img.id}`, videoEditor)).statusCode).toBe(403);
    const res = await req('DELETE', `/api/image/${img.id}`, albumEditor);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ message: IMAGE_TEXT.deleted });
    expect(storedFiles('gallery')).not.toContain(img.name);
    expect(storedFiles('gallery')).not.toContain(`thumb_${img.name}`);
    expect(storedFiles('gallery')).toHaveLength(2);
    const [log] = await logOf('Image', img.id);
    expect(log).toMatchObject({ action: 'deleted', old: expect.objectContaining({ name: img.name }) });
    expect((await req('DELETE', `/api/image/${img.id}`, albumEditor)).statusCode).toBe(404);
  });

  it('deletes a video image with video_edit', async () => {
    await videoImage();
    const [img] = (await req('GET', `/api/image?video_id=${videoId}`, videoEditor)).json().data;
    expect((await req('DELETE', `/api/image/${img.id}`, albumEditor)).statusCode).toBe(403);
    expect((await req('DELETE', `/api/image/${img.id}`, videoEditor)).statusCode).toBe(200);
    expect(storedFiles('video_images')).toEqual([]);
    expect((await logOf('VideoImage', img.id))[0]!.action).toBe('deleted');
  });

  it('removes the files of a deleted album’s and a deleted gallery’s images', async () => {
    await albumImages(true);
    const album2 = (
      await req('POST', '/api/album', admin, { gallery_id: galleryId, name: 'Extra', date: '2026-02-21' })
    ).json().id;
    await upload(admin, { album_id: String(album2) }, [{ name: 'x.png', content: await png(30, 30) }]);
    expect(storedFiles('gallery')).toHaveLength(4);
    expect((await req('DELETE', `/api/album/${album2}`, admin)).statusCode).toBe(200);
    expect(storedFiles('gallery')).toHaveLength(2);
    expect((await req('DELETE', `/api/gallery/${galleryId}`, admin)).statusCode).toBe(200);
    expect(storedFiles('gallery')).toEqual([]);
    expect(await rowCount()).toBe(0);
  });

  it('removes the files of a deleted story’s video pictures', async () => {
    await upload(admin, { video_id: String(videoId) }, [{ name: 'y.png', content: await png(20, 20) }]);
    expect(storedFiles('video_images')).toHaveLength(2);
    const [video] = await db.select({ story_id: videos.story_id }).from(videos).where(eq(videos.id, videoId));
    expect((await req('DELETE', `/api/story/${video!.story_id}`, admin)).statusCode).toBe(200);
    expect(storedFiles('video_images')).toEqual([]);
    expect(await rowCount()).toBe(0);
  });
});
