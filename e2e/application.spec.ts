import { onePagePdf } from './applicant-fixtures';
import { confirm } from './dialogs';
import { expect, linkFromOutbox, mailTo, PNG, test, typeDate, uniqueEmail } from './fixtures';
import { choose, chosen, editor, pickMany, question, signInOnApplyPage, stepHeading, uploadIn } from './wizard-steps';

// A founder applies on a phone, the night before the deadline.
test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

test('[applicant] registers on a phone and applies through all five steps; a reload keeps the draft; everything is there after signing in again', async ({
  page,
}) => {
  test.setTimeout(240_000);
  const email = uniqueEmail('amani');
  const password = 'Maji-Safi@2025';
  const venture = `Mazao Cold ${Date.now().toString(36)}`;

  // The programme page's Apply Now asks a visitor to sign in; she creates an account instead.
  await page.goto('/cohort-8');
  await page.getByRole('button', { name: 'Apply Now' }).first().click();
  const popup = page.getByRole('dialog');
  await popup.getByRole('button', { name: /create an account/i }).click();
  await popup.getByLabel('First Name').fill('Amani');
  await popup.getByLabel('Last Name').fill('Wanjiru');
  await popup.getByLabel('Phone Number').fill('+254722111333');
  await popup.getByLabel('E-mail').fill(email);
  await popup.getByRole('textbox', { name: /^Password/ }).fill(password);
  await popup.getByRole('textbox', { name: /^Confirm Password/ }).fill(password);
  await popup.getByRole('button', { name: /create account/i }).click();
  await expect(page.getByText("Account Created. We've sent you an activation link via email.")).toBeVisible();
  await popup.getByRole('button', { name: 'Close', exact: true }).click();

  const activation = await linkFromOutbox(email, '/activate/');
  await page.goto(new URL(activation).pathname);
  await expect(page.getByText(/your account is activated/i).first()).toBeVisible();

  // Signed in from the application page, she comes back to it.
  await signInOnApplyPage(page, email, password);
  await expect(page.getByRole('heading', { name: 'Cohort 8' })).toBeVisible();
  await page.getByRole('link', { name: 'Start', exact: true }).click();

  // ── Step 1: Personal details ──
  await expect(stepHeading(page, 1, 'Personal Details')).toBeVisible();
  await expect(page.getByRole('textbox', { name: 'E-mail' })).toHaveValue(email);
  await expect(page.getByRole('textbox', { name: 'E-mail' })).not.toBeEditable();
  await expect(page.getByRole('combobox', { name: /Nationality/ })).toHaveValue('Kenya');
  // Nothing is sent while required fields are missing.
  await page.getByRole('button', { name: 'Save and Continue' }).click();
  await expect(page.getByText('Input is required').first()).toBeVisible();

  await page.getByRole('button', { name: 'Upload Picture' }).click();
  await uploadIn(page, 'Upload Profile Picture', { name: 'amani.png', mimeType: 'image/png', buffer: PNG });
  await expect(page.getByText('Image Uploaded Successfully')).toBeVisible();
  await expect(page.getByRole('img', { name: /Profile picture of Amani Wanjiru/ })).toBeVisible();

  await page.getByRole('textbox', { name: /^Middle name/ }).fill('Njeri');
  await page.getByRole('textbox', { name: /^Phone number/ }).fill('+254722111333');
  await typeDate(page, 'Date of birth', '14031996');
  await choose(page, page, /^Gender/, 'Female');
  await editor(page, 'Bio').fill('Agronomist turned founder.');
  await page.getByRole('textbox', { name: 'LinkedIn' }).fill('https://www.linkedin.com/in/amani');
  await page.getByRole('button', { name: 'Save and Continue' }).click();
  await confirm(page);
  await expect(page.getByText('Profile Updated Successfully')).toBeVisible();

  // ── Step 2: Venture profile ──
  await expect(stepHeading(page, 2, 'Venture Profile')).toBeVisible();
  await page.getByRole('button', { name: 'Upload Logo' }).click();
  await uploadIn(page, 'Upload Logo', { name: 'logo.png', mimeType: 'image/png', buffer: PNG });
  await expect(page.getByRole('img', { name: /Logo of/ })).toBeVisible();

  await page.getByRole('textbox', { name: /^Company name/ }).fill(venture);
  await choose(page, page, /^Year established/, '2021');
  await page.getByRole('textbox', { name: 'Slogan' }).fill('Fresh from farm to market');
  await editor(page, /^Company overview/).fill('Solar-powered cold rooms that farmers rent by the crate.');

  // A reload in the middle of the step keeps what was typed, offered back as a draft.
  await page.reload();
  await expect(stepHeading(page, 2, 'Venture Profile')).toBeVisible();
  await expect(page.getByRole('status').filter({ hasText: /unsaved changes/i })).toBeVisible();
  await page.getByRole('button', { name: 'Restore' }).click();
  await expect(page.getByRole('textbox', { name: /^Company name/ })).toHaveValue(venture);
  await expect(page.getByRole('textbox', { name: 'Slogan' })).toHaveValue('Fresh from farm to market');
  await expect(editor(page, /^Company overview/)).toContainText('Solar-powered cold rooms');

  await page.getByRole('textbox', { name: /^Physical address/ }).fill('Kilimo House, Moi Avenue, Nairobi');
  await page.getByRole('textbox', { name: /^Company e-mail/ }).fill('not-an-address');
  await page.getByRole('textbox', { name: /^Company phone number/ }).fill('+254700123456');
  await expect(page.getByText('E-mail must be valid')).toBeVisible();
  await page.getByRole('textbox', { name: /^Company e-mail/ }).fill(`hello@${venture.split(' ')[2]}.co.ke`);
  await pickMany(page, 'Sectors', ['Agriculture and Agritech']);
  await choose(page, page, /^Stage/, 'Early revenue');
  await choose(page, page, /^Organisation type/, 'Private limited company');
  await pickMany(page, 'Countries of operation', ['Kenya']);
  await pickMany(page, 'Customer locations', ['Nairobi']);
  await page.getByRole('radio', { name: 'Yes', exact: true }).check();

  // The certificates are checked last, in the spec's order.
  await page.getByRole('button', { name: 'Save and Continue' }).click();
  await expect(page.getByText('Please upload a CR12 Certificate').first()).toBeVisible();

  await page.getByRole('button', { name: 'Upload CR12 Certificate' }).click();
  await uploadIn(page, 'Upload CR12 Certificate', {
    name: 'cr12.pdf',
    mimeType: 'application/pdf',
    buffer: onePagePdf('CR12 of Mazao Cold Ltd'),
  });
  await expect(page.getByText('CR12 Uploaded Successfully')).toBeVisible();
  // A file that is not what its name says is refused, and nothing is stored.
  await page.getByRole('button', { name: 'Upload Registration Certificate' }).click();
  const regDialog = page.getByRole('dialog', { name: 'Upload Registration Certificate' });
  await regDialog.locator('input[type="file"]').setInputFiles({
    name: 'registration.pdf',
    mimeType: 'application/pdf',
    buffer: Buffer.from('MZ this is a program, not a certificate'),
  });
  await regDialog.getByRole('button', { name: /^upload$/i }).click();
  await expect(regDialog.getByRole('alert')).toHaveText('The file is not a PDF or an image.');
  await regDialog.locator('input[type="file"]').setInputFiles({
    name: 'registration.png',
    mimeType: 'image/png',
    buffer: PNG,
  });
  await regDialog.getByRole('button', { name: /^upload$/i }).click();
  await expect(regDialog).toBeHidden();
  await expect(page.getByText('Registration Certificate Uploaded Successfully')).toBeVisible();

  // The CR12 opens in the viewer, with Print and Delete; deleting it offers the upload again.
  await page.getByRole('button', { name: 'View CR12 Certificate' }).click();
  const viewer = page.getByRole('dialog', { name: 'CR12 Certificate' });
  await expect(viewer.locator('iframe[title="CR12 Certificate"]')).toBeVisible();
  await expect(viewer.getByRole('button', { name: 'Print' })).toBeEnabled();
  await viewer.getByRole('button', { name: 'Delete' }).click();
  await confirm(page);
  await expect(page.getByText('Certificate Deleted Successfully')).toBeVisible();
  await page.getByRole('button', { name: 'Upload CR12 Certificate' }).click();
  await uploadIn(page, 'Upload CR12 Certificate', {
    name: 'cr12.pdf',
    mimeType: 'application/pdf',
    buffer: onePagePdf('CR12 of Mazao Cold Ltd'),
  });
  await expect(page.getByRole('button', { name: 'View CR12 Certificate' })).toBeVisible();

  await page.getByRole('button', { name: 'Save and Continue' }).click();
  await confirm(page);
  await expect(page.getByText('Venture Saved Successfully')).toBeVisible();

  // ── Step 3: Problem/Solution ──
  await expect(stepHeading(page, 3, 'Problem/Solution')).toBeVisible();
  const progress = page.getByRole('progressbar', { name: 'Answer progress' });
  await expect(progress).toHaveAttribute('aria-valuenow', '0');

  await question(page, 'In one phrase').getByRole('textbox').fill('Solar cold rooms');
  await editor(question(page, 'What problem are you solving'), /What problem/).fill(
    'Smallholder farmers lose a third of their harvest before it reaches the market.',
  );
  await editor(question(page, 'How does your solution work'), /How does your solution/).fill(
    'Farmers rent crates in solar cold rooms at collection points, paying by M-Pesa.',
  );
  // Yes reveals the revenue question; No would hide it and clear its answer.
  const revenue = question(page, 'Is your venture generating revenue');
  await revenue.getByRole('radio', { name: 'Yes', exact: true }).check();
  const revenueFigure = question(page, 'What was your revenue in the last 12 months');
  await revenueFigure.getByRole('textbox').fill('750,000');
  await revenue.getByRole('radio', { name: 'No', exact: true }).check();
  await expect(page.getByText('What was your revenue in the last 12 months')).toHaveCount(0);
  await revenue.getByRole('radio', { name: 'Yes', exact: true }).check();
  await expect(question(page, 'What was your revenue in the last 12 months').getByRole('textbox')).toHaveValue('');
  await question(page, 'What was your revenue in the last 12 months').getByRole('textbox').fill('750,000');

  await question(page, 'Are all of your co-founders women')
    .getByRole('radio', { name: 'Yes, all of them', exact: true })
    .check();
  await question(page, 'willing to mentor girls').getByRole('radio', { name: 'Yes', exact: true }).check();

  const sdg = question(page, 'Sustainable Development Goals');
  await sdg.getByRole('checkbox', { name: 'Zero Hunger', exact: true }).check();
  await sdg.getByRole('checkbox', { name: 'Climate Action', exact: true }).check();
  await sdg.getByRole('checkbox', { name: 'Other', exact: true }).check();
  await sdg.getByRole('textbox', { name: /Please specify/ }).fill('Life on Land');

  const experience = question(page, "Rate your team's experience");
  for (const [part, level] of [
    ['Product', 'Extensive'],
    ['Sales', 'Some'],
    ['Finance', 'Some'],
  ] as const) {
    await experience.getByRole('radiogroup', { name: part, exact: true }).getByRole('radio', { name: level }).check();
  }
  await question(page, 'Which channels')
    .getByRole('group', { name: 'Online' })
    .getByRole('checkbox', {
      name: 'WhatsApp',
    })
    .check();

  await question(page, 'How did you hear about the programme')
    .getByRole('radio', { name: 'Referred by a friend', exact: true })
    .check();
  await question(page, 'Who referred you').getByRole('textbox').fill('Grace Muthoni, Kilimo Hub');

  // 14 of the 18 items shown (optional ones count too): 77 %.
  await expect(page.getByRole('status').filter({ hasText: "You're almost there well done!" })).toBeVisible();
  await expect(progress).toHaveAttribute('aria-valuenow', '77');
  await editor(question(page, 'What traction'), /What traction/).fill('120 farmers in two counties.');
  await question(page, 'Which channels')
    .getByRole('group', { name: 'Offline' })
    .getByRole('checkbox', { name: 'Community groups', exact: true })
    .check();
  await question(page, 'What do you most hope to gain')
    .getByRole('radio', { name: 'Seed funding', exact: true })
    .check();
  await editor(question(page, 'anything else'), /anything else/).fill('We are hiring our first engineer.');
  await expect(page.getByText('Congratulations on finishing this module!')).toBeVisible();
  await expect(progress).toHaveAttribute('aria-valuenow', '100');
  await page.getByRole('button', { name: 'Save and Continue' }).click();
  await confirm(page);
  await expect(page.getByText(/saved/i).first()).toBeVisible();

  // ── Step 4: Team ──
  await expect(stepHeading(page, 4, 'Team')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'C-suite members' })).toHaveCount(0);
  await page.getByRole('radio', { name: 'Yes', exact: true }).check();
  const cSuite = page.getByRole('group', { name: 'C-suite member 1' });
  await cSuite.getByRole('textbox', { name: /^Title/ }).fill('CEO');
  await choose(page, cSuite, /^Gender/, 'Female');
  await cSuite.getByRole('textbox', { name: /^First name/ }).fill('Amani');
  await cSuite.getByRole('textbox', { name: /^Last name/ }).fill('Wanjiru');
  await cSuite.getByRole('textbox', { name: /^City/ }).fill('Nairobi');
  await cSuite.getByRole('textbox', { name: /^LinkedIn/ }).fill('https://www.linkedin.com/in/amani');
  await page.getByRole('spinbutton', { name: /^Full-time employees/ }).fill('4');
  await page.getByRole('spinbutton', { name: /^Part-time \/ contract employees/ }).fill('3');
  const member = page.getByRole('group', { name: 'Team member 1' });
  await member.getByRole('textbox', { name: /^First name/ }).fill('Otieno');
  await member.getByRole('textbox', { name: /^Last name/ }).fill('Ouma');
  await member.getByRole('textbox', { name: /^Role/ }).fill('CTO');
  await choose(page, member, /^Gender/, 'Male');
  await member.getByRole('spinbutton', { name: /^Shares/ }).fill('30');
  await member.getByRole('spinbutton', { name: /^Years of experience/ }).fill('6');
  await member.getByRole('checkbox', { name: 'Founder', exact: true }).check();
  await page.getByRole('button', { name: 'Save and Continue' }).click();
  await confirm(page);
  await expect(page.getByText('Team Members Added Successfully')).toBeVisible();

  // ── Step 5: Terms ──
  await expect(stepHeading(page, 5, 'Terms & Conditions')).toBeVisible();
  await page.getByRole('button', { name: 'Submit' }).click();
  await expect(page.getByText('Kindly indicate where you first learnt about the Program').first()).toBeVisible();
  await choose(page, page, /^Where did you first hear about us/, 'Social media');
  await page.getByRole('checkbox', { name: /I agree to the Terms and Conditions/ }).check();
  await page.getByRole('checkbox', { name: /I declare that the information is true/ }).check();
  await page.getByRole('button', { name: 'Submit' }).click();
  await confirm(page);
  await expect(page.getByText('Application Received Successfully')).toBeVisible();

  // The confirmation: changeable until the deadline day; the terms open in a new tab.
  await expect(page.getByRole('heading', { level: 1 })).toContainText(/submitted/i);
  await expect(page.getByText(/You can modify your application up to the deadline day, \d+ \w+ \d{4}\./)).toBeVisible();
  await expect(page.getByRole('main').getByRole('link', { name: /Terms and Conditions/ })).toHaveAttribute(
    'target',
    '_blank',
  );
  expect(await mailTo(email, 'We received your application')).toContain(venture);

  // ── Signed out and back in, every answer is there ──
  await page.getByRole('button', { name: 'Open menu' }).click();
  await page.getByRole('button', { name: 'Sign Out' }).click();
  await expect(page.getByRole('button', { name: 'Open menu' })).toBeVisible();
  expect(await page.evaluate(() => localStorage.getItem('user-token'))).toBeNull();
  // Nothing she typed stays behind in this browser for the next person on the phone.
  expect(await page.evaluate(() => Object.keys(localStorage).filter((k) => k.startsWith('portal-draft:')))).toEqual([]);
  await signInOnApplyPage(page, email, password);
  await expect(page.getByText(/Submitted on .* You can change it until/)).toBeVisible();
  await page.getByRole('link', { name: 'Review and edit' }).click();

  await expect(stepHeading(page, 1, 'Personal Details')).toBeVisible();
  await expect(page.getByRole('textbox', { name: /^Middle name/ })).toHaveValue('Njeri');
  await expect(page.getByRole('textbox', { name: /^Phone number/ })).toHaveValue('+254722111333');
  await expect.poll(() => chosen(page, /^Gender/)).toBe('Female');
  await expect(editor(page, 'Bio')).toContainText('Agronomist turned founder.');
  await expect(page.getByRole('textbox', { name: 'LinkedIn' })).toHaveValue('https://www.linkedin.com/in/amani');
  await expect(page.getByRole('img', { name: /Profile picture of Amani Wanjiru/ })).toBeVisible();
  await page.getByRole('button', { name: 'Save and Continue' }).click();
  await confirm(page);

  await expect(stepHeading(page, 2, 'Venture Profile')).toBeVisible();
  await expect(page.getByRole('textbox', { name: /^Company name/ })).toHaveValue(venture);
  await expect.poll(() => chosen(page, /^Year established/)).toBe('2021');
  await expect(editor(page, /^Company overview/)).toContainText('Solar-powered cold rooms');
  await expect.poll(() => chosen(page, /^Stage/)).toBe('Early revenue');
  await expect(page.getByRole('button', { name: 'Agriculture and Agritech' })).toBeVisible();
  await expect(page.getByRole('radio', { name: 'Yes', exact: true })).toBeChecked();
  await expect(page.getByRole('button', { name: 'View CR12 Certificate' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'View Registration Certificate' })).toBeVisible();
  await page.getByRole('button', { name: 'Save and Continue' }).click();
  await confirm(page);

  await expect(stepHeading(page, 3, 'Problem/Solution')).toBeVisible();
  await expect(question(page, 'In one phrase').getByRole('textbox')).toHaveValue('Solar cold rooms');
  await expect(question(page, 'What was your revenue in the last 12 months').getByRole('textbox')).toHaveValue(
    '750,000',
  );
  await expect(sdg.getByRole('checkbox', { name: 'Climate Action', exact: true })).toBeChecked();
  await expect(sdg.getByRole('textbox', { name: /Please specify/ })).toHaveValue('Life on Land');
  await expect(
    experience.getByRole('radiogroup', { name: 'Product' }).getByRole('radio', { name: 'Extensive', exact: true }),
  ).toBeChecked();
  await expect(question(page, 'Who referred you').getByRole('textbox')).toHaveValue('Grace Muthoni, Kilimo Hub');
  // Every other answer, of every question type, as she gave it.
  await expect(editor(question(page, 'What problem are you solving'), /What problem/)).toContainText(
    'lose a third of their harvest',
  );
  await expect(editor(question(page, 'How does your solution work'), /How does your solution/)).toContainText(
    'paying by M-Pesa',
  );
  await expect(revenue.getByRole('radio', { name: 'Yes', exact: true })).toBeChecked();
  await expect(
    question(page, 'Are all of your co-founders women').getByRole('radio', { name: 'Yes, all of them', exact: true }),
  ).toBeChecked();
  await expect(
    question(page, 'willing to mentor girls').getByRole('radio', { name: 'Yes', exact: true }),
  ).toBeChecked();
  await expect(sdg.getByRole('checkbox', { name: 'Zero Hunger', exact: true })).toBeChecked();
  await expect(sdg.getByRole('checkbox', { name: 'Other', exact: true })).toBeChecked();
  for (const [part, level] of [
    ['Sales', 'Some'],
    ['Finance', 'Some'],
  ] as const) {
    await expect(
      experience.getByRole('radiogroup', { name: part, exact: true }).getByRole('radio', { name: level, exact: true }),
    ).toBeChecked();
  }
  await expect(
    question(page, 'Which channels').getByRole('group', { name: 'Online' }).getByRole('checkbox', { name: 'WhatsApp' }),
  ).toBeChecked();
  await expect(
    question(page, 'Which channels')
      .getByRole('group', { name: 'Offline' })
      .getByRole('checkbox', { name: 'Community groups', exact: true }),
  ).toBeChecked();
  await expect(
    question(page, 'How did you hear about the programme').getByRole('radio', {
      name: 'Referred by a friend',
      exact: true,
    }),
  ).toBeChecked();
  await expect(editor(question(page, 'What traction'), /What traction/)).toContainText('120 farmers in two counties.');
  await expect(
    question(page, 'What do you most hope to gain').getByRole('radio', { name: 'Seed funding', exact: true }),
  ).toBeChecked();
  await expect(editor(question(page, 'anything else'), /anything else/)).toContainText('hiring our first engineer');
  await expect(progress).toHaveAttribute('aria-valuenow', '100');
  await page.getByRole('button', { name: 'Save and Continue' }).click();
  await confirm(page);

  await expect(stepHeading(page, 4, 'Team')).toBeVisible();
  await expect(cSuite.getByRole('textbox', { name: /^Title/ })).toHaveValue('CEO');
  await expect(page.getByRole('spinbutton', { name: /^Full-time employees/ })).toHaveValue('4');
  await expect(page.getByRole('spinbutton', { name: /^Part-time \/ contract employees/ })).toHaveValue('3');
  await expect(member.getByRole('textbox', { name: /^Role/ })).toHaveValue('CTO');
  await expect(member.getByRole('checkbox', { name: 'Founder', exact: true })).toBeChecked();
  await page.getByRole('button', { name: 'Save and Continue' }).click();
  await confirm(page);

  await expect(stepHeading(page, 5, 'Terms & Conditions')).toBeVisible();
  await expect.poll(() => chosen(page, /^Where did you first hear about us/)).toBe('Social media');
  await expect(page.getByRole('checkbox', { name: /I agree to the Terms and Conditions/ })).toBeChecked();
});
