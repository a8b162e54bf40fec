import type { APIRequestContext, Page } from '@playwright/test';
import { DEMO, expect, signInThroughPopup, test, uniqueEmail } from './fixtures';

const PHONE = { width: 390, height: 844 };
const DESKTOP = { width: 1366, height: 900 };

/** A staff account holding exactly `permissions` (through a role of its own), made by the admin. */
async function staffMember(request: APIRequestContext, name: string, permissions: string[]) {
  const login = await request.post('/api/login', { data: DEMO.admin });
  const headers = { authorization: `Bearer ${(await login.json()).token}` };
  const role = await request.post('/api/role', {
    headers,
    data: { name: `${name} ${Date.now().toString(36)}`, guard_name: 'api', permissions },
  });
  expect(role.status()).toBe(201);
  const email = uniqueEmail(name.toLowerCase().replace(/\W+/g, '-'));
  const password = 'Console@2025x';
  const user = await request.post('/api/user', {
    headers,
    data: {
      first_name: name,
      last_name: 'Mutua',
      email,
      phone_number: '+254700123456',
      password,
      roles: [(await role.json()).id],
    },
  });
  expect(user.status()).toBe(201);
  return { email, password, name: `${name} Mutua` };
}

const consoleNav = (page: Page) => page.getByRole('navigation', { name: 'Console' });

for (const [width, viewport] of [
  ['desktop', DESKTOP],
  ['phone', PHONE],
] as const) {
  test(`[content editor, ${width}] the console shows the Content group alone, and no other screen`, async ({
    page,
    request,
  }) => {
    await page.setViewportSize(viewport);
    const editor = await staffMember(request, 'Editor', ['news_feed_view', 'story_view', 'gallery_view', 'team_view']);
    await page.goto('/');
    await signInThroughPopup(page, editor.email, editor.password);
    await page.goto('/story-admin');
    await expect(page).toHaveTitle(/^Stories · /);
    if (width === 'phone') {
      await expect(consoleNav(page)).toBeHidden();
      await page.getByRole('button', { name: /Open the menu/ }).click();
    }
    const nav = consoleNav(page);
    await expect(nav.getByRole('link')).toHaveText(['News', 'Stories', 'Gallery', 'Team']);
    await expect(nav.getByText('Content', { exact: true })).toBeVisible();
    for (const other of ['Applications', 'Judging', 'Inbox', 'Administration']) {
      await expect(nav.getByText(other, { exact: true })).toHaveCount(0);
    }
    await expect(nav.getByRole('link', { name: 'Stories' })).toHaveAttribute('aria-current', 'page');
    await nav.getByRole('link', { name: 'Gallery' }).click();
    await expect(page).toHaveURL(/\/gallery-admin$/);
    await expect(page).toHaveTitle(/^Gallery · /);
    // No public footer in the console, and the way back to the site.
    await expect(page.getByRole('contentinfo')).toHaveCount(0);
    if (width === 'desktop') await expect(page.getByRole('link', { name: /View the site/ })).toBeVisible();

    await page.goto('/users');
    await expect(page.getByText('You do not have access to this page.')).toBeVisible();
  });
}

test('[reviewer] moves through the console with the keyboard alone', async ({ page, request }) => {
  await page.setViewportSize(DESKTOP);
  const reviewer = await staffMember(request, 'Reviewer', ['application_view', 'application_review']);
  await page.goto('/');
  await signInThroughPopup(page, reviewer.email, reviewer.password);
  await page.goto('/applications');
  await expect(page.getByRole('heading', { name: 'Applications', level: 1 })).toBeVisible();

  // The skip link is the first stop, and takes the focus past the bars into the screen.
  await page.keyboard.press('Tab');
  await expect(page.getByRole('link', { name: 'Skip to content' })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page.locator('#main')).toBeFocused();
  await page.keyboard.press('Tab');
  await expect(page.getByRole('tab', { name: /Submitted/ })).toBeFocused();

  // Back from the screen, the side navigation's last link; Enter opens it and marks it current.
  const tracking = consoleNav(page).getByRole('link', { name: 'Tracking' });
  await page.keyboard.press('Shift+Tab');
  await expect(tracking).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/track-applications$/);
  await expect(page).toHaveTitle(/^Track Applications · /);
  await expect(tracking).toHaveAttribute('aria-current', 'page');

  const pipeline = consoleNav(page).getByRole('link', { name: 'Pipeline' });
  await page.keyboard.press('Shift+Tab');
  await expect(pipeline).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/applications$/);
  await expect(pipeline).toHaveAttribute('aria-current', 'page');
  // The collapse button is reachable and says what it does.
  const collapse = page.getByRole('button', { name: 'Collapse the menu' });
  await collapse.focus();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('button', { name: 'Expand the menu' })).toBeVisible();
  await expect(consoleNav(page).getByRole('link', { name: 'Pipeline' })).toHaveAttribute('aria-current', 'page');
});
