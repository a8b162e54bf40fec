import { describe, expect, it } from 'vitest';
import { registerForm } from './auth';
import { password, richTextIsEmpty } from './common';
import { MSG } from './messages';
import { lastPage } from './pagination';
import { ALL_PERMISSIONS, permissionLabel } from './permissions';
import { programInput } from './programs';

describe('password policy', () => {
  it.each([
    ['', MSG.passwordRequired],
    ['Ab1!', MSG.passwordMin],
    ['abcdefg1!', MSG.passwordUpper],
    ['Abcdefgh!', MSG.passwordNumber],
    ['Abcdefgh1', MSG.passwordSpecial],
  ])('refuses %j with its message', (value, message) => {
    const r = password.safeParse(value);
    expect(r.success).toBe(false);
    expect(r.error!.issues[0]!.message).toBe(message);
  });

  it('accepts each of the special characters', () => {
    for (const c of '!@#$%.') expect(password.safeParse(`Abcdefg1${c}`).success).toBe(true);
  });

  it('checks the confirmation of the registration form', () => {
    const r = registerForm.safeParse({
      f_name: 'A',
      l_name: 'B',
      phone_number: '1',
      email: 'a@b.co',
      password: 'Abcdefg1!',
      confirm_password: 'Abcdefg1?',
    });
    expect(r.error!.issues).toEqual([
      expect.objectContaining({ path: ['confirm_password'], message: MSG.passwordsMismatch }),
    ]);
  });
});

describe('program dates', () => {
  const schema = programInput('2026-03-02');
  it('allows today and refuses the past and a start after the end', () => {
    expect(
      schema.safeParse({
        name: 'P',
        application_deadline: '2026-03-02',
        start_date: '2026-03-02',
        end_date: '2026-03-02',
      }).success,
    ).toBe(true);
    const r = schema.safeParse({
      name: 'P',
      application_deadline: '2026-03-01',
      start_date: '2026-04-02',
      end_date: '2026-04-01',
    });
    expect(r.error!.issues.map((i) => i.message)).toEqual([
      MSG.programDeadlinePast,
      MSG.programStartAfterEnd,
      MSG.programEndBeforeStart,
    ]);
  });
});

describe('small rules', () => {
  it('counts pages', () => {
    expect([lastPage(0, 10), lastPage(10, 10), lastPage(11, 10)]).toEqual([1, 1, 2]);
  });
  it('sees empty rich text', () => {
    expect(richTextIsEmpty('<p>&nbsp; </p>')).toBe(true);
    expect(richTextIsEmpty('<p>x</p>')).toBe(false);
  });
  it('names every permission in words, each differently', () => {
    const labels = ALL_PERMISSIONS.map(permissionLabel);
    expect(labels.filter((l, i) => ALL_PERMISSIONS[i] === l)).toEqual([]);
    expect(new Set(labels).size).toBe(labels.length);
    expect(permissionLabel('application_view')).toBe('See applications');
    expect(permissionLabel('contact_us_mark_read')).toBe('Mark as read: contact messages');
    expect(permissionLabel('something_else')).toBe('something_else');
  });

  it('has no duplicate permissions', () => {
    expect(new Set(ALL_PERMISSIONS).size).toBe(ALL_PERMISSIONS.length);
  });
});
