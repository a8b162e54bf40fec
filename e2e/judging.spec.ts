import type { APIRequestContext, Browser, Page } from '@playwright/test';
import { submittedApplicant } from './applicant-fixtures';
import { confirm } from './dialogs';
import {
  DEMO,
  expect,
  expectNoSeriousViolations,
  nairobiDateDigits,
  signInThroughPopup,
  test,
  typeDate,
} from './fixtures';

/**
 * Judging end to end: staff create a group and add two ventures and two judges (the demo judges:
 * `judge@example.com` and `judge2@example.com`, both seeded with SEED_DEMO=1, which keeps the
 * flow about judging; users-roles.spec.ts covers giving someone a role); each judge lands on /groups, sees only that
 * group and rates both ventures with half stars (Rate next venture, Save and next, Save Rating);
 * staff then see Progress 100%, the Averages and the applicationScore with its colour on the
 * applications screen. With JUDGING_SHOTS=<folder>, it also saves screenshots at 1366x800 and 390x844.
 */

const JUDGE2 = { email: 'judge2@example.com', password: 'Judge@2025' };
const SHOTS = process.env.JUDGING_SHOTS;

async function shot(page: Page, name: string) {
  if (!SHOTS) return;
  await page.waitForTimeout(300);
  await page.screenshot({ path: `${SHOTS}/${name}-1366.png`, fullPage: true });
  await page.setViewportSize({ width: 390, height: 844 });
  await page.waitForTimeout(400);
  await page.screenshot({ path: `${SHOTS}/${name}-390.png`, fullPage: true });
  await page.setViewportSize({ width: 1366, height: 800 });
  await page.waitForTimeout(200);
}

/** Moves a founder's application to Selected for Rating through the API, as the admin. */
async function selectForRating(request: APIRequestContext, email: string) {
  const login = await request.post('/api/login', { data: DEMO.admin });
  const headers = { authorization: `Bearer ${(await login.json()).token}` };
  const found = await request.get(`/api/application?type=search&search=${encodeURIComponent(email)}`, { headers });
  const id = (await found.json()).data[0].id as number;
  for (const level of ['reviewStage', 'selectedForRating']) {
    const res = await request.post(`/api/application?type=review&level=${level}`, { headers, data: { id } });
    expect(res.status(), await res.text()).toBe(200);
  }
}

/** A group without judges, holding `venture`, made through the API as the admin. */
async function decoyGroup(request: APIRequestContext, name: string, venture: string) {
  const login = await request.post('/api/login', { data: DEMO.admin });
  const headers = { authorization: `Bearer ${(await login.json()).token}` };
  const day = (offset: number) =>
    new Date(Date.now() + offset * 86_400_000).toLocaleDateString('en-CA', { timeZone: 'Africa/Nairobi' });
  const created = await request.post('/api/group', {
    headers,
    data: { name, application_deadline: day(0), start_date: day(0), end_date: day(30) },
  });
  expect(created.status(), await created.text()).toBe(201);
  const groupId = (await created.json()).id as number;
  const candidates = await request.get(
    `/api/group-venture?type=candidates&group_id=${groupId}&search=${encodeURIComponent(venture)}`,
    { headers },
  );
  const [candidate] = (await candidates.json()).data as { venture_id: number }[];
  const added = await request.post('/api/group-venture', {
    headers,
    data: { group_id: groupId, venture_id: candidate!.venture_id },
  });
  expect(added.status(), await added.text()).toBe(201);
}

// Eligibility 10, Problem/Solution Fit 25, Use of Tech 10, Customers/Users 10, Team 10, Market 10,
// Business Model 15, Impact 10.
const CRITERIA = [
  'Eligibility',
  'Problem/Solution Fit',
  'Use of Tech',
  'Customers/Users',
  'Team',
  'Market',
  'Business Model',
  'Impact',
];

/**
 * Gives each criterion its stars with the keyboard (the radio of that many stars, then Space), as
 * a keyboard or screen-reader user would, and checks the x/5 beside it.
 */
async function rate(page: Page, stars: number[]) {
  for (const [i, name] of CRITERIA.entries()) {
    const group = page.getByRole('group', { name: `${name} (required)` });
    const label = `${stars[i]} ${stars[i] === 1 ? 'Star' : 'Stars'}`;
    await group.getByRole('radio', { name: label, exact: true }).focus();
    await page.keyboard.press('Space');
    await expect(group).toContainText(`${stars[i]}/5`);
  }
}

async function signIn(browser: Browser, who: { email: string; password: string }) {
  // bypassCSP: axe is injected into the page (the app's CSP rightly forbids it otherwise).
  const context = await browser.newContext({ viewport: { width: 1366, height: 800 }, bypassCSP: true });
  const page = await context.newPage();
  await page.goto('/');
  await signInThroughPopup(page, who.email, who.password);
  return page;
}

