import type { Page } from '@playwright/test';
import { DEMO, expect, signInThroughPopup, test } from './fixtures';

/**
 * Issue 18: the first run shows the whole product. The e2e server starts with SEED_DEMO=1, so each
 * staff screen must already hold the demo programme's records: what is counted here is at least
 * what the seed writes minus what earlier specs may remove (they only add, move or delete their
 * own rows), and the named records are the seed's own.
 */
const SCREENS: { link: string; url: RegExp; atLeast: number; shows?: string | RegExp }[] = [
  { link: 'Pipeline', url: /\/applications$/, atLeast: 5, shows: 'Baridi Hubs' },
  { link: 'Tracking', url: /\/track-applications$/, atLeast: 1 },
  { link: 'Questions', url: /\/questions$/, atLeast: 10 },
  { link: 'Rating and Selection Centre', url: /\/groups/, atLeast: 2, shows: 'Cohort 8 Panel A' },
  { link: 'Programmes', url: /\/programs$/, atLeast: 1, shows: 'Cohort 8' },
  { link: 'News', url: /\/news-feed-admin$/, atLeast: 5 },
  { link: 'Stories', url: /\/story-admin$/, atLeast: 2 },
  { link: 'Gallery', url: /\/gallery-admin$/, atLeast: 2 },
  { link: 'Team', url: /\/team-admin$/, atLeast: 10 },
  { link: 'Past Cohorts', url: /\/cohort-admin$/, atLeast: 5, shows: 'Cohort 7 Top 15' },
  { link: 'Contact Messages', url: /\/contact-us-admin$/, atLeast: 1 },
  { link: 'Users', url: /\/users$/, atLeast: 40 },
  { link: 'Roles', url: /\/roles$/, atLeast: 3 },
  { link: 'Logs', url: /\/logs$/, atLeast: 100 },
];

/** The "Total: n" the list screen shows above its rows (0 until it shows). */
async function listTotal(page: Page): Promise<number> {
  const text = await page
    .locator('#main')
    .getByText(/^Total: \d+$/)
    .first()
    .textContent({ timeout: 1000 })
    .catch(() => null);
  return text ? Number(text.replace(/\D/g, '')) : 0;
}

test('[admin] with the demo seed, every staff screen has the programme to show', async ({ page }) => {
  await page.setViewportSize({ width: 1366, height: 900 });
  await page.goto('/');
  await signInThroughPopup(page, DEMO.admin.email, DEMO.admin.password);
  await expect(
    page.getByRole('heading', { name: `Welcome, ${DEMO.admin.name.split(' ')[0]}`, level: 1 }),
  ).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Cohort 8', level: 2 })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Applications by stage' })).toBeVisible();

  const nav = page.getByRole('navigation', { name: 'Console' });
  for (const screen of SCREENS) {
    const heading = page.locator('#main h1').first();
    const before = await heading.textContent();
    // A link's name carries its live badge ("Pipeline 9").
    await nav.getByRole('link', { name: new RegExp(`^${screen.link}`) }).click();
    // The next screen is on show (its code loads on demand), not the previous one's rows.
    await expect(heading).not.toHaveText(before ?? '');
    await expect(page).toHaveURL(screen.url);
    if (screen.link === 'Rating and Selection Centre') {
      // The admin judges no panel: the centre opens on the panels themselves.
      await expect(page.getByRole('tab', { name: 'Groups', selected: true })).toBeVisible();
    }
    // Polled: the rows arrive after the screen.
    await expect
      .poll(() => listTotal(page), { message: `${screen.link}: rows from the demo seed` })
      .toBeGreaterThanOrEqual(screen.atLeast);
    if (screen.shows) await expect(page.locator('#main').getByText(screen.shows).first()).toBeVisible();
  }
});

test('[judge] the demo judge lands on both of her panels', async ({ page }) => {
  await page.setViewportSize({ width: 1366, height: 900 });
  await page.goto('/');
  await signInThroughPopup(page, DEMO.judge.email, DEMO.judge.password);
  await expect(page).toHaveURL(/\/groups/);
  const main = page.locator('#main');
  await expect(main.getByText('Cohort 8 Panel A').first()).toBeVisible();
  await expect(main.getByText('Cohort 8 Panel B').first()).toBeVisible();
});
