import type { Page } from '@playwright/test';
import { confirm } from './dialogs';
import {
  DEMO,
  expect,
  expectNoSeriousViolations,
  nairobiDateDigits,
  signInThroughPopup,
  test,
  typeDate,
  uniqueEmail,
} from './fixtures';

/** Picks one permission in the available list (through its filter) and assigns it. */
async function assignPermission(page: Page, name: string) {
  const filter = page.getByRole('searchbox', { name: 'Filter available permissions' });
  await filter.fill(name);
  // Named in words with the code name after it: "See programmes (program_view)".
  await page
    .getByRole('listbox', { name: 'Available permissions' })
    .getByRole('option', { name: new RegExp(`\\(\\s*${name}\\s*\\)$`) })
    .click();
  await page.getByRole('button', { name: 'Assign', exact: true }).click();
  await filter.fill('');
}

/** The screens the staff console's side navigation offers the signed-in user. */
async function consoleLinks(page: Page): Promise<string[]> {
  const nav = page.getByRole('navigation', { name: 'Console' });
  await expect(nav).toBeVisible();
  return (await nav.getByRole('link').allTextContents()).map((t) => t.trim());
}

test('[admin] creates a role and a user; the user sees exactly what the role allows, and a role change on the next page', async ({
  page,
  browser,
}) => {
  const suffix = Date.now().toString(36);
  const roleName = `Content Assistant ${suffix}`;
  const email = uniqueEmail('assistant');

  // The admin creates a role with three permissions through the two-list picker.
  await page.goto('/');
  await signInThroughPopup(page, DEMO.admin.email, DEMO.admin.password);
  await page.goto('/roles');
  await expect(page.getByRole('heading', { name: 'Roles' })).toBeVisible();
  await page.getByRole('button', { name: 'Add Role' }).click();
  await page.getByRole('textbox', { name: /^Name/ }).fill(roleName);
  await page.getByRole('textbox', { name: /^Landing page/ }).fill('/programs');
  // Nothing picked: the picker says so.
  await page.getByRole('button', { name: 'Assign', exact: true }).click();
  await expect(page.getByText('Please pick a permission to assign')).toBeVisible();
  for (const p of ['program_view', 'news_feed_view', 'team_view']) await assignPermission(page, p);
  const assigned = page.getByRole('listbox', { name: 'Assigned permissions' }).getByRole('option');
  // Each in words, with its code name beneath.
  await expect(assigned).toHaveText([
    'See team members (team_view)',
    'See programmes (program_view)',
    'See news (news_feed_view)',
  ]);
  await page.getByRole('button', { name: 'Save' }).click();
  await confirm(page, 'Are You Sure You Want to Add Role?');
  await expect(page.getByText('Role Added Successfully')).toBeVisible();

  // ... and a user holding it, with a generated password.
  await page.goto('/users');
  await page.getByRole('button', { name: 'Add User' }).click();
  await page.getByRole('textbox', { name: /^First name/ }).fill('Zawadi');
  await page.getByRole('textbox', { name: /^Last name/ }).fill('Njoroge');
  await page.getByRole('textbox', { name: /^E-mail/ }).fill(email);
  await page.getByRole('textbox', { name: /^Phone number/ }).fill('+254 722 123 456');
  await page.getByRole('button', { name: 'Generate a password' }).click();
  const password = await page.getByLabel(/^Password/).inputValue();
  expect(password).toHaveLength(10);
  await page.getByRole('checkbox', { name: roleName }).check();
  await page.getByRole('button', { name: 'Save' }).click();
  await confirm(page, 'Are You Sure You Want to Add User?');
  await expect(page.getByText('User Added Successfully')).toBeVisible();
  await expect(page.getByRole('row', { name: new RegExp(email) })).toContainText(roleName);

  // The user signs in elsewhere, lands on the role's page and sees exactly the links it allows.
  const other = await browser.newContext();
  const userPage = await other.newPage();
  await userPage.goto('/');
  await signInThroughPopup(userPage, email, password);
  await expect(userPage).toHaveURL(/\/programs$/);
  await expect(userPage.getByRole('heading', { name: 'Programs' })).toBeVisible();
  expect(await consoleLinks(userPage)).toEqual(['Programmes', 'News', 'Team']);

  // The admin takes the role away and makes her a judge.
  await page.getByRole('textbox', { name: /search users/i }).fill(email);
  await page.keyboard.press('Enter');
  await expect(page.getByText('Total: 1')).toBeVisible();
  await page
    .getByRole('row', { name: new RegExp(email) })
    .getByRole('button', { name: /^edit/i })
    .click();
  await expect(page.getByRole('textbox', { name: 'E-mail' })).toHaveAttribute('readonly', '');
  await page.getByRole('checkbox', { name: roleName }).uncheck();
  await page.getByRole('checkbox', { name: 'Judge' }).check();
  await page.getByRole('button', { name: 'Save' }).click();
  await confirm(page, 'Are You Sure You Want to Update User?');
  await expect(page.getByText('User Updated Successfully')).toBeVisible();
  await expect(page.getByRole('row', { name: new RegExp(email) })).toContainText('Judge');

  // Her next page shows the change, without signing in again.
  await userPage.getByRole('button', { name: 'Zawadi Njoroge' }).click();
  await userPage.getByRole('menuitem', { name: 'Profile' }).click();
  await expect(userPage).toHaveURL(/\/profile$/);
  await expect(userPage.getByRole('heading', { name: 'Zawadi Njoroge' })).toBeVisible();
  await expect(userPage.getByText('Judge', { exact: true })).toBeVisible();
  expect(await consoleLinks(userPage)).toEqual(['Rating and Selection Centre']);
  await userPage.goto('/programs');
  await expect(userPage.getByText('You do not have access to this page.')).toBeVisible();
  await other.close();

  // The admin finds both changes in /logs: the user created, then her roles changed, by the admin.
  const token = await page.evaluate(() => localStorage.getItem('user-token'));
  const found = await page.request.get(`/api/user?type=search&search=${encodeURIComponent(email)}`, {
    headers: { authorization: `Bearer ${token}` },
  });
  const userId = (await found.json()).data[0].id as number;
  await page.goto('/logs');
  await page.getByRole('button', { name: 'Find User' }).click();
  const finder = page.getByRole('dialog', { name: 'Find User' });
  await finder.getByRole('textbox', { name: /Search users/ }).fill(DEMO.admin.email);
  await finder.getByRole('textbox', { name: /Search users/ }).press('Enter');
  await finder.getByRole('button', { name: `Select ${DEMO.admin.name}` }).click();
  await page.getByRole('combobox', { name: 'Model' }).selectOption('User');
  await typeDate(page, 'Date From', nairobiDateDigits());
  await typeDate(page, 'Date To', nairobiDateDigits());
  await page.getByRole('button', { name: 'Search', exact: true }).click();
  const entries = page.getByRole('table', { name: 'Log entries found' });
  await expect(
    entries.getByRole('row', { name: new RegExp(`${DEMO.admin.name}\\s*User\\s*#${userId}\\s*Created`) }),
  ).toBeVisible();
  const update = entries.getByRole('row', { name: new RegExp(`${DEMO.admin.name}\\s*User\\s*#${userId}\\s*Updated`) });
  await update.getByRole('button', { name: 'View' }).click();
  const changed = page.getByRole('region', { name: 'Changed' });
  await expect(changed).toContainText('roles');
  await expect(changed).toContainText('Judge');
  await expect(page.getByRole('region', { name: 'New' })).not.toContainText('password');
});

