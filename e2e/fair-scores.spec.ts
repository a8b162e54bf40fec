import type { APIRequestContext, Page } from '@playwright/test';
import { DEMO, expect, test } from './fixtures';

/**
 * Fair scores across judges (issue 19 §1), end to end on the demo data: through the API, the admin
 * makes a group of six ventures and the two demo judges; the generous judge rates ventures 1-3 with
 * 5, 4.5 and 4 stars, the strict one ventures 4-6 with 3, 2.5 and 2. Raw, the strict judge's best
 * (venture 4) is 4th; normalised it is level first. The staff screens show both rankings and mark
 * the disagreement; the applications list sorts by the normalised score and keeps it in the address.
 */

const JUDGE2 = { email: 'judge2@example.com', password: 'Judge@2025' };

async function tokenOf(request: APIRequestContext, who: { email: string; password: string }) {
  const login = await request.post('/api/login', { data: who });
  expect(login.status(), await login.text()).toBe(200);
  return (await login.json()).token as string;
}

const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

async function arrange(request: APIRequestContext) {
  const admin = bearer(await tokenOf(request, DEMO.admin));
  const day = (offset: number) =>
    new Date(Date.now() + offset * 86_400_000).toLocaleDateString('en-CA', { timeZone: 'Africa/Nairobi' });
  const created = await request.post('/api/group', {
    headers: admin,
    data: { name: `Fairness ${Date.now()}`, application_deadline: day(0), start_date: day(0), end_date: day(30) },
  });
  expect(created.status(), await created.text()).toBe(201);
  const groupId = (await created.json()).id as number;

  const candidates = await request.get(`/api/group-venture?type=candidates&group_id=${groupId}&per_page=6`, {
    headers: admin,
  });
  const picked = (await candidates.json()).data as { venture_id: number; name: string; stage: string }[];
  expect(picked).toHaveLength(6);
  for (const c of picked) {
    const added = await request.post('/api/group-venture', {
      headers: admin,
      data: { group_id: groupId, venture_id: c.venture_id },
    });
    expect(added.status(), await added.text()).toBe(201);
  }

  const generous = await tokenOf(request, DEMO.judge);
  const strict = await tokenOf(request, JUDGE2);
  for (const token of [generous, strict]) {
    const me = await (await request.get('/api/get-user', { headers: bearer(token) })).json();
    const joined = await request.post('/api/user-group', {
      headers: admin,
      data: { group_id: groupId, user_id: me.id ?? me.user?.id },
    });
    expect(joined.status(), await joined.text()).toBe(201);
  }

  const criteria = (await (await request.get('/api/group?type=formData', { headers: admin })).json()).ratings as {
    id: number;
    type: string;
  }[];
  const rate = async (token: string, ventureId: number, stars: number) => {
    const responses = Object.fromEntries(
      criteria.map((c) => [String(c.id), c.type === 'radio' ? stars : '<p>Notes</p>']),
    );
    const res = await request.post('/api/venture-rating', {
      headers: bearer(token),
      data: { group_id: groupId, venture_id: ventureId, responses },
    });
    expect(res.status(), await res.text()).toBe(200);
  };
  const stars = [5, 4.5, 4, 3, 2.5, 2];
  for (const [i, c] of picked.entries()) await rate(i < 3 ? generous : strict, c.venture_id, stars[i]!);
  return {
    groupId,
    names: picked.map((c) => c.name),
    stages: picked.map((c) => c.stage),
    adminToken: admin.authorization.slice('Bearer '.length),
  };
}

async function signIn(page: Page, token: string) {
  await page.goto('/');
  await page.evaluate((t) => localStorage.setItem('user-token', t), token);
}

test('a generous and a strict judge: raw and normalised rankings differ, and staff see both', async ({
  page,
  request,
}) => {
  const { groupId, names, stages, adminToken } = await arrange(request);
  await signIn(page, adminToken);

  // The group's ventures: raw rank, normalised rank, and the mark on the strict judge's best.
  await page.goto(`/groups?tab=groups&group=${groupId}`);
  const table = page.getByRole('table', { name: 'Ventures of the group' });
  const rowOf = (name: string) => table.getByRole('row').filter({ hasText: name });
  await expect(rowOf(names[0]!)).toContainText('100%#1');
  const best = rowOf(names[3]!);
  await expect(best.getByLabel('rank 4 by raw score')).toBeVisible();
  await expect(best.getByLabel('rank 1 by normalised score')).toBeVisible();
  const mark = best.getByTestId('rank-disagreement');
  await expect(mark).toHaveText('Ranks differ by 3');
  await mark.focus();
  await expect(page.getByRole('tooltip')).toContainText('Ranked #4 by raw score and #1 by normalised score');
  await expect(rowOf(names[0]!).getByTestId('rank-disagreement')).toHaveCount(0);

  // Sorted by the normalised score, the strict judge's best climbs to second (level with the
  // generous judge's best, added before it); the choice stays in the address.
  await page.getByRole('combobox', { name: 'Sort by' }).selectOption('normalised');
  await expect(page).toHaveURL(/sort=normalised/);
  // Row 0 is the header row.
  await expect(table.getByRole('row').nth(1)).toContainText(names[0]!);
  await expect(table.getByRole('row').nth(2)).toContainText(names[3]!);

  // Each judge rated three: both standardised.
  await page.goto(`/groups?tab=groups&group=${groupId}&gtab=judges`);
  const judges = page.getByRole('table', { name: 'Judges of the group' });
  await expect(judges.getByText('Standardised')).toHaveCount(2);

  // The applications list: sorted by normalised score, remembered in the address.
  const tab = stages[3] === 'shortlisted' ? 'shortlisted' : 'selected-for-rating';
  await page.goto(`/applications?tab=${tab}`);
  await page.getByRole('combobox', { name: 'Sort by' }).selectOption('normalised');
  await expect(page).toHaveURL(/sort=normalised/);
  await page.reload();
  await expect(page.getByRole('combobox', { name: 'Sort by' })).toHaveValue('normalised');
  await page.getByRole('textbox', { name: 'Search applications' }).fill(names[3]!);
  await page.getByRole('textbox', { name: 'Search applications' }).press('Enter');
  const listed = page.getByRole('table', { name: /applications$/ });
  await expect(
    listed
      .getByRole('row')
      .filter({ hasText: names[3]! })
      .getByLabel(/by normalised score/),
  ).toBeVisible();
});
