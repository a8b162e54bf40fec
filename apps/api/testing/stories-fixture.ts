import fs from 'node:fs';
import { fileURLToPath } from 'node:url';
import sharp from 'sharp';
import { expect } from 'vitest';
import { createTestApp, fakeClock, type multipart } from './helpers';

/** The demo clip (a real 4-second VP9 WebM) doubles as the upload fixture. */
export const CLIP = fs.readFileSync(
  fileURLToPath(new URL('../src/db/seed/demo/stories-assets/founder-stories.webm', import.meta.url)),
);

/**
 * One app per stories test file, on 2026-03-02 12:00 in Nairobi (the story form offers 2026 back
 * to 1926), with the admin, a story viewer, a video viewer and somebody with neither signed in.
 */
export async function storiesFixture() {
  const clock = fakeClock(new Date('2026-03-02T09:00:00Z'));
  const t = await createTestApp({ clock });
  const { app } = t;
  const admin = await t.admin();
  const storyViewer = (await t.persona(['story_view'])).headers;
  const videoViewer = (await t.persona(['video_view'])).headers;
  const nobody = (await t.persona(['dashboard_view'])).headers;

  const req = (
    method: 'GET' | 'POST' | 'PUT' | 'DELETE',
    url: string,
    headers?: Record<string, string>,
    payload?: object,
  ) => app.inject({ method, url, headers, payload });

  const logOf = async (model: string, id: number) => {
    const res = await req('POST', '/api/log?type=record', admin, { model, message: String(id) });
    expect(res.statusCode).toBe(200);
    return res.json().data as { action: string; new: Record<string, unknown> | null; changed: unknown }[];
  };

  const upload = (type: string, headers: Record<string, string> | undefined, body: ReturnType<typeof multipart>) =>
    app.inject({
      method: 'POST',
      url: `/api/video?type=${type}`,
      headers: { ...headers, 'content-type': body['content-type'] },
      payload: body.payload,
    });

  const png = (width = 640, height = 360) =>
    sharp({ create: { width, height, channels: 3, background: { r: 106, g: 27, b: 154 } } })
      .png()
      .toBuffer();

  return { t, app, admin, storyViewer, videoViewer, nobody, req, logOf, upload, png };
}
