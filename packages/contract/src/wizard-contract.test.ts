import { describe, expect, it } from 'vitest';
import { answers, applicationInput } from './applications';
import { MSG } from './messages';
import { isOtherOption, isRevealingOption, isShortAnswer } from './questions';
import { earliestDateOfBirth, latestDateOfBirth, profileInput } from './users';
import { teamInput, ventureInput } from './ventures';

const firstMessage = (r: { success: boolean; error?: { issues: { message: string }[] } }) =>
  r.success ? null : r.error?.issues[0]?.message;

const venture = {
  name: 'Shamba Data',
  year_established: 2021,
  email_address: 'hello@shamba.test',
  phone_number: '+254 700 000000',
  physical_address: 'Nairobi',
  description: '<p>Soil data for farmers</p>',
  sectors: [1],
  stage_id: 2,
  organisation_type_id: 1,
  countries: [114],
  client_locations: [1],
  funding: 0,
};

describe('wizard contract', () => {
  it('takes founders aged 18 to 35, as the Terms say, leap days included', () => {
    expect(latestDateOfBirth('2026-11-22')).toBe('2008-11-22');
    expect(latestDateOfBirth('2028-02-29')).toBe('2010-02-28');
    expect(earliestDateOfBirth('2026-11-22')).toBe('1990-11-23');
    const schema = profileInput('2026-11-22');
    const base = { first_name: 'A', last_name: 'B', phone_number: '0700000000', country_id: 114, gender_id: 1 };
    expect(firstMessage(schema.safeParse({ ...base, dob: '2008-11-23' }))).toBe(MSG.dobTooYoung);
    expect(schema.safeParse({ ...base, dob: '2008-11-22' }).success).toBe(true);
    // 35 until the day before her 36th birthday
    expect(schema.safeParse({ ...base, dob: '1990-11-23' }).success).toBe(true);
    expect(firstMessage(schema.safeParse({ ...base, dob: '1990-11-22' }))).toBe(MSG.dobTooOld);
  });

  it('reports the venture checks in the order of the spec', () => {
    const schema = ventureInput('2026-11-22');
    expect(schema.safeParse(venture).success).toBe(true);
    const r = schema.safeParse({ ...venture, description: '<p></p>', sectors: [], funding: '' });
    expect(firstMessage(r)).toBe(MSG.ventureOverviewRequired);
    expect(firstMessage(schema.safeParse({ ...venture, sectors: [], stage_id: '' }))).toBe(MSG.sectorsRequired);
    expect(firstMessage(schema.safeParse({ ...venture, funding: null }))).toBe(MSG.fundingRequired);
    expect(firstMessage(schema.safeParse({ ...venture, year_established: 1900 }))).toBe(MSG.yearInvalid);
  });

  it('keeps blank numbers missing instead of zero', () => {
    const member = { first_name: 'A', last_name: 'B', role: 'CEO', shares: '', gender_id: 1, years_experience: 3 };
    const r = teamInput.safeParse({
      venture_id: 1,
      venture_team_members: [member],
      c_suite_women: '',
      full_time_employee_count: 1,
      part_time_employee_count: 0,
    });
    expect(r.success).toBe(false);
    const paths = r.error?.issues.map((i) => i.path.join('.'));
    expect(paths).toEqual(expect.arrayContaining(['venture_team_members.0.shares', 'c_suite_women']));
  });

  it('limits the team to five', () => {
    const member = { first_name: 'A', last_name: 'B', role: 'CEO', shares: 10, gender_id: 1, years_experience: 3 };
    const r = teamInput.safeParse({
      venture_id: 1,
      venture_team_members: Array(6).fill(member),
      c_suite_women: 0,
      full_time_employee_count: 1,
      part_time_employee_count: 0,
    });
    expect(firstMessage(r)).toBe(MSG.teamMax);
  });

  it('requires the terms on submit', () => {
    expect(firstMessage(applicationInput.safeParse({ marketing_source_id: 1 }))).toBe(MSG.termsRequired);
    expect(firstMessage(applicationInput.safeParse({ terms_conditions: 1 }))).toBe(MSG.marketingSourceRequired);
    expect(applicationInput.parse({ marketing_source_id: '2', terms_conditions: true })).toMatchObject({
      marketing_source_id: 2,
      terms_conditions: 1,
    });
  });

  it('names the question rules', () => {
    expect(isRevealingOption(' yes ')).toBe(true);
    expect(isRevealingOption('Referred by a friend')).toBe(true);
    expect(isRevealingOption('No, none of them')).toBe(false);
    expect(isOtherOption('Other (please specify)')).toBe(true);
    expect(isOtherOption('Others')).toBe(false);
    expect(isShortAnswer(null)).toBe(true);
    expect(isShortAnswer(25)).toBe(true);
    expect(isShortAnswer(26)).toBe(false);
    expect(answers.parse({})).toEqual(answers.parse({ open_ended: {} }));
  });
});
