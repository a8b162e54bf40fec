import fs from 'node:fs';
import path from 'node:path';
import { MSG } from '@portal/contract/messages';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { beforeEach, describe, expect, it } from 'vitest';
import { ventures } from '../src/db/schema';
import { venturesFixture } from '../testing/ventures-fixture';

// Step 2's files: the certificate and logo uploads, the documents, their deletes, and the deadline.
const {
  t,
  app,
  db,
  clock,
  stranger,
  staff,
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
} = await venturesFixture();

/** Each test's own applicant, without a venture yet. */
let owner: Awaited<ReturnType<typeof t.persona>>;
beforeEach(async () => {
  owner = await t.persona([]);
});

describe('uploads', () => {
  it('takes a CR12 (PDF) before the first save, creating the venture row', async () => {
    const res = await upload('CR12', owner.headers, { name: 'cr12.pdf', content: pdf(), type: 'application/pdf' });
    expect(res.statusCode).toBe(200);
    const ventureId = res.json().id;
    const cr12 = res.json().cr12;
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
    await withCr12(owner.headers);
    const res = await req('POST', '/api/venture', owner.headers, ventureBody());
    expect(res.statusCode).toBe(422);
    expect(res.json()).toEqual({
      message: MSG.registrationCertificateRequired,
      errors: { registration_cetificate: MSG.registrationCertificateRequired },
    });
  });

  it('takes the registration certificate as an image, re-encoded to WebP', async () => {
    const { ventureId, cr12 } = await withCr12(owner.headers);
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
    const { ventureId, cr12 } = await withCr12(owner.headers);
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

describe('GET /api/venture/{id}/documents/{field}', () => {
  // Each test's owner has both certificates on file.
  let ventureId: number;
  let cr12: string;
  beforeEach(async () => {
    ({ ventureId, cr12 } = await withCertificates(owner.headers));
  });
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
    const { ventureId, cr12 } = await withCr12(owner.headers);
    const res = await req('POST', '/api/venture?type=cr12Delete', stranger.headers, { id: ventureId });
    expect(res.statusCode).toBe(403);
    expect((await req('POST', '/api/venture?type=cr12Delete', undefined, { id: ventureId })).statusCode).toBe(401);
    // a stranger without a venture and without an id has nothing to delete
    expect((await req('POST', '/api/venture?type=cr12Delete', stranger.headers, {})).statusCode).toBe(404);
    expect(fs.existsSync(docsFile(cr12))).toBe(true);
  });

  it('clears the column, removes the file after commit, audits; the document is then 404', async () => {
    const { ventureId, cr12 } = await savedVenture(owner.headers);
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
    const { ventureId } = await withCertificates(owner.headers);
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
    const { ventureId } = await withCr12(owner.headers);
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
