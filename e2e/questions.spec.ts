import type { Browser, Locator, Page } from '@playwright/test';
import { applicantWithSavedSteps } from './applicant-fixtures';
import { confirm } from './dialogs';
import { DEMO, expect, expectNoSeriousViolations, signInThroughPopup, test } from './fixtures';

// axe is injected as a script, which the app's CSP rightly forbids.
test.use({ bypassCSP: true });

const PARENT = 'Do you export your products?';
const CHILD = 'Which countries do you export to?';

/** The block of one question on the page (the wizard's and the preview's QuestionList mark them). */
const block = (scope: Page | Locator, id: number) => scope.locator(`[data-question-id="${id}"]`).first();

/** The text of a question block as a reader meets it: lines without their spacing. */
const textOf = async (scope: Locator) =>
  (await scope.innerText())
    .split('\n')
    .map((l) => l.trim())
    .filter(Boolean);

async function applicantPage(browser: Browser, token: string) {
  const context = await browser.newContext();
  const page = await context.newPage();
  await page.goto('/');
  await page.evaluate((t) => localStorage.setItem('user-token', t), token);
  return page;
}

test('[admin] creates a question with a child question; the preview and step 3 of the wizard show it alike; deactivating it hides it', async ({
  page,
  browser,
  request,
}) => {
  // An applicant who can open step 3 (saved before the new question exists).
  const founder = await applicantWithSavedSteps(request);

  await page.goto('/');
  await signInThroughPopup(page, DEMO.admin.email, DEMO.admin.password);
  await page.goto('/questions');
  await expect(page.getByRole('heading', { name: 'Questions' })).toBeVisible();
  await expect(page.getByText('Total: 17')).toBeVisible();
  await expectNoSeriousViolations(page, 'questions list');

  // A single select question with options, Other included.
  await page.getByRole('button', { name: 'Add Question' }).click();
  await expect(page.getByRole('heading', { name: 'Create Question' })).toBeVisible();
  await page.getByLabel('Question type').selectOption({ label: 'Single Select Multiple Choice Question' });
  await expect(page.getByRole('textbox', { name: /^Option 2/ })).toBeVisible();
  const save = page.getByRole('button', { name: 'Save' });
  await expect(save).toBeDisabled();
  await page.getByRole('spinbutton', { name: /^Number/ }).fill('13');
  await page.getByRole('textbox', { name: /^Question/ }).fill(PARENT);
  await page.getByRole('textbox', { name: /^Description/ }).fill('Selling to customers outside Kenya counts.');
  await page.getByRole('textbox', { name: /^Option 1/ }).fill('Yes');
  await page.getByRole('textbox', { name: /^Option 2/ }).fill('No');
  await page.getByRole('button', { name: 'Add Option' }).click();
  await page.getByRole('textbox', { name: /^Option 3/ }).fill('Other');
  // A repeated option is flagged next to it.
  await page.getByRole('button', { name: 'Add Option' }).click();
  await page.getByRole('textbox', { name: /^Option 4/ }).fill('yes');
  await expect(page.getByText('This option is listed twice')).toBeVisible();
  await expect(save).toBeDisabled();
  await page.getByRole('button', { name: 'Remove option 4' }).click();
  await expect(save).toBeEnabled();
  await expectNoSeriousViolations(page, 'question form');
  await save.click();
  await confirm(page, 'Are You Sure You Want to Create Question?');
  await expect(page.getByText('Question Added Successfully')).toBeVisible();

  // Its child: an open-ended question under it.
  await page.getByRole('button', { name: 'Add Question' }).click();
  await page.getByLabel('Question type').selectOption({ label: 'Open Ended' });
  await page.getByRole('spinbutton', { name: /^Number/ }).fill('1');
  await page.getByRole('textbox', { name: /^Question/ }).fill(CHILD);
  await page.getByRole('spinbutton', { name: /^Length/ }).fill('25');
  await page.getByLabel('Parent question').selectOption({ label: `13. ${PARENT}` });
  await page.getByRole('checkbox', { name: 'Required' }).uncheck();
  await page.getByRole('button', { name: 'Save' }).click();
  await confirm(page, 'Are You Sure You Want to Create Question?');
  await expect(page.getByText('Question Added Successfully').last()).toBeVisible();

  // Both in the list, the child numbered under its parent.
  await page.getByRole('textbox', { name: /search questions/i }).fill('export');
  await page.keyboard.press('Enter');
  await expect(page.getByText('Total: 2')).toBeVisible();
  const parentRow = page.getByRole('row', { name: new RegExp(`^13 ${PARENT}`) });
  const childRow = page.getByRole('row', { name: new RegExp(`^13.1 ${CHILD}`) });
  await expect(parentRow.getByRole('cell').first()).toHaveText('13');
  await expect(childRow.getByRole('cell').first()).toHaveText('13.1');

  // The show view's preview: Yes reveals the child, Other asks to specify.
  await parentRow.getByRole('button', { name: 'View' }).click();
  const preview = page.getByTestId('question-preview');
  await expect(preview).toBeVisible();
  await expectNoSeriousViolations(page, 'question preview');
  const questions = await (
    await request.get('/api/question?type=public', { headers: { authorization: `Bearer ${founder.token}` } })
  ).json();
  const parent = (questions as { id: number; question: string }[]).find((q) => q.question === PARENT)!;
  expect(parent).toBeTruthy();
  const inPreview = block(preview, parent.id);
  await expect(inPreview).toContainText(`13. ${PARENT}`);
  await expect(inPreview.getByText(CHILD)).toHaveCount(0);
  const previewClosed = await textOf(inPreview);
  await inPreview.getByRole('radio', { name: 'Other' }).check();
  await expect(inPreview.getByRole('textbox', { name: 'Please specify' })).toBeVisible();
  await inPreview.getByRole('radio', { name: 'Yes' }).check();
  await expect(inPreview.getByRole('textbox', { name: 'Please specify' })).toHaveCount(0);
  await expect(inPreview.getByText(`13.1. ${CHILD}`)).toBeVisible();
  const previewOpen = await textOf(inPreview);

  // Step 3 of the wizard shows the same question, the same way.
  const applicant = await applicantPage(browser, founder.token);
  await applicant.goto('/cohort-8/apply-now?step=3');
  await expect(applicant.getByRole('form', { name: 'Problem/Solution' })).toBeVisible();
  const inWizard = block(applicant, parent.id);
  await expect(inWizard).toBeVisible();
  expect(await textOf(inWizard)).toEqual(previewClosed);
  await inWizard.getByRole('radio', { name: 'Yes' }).check();
  await expect(inWizard.getByText(`13.1. ${CHILD}`)).toBeVisible();
  expect(await textOf(inWizard)).toEqual(previewOpen);
  // The required marker is the same too: the parent is required (for screen readers as well), the child not.
  await expect(inWizard.getByText('(required)')).toHaveCount(1);

  // Deactivating the parent takes it (and its child) out of the wizard.
  await page.getByRole('button', { name: 'Back to Questions' }).click();
  await page
    .getByRole('row', { name: new RegExp(`^13 ${PARENT}`) })
    .getByRole('button', { name: 'Deactivate' })
    .click();
  await confirm(page, 'Are You Sure You Want to Deactivate Question?');
  await expect(page.getByText('Question Deactivated Successfully')).toBeVisible();
  await expect(
    page.getByRole('row', { name: new RegExp(`^13 ${PARENT}`) }).getByText('No', { exact: true }),
  ).toBeVisible();

  await applicant.reload();
  await expect(applicant.getByRole('form', { name: 'Problem/Solution' })).toBeVisible();
  await expect(applicant.getByText('Is your venture generating revenue?')).toBeVisible();
  await expect(applicant.getByText(PARENT)).toHaveCount(0);
  await expect(block(applicant, parent.id)).toHaveCount(0);
  await applicant.context().close();
});

