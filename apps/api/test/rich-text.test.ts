import { MSG } from '@portal/contract/messages';
import { ROLE_APPLICANT } from '@portal/contract/permissions';
import { count, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { contactUs, users } from '../src/db/schema';
import { createTestApp } from '../testing/helpers';

/**
 * Rich text through the real calls: what people submit shows only this site's pictures; staff
 * content may show https ones; text whose markup would make the sanitiser drop part of it is
 * refused on its field (422) and nothing is stored.
 */

const t = await createTestApp();
const founder = await t.persona(['contact_us_create'], ROLE_APPLICANT);
const staff = await t.persona(['news_feed_create']);

const MUTATION =
  '<p>Hello</p><noscript><p title="</noscript><img src=x onerror=alert(1)>"><p>the rest of my message</p>';
const PIXEL = '<img src="https://tracker.example/pixel.gif?reader=staff">';

describe('rich text people submit', () => {
  it('refuses a message whose markup would cut its text, on the field, storing nothing', async () => {
    const before = (await t.db.select({ n: count() }).from(contactUs))[0]!.n;
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/contact-us',
      headers: founder.headers,
      payload: { subject: 'Question', message: MUTATION },
    });
    expect(res.statusCode).toBe(422);
    expect(res.json()).toEqual({ message: MSG.unsafeMarkup, errors: { message: MSG.unsafeMarkup } });
    expect((await t.db.select({ n: count() }).from(contactUs))[0]!.n).toBe(before);
  });

  it('loses an outside picture (a tracking pixel) but keeps the text and our own pictures', async () => {
    const res = await t.app.inject({
      method: 'PUT',
      url: `/api/user/${founder.user.id}?type=user`,
      headers: founder.headers,
      payload: {
        first_name: 'Achieng',
        last_name: 'Otieno',
        phone_number: '+254712345678',
        dob: '1995-06-15',
        country_id: 114,
        gender_id: 1,
        bio: `<p>Founder ${PIXEL}<img src="//tracker.example/p.gif"><img src="/storage/editor_images/ours.webp"></p>`,
      },
    });
    expect(res.statusCode).toBe(200);
    const [row] = await t.db.select({ bio: users.bio }).from(users).where(eq(users.id, founder.user.id));
    expect(row!.bio).toBe('<p>Founder <img src="/storage/editor_images/ours.webp"></p>');
  });
});

describe('rich text staff publish', () => {
  it('may show pictures from an https address', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/news-feed',
      headers: staff.headers,
      payload: {
        subject: 'Demo day',
        author: 'Programme Team',
        source: null,
        publish_date: '2026-03-01',
        body: `<p>Photos ${PIXEL}</p>`,
      },
    });
    expect(res.statusCode).toBe(201);
    expect(res.json().body).toContain('src="https://tracker.example/pixel.gif?reader=staff"');
  });

  it('is refused like a submission when its markup would cut the text', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/news-feed',
      headers: staff.headers,
      payload: { subject: 'Demo day', author: 'Team', source: null, publish_date: '2026-03-01', body: MUTATION },
    });
    expect(res.statusCode).toBe(422);
    expect(res.json().errors).toEqual({ body: MSG.unsafeMarkup });
  });
});
