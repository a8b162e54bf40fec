import { MSG } from '@portal/contract/messages';
import { eq } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';
import { ventures } from '../src/db/schema';
import { withoutOpenProgram } from '../testing/factories';
import { venturesFixture } from '../testing/ventures-fixture';

// Step 2's venture: the checks of a save in the spec's order, and the save.
const { t, db, stranger, form, req, png, upload, ventureBody, auditOf, withCertificates, savedVenture } =
  await venturesFixture();

/** Each test's own applicant, without a venture yet. */
let owner: Awaited<ReturnType<typeof t.persona>>;
beforeEach(async () => {
  owner = await t.persona([]);
});

describe('before any programme is open', () => {
  it('refuses every save with 409', async () => {
    await withoutOpenProgram(db, async () => {
      const res = await upload('image', owner.headers, { name: 'logo.png', content: await png() });
      expect(res.statusCode).toBe(409);
      expect(res.json().message).toBe(MSG.noOpenProgram);
      expect((await req('POST', '/api/venture', owner.headers, ventureBody())).statusCode).toBe(409);
    });
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

describe('POST /api/venture: the save', () => {
  it('saves the caller’s venture (body id ignored), sanitised, with its links, audited', async () => {
    const { ventureId, cr12 } = await withCertificates(owner.headers);
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
    const { ventureId } = await savedVenture(owner.headers);
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
    const { ventureId, cr12 } = await savedVenture(owner.headers);
    const mine = await req('GET', '/api/venture?type=owner', owner.headers);
    expect(mine.json()).toMatchObject({ code: 1, venture: { id: ventureId, name: 'Maji Safi Ltd', cr12 } });
    expect((await req('GET', '/api/venture?type=owner', stranger.headers)).json()).toEqual({ code: 0, venture: null });
  });
});
