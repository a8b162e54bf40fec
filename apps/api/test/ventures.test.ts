import fs from 'node:fs';
import path from 'node:path';
import { MSG } from '@portal/contract/messages';
import { and, asc, eq } from 'drizzle-orm';
import sharp from 'sharp';
import { beforeAll, describe, expect, it } from 'vitest';
import { auditLogs, ventures } from '../src/db/schema';
import { createTestApp, type FilePart, fakeClock, multipart } from '../testing/helpers';

// 2026-03-02 12:00 in Nairobi; the programme's deadline is 2026-04-30.
const clock = fakeClock(new Date('2026-03-02T09:00:00Z'));
const t = await createTestApp({ clock });
const { app, db } = t;

type Persona = Awaited<ReturnType<typeof t.persona>>;
let owner: Persona;
let stranger: Persona;
let staff: Persona;
let admin: Record<string, string>;
let form: Record<string, { id: number; name: string }[]>;

beforeAll(async () => {
  admin = await t.admin();
  owner = await t.persona([]);
  stranger = await t.persona([]);
  staff = await t.persona(['application_view']);
  form = (await app.inject({ method: 'GET', url: '/api/user?type=formData', headers: owner.headers })).json();
});

const req = (method: 'GET' | 'POST', url: string, headers?: Record<string, string>, payload?: object) =>
  app.inject({ method, url, headers, payload });

const png = (w = 40, h = 30) =>
  sharp({ create: { width: w, height: h, channels: 3, background: { r: 20, g: 120, b: 90 } } })
    .png()
    .toBuffer();
/** The smallest thing file-type calls a PDF: the `%PDF` magic, here with a token body. */
const pdf = () => Buffer.from('%PDF-1.4\n1 0 obj\n<< /Type /Catalog >>\nendobj\ntrailer\n<< /Root 1 0 R >>\n%%EOF\n');

const upload = (type: string, headers: Record<string, string> | undefined, file?: FilePart) => {
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

let programId: number;

describe('before any programme is open', () => {
  it('refuses every save with 409', async () => {
    const res = await upload('image', owner.headers, { name: 'logo.png', content: await png() });
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe(MSG.noOpenProgram);
    expect((await req('POST', '/api/venture', owner.headers, ventureBody())).statusCode).toBe(409);
  });

  it('opens a programme for the rest of the file', async () => {
    const created = await req('POST', '/api/program', admin, {
      name: 'Cohort 9',
      application_deadline: '2026-04-30',
      start_date: '2026-05-15',
      end_date: '2026-11-30',
    });
    programId = created.json().id;
    expect((await req('POST', '/api/program?type=activate', admin, { id: programId })).statusCode).toBe(200);
  });
});

describe('GET /api/venture?type=owner', () => {
  it('answers code 0 and null without a venture; 401 without a token', async () => {
    const res = await req('GET', '/api/venture?type=owner', owner.headers);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ code: 0, venture: null });
    expect((await req('GET', '/api/venture?type=owner')).statusCode).toBe(401);
  });
});