test('[staff, judges] a group is judged: two ventures, two judges, half stars, Progress, Averages and the applicationScore', async ({
  browser,
  request,
}) => {
  test.setTimeout(240_000);
  const stamp = Date.now().toString(36);
  const ventureA = `Jua Farms ${stamp}`;
  const ventureB = `Maji Safi ${stamp}`;
  const groupName = `Cohort Judging ${stamp}`;
  const founderA = await submittedApplicant(request, { venture: ventureA });
  const founderB = await submittedApplicant(request, { venture: ventureB });
  await selectForRating(request, founderA.email);
  await selectForRating(request, founderB.email);
  // A group these judges are not in, holding one of the ventures: they must never see it.
  const decoyName = `Decoy Panel ${stamp}`;
  await decoyGroup(request, decoyName, ventureA);

  // Staff: the Home tab (asked for: an organiser who judges no group opens on the Groups tab),
  // then a new group with two ventures and two judges.
  const staff = await signIn(browser, DEMO.admin);
  await staff.goto('/groups?tab=home');
  await expect(staff.getByRole('heading', { name: 'Rating and Selection Centre' })).toBeVisible();
  const criteria = staff.getByRole('table', { name: 'Adjudication criteria' });
  await expect(criteria.getByRole('row', { name: /Problem\/Solution Fit 25/ })).toBeVisible();
  await expect(criteria.getByRole('row', { name: /Total 100/ })).toBeVisible();
  await shot(staff, 'home-staff');

  await staff.getByRole('tab', { name: 'Groups' }).click();
  await staff.getByRole('button', { name: 'Add Group' }).click();
  await staff.getByRole('textbox', { name: 'Name' }).fill(groupName);
  await typeDate(staff, 'Application deadline', nairobiDateDigits(0));
  await typeDate(staff, 'Start date', nairobiDateDigits(0));
  await typeDate(staff, 'End date', nairobiDateDigits(30));
  await shot(staff, 'group-form');
  await staff.getByRole('button', { name: 'Save' }).click();
  await confirm(staff, 'Are You Sure You Want to Create Group?');
  await expect(staff.getByText('Group Added Successfully')).toBeVisible();
  await shot(staff, 'groups-list');
  await staff.getByRole('row').filter({ hasText: groupName }).getByRole('button', { name: 'View' }).click();
  await expect(staff.getByRole('heading', { level: 1, name: groupName })).toBeVisible();

  for (const venture of [ventureA, ventureB]) {
    await staff.getByRole('button', { name: 'Add Venture' }).click();
    const picker = staff.getByRole('combobox', { name: 'Venture' });
    await picker.fill(venture);
    await staff.getByRole('option', { name: new RegExp(venture) }).click();
    await staff.getByRole('button', { name: 'Save' }).click();
    await confirm(staff, 'Are you sure you want to add Venture?');
    await expect(staff.getByText('Venture Added Successfully').last()).toBeVisible();
    await expect(staff.getByRole('row').filter({ hasText: venture })).toBeVisible();
  }
  await shot(staff, 'group-ventures-empty-ratings');

  await staff.getByRole('tab', { name: 'Judges' }).click();
  await expect(staff).toHaveURL(/gtab=judges/);
  for (const judge of ['Wanjiru Kamau', 'Nyokabi Mwangi']) {
    await staff.getByRole('button', { name: 'Add Judge' }).click();
    await staff.getByRole('combobox', { name: 'Judge' }).selectOption({ label: judge });
    await staff.getByRole('button', { name: 'Save' }).click();
    await confirm(staff, 'Are you sure you want to add Judge?');
    await expect(staff.getByText('Judge Added Successfully').last()).toBeVisible();
    await expect(staff.getByRole('row').filter({ hasText: judge })).toBeVisible();
  }

  // Each judge lands on /groups, sees only this group and rates both ventures with half stars.
  const plans: { who: typeof JUDGE2; stars: [number[], number[]] }[] = [
    { who: DEMO.judge, stars: [[5, 4.5, 4, 3.5, 3, 2.5, 2, 1.5], Array(8).fill(2.5)] },
    { who: JUDGE2, stars: [Array(8).fill(0.5), Array(8).fill(4.5)] },
  ];
  for (const [n, plan] of plans.entries()) {
    const judge = await signIn(browser, plan.who);
    await expect(judge).toHaveURL(/\/groups$/);
    const cards = judge.getByRole('article');
    const card = cards.filter({ hasText: groupName });
    await expect(card).toContainText('0 of 2 ventures rated');
    await expect(cards.filter({ hasText: decoyName })).toHaveCount(0);
    if (n === 0) {
      await expectNoSeriousViolations(judge, "the judge's Home tab");
      await shot(judge, 'home-judge');
    }
    await judge.getByRole('tab', { name: 'Groups' }).click();
    await expect(judge.getByRole('row').filter({ hasText: groupName })).toHaveCount(1);
    await expect(judge.getByRole('row').filter({ hasText: decoyName })).toHaveCount(0);
    await expect(judge.getByRole('button', { name: 'Add Group' })).toHaveCount(0);
    await judge.getByRole('tab', { name: 'Home' }).click();

    // One click to the next venture to rate.
    await card.getByRole('button', { name: 'Rate next venture' }).click();
    await expect(judge.getByRole('heading', { level: 1, name: ventureA })).toBeVisible();
    await expect(judge.getByRole('tab', { name: 'Rating', selected: true })).toBeVisible();
    // No other judge's rating, no staff buttons.
    await expect(judge.getByText("Judges' ratings")).toHaveCount(0);
    await rate(judge, plan.stars[0]);
    if (n === 0) {
      await expectNoSeriousViolations(judge, 'the rating form');
      await shot(judge, 'venture-rating-judge');
    }
    await judge.getByRole('button', { name: 'Save and next' }).click();
    await confirm(judge, 'Are you sure you want to Submit your Rating?', /^submit$/i);
    await expect(judge.getByText('Rating Saved Successfully').last()).toBeVisible();
    await expect(judge.getByRole('heading', { level: 1, name: ventureB })).toBeVisible();
    await rate(judge, plan.stars[1]);
    await judge.getByRole('button', { name: 'Save Rating' }).click();
    await confirm(judge, 'Are you sure you want to Submit your Rating?', /^submit$/i);
    await expect(judge.getByText('Rating Saved Successfully').last()).toBeVisible();
    // Back on the ventures list, both rated.
    await expect(judge.getByRole('table', { name: 'Ventures of the group' })).toBeVisible();
    await expect(judge.getByText('Not rated')).toHaveCount(0);
    if (n === 0) {
      await shot(judge, 'group-ventures-judge');
      // Reopening a venture shows the saved rating; the Criteria sub-tab is the guide.
      await judge.getByRole('row').filter({ hasText: ventureA }).getByRole('button', { name: 'Rate' }).click();
      await expect(judge.getByRole('group', { name: 'Problem/Solution Fit (required)' })).toContainText('4.5/5');
      await judge.getByRole('tab', { name: 'Criteria' }).click();
      await expect(judge.getByRole('table', { name: 'Criteria guide' })).toBeVisible();
      await shot(judge, 'venture-criteria');
      await judge.getByRole('tab', { name: 'Problem/Solution' }).click();
      await expect(judge.getByRole('tabpanel').last()).toContainText('A short answer');
    }
    await judge.context().close();
  }

  // Staff: Progress 100 % and the Averages, coloured by band.
  await staff.reload();
  const judgesTable = staff.getByRole('table', { name: 'Judges of the group' });
  const first = judgesTable.getByRole('row').filter({ hasText: 'Wanjiru Kamau' });
  const second = judgesTable.getByRole('row').filter({ hasText: 'Nyokabi Mwangi' });
  for (const row of [first, second]) {
    await expect(row.locator('[data-band="green"]', { hasText: '100%' })).toBeVisible();
  }
  // (67.5 + 50) / 2 = 58.75 and (10 + 90) / 2 = 50: both orange.
  await expect(first.locator('[data-band="orange"]', { hasText: '58.75%' })).toBeVisible();
  await expect(second.locator('[data-band="orange"]', { hasText: '50%' })).toBeVisible();
  await expectNoSeriousViolations(staff, 'the judges tab');
  await shot(staff, 'group-judges');

  await staff.getByRole('tab', { name: 'Ventures' }).click();
  const rowA = staff.getByRole('row').filter({ hasText: ventureA });
  // The Rating (raw) column; the Normalised one beside it may read the same.
  await expect(rowA.locator('[data-band="orange"]', { hasText: '38.75%' }).first()).toBeVisible();
  await expect(rowA.getByText('Wide spread (57.5 points)')).toBeVisible();
  await expectNoSeriousViolations(staff, 'the ventures tab with the spread');
  await shot(staff, 'group-ventures-staff');
  await rowA.getByRole('button', { name: 'View' }).click();
  await staff.getByRole('tab', { name: 'Rating' }).click();
  await expect(staff.getByRole('list', { name: "Judges' ratings" })).toContainText('Wanjiru Kamau67.5%');
  await staff.getByRole('button', { name: /Wanjiru Kamau/ }).click();
  await expect(staff.getByText('4.5/5').first()).toBeVisible();
  await shot(staff, 'venture-rating-staff');

  // The applications screen: (67.5 + 10) / 2 = 38.75 (orange) and (50 + 90) / 2 = 70 (green).
  await staff.goto('/applications?tab=selected-for-rating');
  for (const [founder, score, band] of [
    [founderA, '38.75%', 'orange'],
    [founderB, '70%', 'green'],
  ] as const) {
    await staff.getByRole('textbox', { name: 'Search applications' }).fill(founder.email);
    await staff.keyboard.press('Enter');
    const row = staff.getByRole('row').filter({ hasText: 'Wambui Karanja' });
    await expect(row).toHaveCount(1);
    await expect(row.locator(`[data-band="${band}"]`, { hasText: score }).first()).toBeVisible();
  }
  await staff.context().close();
});
