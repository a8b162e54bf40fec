import path from 'node:path';
import { and, asc, eq } from 'drizzle-orm';
import sharp from 'sharp';
import { expect } from 'vitest';
import { auditLogs } from '../src/db/schema';
import { createProgram } from './factories';
import { createTestApp, type FilePart, fakeClock, multipart } from './helpers';

type Headers = Record<string, string>;

/**
 * One app per ventures test file, on 2026-03-02 12:00 in Nairobi with a programme open until
 * 2026-04-30; the admin, staff (application_view) and a stranger (an applicant without a venture)
 * signed in; the calls, and the steps of step 2 (`withCr12`, `withCertificates`, `savedVenture`)
 * that put an applicant's venture where a test starts.
 */
export async function venturesFixture() {
  const clock = fakeClock(new Date('2026-03-02T09:00:00Z'));
  const t = await createTestApp({ clock });
  const { app, db } = t;
  await createProgram(db, { name: 'Cohort 9' });
  const admin = await t.admin();
  const stranger = await t.persona([]);
  const staff = await t.persona(['application_view']);
  const form: Record<string, { id: number; name: string }[]> = (
    await app.inject({ method: 'GET', url: '/api/user?type=formData', headers: stranger.headers })
  ).json();

  const req = (method: 'GET' | 'POST', url: string, headers?: Record<string, string>, payload?: object) =>
    app.inject({ method, url, headers, payload });

  const png = (w = 40, h = 30) =>
    sharp({ create: { width: w, height: h, channels: 3, background: { r: 20, g: 120, b: 90 } } })
      .png()
      .toBuffer();
  /** The smallest thing file-type calls a PDF: the `%PDF` magic, here with a token body. */
  const pdf = () => Buffer.from('%PDF-1.4\n1 0 obj\n<< /Type /Catalog >>\nendobj\ntrailer\n<< /Root 1 0 R >>\n%%EOF\n');

  const upload = (type: string, headers: Headers | undefined, file?: FilePart) => {
    const { payload, 'content-type': contentType } = multipart({}, file);
    return app.inject({
      method: 'POST',
      url: `/api/venture?type=${type}`,
      headers: { ...headers, 'content-type': contentType },
      payload,
    });
  };

  const ventureBody = (over: Record<string, unknown> = {}) => ({
    id: 99999,
    name: 'Maji Safi Ltd',
    slogan: 'Clean water for every home',
    year_established: 2021,
    email_address: 'Hello@MajiSafi.co.ke',
    phone_number: '+254 700 111 222',
    physical_address: 'Ngong Road, Nairobi',
    video_pitch_url: 'https://www.youtube.com/watch?v=abc',
    website_url: 'https://majisafi.co.ke',
    x_url: '',
    linkedin_url: null,
    facebook_url: null,
    youtube_url: null,
    instagram_url: null,
    tiktok_url: null,
    description: '<p>We filter water.<script>alert(1)</script></p>',
    sectors: [form.sectors![0]!.id, form.sectors![1]!.id],
    stage_id: form.steps![0]!.id,
    organisation_type_id: form.organisationTypes![0]!.id,
    countries: [114],
    client_locations: [form.clientLocations![0]!.id],
    funding: 1,
    ...over,
  });

  const auditOf = (ventureId: number) =>
    db
      .select()
      .from(auditLogs)
      .where(and(eq(auditLogs.model, 'Venture'), eq(auditLogs.model_id, String(ventureId))))
      .orderBy(asc(auditLogs.id));

  const docsFile = (name: string) => path.join(t.storageDir, 'docs', name);

  /** The venture row made by a CR12 upload (a PDF), as step 2's first call. */
  const withCr12 = async (headers: Headers) => {
    const res = await upload('CR12', headers, { name: 'cr12.pdf', content: pdf(), type: 'application/pdf' });
    expect(res.statusCode).toBe(200);
    return { ventureId: res.json().id as number, cr12: res.json().cr12 as string };
  };
  /** Both certificates: the CR12 (PDF) and the registration certificate (an image, kept as WebP). */
  const withCertificates = async (headers: Headers) => {
    const made = await withCr12(headers);
    const reg = await upload('registrationCetificate', headers, { name: 'reg.png', content: await png(300, 200) });
    expect(reg.statusCode).toBe(200);
    return made;
  };
  /** The certificates and the saved venture (`ventureBody()`). */
  const savedVenture = async (headers: Headers) => {
    const made = await withCertificates(headers);
    expect((await req('POST', '/api/venture', headers, ventureBody())).statusCode).toBe(200);
    return made;
  };

  return {
    t,
    app,
    db,
    clock,
    admin,
    stranger,
    staff,
    form,
    req,
    png,
    pdf,
    upload,
    ventureBody,
    auditOf,
    docsFile,
    withCr12,
    withCertificates,
    savedVenture,
  };
}