describe('POST /api/venture: the checks in the spec’s order', () => {
  it('answers the overview first when it and later fields are missing', async () => {
    const res = await req('POST', '/api/venture', owner.headers, ventureBody({ description: '<p> </p>', sectors: [] }));
    expect(res.statusCode).toBe(422);
    expect(res.json().message).toBe(MSG.ventureOverviewRequired);
    expect(res.json().errors).toMatchObject({
      description: MSG.ventureOverviewRequired,
      sectors: MSG.sectorsRequired,
    });
    // an overview with nothing left once sanitised is as empty
    const scriptOnly = await req(
      'POST',
      '/api/venture',
      owner.headers,
      ventureBody({ description: '<script>x</script>' }),
    );
    expect(scriptOnly.json()).toEqual({
      message: MSG.ventureOverviewRequired,
      errors: { description: MSG.ventureOverviewRequired },
    });
  });

  it('answers each later rule in turn', async () => {
    const cases: [Record<string, unknown>, string][] = [
      [{ sectors: [] }, MSG.sectorsRequired],
      [{ stage_id: null, organisation_type_id: null }, MSG.stageRequired],
      [{ organisation_type_id: '' }, MSG.organisationTypeRequired],
      [{ countries: [], client_locations: [] }, MSG.countriesRequired],
      [{ client_locations: [] }, MSG.clientLocationsRequired],
      [{ funding: 3 }, MSG.fundingRequired],
    ];
    for (const [over, message] of cases) {
      const res = await req('POST', '/api/venture', owner.headers, ventureBody(over));
      expect(res.statusCode).toBe(422);
      expect(res.json().message).toBe(message);
    }
    const email = await req('POST', '/api/venture', owner.headers, ventureBody({ email_address: 'nope' }));
    expect(email.json().errors).toEqual({ email_address: MSG.emailInvalid });
  });

  it('refuses reference ids that are not listed, with the field’s message', async () => {
    const cases: [Record<string, unknown>, string, string][] = [
      [{ sectors: [99999] }, 'sectors', MSG.sectorsRequired],
      [{ stage_id: 99999 }, 'stage_id', MSG.stageRequired],
      [{ organisation_type_id: 99999 }, 'organisation_type_id', MSG.organisationTypeRequired],
      [{ countries: [114, 99999] }, 'countries', MSG.countriesRequired],
      [{ client_locations: [99999] }, 'client_locations', MSG.clientLocationsRequired],
    ];
    for (const [over, field, message] of cases) {
      const res = await req('POST', '/api/venture', owner.headers, ventureBody(over));
      expect(res.statusCode).toBe(422);
      expect(res.json()).toEqual({ message, errors: { [field]: message } });
    }
  });

  it('with every field fine but no CR12: the CR12 message', async () => {
    const res = await req('POST', '/api/venture', owner.headers, ventureBody());
    expect(res.statusCode).toBe(422);
    expect(res.json()).toEqual({ message: MSG.cr12Required, errors: { cr12: MSG.cr12Required } });
    expect(await db.select().from(ventures).where(eq(ventures.user_id, owner.user.id))).toHaveLength(0);
  });
});

let ventureId: number;
let cr12: string;

