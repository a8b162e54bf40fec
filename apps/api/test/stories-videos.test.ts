import { MSG } from '@portal/contract/messages';
import { beforeEach, describe, expect, it } from 'vitest';
import { multipart } from '../testing/helpers';
import { CLIP, storiesFixture } from '../testing/stories-fixture';

const { app, admin, storyViewer, videoViewer, req, logOf, upload, png } = await storiesFixture();

describe('videos', () => {
  // Each test's own two stories; withVideos() adds the usual videos.
  let made = 0;
  let storyId: number;
  let otherStoryId: number;
  let videoId: number;
  beforeEach(async () => {
    made += 1;
    storyId = (await req('POST', '/api/story', admin, { name: `Video Story ${made}`, year: 2025 })).json().id;
    otherStoryId = (await req('POST', '/api/story', admin, { name: `Other Story ${made}`, year: 2024 })).json().id;
  });
  const video = async (story_id: number, name: string, date?: string): Promise<number> => {
    const res = await req('POST', '/api/video', admin, { story_id, name, ...(date ? { date } : {}) });
    expect(res.statusCode, res.body).toBe(201);
    return res.json().id;
  };
  /** "Grace Njeri on Amani Health" (videoId, no date) and "Pitch Night" in the story, and Grace's in the other. */
  const withVideos = async () => {
    videoId = await video(storyId, 'Grace Njeri on Amani Health');
    await video(storyId, 'Pitch Night', '2025-10-30');
    await video(otherStoryId, 'Grace Njeri on Amani Health');
  };

  it('refuses the signed out (401) and those without video_view (403); the list needs story_id', async () => {
    expect((await req('GET', `/api/video?story_id=${storyId}`)).statusCode).toBe(401);
    expect((await req('GET', `/api/video?story_id=${storyId}`, storyViewer)).statusCode).toBe(403);
    const noParent = await req('GET', '/api/video', videoViewer);
    expect(noParent.statusCode).toBe(422);
    expect(noParent.json().errors).toEqual({ story_id: MSG.required });
    const create = await req('POST', '/api/video', videoViewer, { story_id: storyId, name: 'X' });
    expect(create.statusCode).toBe(403);
  });

  it('creates a video in a story (date optional) with its audit entry', async () => {
    const res = await req('POST', '/api/video', admin, { story_id: storyId, name: 'Grace Njeri on Amani Health' });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({
      story_id: storyId,
      name: 'Grace Njeri on Amani Health',
      date: null,
      active: 1,
      cover_url: null,
      thumb_url: null,
      video_url: null,
    });
    const videoId = res.json().id;
    const [entry] = await logOf('Video', videoId);
    expect(entry).toMatchObject({ action: 'created' });
    const dated = await req('POST', '/api/video', admin, {
      story_id: storyId,
      name: 'Pitch Night',
      date: '2025-10-30',
    });
    expect(dated.json().date).toBe('2025-10-30');
    const story = await req('GET', `/api/story/${storyId}`, admin);
    expect(story.json().videos_count).toBe(2);
  });

  it('refuses a duplicate name within the story (409), not across stories', async () => {
    await video(storyId, 'Grace Njeri on Amani Health');
    const dup = await req('POST', '/api/video', admin, { story_id: storyId, name: 'grace njeri on amani health' });
    expect(dup.statusCode).toBe(409);
    expect(dup.json()).toEqual({ message: MSG.videoNameTaken });
    const elsewhere = await req('POST', '/api/video', admin, {
      story_id: otherStoryId,
      name: 'Grace Njeri on Amani Health',
    });
    expect(elsewhere.statusCode).toBe(201);
  });

  it('validates the input with field errors and writes nothing', async () => {
    await withVideos();
    const missing = await req('POST', '/api/video', admin, {});
    expect(missing.statusCode).toBe(422);
    expect(Object.keys(missing.json().errors).sort()).toEqual(['name', 'story_id']);
    const badDate = await req('POST', '/api/video', admin, { story_id: storyId, name: 'Y', date: '30/10/2025' });
    expect(badDate.json().errors).toEqual({ date: 'Use the format YYYY-MM-DD' });
    const noStory = await req('POST', '/api/video', admin, { story_id: 99999, name: 'Z' });
    expect(noStory.statusCode).toBe(422);
    expect(noStory.json().errors).toEqual({ story_id: 'This story does not exist.' });
    const list = await req('GET', `/api/video?story_id=${storyId}`, admin);
    expect(list.json().total).toBe(2);
  });

  it("lists a story's videos with search and paging fields, and shows one", async () => {
    await withVideos();
    const list = await req('GET', `/api/video?story_id=${storyId}&page=1`, videoViewer);
    expect(list.statusCode).toBe(200);
    expect(list.json()).toMatchObject({ total: 2, current_page: 1, per_page: 10, last_page: 1 });
    const search = await req('GET', `/api/video?story_id=${storyId}&type=search&search=pitch`, videoViewer);
    expect(search.json().data.map((v: { name: string }) => v.name)).toEqual(['Pitch Night']);
    const one = await req('GET', `/api/video/${videoId}`, videoViewer);
    expect(one.json()).toMatchObject({ id: videoId, story_id: storyId });
  });

  it('updates (video_edit), answers 404 for a missing video', async () => {
    await withVideos();
    const res = await req('PUT', `/api/video/${videoId}`, admin, {
      story_id: storyId,
      name: 'Grace Njeri on Amani Health',
      date: '2025-08-14',
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().date).toBe('2025-08-14');
    expect((await req('PUT', '/api/video/99999', admin, { story_id: storyId, name: 'Q' })).statusCode).toBe(404);
    expect((await req('PUT', `/api/video/${videoId}`, videoViewer, { story_id: storyId, name: 'Q' })).statusCode).toBe(
      403,
    );
  });

  it('accepts a real PNG cover, re-encoded with a thumbnail, and logs it', async () => {
    await withVideos();
    const res = await upload(
      'image',
      admin,
      multipart({ id: String(videoId) }, { name: 'cover.png', content: await png() }),
    );
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.image).toMatch(/\.webp$/);
    expect(body.cover_url).toBe(`/storage/video_cover/${body.image}`);
    expect(body.thumb_url).toBe(`/storage/video_cover/thumb_${body.image}`);
    const cover = await req('GET', body.cover_url);
    expect(cover.statusCode).toBe(200);
    expect(cover.headers['content-type']).toBe('image/webp');
    expect((await req('GET', body.thumb_url)).statusCode).toBe(200);
    const [latest] = await logOf('Video', videoId);
    expect(latest).toMatchObject({ action: 'updated', changed: { image: body.image } });
  });

  it('refuses uploads without video_edit, without a file, a non-image cover and an oversize cover', async () => {
    await withVideos();
    const denied = await upload(
      'image',
      videoViewer,
      multipart({ id: String(videoId) }, { name: 'c.png', content: await png() }),
    );
    expect(denied.statusCode).toBe(403);
    expect((await upload('image', undefined, multipart({ id: String(videoId) }))).statusCode).toBe(401);
    const none = await upload('image', admin, multipart({ id: String(videoId) }));
    expect(none.statusCode).toBe(422);
    expect(none.json().message).toBe(MSG.fileRequired);
    const text = await upload(
      'image',
      admin,
      multipart(
        { id: String(videoId) },
        { name: 'cover.png', content: Buffer.from('not an image at all'), type: 'image/png' },
      ),
    );
    expect(text.statusCode).toBe(422);
    const big = await upload(
      'image',
      admin,
      multipart({ id: String(videoId) }, { name: 'big.png', content: Buffer.alloc(5 * 1024 * 1024 + 10, 1) }),
    );
    expect(big.statusCode).toBe(413);
    const missing = await upload('image', admin, multipart({ id: '99999' }, { name: 'c.png', content: await png() }));
    expect(missing.statusCode).toBe(404);
  });

  it('refuses a text file named .mp4 with 422 and the message', async () => {
    await withVideos();
    const res = await upload(
      'video',
      admin,
      multipart(
        { id: String(videoId) },
        { name: 'clip.mp4', content: Buffer.from('hello, I am text'), type: 'video/mp4' },
      ),
    );
    expect(res.statusCode).toBe(422);
    expect(res.json()).toMatchObject({ message: MSG.notAVideo, errors: { files: MSG.notAVideo } });
    const one = await req('GET', `/api/video/${videoId}`, admin);
    expect(one.json().video).toBeNull();
  });

  it('accepts a real WebM, serves it with range requests (206) and replaces the old file', async () => {
    await withVideos();
    const res = await upload(
      'video',
      admin,
      multipart({ id: String(videoId) }, { name: 'clip.webm', content: CLIP, type: 'video/webm' }),
    );
    expect(res.statusCode).toBe(200);
    const first = res.json();
    expect(first.video).toMatch(/\.webm$/);
    expect(first.video_url).toBe(`/storage/videos/${first.video}`);

    const whole = await req('GET', first.video_url);
    expect(whole.statusCode).toBe(200);
    expect(whole.headers['content-type']).toBe('video/webm');
    expect(whole.headers['accept-ranges']).toBe('bytes');
    expect(whole.rawPayload.equals(CLIP)).toBe(true);

    const part = await app.inject({ method: 'GET', url: first.video_url, headers: { range: 'bytes=100-1099' } });
    expect(part.statusCode).toBe(206);
    expect(part.headers['content-range']).toBe(`bytes 100-1099/${CLIP.length}`);
    expect(Number(part.headers['content-length'])).toBe(1000);
    expect(part.rawPayload.equals(CLIP.subarray(100, 1100))).toBe(true);
    const tail = await app.inject({ method: 'GET', url: first.video_url, headers: { range: 'bytes=-500' } });
    expect(tail.statusCode).toBe(206);
    expect(tail.headers['content-range']).toBe(`bytes ${CLIP.length - 500}-${CLIP.length - 1}/${CLIP.length}`);
    const beyond = await app.inject({
      method: 'GET',
      url: first.video_url,
      headers: { range: `bytes=${CLIP.length}-` },
    });
    expect(beyond.statusCode).toBe(416);

    const [latest] = await logOf('Video', videoId);
    expect(latest).toMatchObject({ action: 'updated', changed: { video: first.video } });

    const again = await upload(
      'video',
      admin,
      multipart({ id: String(videoId) }, { name: 'clip2.webm', content: CLIP }),
    );
    expect(again.statusCode).toBe(200);
    expect(again.json().video).not.toBe(first.video);
    expect((await req('GET', first.video_url)).statusCode).toBe(404);
    expect((await req('GET', again.json().video_url)).statusCode).toBe(200);
  });

  it('lists public videos only when active and of an active story, paged, without sign-in', async () => {
    await withVideos();
    const clip = multipart({ id: String(videoId) }, { name: 'clip.webm', content: CLIP, type: 'video/webm' });
    expect((await upload('video', admin, clip)).statusCode).toBe(200);
    const needsStory = await req('GET', '/api/video?type=public');
    expect(needsStory.statusCode).toBe(422);
    expect(needsStory.json().errors).toEqual({ story_id: MSG.required });

    const before = await req('GET', `/api/video?type=public&story_id=${storyId}&page=1`);
    expect(before.statusCode).toBe(200);
    expect(before.json()).toMatchObject({ total: 2, current_page: 1, per_page: 10, last_page: 1 });
    const shown = before.json().data.find((v: { id: number }) => v.id === videoId);
    expect(Object.keys(shown).sort()).toEqual(
      ['cover_url', 'date', 'id', 'name', 'story_id', 'thumb_url', 'video_url'].sort(),
    );
    expect(shown.video_url).toMatch(/^\/storage\/videos\/.+\.webm$/);

    // an inactive video is hidden
    await req('POST', '/api/video?type=deactivate', admin, { id: videoId });
    const hidden = await req('GET', `/api/video?type=public&story_id=${storyId}`);
    expect(hidden.json().data.map((v: { name: string }) => v.name)).toEqual(['Pitch Night']);
    expect(hidden.json().total).toBe(1);
    await req('POST', '/api/video?type=activate', admin, { id: videoId });

    // so are all the videos of an inactive story
    await req('POST', '/api/story?type=deactivate', admin, { id: storyId });
    const storyOff = await req('GET', `/api/video?type=public&story_id=${storyId}`);
    expect(storyOff.json()).toMatchObject({ data: [], total: 0 });
    await req('POST', '/api/story?type=activate', admin, { id: storyId });
    expect((await req('GET', `/api/video?type=public&story_id=${storyId}`)).json().total).toBe(2);

    // another story's videos stay apart
    const other = await req('GET', `/api/video?type=public&story_id=${otherStoryId}`);
    expect(other.json().total).toBe(1);
  });

  it('activates and deactivates a video with permissions and audit entries', async () => {
    await withVideos();
    expect((await req('POST', '/api/video?type=deactivate', videoViewer, { id: videoId })).statusCode).toBe(403);
    const off = await req('POST', '/api/video?type=deactivate', admin, { id: videoId });
    expect(off.json().active).toBe(0);
    const on = await req('POST', '/api/video?type=activate', admin, { id: videoId });
    expect(on.json().active).toBe(1);
    const actions = (await logOf('Video', videoId)).map((e) => e.action);
    expect(actions.slice(0, 2)).toEqual(['activated', 'deactivated']);
  });

  it('deletes a video (video_archive) and a story with its videos (story_archive)', async () => {
    await withVideos();
    const spare = (await req('POST', '/api/video', admin, { story_id: storyId, name: 'Spare' })).json().id;
    expect((await req('DELETE', `/api/video/${spare}`, videoViewer)).statusCode).toBe(403);
    const gone = await req('DELETE', `/api/video/${spare}`, admin);
    expect(gone.statusCode).toBe(200);
    expect(gone.json()).toEqual({ message: 'Video Deleted Successfully' });
    expect((await req('GET', `/api/video/${spare}`, admin)).statusCode).toBe(404);
    expect((await logOf('Video', spare))[0]).toMatchObject({ action: 'deleted' });

    expect((await req('DELETE', `/api/story/${otherStoryId}`, storyViewer)).statusCode).toBe(403);
    const story = await req('DELETE', `/api/story/${otherStoryId}`, admin);
    expect(story.json()).toEqual({ message: 'Story Deleted Successfully' });
    expect((await req('GET', `/api/video?story_id=${otherStoryId}`, admin)).json().total).toBe(0);
    expect((await logOf('Story', otherStoryId))[0]).toMatchObject({ action: 'deleted' });
  });
});