test.describe('accessibility', () => {
  // axe is injected as a script: the app's CSP rightly forbids it.
  test.use({ bypassCSP: true });

  test('[admin] users, roles and profile screens have no serious axe violations', async ({ page }) => {
    await page.goto('/');
    await signInThroughPopup(page, DEMO.admin.email, DEMO.admin.password);
    await page.goto('/users');
    // Other specs register users first, and the list is newest first: find the judge by search.
    await page.getByRole('textbox', { name: /search users/i }).fill(DEMO.judge.email);
    await page.keyboard.press('Enter');
    await expect(page.getByText('Total: 1')).toBeVisible();
    await expect(page.getByRole('row', { name: new RegExp(DEMO.judge.email) })).toBeVisible();
    await expectNoSeriousViolations(page, '/users list');
    await page.getByRole('button', { name: 'Add User' }).click();
    await expect(page.getByRole('checkbox', { name: 'Judge' })).toBeVisible();
    await expectNoSeriousViolations(page, '/users form');
    await page.getByRole('button', { name: 'Cancel' }).click();
    await page
      .getByRole('row', { name: new RegExp(DEMO.judge.email) })
      .getByRole('button', { name: /^edit/i })
      .click();
    await expect(page.getByRole('textbox', { name: 'E-mail' })).toHaveAttribute('readonly', '');
    await expectNoSeriousViolations(page, '/users edit form');

    await page.goto('/roles');
    await page.getByRole('row', { name: /Judge/ }).getByRole('button', { name: /^view/i }).click();
    await expect(page.getByRole('heading', { name: /Permissions/ })).toBeVisible();
    await expectNoSeriousViolations(page, '/roles show');
    await page.getByRole('button', { name: 'Edit' }).click();
    await expect(page.getByRole('listbox', { name: 'Assigned permissions' })).toBeVisible();
    await expectNoSeriousViolations(page, '/roles form');

    await page.goto('/profile');
    await expect(page.getByRole('button', { name: 'Update Profile' })).toBeEnabled();
    await expectNoSeriousViolations(page, '/profile');
  });
});