describe('uploads', () => {
  it('takes a CR12 (PDF) before the first save, creating the venture row', async () => {
    const res = await upload('CR12', owner.headers, { name: 'cr12.pdf', content: pdf(), type: 'application/pdf' });
    expect(res.statusCode).toBe(200);
    ventureId = res.json().id;
    cr12 = res.json().cr12;
    expect(cr12).toMatch(/^[0-9a-f-]+\.pdf$/);
    expect(res.json()).toMatchObject({ name: null, registration_cetificate: null, venture_sectors: [] });
    expect(fs.readFileSync(docsFile(cr12))).toEqual(pdf());
    const [row] = await db.select().from(ventures).where(eq(ventures.id, ventureId));
    expect(row!.user_id).toBe(owner.user.id);
    const log = await auditOf(ventureId);
    expect(log).toHaveLength(1);
    expect(log[0]).toMatchObject({ action: 'created', modder_id: owner.user.id });
  });

  it('then asks for the registration certificate', async () => {
    const res = await req('POST', '/api/venture', owner.headers, ventureBody());
    expect(res.statusCode).toBe(422);
    expect(res.json()).toEqual({
      message: MSG.registrationCertificateRequired,
      errors: { registration_cetificate: MSG.registrationCertificateRequired },
    });
  });

  it('takes the registration certificate as an image, re-encoded to WebP', async () => {
    const res = await upload('registrationCetificate', owner.headers, {
      name: 'reg.png',
      content: await png(300, 200),
      type: 'image/png',
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().id).toBe(ventureId);
    expect(res.json().registration_cetificate).toMatch(/\.webp$/);
    expect(res.json().cr12).toBe(cr12);
    const meta = await sharp(fs.readFileSync(docsFile(res.json().registration_cetificate))).metadata();
    expect(meta.format).toBe('webp');
    const log = await auditOf(ventureId);
    expect(log.at(-1)).toMatchObject({ action: 'updated' });
    expect(log.at(-1)!.changed).toEqual({ registration_cetificate: res.json().registration_cetificate });
  });

  it('takes a logo into the public bucket', async () => {
    const res = await upload('image', owner.headers, { name: 'logo.png', content: await png(), type: 'image/png' });
    expect(res.statusCode).toBe(200);
    const { image, image_url, thumb_url } = res.json();
    expect(image_url).toBe(`/storage/venture_logos/${image}`);
    expect(thumb_url).toBe(`/storage/venture_logos/thumb_${image}`);
    expect((await app.inject({ method: 'GET', url: image_url })).statusCode).toBe(200);
    // a new logo replaces the old one, whose files are removed
    const again = await upload('image', owner.headers, { name: 'logo2.png', content: await png(50, 50) });
    expect(again.statusCode).toBe(200);
    expect(fs.existsSync(path.join(t.storageDir, 'venture_logos', image))).toBe(false);
    expect(fs.existsSync(path.join(t.storageDir, 'venture_logos', `thumb_${image}`))).toBe(false);
  });

  it('refuses files that are not what their names say (422), none (422), oversize ones (413), no token (401)', async () => {
    const textPdf = await upload('CR12', owner.headers, {
      name: 'cr12.pdf',
      content: Buffer.from('just text pretending'),
      type: 'application/pdf',
    });
    expect(textPdf.statusCode).toBe(422);
    expect(textPdf.json()).toEqual({ message: MSG.notAnImageOrPdf, errors: { files: MSG.notAnImageOrPdf } });
    const htmlPng = await upload('registrationCetificate', owner.headers, {
      name: 'reg.png',
      content: Buffer.from('<html><script>alert(1)</script></html>'),
      type: 'image/png',
    });
    expect(htmlPng.statusCode).toBe(422);
    const textLogo = await upload('image', owner.headers, { name: 'logo.png', content: Buffer.from('text') });
    expect(textLogo.statusCode).toBe(422);
    const pdfLogo = await upload('image', owner.headers, { name: 'logo.png', content: pdf() });
    expect(pdfLogo.statusCode).toBe(422);
    const none = await upload('CR12', owner.headers);
    expect(none.statusCode).toBe(422);
    expect(none.json().message).toBe(MSG.fileRequired);

    const bigDoc = await upload('CR12', owner.headers, {
      name: 'big.pdf',
      content: Buffer.concat([pdf(), Buffer.alloc(10 * 1024 * 1024, 32)]),
    });
    expect(bigDoc.statusCode).toBe(413);
    expect(bigDoc.json().message).toMatch(/too large.*10 MB/);
    const bigLogo = await upload('image', owner.headers, {
      name: 'big.png',
      content: Buffer.alloc(5 * 1024 * 1024 + 10, 1),
    });
    expect(bigLogo.statusCode).toBe(413);
    expect((await upload('CR12', undefined, { name: 'cr12.pdf', content: pdf() })).statusCode).toBe(401);

    // nothing changed
    const [row] = await db.select().from(ventures).where(eq(ventures.id, ventureId));
    expect(row!.cr12).toBe(cr12);
  });
});

describe('POST /api/venture: the save', () => {
  it('saves the caller’s venture (body id ignored), sanitised, with its links, audited', async () => {
    const res = await req('POST', '/api/venture', owner.headers, ventureBody());
    expect(res.statusCode).toBe(200);
    const v = res.json();
    expect(v).toMatchObject({
      id: ventureId,
      name: 'Maji Safi Ltd',
      email_address: 'hello@majisafi.co.ke',
      x_url: null,
      description: '<p>We filter water.</p>',
      step_id: form.steps![0]!.id,
      organisation_type_id: form.organisationTypes![0]!.id,
      funding: 1,
      cr12,
      venture_sectors: [{ sector_id: form.sectors![0]!.id }, { sector_id: form.sectors![1]!.id }],
      venture_countries: [{ country_id: 114 }],
      venture_client_locations: [{ client_location_id: form.clientLocations![0]!.id }],
    });
    expect(v).not.toHaveProperty('stage_id');
    expect(v).not.toHaveProperty('user_id');
    expect(await db.select().from(ventures).where(eq(ventures.id, 99999))).toHaveLength(0);

    const entry = (await auditOf(ventureId)).at(-1)!;
    expect(entry).toMatchObject({ action: 'updated', modder_id: owner.user.id });
    expect(entry.old).toMatchObject({ name: null, sectors: [] });
    expect(entry.new).toMatchObject({ name: 'Maji Safi Ltd', countries: [114] });
    expect(entry.changed).toMatchObject({ name: 'Maji Safi Ltd', countries: [114] });
  });

  it('replaces the links on the next save, and keeps step 4’s fields when they do not ride along', async () => {
    await db.update(ventures).set({ full_time_employee_count: 7 }).where(eq(ventures.id, ventureId));
    const res = await req(
      'POST',
      '/api/venture',
      owner.headers,
      ventureBody({ sectors: [form.sectors![2]!.id], countries: [114, 1, 114] }),
    );
    expect(res.statusCode).toBe(200);
    expect(res.json().venture_sectors).toEqual([{ sector_id: form.sectors![2]!.id }]);
    expect(res.json().venture_countries).toEqual([{ country_id: 1 }, { country_id: 114 }]);
    expect(res.json().full_time_employee_count).toBe(7);
  });

  it('reads back through type=owner; another applicant sees only their own (none)', async () => {
    const mine = await req('GET', '/api/venture?type=owner', owner.headers);
    expect(mine.json()).toMatchObject({ code: 1, venture: { id: ventureId, name: 'Maji Safi Ltd', cr12 } });
    expect((await req('GET', '/api/venture?type=owner', stranger.headers)).json()).toEqual({ code: 0, venture: null });
  });
});

describe('GET /api/venture/{id}/documents/{field}', () => {
  const doc = (headers: Record<string, string> | undefined, field = 'cr12', id = ventureId) =>
    req('GET', `/api/venture/${id}/documents/${field}`, headers);

  it('streams the CR12 to its owner with safe headers', async () => {
    const res = await doc(owner.headers);
    expect(res.statusCode).toBe(200);
    expect(res.rawPayload).toEqual(pdf());
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['content-disposition']).toBe('inline; filename="CR12.pdf"');
    expect(res.headers['cache-control']).toBe('private, no-store');
    expect(res.headers['content-security-policy']).toBe('sandbox');
  });

  it('streams the image certificate as WebP, to staff with application_view too', async () => {
    const res = await doc(staff.headers, 'registration_cetificate');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('image/webp');
    expect(res.headers['content-disposition']).toBe('inline; filename="Registration-Certificate.webp"');
    expect((await doc(staff.headers)).statusCode).toBe(200);
  });

  it('refuses another applicant (403), no token (401), unknown venture or field (404/422)', async () => {
    expect((await doc(stranger.headers)).statusCode).toBe(403);
    expect((await doc(stranger.headers, 'registration_cetificate')).statusCode).toBe(403);
    expect((await doc(undefined)).statusCode).toBe(401);
    expect((await doc(owner.headers, 'cr12', 99999)).statusCode).toBe(404);
    expect((await doc(owner.headers, 'image')).statusCode).toBe(422);
  });

  it('never serves the docs bucket through /storage', async () => {
    const res = await req('GET', `/storage/docs/${cr12}`);
    expect(res.statusCode).toBe(404);
    expect(fs.existsSync(docsFile(cr12))).toBe(true);
  });
});

