import { MSG } from '@portal/contract/messages';
import type { Permission } from '@portal/contract/permissions';
import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { auditLogs, groupVentures, ratingCriteria } from '../src/db/schema';
import { createTestApp, fakeClock } from '../testing/helpers';
import { judgingWorld, type Persona } from '../testing/judging-helpers';

const clock = fakeClock(new Date('2026-03-02T09:00:00Z'));
const t = await createTestApp({ clock });
const { db } = t;
let w: Awaited<ReturnType<typeof judgingWorld>>;
let judge: Persona;
let outsider: Persona;
let groupId: number;
let otherGroupId: number;
let ventureId: number;
let applicationId: number;

const dates = { application_deadline: '2026-04-30', start_date: '2026-05-01', end_date: '2026-06-30' };

beforeAll(async () => {
  w = await judgingWorld(t);
  judge = await w.judge();
  outsider = await w.judge();
  groupId = (await w.group('Cohort A')).id;
  otherGroupId = (await w.group('Cohort B')).id;
  const a = await w.applicant();
  ventureId = a.venture!.id;
  applicationId = a.application!.id;
  await w.addVenture(groupId, ventureId);
  await w.addJudge(groupId, judge.user.id);
  await w.addJudge(otherGroupId, outsider.user.id);
});

const auditOf = (model: string, id: number) =>
  db
    .select()
    .from(auditLogs)
    .where(and(eq(auditLogs.model, model), eq(auditLogs.model_id, String(id))))
    .orderBy(auditLogs.id);

describe('criteria and form data', () => {
  it('seeds the eight criteria of spec 2 §1, radio, 100 points', async () => {
    const rows = await db.select().from(ratingCriteria).orderBy(ratingCriteria.position);
    expect(rows.map((r) => [r.name, r.weight, r.type])).toEqual([
      ['Eligibility', 10, 'radio'],
      ['Problem/Solution Fit', 25, 'radio'],
      ['Use of Tech', 10, 'radio'],
      ['Customers/Users', 10, 'radio'],
      ['Team', 10, 'radio'],
      ['Market', 10, 'radio'],
      ['Business Model', 15, 'radio'],
      ['Impact', 10, 'radio'],
    ]);
    expect(rows.reduce((s, r) => s + r.weight, 0)).toBe(100);
  });

  it('GET /api/group?type=formData: judges (user_group_view only) and the criteria', async () => {
    const staff = await w.ok('GET', '/api/group?type=formData', w.admin);
    expect(staff.ratings).toHaveLength(8);
    expect(staff.judges.map((j: { id: number }) => j.id)).toEqual(
      expect.arrayContaining([judge.user.id, outsider.user.id]),
    );
    expect(staff.judges[0]).toEqual({
      id: expect.any(Number),
      first_name: expect.any(String),
      middle_name: null,
      last_name: expect.any(String),
    });
    const mine = await w.ok('GET', '/api/group?type=formData', judge.headers);
    expect(mine.judges).toEqual([]);
    expect(mine.ratings).toHaveLength(8);
  });

  it('GET /api/application?type=formData answers the criteria to application_view', async () => {
    const res = await w.ok('GET', '/api/application?type=formData', w.admin);
    expect(res.ratings).toHaveLength(8);
    expect(res.ratings[1]).toMatchObject({ name: 'Problem/Solution Fit', weight: 25, type: 'radio' });
    expect((await w.call('GET', '/api/application?type=formData', judge.headers)).statusCode).toBe(403);
  });
});

