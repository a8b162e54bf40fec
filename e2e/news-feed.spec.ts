import { confirm } from './dialogs';
import { DEMO, expect, nairobiDateDigits, PNG, signInThroughPopup, test, typeDate } from './fixtures';

test('[admin] posts a news item with a cover; it leads the home carousel and opens from /news-feed', async ({
  page,
}) => {
  const subject = `Cohort 8 demo day date announced ${Date.now().toString(36)}`;
  const source = 'https://www.example.org/news/demo-day-date';

  await page.goto('/');
  await signInThroughPopup(page, DEMO.admin.email, DEMO.admin.password);
  await page.goto('/news-feed-admin');
  await expect(page.getByRole('heading', { name: 'News Feed' })).toBeVisible();

  // Add: Save stays disabled until subject, author, date and body are there.
  await page.getByRole('button', { name: 'Add News Item' }).click();
  const save = page.getByRole('button', { name: 'Save' });
  await expect(save).toBeDisabled();
  await page.getByRole('textbox', { name: /^Subject/ }).fill(subject);
  await page.getByRole('textbox', { name: /^Author/ }).fill('Programme Team');
  await page.getByRole('textbox', { name: /^Source link/ }).fill(source);
  await typeDate(page, 'Publish date', nairobiDateDigits());
  await expect(save).toBeDisabled();
  await page.getByRole('textbox', { name: /^Body/ }).click();
  await page.keyboard.type('The seven finalists will pitch to investors and partners in Nairobi.');
  await expect(save).toBeEnabled();
  await save.click();
  await expect(page.getByRole('alertdialog')).toContainText('Are You Sure You Want to Add News Item?');
  await confirm(page);
  await expect(page.getByText('News Feed Added Successfully')).toBeVisible();

  // Find it, open it and upload its cover.
  await page.getByRole('textbox', { name: /search news/i }).fill(subject);
  await page.keyboard.press('Enter');
  await expect(page.getByText('Total: 1')).toBeVisible();
  await page
    .getByRole('row', { name: new RegExp(subject) })
    .getByRole('button', { name: /^view/i })
    .click();
  await expect(page.getByRole('heading', { name: subject })).toBeVisible();
  await expect(page.getByText('No cover yet')).toBeVisible();
  await page.getByRole('button', { name: 'Upload Cover' }).click();
  const upload = page.getByRole('dialog', { name: 'Upload Cover' });
  await upload.getByRole('button', { name: 'Upload' }).click();
  await expect(upload.getByText('Kindly Select a File')).toBeVisible();
  await upload.locator('input[type="file"]').setInputFiles({ name: 'cover.png', mimeType: 'image/png', buffer: PNG });
  await upload.getByRole('button', { name: 'Upload' }).click();
  await expect(page.getByText('Image Uploaded Successfully')).toBeVisible();
  await expect(upload).toBeHidden();
  await expect(page.getByRole('img', { name: `Cover of ${subject}` })).toHaveAttribute(
    'src',
    /^\/storage\/news_feed_pics\/[\w-]+\.webp$/,
  );

  // The home carousel's first slide leads with it (newest publish date first), with its thumbnail.
  await page.goto('/');
  const carousel = page.getByRole('region', { name: 'Latest news' });
  const firstSlide = carousel.getByRole('group', { name: /^1 of \d$/ });
  const card = firstSlide.getByRole('article').filter({ hasText: subject });
  await expect(card).toBeVisible();
  await expect(card.getByRole('img', { name: `Cover of ${subject}` })).toHaveAttribute(
    'src',
    /^\/storage\/news_feed_pics\/thumb_[\w-]+\.webp$/,
  );
  await expect(card).toContainText('The seven finalists will pitch');
  // Its link opens the item on the news page.
  await card.getByRole('link', { name: subject }).click();
  await expect(page).toHaveURL(/\/news-feed\?item=\d+$/);
  await expect(page.getByRole('dialog', { name: subject })).toBeVisible();
  await page.getByRole('dialog').getByRole('button', { name: 'Close' }).click();
  await expect(page.getByRole('dialog')).toBeHidden();

  // /news-feed: the card, Read More, and the dialog with the full item.
  await page.goto('/news-feed');
  await expect(page.getByRole('heading', { level: 1, name: 'News Feed' })).toBeVisible();
  await expect(page.getByText(/^Total: /)).toBeVisible();
  const article = page.getByRole('article', { name: subject });
  await expect(article).toBeVisible();
  await article.getByRole('button', { name: /^Read More/ }).click();
  const dialog = page.getByRole('dialog', { name: subject });
  await expect(dialog).toBeVisible();
  await expect(dialog).toContainText('Programme Team');
  await expect(dialog).toContainText('The seven finalists will pitch to investors and partners in Nairobi.');
  await expect(dialog.getByRole('link', { name: 'View Source' })).toHaveAttribute('href', source);
  await expect(dialog.getByRole('img', { name: `Cover of ${subject}` })).toHaveAttribute(
    'src',
    /^\/storage\/news_feed_pics\/[\w-]+\.webp$/,
  );
  // The newest item: nothing before it; the demo news after it.
  await expect(dialog.getByRole('button', { name: 'Previous news item' })).toBeDisabled();
  await dialog.getByRole('button', { name: 'Next news item' }).click();
  await expect(page.getByRole('dialog', { name: subject })).toHaveCount(0);
  await expect(page.getByRole('dialog').getByRole('button', { name: 'Previous news item' })).toBeEnabled();
  await page.getByRole('dialog').getByRole('button', { name: 'Previous news item' }).click();
  await expect(page.getByRole('dialog', { name: subject })).toBeVisible();
});
