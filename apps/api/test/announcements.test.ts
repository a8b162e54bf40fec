import { type AnnouncementTemplate, DEFAULT_ANNOUNCEMENTS } from '@portal/contract/notices';
import { and, eq } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';
import { auditLogs, mailOutbox, stageAnnouncements, users } from '../src/db/schema';
import { reviewFixture } from '../testing/review-fixture';

// Issue 19 §2: staff choose which moves mail the founder, edit the mails (English and Swahili,
// placeholders, preview), and see what was sent.
const f = await reviewFixture();
const { app, db, t, move } = f;
const editor = await t.persona(['announcement_view', 'announcement_edit']);
const reader = await t.persona(['announcement_view']);
const mailReader = await t.persona(['sent_mail_view']);

const template = (over: Partial<AnnouncementTemplate> = {}): AnnouncementTemplate => ({
  enabled: true,
  subject_en: 'Good news, {{first_name}}',
  body_en: '<p>{{venture}} is shortlisted for {{programme}}.</p>',
  subject_sw: 'Habari njema, {{first_name}}',
  body_sw: '<p>{{venture}} imeorodheshwa kwa {{programme}}.</p>',
  ...over,
});

const save = (stage: string, payload: object, headers = editor.headers) =>
  app.inject({ method: 'PUT', url: `/api/announcement/${stage}`, headers, payload });

const mailsTo = (email: string) => f.t.mailer.sent.filter((m) => m.to === email);

beforeEach(async () => {
  await db.delete(stageAnnouncements);
});

describe('the stage-move mails', () => {
  it('send nothing by default: every stage is off, with the default text to start from', async () => {
    const res = await app.inject({ method: 'GET', url: '/api/announcement', headers: reader.headers });
    expect(res.statusCode).toBe(200);
    const data = res.json().data as { stage: string; enabled: boolean; subject_en: string }[];
    expect(data.map((a) => a.stage)).toEqual(['review', 'rejected', 'selected_for_rating', 'shortlisted']);
    expect(data.every((a) => !a.enabled)).toBe(true);
    expect(data[3]!.subject_en).toBe(DEFAULT_ANNOUNCEMENTS.shortlisted.subject);

    const { user, application } = await f.applicant({ stage: 'selected_for_rating' });
    const moved = await move('shortlisted', { id: application!.id });
    expect(moved.statusCode).toBe(200);
    expect(moved.json().mailed).toBe(false);
    expect(mailsTo(user.email)).toEqual([]);
  });

  it('mail the founder only on the moves staff chose, in the layout of every mail, placeholders filled', async () => {
    expect((await save('shortlisted', template())).statusCode).toBe(200);
    expect((await save('rejected', template({ enabled: false }))).statusCode).toBe(200);
    const enabled = await app.inject({
      method: 'GET',
      url: '/api/announcement?type=enabled',
      headers: f.reviewer.headers,
    });
    expect(enabled.json()).toEqual({ stages: ['shortlisted'] });

    const { user, application, venture } = await f.applicant({
      stage: 'selected_for_rating',
      venture: 'Sunrise <Agro>',
    });
    const shortlisted = await move('shortlisted', { id: application!.id });
    expect(shortlisted.json()).toMatchObject({ message: 'Application Shortlisted', mailed: true });
    const [mail] = mailsTo(user.email);
    expect(mail!.subject).toBe(`Good news, ${user.first_name}`);
    // The venture's name is escaped in the HTML part, as every value put into a mail.
    expect(mail!.html).toContain(
      `${venture!.name!.replace('<', '&lt;').replace('>', '&gt;')} is shortlisted for Cohort 8.`,
    );
    expect(mail!.html).toContain('<html lang="en">');
    expect(mail!.text).toContain(`${venture!.name} is shortlisted for Cohort 8.`);

    // Back to rating and on to rejected: neither move is announced.
    await move('selectedForRating', { id: application!.id });
    await move('rejectedStage', { id: application!.id });
    expect(mailsTo(user.email)).toHaveLength(1);
  });

  it('is in Swahili for a founder whose language is Swahili, in English when the Swahili version is empty', async () => {
    await save('shortlisted', template());
    const sw = await f.applicant({ stage: 'selected_for_rating' });
    await db.update(users).set({ locale: 'sw' }).where(eq(users.id, sw.user.id));
    await move('shortlisted', { id: sw.application!.id });
    expect(mailsTo(sw.user.email)[0]).toMatchObject({ subject: `Habari njema, ${sw.user.first_name}` });
    expect(mailsTo(sw.user.email)[0]!.html).toContain('<html lang="sw">');

    await save('shortlisted', template({ subject_sw: '', body_sw: '' }));
    const other = await f.applicant({ stage: 'selected_for_rating' });
    await db.update(users).set({ locale: 'sw' }).where(eq(users.id, other.user.id));
    await move('shortlisted', { id: other.application!.id });
    expect(mailsTo(other.user.email)[0]).toMatchObject({ subject: `Good news, ${other.user.first_name}` });
  });

  it('goes through the outbox with the move: staff see it on the Sent mail list, searchable', async () => {
    await save('review', template({ subject_en: 'Under review: {{venture}}' }));
    const { user, application } = await f.applicant({ stage: 'submitted' });
    await move('reviewStage', { id: application!.id });
    const [row] = await db.select().from(mailOutbox).where(eq(mailOutbox.to, user.email));
    expect(row!.sent_at).not.toBeNull();

    const list = await app.inject({
      method: 'GET',
      url: `/api/sent-mail?search=${encodeURIComponent(user.email)}&status=sent`,
      headers: mailReader.headers,
    });
    expect(list.statusCode).toBe(200);
    expect(list.json()).toMatchObject({
      total: 1,
      data: [{ to: user.email, subject: expect.stringMatching(/^Under review: /) }],
    });
    expect(list.json().data[0].sent_at).toEqual(expect.any(String));
    const none = await app.inject({
      method: 'GET',
      url: `/api/sent-mail?search=${encodeURIComponent(user.email)}&status=failed`,
      headers: mailReader.headers,
    });
    expect(none.json().total).toBe(0);
  });
});