test('[admin] an answered question cannot be deleted, and the screen says why', async ({ page, request }) => {
  // An applicant has answered every required question ('No' to the revenue question).
  await applicantWithSavedSteps(request);
  await page.goto('/');
  await signInThroughPopup(page, DEMO.admin.email, DEMO.admin.password);
  await page.goto('/question');
  await expect(page.getByRole('heading', { name: 'Questions' })).toBeVisible();
  const row = page.getByRole('row', { name: /^1 In one phrase, what does your venture do\?/ });
  await row.getByRole('button', { name: 'Delete' }).click();
  await confirm(page, 'Are You Sure You Want to Delete Question?');
  await expect(page.getByText('This question has answers: deactivate it instead.')).toBeVisible();

  // Its form keeps the type, and the answered options of another question cannot be removed.
  await page
    .getByRole('row', { name: /^5 Is your venture generating revenue\?/ })
    .getByRole('button', { name: 'Edit' })
    .click();
  await expect(page.getByRole('heading', { name: 'Edit Question' })).toBeVisible();
  await expect(page.getByLabel('Question type')).toBeDisabled();
  await expect(page.getByRole('button', { name: 'Remove option 2' })).toBeDisabled();
  await expect(page.getByText('Has answers: it can be renamed, not removed').first()).toBeVisible();
  await page.setViewportSize({ width: 390, height: 844 });
  await expectNoSeriousViolations(page, 'question form on a phone');
  await page.getByRole('button', { name: 'Cancel' }).click();
  await expect(page.getByRole('heading', { name: 'Questions' })).toBeVisible();
});