describe('groups', () => {
  it('creates with validation (422 field errors), a unique name (409) and an audit entry', async () => {
    const empty = await w.call('POST', '/api/group', w.admin, {});
    expect(empty.statusCode).toBe(422);
    expect(Object.keys(empty.json().errors).sort()).toEqual(['application_deadline', 'end_date', 'name', 'start_date']);
    expect(empty.json().errors.name).toBe(MSG.requiredLower);
    const backwards = await w.call('POST', '/api/group', w.admin, {
      name: 'Backwards',
      application_deadline: '2026-07-30',
      start_date: '2026-06-01',
      end_date: '2026-05-01',
    });
    expect(backwards.statusCode).toBe(422);
    expect(backwards.json().errors).toMatchObject({
      start_date: MSG.groupStartAfterEnd,
      end_date: MSG.groupEndBeforeStart,
      application_deadline: MSG.groupDeadlineAfterEnd,
    });
    const dup = await w.call('POST', '/api/group', w.admin, { name: 'cohort a', ...dates });
    expect(dup.statusCode).toBe(409);
    expect(dup.json().message).toBe(MSG.groupNameTaken);
    const created = await w.call('POST', '/api/group', w.admin, { name: 'Cohort C', ...dates });
    expect(created.statusCode).toBe(201);
    expect(created.json()).toMatchObject({ name: 'Cohort C', active: 1, ...dates });
    expect((await auditOf('Group', created.json().id)).map((e) => e.action)).toEqual(['created']);
    const updated = await w.ok('PUT', `/api/group/${created.json().id}`, w.admin, {
      name: 'Cohort C2',
      ...dates,
      end_date: '2026-07-31',
    });
    expect(updated).toMatchObject({ name: 'Cohort C2', end_date: '2026-07-31' });
    const del = await w.ok('DELETE', `/api/group/${created.json().id}`, w.admin);
    expect(del.message).toBe(MSG.groupDeleted);
    expect((await auditOf('Group', created.json().id)).map((e) => e.action)).toEqual(['created', 'updated', 'deleted']);
  });

  it('lists and searches (paged); a judge sees only the groups they are assigned to', async () => {
    const all = await w.ok('GET', '/api/group?page=1', w.admin);
    expect(all.data.map((g: { name: string }) => g.name)).toEqual(expect.arrayContaining(['Cohort A', 'Cohort B']));
    const found = await w.ok('GET', '/api/group?page=1&type=search&search=hort b', w.admin);
    expect(found.data.map((g: { name: string }) => g.name)).toEqual(['Cohort B']);
    const mine = await w.ok('GET', '/api/group?page=1', judge.headers);
    expect(mine.data.map((g: { id: number }) => g.id)).toEqual([groupId]);
    expect(mine.total).toBe(1);
    const searched = await w.ok('GET', '/api/group?type=search&search=cohort', judge.headers);
    expect(searched.data.map((g: { id: number }) => g.id)).toEqual([groupId]);
    expect((await w.call('GET', `/api/group/${groupId}`, judge.headers)).statusCode).toBe(200);
    expect((await w.call('GET', `/api/group/${otherGroupId}`, judge.headers)).statusCode).toBe(403);
    expect((await w.call('GET', '/api/group/99999', judge.headers)).statusCode).toBe(404);
  });

  it("type=mine: the judge's groups with progress, deadline state and the next venture", async () => {
    // A judge and a group of the test's own: the file's judge rates in the other tests.
    const fresh = await w.judge();
    const own = (await w.group('Cohort Mine')).id;
    await w.addVenture(own, ventureId);
    await w.addJudge(own, fresh.user.id);
    const mine = await w.ok('GET', '/api/group?type=mine', fresh.headers);
    expect(mine).toHaveLength(1);
    expect(mine[0]).toMatchObject({ group: { id: own }, rated: 0, total: 1, progress: 0, open: true });
    expect(mine[0].next_group_venture_id).toEqual(expect.any(Number));
  });
});

describe('a judge outside the group', () => {
  it('gets 403 for the group, its ventures, their detail and their ratings', async () => {
    const gv = (await w.ok('GET', `/api/group-venture?group_id=${groupId}`, w.admin)).data[0];
    expect((await w.call('GET', `/api/group/${groupId}`, outsider.headers)).statusCode).toBe(403);
    expect((await w.call('GET', `/api/group-venture?group_id=${groupId}`, outsider.headers)).statusCode).toBe(403);
    expect((await w.call('GET', `/api/group-venture/${gv.id}`, outsider.headers)).statusCode).toBe(403);
    expect((await w.call('GET', `/api/group-venture?type=next&group_id=${groupId}`, outsider.headers)).statusCode).toBe(
      403,
    );
    expect(
      (await w.call('GET', `/api/venture-rating?venture_id=${ventureId}&group_id=${groupId}`, outsider.headers))
        .statusCode,
    ).toBe(403);
    expect((await w.rate(outsider.headers, groupId, ventureId, 4)).statusCode).toBe(403);
    expect(
      (
        await w.call('POST', '/api/venture-rating?type=conflict', outsider.headers, {
          group_id: groupId,
          venture_id: ventureId,
        })
      ).statusCode,
    ).toBe(403);
  });

  it('cannot read the venture certificates; a judge of the group can', async () => {
    // The factory venture has no stored file: 404 means the access check passed.
    const url = `/api/venture/${ventureId}/documents/cr12`;
    expect((await w.call('GET', url, outsider.headers)).statusCode).toBe(403);
    expect((await w.call('GET', url, judge.headers)).statusCode).toBe(404);
  });

  it('the judge of the group reads the question set (Problem/Solution)', async () => {
    expect((await w.call('GET', '/api/question?type=all', judge.headers)).statusCode).toBe(200);
  });
});

