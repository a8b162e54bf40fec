import sharp from 'sharp';
import { expect } from 'vitest';
import { createTestApp, type multipart } from './helpers';

/** One app per test file, signed in as the admin and a viewer, with the calls the past-cohort tests share. */
export async function pastCohortsFixture() {
  const t = await createTestApp();
  const { app } = t;

  const admin = await t.admin();
  /** past_cohort_view and competitor_view only. */
  const viewer = (await t.persona(['past_cohort_view', 'competitor_view'])).headers;

  const req = (
    method: 'GET' | 'POST' | 'PUT' | 'DELETE',
    url: string,
    headers?: Record<string, string>,
    payload?: object,
  ) => app.inject({ method, url, headers, payload });

  const logOf = async (model: 'PastCohort' | 'Competitor', id: number) =>
    (await req('POST', '/api/log?type=record', admin, { model, message: String(id) })).json();

  const createCohort = async (name: string, extra: object = {}) => {
    const res = await req('POST', '/api/past-cohort', admin, { name, ...extra });
    expect(res.statusCode).toBe(201);
    return res.json() as { id: number; name: string; slug: string; active: number; current: number };
  };

  const competitorBody = (past_cohort_id: number, over: object = {}) => ({
    past_cohort_id,
    name: 'Shamba Smart',
    link: 'https://shambasmart.co.ke',
    description: '<p>Soil sensors and SMS advice for smallholder farmers in Kiambu.</p>',
    rank: null,
    website_url: null,
    x_url: 'https://x.com/shambasmart',
    linkedin_url: '',
    facebook_url: null,
    youtube_url: null,
    instagram_url: null,
    tiktok_url: null,
    ...over,
  });

  const createCompetitor = async (cohortId: number, over: object = {}) => {
    const res = await req('POST', '/api/competitor', admin, competitorBody(cohortId, over));
    expect(res.statusCode, res.body).toBe(201);
    return res.json() as { id: number; name: string; rank: number | null; active: number };
  };

  const png = (width = 640, height = 480) =>
    sharp({ create: { width, height, channels: 3, background: { r: 106, g: 27, b: 154 } } })
      .png()
      .toBuffer();

  const upload = (headers: Record<string, string> | undefined, body: ReturnType<typeof multipart>) =>
    app.inject({
      method: 'POST',
      url: '/api/competitor?type=image',
      headers: { ...headers, 'content-type': body['content-type'] },
      payload: body.payload,
    });

  return { t, app, admin, viewer, req, logOf, createCohort, competitorBody, createCompetitor, png, upload };
}