describe('editing the templates', () => {
  it('refuses an unknown placeholder with a 422 naming it, and stores nothing', async () => {
    const res = await save('shortlisted', template({ body_en: '<p>Dear {{ name }}, {{venture}} {{stage}}</p>' }));
    expect(res.statusCode).toBe(422);
    expect(res.json()).toMatchObject({
      message: 'Unknown placeholder {{name}}, {{stage}}: use {{first_name}}, {{venture}} or {{programme}}',
      errors: { body_en: expect.stringContaining('{{name}}') },
    });
    expect(await db.select().from(stageAnnouncements)).toEqual([]);
  });

  it('needs an English subject and message, and Swahili whole or not at all', async () => {
    const empty = await save('shortlisted', template({ subject_en: ' ', body_en: '<p></p>' }));
    expect(empty.statusCode).toBe(422);
    expect(empty.json().errors).toMatchObject({
      subject_en: 'A subject is required',
      body_en: 'A message is required',
    });
    const half = await save('shortlisted', template({ body_sw: '' }));
    expect(half.statusCode).toBe(422);
    expect(half.json().errors).toMatchObject({ body_sw: 'Fill in both the Swahili subject and message, or neither' });
    expect((await save('submitted', template())).statusCode).toBe(422);
  });

  it('sanitises the bodies and audits the change', async () => {
    const res = await save(
      'shortlisted',
      template({ body_en: '<p onclick="x()">Hi {{first_name}}<script>bad()</script></p>' }),
    );
    expect(res.statusCode).toBe(200);
    expect(res.json().body_en).toBe('<p>Hi {{first_name}}</p>');
    const audit = await db
      .select()
      .from(auditLogs)
      .where(and(eq(auditLogs.model, 'Announcement'), eq(auditLogs.model_id, 'shortlisted')));
    expect(audit.map((a) => a.action)).toContain('created');
  });

  it('previews a template with sample values through the real layout, storing nothing', async () => {
    const res = await app.inject({
      method: 'POST',
      url: '/api/announcement?type=preview',
      headers: editor.headers,
      payload: { template: template(), locale: 'sw' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      subject: 'Habari njema, Wanjiru',
      text: 'Mavuno Foods imeorodheshwa kwa Cohort 8.\n',
    });
    expect(res.json().html).toContain('<html lang="sw">');
    expect(await db.select().from(stageAnnouncements)).toEqual([]);
    const bad = await app.inject({
      method: 'POST',
      url: '/api/announcement?type=preview',
      headers: editor.headers,
      payload: { template: template({ subject_en: '{{oops}}' }), locale: 'en' },
    });
    expect(bad.statusCode).toBe(422);
  });
});

describe('permissions', () => {
  it('reading needs announcement_view, saving and previewing announcement_edit, the list sent_mail_view', async () => {
    expect((await app.inject({ method: 'GET', url: '/api/announcement' })).statusCode).toBe(401);
    expect(
      (await app.inject({ method: 'GET', url: '/api/announcement', headers: f.reviewer.headers })).statusCode,
    ).toBe(403);
    expect((await save('shortlisted', template(), reader.headers)).statusCode).toBe(403);
    const preview = await app.inject({
      method: 'POST',
      url: '/api/announcement?type=preview',
      headers: reader.headers,
      payload: { template: template(), locale: 'en' },
    });
    expect(preview.statusCode).toBe(403);
    expect((await app.inject({ method: 'GET', url: '/api/sent-mail', headers: editor.headers })).statusCode).toBe(403);
    expect(
      (await app.inject({ method: 'GET', url: '/api/announcement?type=enabled', headers: f.nobody.headers }))
        .statusCode,
    ).toBe(403);
    // The System Admin holds the new permissions from the seed.
    const admin = await t.admin();
    expect((await save('shortlisted', template(), admin)).statusCode).toBe(200);
    expect((await app.inject({ method: 'GET', url: '/api/sent-mail', headers: admin })).statusCode).toBe(200);
  });
});
