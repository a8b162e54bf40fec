import type { Page } from '@playwright/test';
import { confirm } from './dialogs';
import { DEMO, expect, PNG, signInThroughPopup, test } from './fixtures';

/** The public Team page's card of `name`, walking its pages until it shows. */
async function findTeamCard(page: Page, name: string) {
  const card = page.getByRole('article', { name });
  await expect(page.getByText(/^Total: /)).toBeVisible();
  for (let i = 0; i < 20; i++) {
    if (await card.isVisible()) return card;
    const next = page.getByRole('button', { name: 'Go to next page' });
    if ((await next.count()) === 0 || (await next.isDisabled())) break;
    await next.click();
    await page.waitForTimeout(300);
  }
  await expect(card).toBeVisible();
  return card;
}

test('[admin] adds a trainer with a picture; they appear on /team and /trainers', async ({ page }) => {
  const name = `Aaliyah Njoki ${Date.now().toString(36)}`;
  await page.goto('/');
  await signInThroughPopup(page, DEMO.admin.email, DEMO.admin.password);
  await page.goto('/team-admin');
  await expect(page.getByRole('heading', { name: 'Team' })).toBeVisible();

  // Add, with the form's rules in force until everything required is there.
  await page.getByRole('button', { name: 'Add Team Member' }).click();
  const save = page.getByRole('button', { name: 'Save' });
  await expect(save).toBeDisabled();
  await page.getByRole('textbox', { name: /^Name/ }).fill(name);
  await page.getByRole('textbox', { name: /^Bio/ }).click();
  await page.keyboard.type('Aaliyah trains founders on product design and customer research.');
  await page.getByRole('textbox', { name: 'LinkedIn' }).fill('https://www.linkedin.com/in/demo-aaliyah-njoki');
  await expect(save).toBeDisabled();
  await page.getByRole('combobox', { name: /^Roles/ }).click();
  await page.getByRole('option', { name: 'Trainer', exact: true }).click();
  await page.keyboard.press('Escape');
  await expect(save).toBeEnabled();
  await save.click();
  await expect(page.getByRole('alertdialog')).toContainText('Are You Sure You Want to Add Team Member?');
  await confirm(page);
  await expect(page.getByText('Team Added Successfully')).toBeVisible();

  // Find it, open it and upload a picture.
  await page.getByRole('textbox', { name: /search team members/i }).fill(name);
  await page.keyboard.press('Enter');
  await expect(page.getByText('Total: 1')).toBeVisible();
  await page
    .getByRole('row', { name: new RegExp(name) })
    .getByRole('button', { name: /^view/i })
    .click();
  await expect(page.getByRole('heading', { name })).toBeVisible();
  await expect(page.getByText('Trainer', { exact: true })).toBeVisible();
  await page.getByRole('button', { name: 'Upload Pic' }).click();
  const upload = page.getByRole('dialog', { name: 'Upload Pic' });
  await upload.locator('input[type="file"]').setInputFiles({ name: 'aaliyah.png', mimeType: 'image/png', buffer: PNG });
  await upload.getByRole('button', { name: 'Upload' }).click();
  await expect(page.getByText('Image Uploaded Successfully')).toBeVisible();
  await expect(upload).toBeHidden();
  await expect(page.getByRole('img', { name: `Picture of ${name}` })).toHaveAttribute(
    'src',
    /^\/storage\/team_pics\/[\w-]+\.webp$/,
  );

  // The public Team page shows the card with the picture, the role and the bio.
  await page.goto('/team');
  const card = await findTeamCard(page, name);
  await expect(card.getByText('Trainer', { exact: true })).toBeVisible();
  await expect(card.getByText(/product design and customer research/)).toBeVisible();
  await expect(card.locator('img')).toHaveAttribute('src', /^\/storage\/team_pics\/thumb_[\w-]+\.webp$/);
  await card.getByRole('button', { name: `Read profile of ${name}` }).click();
  const profile = page.getByRole('dialog', { name: new RegExp(name) });
  await expect(profile.getByRole('link', { name: `${name} on LinkedIn` })).toBeVisible();
  await page.keyboard.press('Escape');

  // ... and so does /trainers (name and title in the card's accessible name).
  await page.goto('/trainers');
  const trainer = page.getByRole('button', { name: new RegExp(`^${name} .*Trainer`) });
  await expect(trainer).toBeVisible();
  await expect(trainer.locator('img')).toHaveAttribute('src', /^\/storage\/team_pics\/thumb_/);
  await trainer.focus();
  await expect(trainer.getByText(name)).toBeVisible();
  // Not a coach.
  await page.goto('/coaches');
  await expect(page.getByRole('heading', { level: 1, name: 'Coaches' })).toBeVisible();
  await expect(page.getByRole('list', { name: 'Coaches' })).toBeVisible();
  await expect(page.getByRole('button', { name: new RegExp(`^${name}`) })).toHaveCount(0);
});
