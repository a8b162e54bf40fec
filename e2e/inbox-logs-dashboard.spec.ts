import type { Browser, Page, WebSocket } from '@playwright/test';
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

test.use({ bypassCSP: true }); // axe is injected as a script

/**
 * Signs the demo admin in; resolves with the live socket once the server has accepted it (its
 * `ready` frame). The socket is opened after the sign-in and lives as long as the page.
 */
async function adminWithLiveSocket(page: Page) {
  const accepted = new Promise<WebSocket>((resolve) => {
    page.on('websocket', (ws) => {
      ws.on('framereceived', (f) => {
        if (String(f.payload).includes('"ready"')) resolve(ws);
      });
    });
  });
  await page.goto('/');
  await signInThroughPopup(page, DEMO.admin.email, DEMO.admin.password);
  const ws = await accepted;
  expect(ws.url()).toMatch(/\/api\/live$/); // no token in the address
  return ws;
}

/** The demo applicant, in a browser of her own, sends a message through the help button's popup. */
async function visitorSends(browser: Browser, subject: string, text: string) {
  const context = await browser.newContext();
  const page = await context.newPage();
  await page.goto('/');
  await signInThroughPopup(page, DEMO.applicant.email, DEMO.applicant.password);
  await page.getByRole('button', { name: /help/i }).click();
  await page.getByRole('menuitem', { name: /contact us/i }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel('Subject').fill(subject);
  await dialog.locator('[contenteditable="true"]').click();
  await page.keyboard.type(text);
  await dialog.getByRole('button', { name: /^send$/i }).click();
  await expect(page.getByText('Message sent Successfully.')).toBeVisible();
  await context.close();
}

const count = async (page: Page, tab: RegExp) =>
  Number(((await page.getByRole('tab', { name: tab }).textContent()) ?? '').replace(/\D/g, ''));

test('[admin] a message arrives live in the open inbox and the menu badge; read, unread, delete', async ({
  page,
  browser,
}) => {
  const socket = await adminWithLiveSocket(page);
  // To the inbox through the console's side navigation: the page (and its socket) stays.
  const inboxLink = page.getByRole('navigation', { name: 'Console' }).getByRole('link', { name: /Contact Messages/ });
  await inboxLink.click();
  await expect(page.getByRole('heading', { name: 'Contact Messages' })).toBeVisible();
  await expect(page.getByRole('tab', { name: /Unread Messages \d/ })).toBeVisible();
  const unread = await count(page, /Unread Messages/);
  const read = await count(page, /^Read Messages/);
  expect(socket.isClosed()).toBe(false);

  const subject = `Bootcamp travel ${Date.now().toString(36)}`;
  await visitorSends(browser, subject, 'Hello, when will the bootcamp dates be announced? We travel from Kisumu.');

  // No reload: the row, the tab's count, a snackbar and the menu badge follow.
  const row = page.getByRole('row', { name: new RegExp(subject) });
  await expect(row).toBeVisible();
  await expect(row).toContainText('Achieng Otieno');
  await expect(page.getByRole('tab', { name: /Unread Messages/ })).toContainText(String(unread + 1));
  await expect(page.getByText(`New message from Achieng Otieno: ${subject}`)).toBeVisible();
  await expect(inboxLink).toContainText(String(unread + 1));
  await expect(inboxLink).toHaveAttribute('aria-current', 'page');
  await expectNoSeriousViolations(page, 'inbox, unread tab');

  // Read: it leaves the unread tab for the read one.
  await row.getByRole('button', { name: 'Mark as read' }).click();
  await expect(page.getByRole('alertdialog')).toContainText('Are You Sure You Want to Mark This Message as Read?');
  await confirm(page, undefined, /^mark as read$/i);
  await expect(page.getByText('Message marked as read')).toBeVisible();
  await expect(row).toHaveCount(0);
  await expect(page.getByRole('tab', { name: /Unread Messages/ })).toContainText(String(unread));
  await expect(page.getByRole('tab', { name: /^Read Messages/ })).toContainText(String(read + 1));
  await page.getByRole('tab', { name: /^Read Messages/ }).click();
  await expect(page).toHaveURL(/tab=read/);

  // The message itself, then unread again from its view.
  await page
    .getByRole('row', { name: new RegExp(subject) })
    .getByRole('button', { name: 'View' })
    .click();
  await expect(page.getByRole('heading', { name: subject, level: 1 })).toBeVisible();
  await expect(page.getByText('We travel from Kisumu.')).toBeVisible();
  await expect(page.getByRole('link', { name: DEMO.applicant.email })).toHaveAttribute(
    'href',
    `mailto:${DEMO.applicant.email}`,
  );
  await page.getByRole('button', { name: 'Mark as unread' }).click();
  await confirm(page, undefined, /^mark as unread$/i);
  await expect(page.getByText('Message marked as unread')).toBeVisible();
  await expect(page.getByText('Unread', { exact: true })).toBeVisible();
  await page.getByRole('button', { name: 'Close' }).click();
  await expect(page.getByRole('tab', { name: /^Read Messages/ })).toContainText(String(read));

  // Delete, from the unread tab.
  await page.getByRole('tab', { name: /Unread Messages/ }).click();
  const back = page.getByRole('row', { name: new RegExp(subject) });
  await back.getByRole('button', { name: 'Delete' }).click();
  await expect(page.getByRole('alertdialog')).toContainText('Are You Sure You Want to Delete This Message?');
  await confirm(page, undefined, /^delete$/i);
  await expect(page.getByText('Message deleted')).toBeVisible();
  await expect(back).toHaveCount(0);
  await expect(page.getByRole('tab', { name: /Unread Messages/ })).toContainText(String(unread));
});

test('[admin] finds an audited change on /logs by user, model, action and dates', async ({ page, request }) => {
  // The change: the admin marks an applicant's message read (model ContactUs, action read).
  const login = async (who: { email: string; password: string }) => {
    const res = await request.post('/api/login', { data: who });
    return { authorization: `Bearer ${(await res.json()).token}` };
  };
  const applicant = await login(DEMO.applicant);
  const admin = await login(DEMO.admin);
  const subject = `Log me ${Date.now().toString(36)}`;
  expect(
    (await request.post('/api/contact-us', { headers: applicant, data: { subject, message: '<p>x</p>' } })).status(),
  ).toBe(201);
  const inbox = await request.get(`/api/contact-us?type=open&typeB=search&search=${encodeURIComponent(subject)}`, {
    headers: admin,
  });
  const id = (await inbox.json()).data[0].id as number;
  expect((await request.post('/api/contact-us?type=read', { headers: admin, data: { id } })).status()).toBe(200);

  await page.goto('/');
  await signInThroughPopup(page, DEMO.admin.email, DEMO.admin.password);
  await page.goto('/logs');
  await expect(page.getByRole('heading', { name: 'Logs' })).toBeVisible();
  await expect(page.getByRole('table', { name: 'Log entries' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Search', exact: true })).toBeDisabled();

  // Find User: its own search, then Select.
  await page.getByRole('button', { name: 'Find User' }).click();
  const finder = page.getByRole('dialog', { name: 'Find User' });
  await finder.getByRole('textbox', { name: /Search users/ }).fill('admin@example.com');
  await finder.getByRole('textbox', { name: /Search users/ }).press('Enter');
  await expect(finder.getByText('Total: 1')).toBeVisible();
  await finder.getByRole('button', { name: `Select ${DEMO.admin.name}` }).click();
  await expect(finder).toBeHidden();
  await expect(page.getByRole('textbox', { name: 'User' })).toHaveValue(DEMO.admin.name);

  await page.getByRole('combobox', { name: 'Model' }).selectOption('ContactUs');
  await page.getByRole('combobox', { name: 'Action' }).selectOption('read');
  await typeDate(page, 'Date From', nairobiDateDigits());
  await typeDate(page, 'Date To', nairobiDateDigits());
  await expectNoSeriousViolations(page, 'logs filters');
  await page.getByRole('button', { name: 'Search', exact: true }).click();

  const found = page.getByRole('table', { name: 'Log entries found' });
  const entry = found.getByRole('row', { name: new RegExp(`${DEMO.admin.name}\\s*ContactUs\\s*#${id}\\s*Read`) });
  await expect(entry).toBeVisible();
  await entry.getByRole('button', { name: 'View' }).click();
  await expect(page.getByRole('heading', { name: 'Log Details' })).toBeVisible();
  const changed = page.getByRole('region', { name: 'Changed' });
  await expect(changed).toContainText('read');
  await expect(changed).toContainText('1');
  await expect(page.getByRole('region', { name: 'New' })).toContainText(subject);
  await expect(page.getByRole('region', { name: 'New' })).not.toContainText('updated_at');
  await page.getByRole('button', { name: 'Back to the log' }).click();
  await expect(found).toBeVisible();

  // An action no message ever gets narrows to nothing: the filters combine.
  await page.getByRole('combobox', { name: 'Action' }).selectOption('activated');
  await page.getByRole('button', { name: 'Search', exact: true }).click();
  await expect(page.getByText('No Log Found')).toBeVisible();
});

test('[admin] the dashboard shows the quick stats, also at phone width', async ({ page, request }) => {
  await submittedApplicant(request); // a venture in Agriculture and Agritech, applied to Cohort 8
  await page.goto('/');
  await signInThroughPopup(page, DEMO.admin.email, DEMO.admin.password);
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByRole('heading', { name: 'Cohort 8', level: 2 })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Welcome, Rehema', level: 1 })).toBeVisible();

  const sectors = page.getByRole('region', { name: 'Venture sectors' });
  await expect(sectors).toContainText('Ventures that applied to Cohort 8');
  await expect(sectors.locator('svg').first()).toBeVisible();
  await sectors.getByRole('button', { name: 'Table' }).click();
  await expect(sectors.getByRole('row', { name: /Agriculture and Agritech [1-9]/ })).toBeVisible();
  const stages = page.getByRole('region', { name: 'Applications by stage' });
  await stages.getByRole('button', { name: 'Table' }).click();
  await expect(stages.getByRole('row', { name: /Submitted [1-9]/ })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Users over time' }).locator('svg').first()).toBeVisible();
  await expectNoSeriousViolations(page, 'dashboard');

  // A phone: the cards stack, the category names are whole, nothing scrolls sideways.
  await page.setViewportSize({ width: 390, height: 844 });
  await page.reload();
  const sources = page.getByRole('region', { name: 'Marketing sources' });
  await expect(sources.getByTestId('chart').getByText('Bank branch or relationship manager')).toBeVisible();
  const a = await page.getByRole('region', { name: 'Applications by stage' }).boundingBox();
  const b = await page.getByRole('region', { name: 'Venture sectors' }).boundingBox();
  expect(Math.abs(a!.x - b!.x)).toBeLessThan(2);
  expect(b!.y).toBeGreaterThan(a!.y + a!.height - 1);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await expectNoSeriousViolations(page, 'dashboard at phone width');
});