describe('group ventures', () => {
  it('the picker lists ventures Selected for Rating or Shortlisted and not yet in the group', async () => {
    const shortlisted = await w.applicant('shortlisted');
    const inReview = await w.applicant('review');
    const res = await w.ok('GET', `/api/group-venture?type=candidates&group_id=${groupId}`, w.admin);
    const ids = res.data.map((c: { venture_id: number }) => c.venture_id);
    expect(ids).toContain(shortlisted.venture!.id);
    expect(ids).not.toContain(inReview.venture!.id);
    expect(ids).not.toContain(ventureId);
    const searched = await w.ok(
      'GET',
      `/api/group-venture?type=candidates&group_id=${groupId}&search=${encodeURIComponent(shortlisted.venture!.name!)}`,
      w.admin,
    );
    expect(searched.data.map((c: { venture_id: number }) => c.venture_id)).toEqual([shortlisted.venture!.id]);
    // A venture in Review cannot be added; one twice is 409; a missing choice is 422.
    const refused = await w.call('POST', '/api/group-venture', w.admin, {
      group_id: groupId,
      venture_id: inReview.venture!.id,
    });
    expect(refused.statusCode).toBe(422);
    expect(refused.json().errors.venture_id).toBe(MSG.ventureNotSelectable);
    const twice = await w.call('POST', '/api/group-venture', w.admin, { group_id: groupId, venture_id: ventureId });
    expect(twice.statusCode).toBe(409);
    expect(twice.json().message).toBe(MSG.ventureAlreadyInGroup);
    const missing = await w.call('POST', '/api/group-venture', w.admin, { group_id: groupId });
    expect(missing.statusCode).toBe(422);
    expect(missing.json().errors.venture_id).toBeTruthy();
  });

  it('adds, lists with search, edits and removes, each audited as GroupVenture', async () => {
    const a = await w.applicant();
    const b = await w.applicant();
    const added = await w.call('POST', '/api/group-venture', w.admin, {
      group_id: otherGroupId,
      venture_id: a.venture!.id,
    });
    expect(added.statusCode).toBe(201);
    const row = added.json();
    expect(row).toMatchObject({
      group_id: otherGroupId,
      venture_id: a.venture!.id,
      application_id: a.application!.id,
      venture: { name: a.venture!.name },
      user: { first_name: a.user.first_name },
      individualScore: 0,
    });
    const found = await w.ok(
      'GET',
      `/api/group-venture?group_id=${otherGroupId}&type=search&search=${encodeURIComponent(a.user.first_name)}`,
      w.admin,
    );
    expect(found.data.map((r: { id: number }) => r.id)).toEqual([row.id]);
    const edited = await w.ok('PUT', `/api/group-venture/${row.id}`, w.admin, {
      group_id: otherGroupId,
      venture_id: b.venture!.id,
    });
    expect(edited.venture_id).toBe(b.venture!.id);
    expect((await w.ok('DELETE', `/api/group-venture/${row.id}`, w.admin)).message).toBe(MSG.ventureRemoved);
    expect((await auditOf('GroupVenture', row.id)).map((e) => e.action)).toEqual(['created', 'updated', 'deleted']);
  });

  it('a deleted application leaves its groups', async () => {
    const a = await w.applicant();
    await w.addVenture(otherGroupId, a.venture!.id);
    await w.ok('DELETE', `/api/application/${a.application!.id}`, w.admin);
    const rows = await db.select().from(groupVentures).where(eq(groupVentures.venture_id, a.venture!.id));
    expect(rows).toEqual([]);
  });
});

describe('judges of a group', () => {
  it('adds only users holding the Judge role; lists with progress; removes; audited as UserGroup', async () => {
    const notJudge = await t.persona(['group_view']);
    const refused = await w.call('POST', '/api/user-group', w.admin, {
      group_id: otherGroupId,
      user_id: notJudge.user.id,
    });
    expect(refused.statusCode).toBe(422);
    expect(refused.json().errors.user_id).toBe(MSG.notAJudge);
    expect((await w.call('POST', '/api/user-group', w.admin, { group_id: otherGroupId })).statusCode).toBe(422);
    const twice = await w.call('POST', '/api/user-group', w.admin, { group_id: groupId, user_id: judge.user.id });
    expect(twice.statusCode).toBe(409);
    const extra = await w.judge();
    const added = await w.call('POST', '/api/user-group', w.admin, { group_id: otherGroupId, user_id: extra.user.id });
    expect(added.statusCode).toBe(201);
    expect(added.json()).toMatchObject({
      user_id: extra.user.id,
      progress: 0,
      average: 0,
      user: { email: extra.email },
    });
    const list = await w.ok(
      'GET',
      `/api/user-group?group_id=${otherGroupId}&type=search&search=${extra.email}`,
      w.admin,
    );
    expect(list.data.map((r: { id: number }) => r.id)).toEqual([added.json().id]);
    expect(list.total).toBe(1);
    const other = await w.judge();
    const edited = await w.ok('PUT', `/api/user-group/${added.json().id}`, w.admin, {
      group_id: otherGroupId,
      user_id: other.user.id,
    });
    expect(edited.user_id).toBe(other.user.id);
    expect((await w.ok('DELETE', `/api/user-group/${added.json().id}`, w.admin)).message).toBe(MSG.judgeRemoved);
    expect((await auditOf('UserGroup', added.json().id)).map((e) => e.action)).toEqual([
      'created',
      'updated',
      'deleted',
    ]);
  });
});

