import { describe, expect, it } from 'vitest';
import { maxLengthsOf } from './field-limits';
import { profileInput } from './users';
import { teamInput, ventureInput } from './ventures';

describe('maxLengthsOf', () => {
  it("reads each text field's limit from the schema, through optional, preprocessed and array fields", () => {
    const profile = maxLengthsOf(profileInput('2026-11-22'));
    expect(profile).toMatchObject({ first_name: 100, middle_name: 100, phone_number: 20, linkedin_url: 500 });
    expect(profile.dob).toBeUndefined();
    const venture = maxLengthsOf(ventureInput('2026-11-22'));
    expect(venture).toMatchObject({ name: 150, slogan: 200, email_address: 50, physical_address: 300 });
    expect(maxLengthsOf(teamInput)).toMatchObject({
      'venture_team_members.first_name': 100,
      'c_suite_members.city': 100,
    });
  });
});