describe('certificate deletes', () => {
  it('refuses another applicant’s venture id (403) and no token (401)', async () => {
    const res = await req('POST', '/api/venture?type=cr12Delete', stranger.headers, { id: ventureId });
    expect(res.statusCode).toBe(403);
    expect((await req('POST', '/api/venture?type=cr12Delete', undefined, { id: ventureId })).statusCode).toBe(401);
    // a stranger without a venture and without an id has nothing to delete
    expect((await req('POST', '/api/venture?type=cr12Delete', stranger.headers, {})).statusCode).toBe(404);
    expect(fs.existsSync(docsFile(cr12))).toBe(true);
  });

  it('clears the column, removes the file after commit, audits; the document is then 404', async () => {
    const mine = (await req('GET', '/api/venture?type=owner', owner.headers)).json().venture;
    const res = await req('POST', '/api/venture?type=cr12Delete', owner.headers, mine);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ id: ventureId, cr12: null });
    expect(res.json().registration_cetificate).not.toBeNull();
    expect(fs.existsSync(docsFile(cr12))).toBe(false);
    expect((await auditOf(ventureId)).at(-1)).toMatchObject({ action: 'updated', changed: { cr12: null } });
    expect((await req('GET', `/api/venture/${ventureId}/documents/cr12`, owner.headers)).statusCode).toBe(404);

    // the save now stops at the CR12 again
    const save = await req('POST', '/api/venture', owner.headers, ventureBody());
    expect(save.json().message).toBe(MSG.cr12Required);
  });

  it('deletes the registration certificate too (without a body)', async () => {
    const [before] = await db.select().from(ventures).where(eq(ventures.id, ventureId));
    const res = await req('POST', '/api/venture?type=registrationCertificateDelete', owner.headers);
    expect(res.statusCode).toBe(200);
    expect(res.json().registration_cetificate).toBeNull();
    expect(fs.existsSync(docsFile(before!.registration_cetificate!))).toBe(false);
    expect(fs.existsSync(docsFile(`thumb_${before!.registration_cetificate!}`))).toBe(false);
  });
});