describe('every permission of spec 2 §6 is enforced on the server', () => {
  // `also`: what the caller holds besides (an organiser's permission, so that group_venture_view is
  // not refused for not judging the group); each case is refused without `perm` alone.
  const cases: { perm: Permission; method: string; url: () => string; body?: () => object; also?: Permission[] }[] = [
    { perm: 'group_view', method: 'GET', url: () => '/api/group?page=1' },
    { perm: 'group_view', method: 'GET', url: () => '/api/group?type=formData' },
    { perm: 'group_create', method: 'POST', url: () => '/api/group', body: () => ({ name: 'Perm', ...dates }) },
    {
      perm: 'group_edit',
      method: 'PUT',
      url: () => `/api/group/${otherGroupId}`,
      body: () => ({ name: 'Cohort B', ...dates }),
    },
    { perm: 'group_archive', method: 'DELETE', url: () => '/api/group/99999' },
    {
      perm: 'group_venture_view',
      method: 'GET',
      url: () => `/api/group-venture?group_id=${groupId}`,
      also: ['user_group_view'],
    },
    {
      perm: 'group_assign_venture',
      method: 'POST',
      url: () => '/api/group-venture',
      body: () => ({ group_id: groupId, venture_id: ventureId }),
    },
    {
      perm: 'group_assign_venture',
      method: 'GET',
      url: () => `/api/group-venture?type=candidates&group_id=${groupId}`,
    },
    {
      perm: 'group_venture_view',
      method: 'GET',
      url: () => '/api/group-venture/99999',
      also: ['application_view'],
    },
    {
      perm: 'group_assign_venture',
      method: 'PUT',
      url: () => '/api/group-venture/99999',
      body: () => ({ group_id: groupId, venture_id: ventureId }),
    },
    { perm: 'group_venture_archive', method: 'DELETE', url: () => '/api/group-venture/99999' },
    { perm: 'user_group_view', method: 'GET', url: () => `/api/user-group?group_id=${groupId}` },
    {
      perm: 'user_group_create',
      method: 'POST',
      url: () => '/api/user-group',
      body: () => ({ group_id: groupId, user_id: judge.user.id }),
    },
    {
      perm: 'user_group_create',
      method: 'PUT',
      url: () => '/api/user-group/99999',
      body: () => ({ group_id: groupId, user_id: judge.user.id }),
    },
    { perm: 'user_group_archive', method: 'DELETE', url: () => '/api/user-group/99999' },
    {
      perm: 'log_view',
      method: 'POST',
      url: () => '/api/log?type=record',
      body: () => ({ model: 'Group', message: String(groupId) }),
    },
  ];
  it.each(
    cases.map((c) => ({
      ...c,
      name: `${c.method} ${c
        .url()
        .split('?')[0]!
        .replace(/\/(\d+|undefined)$/, '/{id}')}`,
    })),
  )('$name needs $perm', async ({ perm, method, url, body, also = [] }) => {
    const without = await t.persona(also);
    expect((await w.call(method, url(), without.headers, body?.())).statusCode).toBe(403);
    expect((await w.call(method, url(), {}, body?.())).statusCode).toBe(401);
    const holder = await t.persona([perm, ...also]);
    expect((await w.call(method, url(), holder.headers, body?.())).statusCode).not.toBe(403);
  });

  it('a judge (group_view, group_venture_view) cannot organise', async () => {
    expect((await w.call('POST', '/api/group', judge.headers, { name: 'Mine', ...dates })).statusCode).toBe(403);
    expect((await w.call('DELETE', `/api/group/${groupId}`, judge.headers)).statusCode).toBe(403);
    expect((await w.call('GET', `/api/user-group?group_id=${groupId}`, judge.headers)).statusCode).toBe(403);
    expect(
      (await w.call('POST', '/api/group-venture', judge.headers, { group_id: groupId, venture_id: ventureId }))
        .statusCode,
    ).toBe(403);
  });

  it("the applications screen's score comes from the ratings", async () => {
    await w.rate(judge.headers, groupId, ventureId, 2.5);
    const detail = await w.ok('GET', `/api/application/${applicationId}`, w.admin);
    expect(detail.applicationScore).toBe(50);
    expect(detail.applicationRatings[0]).toMatchObject({ judge: { id: judge.user.id }, individualScore: 50 });
  });
});
