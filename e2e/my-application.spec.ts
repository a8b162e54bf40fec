import type { APIRequestContext, Page } from '@playwright/test';
import { applicantWithSavedSteps, savePersonalDetails, submittedApplicant } from './applicant-fixtures';
import { createActivatedApplicant, DEMO, expect, test } from './fixtures';
import { expectNoFixedOverlaps, PHONE } from './overlap';

const VIEWPORTS = [
  { name: 'desktop', width: 1366, height: 900 },
  { name: 'phone', ...PHONE },
];

async function tokenOf(request: APIRequestContext, who: { email: string; password: string }) {
  const res = await request.post('/api/login', { data: who });
  expect(res.status()).toBe(200);
  return (await res.json()) as { token: string; user: { id: number } };
}

async function signInWithToken(page: Page, token: string) {
  await page.goto('/FAQs');
  await page.evaluate((t) => localStorage.setItem('user-token', t), token);
}

/** The home page's card, once it has read where she stands. */
async function homeCard(page: Page) {
  await page.goto('/');
  const card = page.getByRole('region', { name: 'My application' });
  await expect(card.getByTestId('application-standing')).toBeVisible();
  return card;
}

/** Her menu's entry: in the avatar menu on wide screens, in the drawer on phones. */
async function openMyApplicationFromMenu(page: Page, phone: boolean) {
  if (phone) {
    await page.getByRole('button', { name: /^Open menu/ }).click();
    await page.getByRole('dialog', { name: 'Site menu' }).getByRole('link', { name: 'My application' }).click();
  } else {
    await page.getByRole('button', { name: /Wambui Karanja/ }).click();
    await page.getByRole('menuitem', { name: 'My application' }).click();
  }
  await expect(page).toHaveURL(/\/cohort-8\/apply-now$/);
  await expect(page.getByTestId('application-standing')).toBeVisible();
}

for (const viewport of VIEWPORTS) {
  const phone = viewport.name === 'phone';

  test(`[applicant] 'My application' reflects each state, on the home page and in her menu (${viewport.name})`, async ({
    page,
    request,
  }) => {
    test.setTimeout(180_000);
    await page.setViewportSize(viewport);

    // ── Not started ──
    const fresh = await createActivatedApplicant(request, 'mine');
    const { token, user } = await tokenOf(request, fresh);
    await signInWithToken(page, token);
    let card = await homeCard(page);
    await expect(card.getByText('Not started')).toBeVisible();
    await expect(card.getByRole('link', { name: 'Start', exact: true })).toHaveAttribute(
      'href',
      '/cohort-8/apply-now?step=1',
    );
    await expectNoFixedOverlaps(page);
    await openMyApplicationFromMenu(page, phone);
    await expect(page.getByTestId('application-standing')).toHaveAttribute('data-state', 'notStarted');
    await expect(page.getByRole('button', { name: 'Get Started' })).toHaveCount(0);

    // ── Step 2 of 5: her personal details are saved ──
    await savePersonalDetails(request, user.id, token);
    card = await homeCard(page);
    await expect(card.getByText('Step 2 of 5')).toBeVisible();
    await expect(card.getByText('Venture Profile', { exact: true })).toBeVisible();
    await card.getByRole('link', { name: 'Continue', exact: true }).click();
    await expect(page).toHaveURL(/step=2/);
    await expect(page.getByRole('heading', { name: /Venture Profile/ }).first()).toBeVisible();
    await expectNoFixedOverlaps(page);

    // ── Step 5 of 5: four steps saved, not submitted ──
    const saved = await applicantWithSavedSteps(request);
    await signInWithToken(page, saved.token);
    card = await homeCard(page);
    await expect(card.getByText('Step 5 of 5')).toBeVisible();
    await expect(card.getByRole('link', { name: 'Continue', exact: true })).toHaveAttribute(
      'href',
      '/cohort-8/apply-now?step=5',
    );

    // ── Submitted: when, until when, and Review and edit (never Get Started or Start again) ──
    const done = await submittedApplicant(request);
    await signInWithToken(page, done.token);
    card = await homeCard(page);
    await expect(card.getByText('Submitted', { exact: true })).toBeVisible();
    await expect(card.getByText(/^Submitted on .+\. You can change it until .+\.$/)).toBeVisible();
    await expectNoFixedOverlaps(page);
    await openMyApplicationFromMenu(page, phone);
    const standing = page.getByTestId('application-standing');
    await expect(standing).toHaveAttribute('data-state', 'submitted');
    await expect(page.getByRole('link', { name: 'Start', exact: true })).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Get Started' })).toHaveCount(0);
    await expectNoFixedOverlaps(page);
    await standing.getByRole('link', { name: 'Review and edit' }).click();
    await expect(page).toHaveURL(/step=1/);
    await expect(page.getByRole('textbox', { name: /^Phone number/ })).toHaveValue('+254722000222');
    await expectNoFixedOverlaps(page);

    // ── Closed: no programme takes applications (the demo programme deactivated for a moment) ──
    const admin = await tokenOf(request, DEMO.admin);
    const headers = { authorization: `Bearer ${admin.token}` };
    const details = await (await request.get('/api/program?type=programDetails')).json();
    const programId = details.program.id as number;
    try {
      expect((await request.post('/api/program?type=deactivate', { headers, data: { id: programId } })).status()).toBe(
        200,
      );
      card = await homeCard(page);
      await expect(card.getByText('Closed', { exact: true })).toBeVisible();
      await expect(card.getByRole('link')).toHaveCount(0);
    } finally {
      await request.post('/api/program?type=activate', { headers, data: { id: programId } });
    }
  });
}

test('[everyone] at 390x844 nothing fixed covers a control: public pages, every wizard step, admin screens', async ({
  page,
  request,
}) => {
  test.setTimeout(180_000);
  await page.setViewportSize(PHONE);
  const settled = async (path: string) => {
    await page.goto(path);
    await page.waitForTimeout(600);
    await expectNoFixedOverlaps(page, path);
    // and at the foot of the page, where the help button used to float over the last controls
    await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
    await page.waitForTimeout(300);
    await expectNoFixedOverlaps(page, `${path} (scrolled to the end)`);
  };
  const PUBLIC = ['/', '/about', '/cohort-8', '/FAQs', '/terms-and-conditions', '/team', '/trainers', '/coaches'];
  for (const path of [...PUBLIC, '/news-feed', '/stories', '/gallery']) await settled(path);

  const founder = await applicantWithSavedSteps(request);
  await signInWithToken(page, founder.token);
  for (const path of ['/', '/about', '/cohort-8/apply-now', '/profile']) await settled(path);
  for (let step = 1; step <= 5; step++) await settled(`/cohort-8/apply-now?step=${step}`);

  const admin = await tokenOf(request, DEMO.admin);
  await signInWithToken(page, admin.token);
  for (const path of ['/dashboard', '/applications', '/track-applications', '/programs', '/questions', '/users']) {
    await settled(path);
  }
});