describe('after the deadline day', () => {
  it('refuses every save with 409 and the closing message', async () => {
    await upload('CR12', owner.headers, { name: 'cr12.pdf', content: pdf() });
    await upload('registrationCetificate', owner.headers, { name: 'reg.pdf', content: pdf() });
    clock.set('2026-04-30T20:59:00Z'); // 23:59 in Nairobi on the deadline day: still open
    // (a fresh sign-in: two months idle would have expired the token)
    const headers = await t.signIn(owner.email, owner.password);
    expect((await req('POST', '/api/venture', headers, ventureBody())).statusCode).toBe(200);
    clock.set('2026-04-30T21:00:00Z'); // midnight in Nairobi: closed
    try {
      const calls = [
        () => req('POST', '/api/venture', headers, ventureBody()),
        () => req('POST', '/api/venture?type=cr12Delete', headers, {}),
        () => req('POST', '/api/venture?type=registrationCertificateDelete', headers, {}),
        async () => upload('image', headers, { name: 'logo.png', content: await png() }),
        () => upload('CR12', headers, { name: 'cr12.pdf', content: pdf() }),
        () => upload('registrationCetificate', headers, { name: 'reg.pdf', content: pdf() }),
      ];
      for (const call of calls) {
        const res = await call();
        expect(res.statusCode).toBe(409);
        expect(res.json().message).toBe(MSG.applicationsClosed.replace('{date}', '30 April 2026'));
      }
      // reading stays open
      expect((await req('GET', '/api/venture?type=owner', headers)).statusCode).toBe(200);
      expect((await req('GET', `/api/venture/${ventureId}/documents/cr12`, headers)).statusCode).toBe(200);
    } finally {
      clock.set('2026-03-02T09:00:00Z');
    }
  });
});
