import fs from 'node:fs';
import path from 'node:path';
import { MSG } from '@portal/contract/messages';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { contactUs, newsFeeds, teamMembers, users } from '../src/db/schema';
import { localStorage } from '../src/lib/storage';
import { EDITOR_IMAGE_PERMISSIONS, sweepEditorImages } from '../src/modules/uploads/editor-images';
import { ADMIN, createTestApp, multipart } from '../testing/helpers';

const t = await createTestApp();
const { app } = t;
const bucketDir = path.join(t.storageDir, 'editor_images');

let png: Buffer;
beforeAll(async () => {
  png = await sharp({ create: { width: 20, height: 20, channels: 3, background: '#6a1b9a' } })
    .png()
    .toBuffer();
});

const upload = (headers: Record<string, string> = {}) => {
  const { payload, 'content-type': contentType } = multipart({}, { field: 'upload', name: 'a.png', content: png });
  return app.inject({
    method: 'POST',
    url: '/api/image-upload',
    payload,
    headers: { ...headers, 'content-type': contentType },
  });
};

const storedFiles = () => (fs.existsSync(bucketDir) ? fs.readdirSync(bucketDir).length : 0);

describe('POST /api/image-upload: who may upload', () => {
  it('is for the editors of team bios, news bodies and competitors', () => {
    expect([...EDITOR_IMAGE_PERMISSIONS].sort()).toEqual([
      'competitor_create',
      'competitor_edit',
      'news_feed_create',
      'news_feed_edit',
      'team_create',
      'team_edit',
    ]);
  });

  it.each(EDITOR_IMAGE_PERMISSIONS)('takes an image from a holder of %s', async (permission) => {
    const editor = await t.persona([permission]);
    const res = await upload(editor.headers);
    expect(res.statusCode).toBe(200);
    expect(res.json().url).toMatch(/^\/storage\/editor_images\/[\w-]+\.webp$/);
  });

  it('refuses applicants, judges and other staff (403), and strangers (401), storing nothing', async () => {
    const before = storedFiles();
    const applicant = await t.persona(['contact_us_create']);
    const judge = await t.persona(['group_view', 'group_venture_view']);
    const reviewer = await t.persona(['application_view', 'team_view', 'news_feed_view']);
    for (const who of [applicant, judge, reviewer]) {
      const res = await upload(who.headers);
      expect(res.statusCode).toBe(403);
      expect(res.json()).toEqual({ message: MSG.forbidden });
    }
    expect((await upload()).statusCode).toBe(401);
    expect(storedFiles()).toBe(before);
  });
});

describe('POST /api/image-upload: the quota', () => {
  it('takes 60 images an hour from one user, then 429 with a message; other users are not held back', async () => {
    const editor = await t.persona(['news_feed_edit']);
    for (let i = 0; i < 60; i++) expect((await upload(editor.headers)).statusCode, `upload ${i + 1}`).toBe(200);
    const before = storedFiles();
    const refused = await upload(editor.headers);
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toEqual({ message: MSG.tooManyImageUploads });
    expect(storedFiles()).toBe(before);
    const colleague = await t.persona(['news_feed_edit']);
    expect((await upload(colleague.headers)).statusCode).toBe(200);
    t.clock.advance(61 * 60_000);
    expect((await upload(editor.headers)).statusCode).toBe(200);
  });
});

describe('the sweep of unreferenced editor images', () => {
  const HOUR = 3600_000;
  const storage = localStorage(t.storageDir);
  const sweep = () => sweepEditorImages({ db: t.db, storage, clock: t.clock });
  const img = (name: string) => `<p>See <img src="/storage/editor_images/${name}" alt="x"></p>`;

  /** An image and its thumbnail in the bucket, last changed `hoursAgo` before the clock's now. */
  function stored(name: string, hoursAgo: number) {
    const at = new Date(t.clock.now().getTime() - hoursAgo * HOUR);
    fs.mkdirSync(bucketDir, { recursive: true });
    for (const file of [name, `thumb_${name}`]) {
      fs.writeFileSync(path.join(bucketDir, file), 'x');
      fs.utimesSync(path.join(bucketDir, file), at, at);
    }
  }
  const present = (name: string) => fs.existsSync(path.join(bucketDir, name));

  // Every test starts from the same bucket and the same texts that point into it.
  let newsId: number;
  beforeEach(async () => {
    fs.rmSync(bucketDir, { recursive: true, force: true });
    await t.db.delete(teamMembers);
    await t.db.delete(newsFeeds);
    await t.db.delete(contactUs);
    stored('orphan.webp', 25);
    stored('in-team-bio.webp', 25);
    stored('in-news-only.webp', 25);
    stored('in-contact.webp', 25);
    stored('thumb-in-bio.webp', 25);
    stored('draft.webp', 23);
    await t.db.insert(teamMembers).values({ name: 'Wanjiru', bio: img('in-team-bio.webp') });
    const [news] = await t.db
      .insert(newsFeeds)
      .values({ subject: 'Demo day', author: 'Staff', publish_date: '2026-03-01', body: img('in-news-only.webp') })
      .returning();
    newsId = news!.id;
    // A full address, as a pasted link would have it.
    await t.db.insert(contactUs).values({
      subject: 'Hi',
      message: '<p><img src="https://portal.example.org/storage/editor_images/in-contact.webp"></p>',
    });
    await t.db
      .update(users)
      .set({ bio: img('thumb_thumb-in-bio.webp') })
      .where(eq(users.email, ADMIN.email));
  });

  it('removes an old image nothing references, with its thumbnail, and keeps the rest', async () => {
    const removed = await sweep();
    expect(removed.sort()).toEqual(['orphan.webp', 'thumb_orphan.webp']);
    expect(present('orphan.webp') || present('thumb_orphan.webp')).toBe(false);
    expect((await app.inject({ method: 'GET', url: '/storage/editor_images/orphan.webp' })).statusCode).toBe(404);
    for (const kept of [
      'in-team-bio.webp',
      'in-news-only.webp',
      'in-contact.webp',
      'thumb-in-bio.webp',
      'draft.webp',
    ]) {
      expect(present(kept), kept).toBe(true);
      expect(present(`thumb_${kept}`), `thumb_${kept}`).toBe(true);
    }
  });

  it("keeps an unsaved draft's image for 24 hours, and an image until its text is gone", async () => {
    await sweep(); // the orphan goes at once (the test above)
    t.clock.advance(2 * HOUR);
    expect((await sweep()).sort()).toEqual(['draft.webp', 'thumb_draft.webp']);
    await t.db.delete(newsFeeds).where(eq(newsFeeds.id, newsId));
    expect((await sweep()).sort()).toEqual(['in-news-only.webp', 'thumb_in-news-only.webp']);
    expect(present('in-team-bio.webp')).toBe(true);
  });

  it('lists no files for a bucket that was never written', async () => {
    expect(await storage.list('never_written')).toEqual([]);
  });
});
