import { describe, expect, it } from 'vitest';
import { announcementTemplate, fillPlaceholders, moveMailNote, unknownPlaceholders } from './notices';

describe('stage-move mail placeholders', () => {
  it('names each unknown placeholder once, spaces inside the braces allowed', () => {
    expect(unknownPlaceholders('Hi {{ first_name }}, {{name}} of {{venture}} and {{name}} {{ }}')).toEqual([
      'name',
      '',
    ]);
  });

  it('fills the known ones, escaping values where asked, and leaves the rest', () => {
    const values = { first_name: 'Amina', venture: 'A & <B>', programme: 'Cohort 8' };
    expect(fillPlaceholders('{{first_name}}: {{ venture }} ({{x}})', values)).toBe('Amina: A & <B> ({{x}})');
    expect(fillPlaceholders('{{venture}}', values, (v) => v.replace('&', '&amp;').replace('<', '&lt;'))).toBe(
      'A &amp; &lt;B>',
    );
  });

  it('needs English, and Swahili whole or not at all', () => {
    const ok = { enabled: true, subject_en: 'S', body_en: '<p>B</p>', subject_sw: '', body_sw: '' };
    expect(announcementTemplate.safeParse(ok).success).toBe(true);
    expect(announcementTemplate.safeParse({ ...ok, subject_sw: 'Habari' }).success).toBe(false);
    expect(announcementTemplate.safeParse({ ...ok, body_en: '<p> </p>' }).success).toBe(false);
  });

  it('says in the move dialog whether, and whom, the move mails', () => {
    expect(moveMailNote(true, { name: 'Amina Otieno', email: 'a@x.org' })).toBe(
      'A mail will be sent to Amina Otieno (a@x.org), in her language.',
    );
    expect(moveMailNote(true, { email: 'a@x.org' })).toBe('A mail will be sent to a@x.org, in her language.');
    expect(moveMailNote(false, {})).toBe('No mail will be sent to the founder.');
  });
});
