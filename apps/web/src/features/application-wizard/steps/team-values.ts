import { zodResolver } from '@hookform/resolvers/zod';
import { DEFAULT_COUNTRY_ID } from '@portal/contract/constants';
import { type TeamInput, teamInput, type Venture, type VentureTeam } from '@portal/contract/ventures';
import type { Resolver } from 'react-hook-form';

export type MemberValues = {
  id: number | null;
  first_name: string;
  middle_name: string;
  last_name: string;
  role: string;
  shares: string;
  gender_id: number | '';
  years_experience: string;
  founder: boolean;
};

export type CSuiteValues = {
  id: number | null;
  title: string;
  first_name: string;
  middle_name: string;
  last_name: string;
  country_id: number | '';
  city: string;
  gender_id: number | '';
  linkedin_url: string;
};

export type TeamValues = {
  c_suite_women: number | '';
  c_suite_members: CSuiteValues[];
  part_time_employee_count: string;
  full_time_employee_count: string;
  venture_team_members: MemberValues[];
};

const text = (v: number | null | undefined) => (v === null || v === undefined ? '' : String(v));

export const blankMember = (): MemberValues => ({
  id: null,
  first_name: '',
  middle_name: '',
  last_name: '',
  role: '',
  shares: '',
  gender_id: '',
  years_experience: '',
  founder: false,
});

// Nationality starts at Kenya, as on the founder's own profile (spec 1 §3: default 114).
export const blankCSuite = (): CSuiteValues => ({
  id: null,
  title: '',
  first_name: '',
  middle_name: '',
  last_name: '',
  country_id: DEFAULT_COUNTRY_ID,
  city: '',
  gender_id: '',
  linkedin_url: '',
});

/** The form's values from the stored team and venture; one blank member to start a new team with. */
export function teamValues(team: VentureTeam | undefined, venture: Venture): TeamValues {
  const members = team?.ventureTeamMembers ?? [];
  const cSuite = team?.ventureCSuiteMembers ?? [];
  return {
    c_suite_women: venture.c_suite_women ?? '',
    c_suite_members:
      cSuite.length === 0 && venture.c_suite_women === 1
        ? [blankCSuite()]
        : cSuite.map((m) => ({
            id: m.id,
            title: m.title,
            first_name: m.first_name,
            middle_name: m.middle_name ?? '',
            last_name: m.last_name,
            country_id: m.country_id ?? '',
            city: m.city ?? '',
            gender_id: m.gender_id ?? '',
            linkedin_url: m.linkedin_url ?? '',
          })),
    part_time_employee_count: text(venture.part_time_employee_count),
    full_time_employee_count: text(venture.full_time_employee_count),
    venture_team_members:
      members.length > 0
        ? members.map((m) => ({
            id: m.id,
            first_name: m.first_name,
            middle_name: m.middle_name ?? '',
            last_name: m.last_name,
            role: m.role,
            shares: text(m.shares),
            gender_id: m.gender_id ?? '',
            years_experience: text(m.years_experience),
            founder: m.founder,
          }))
        : [blankMember()],
  };
}

/**
 * teamInput, with the venture's id, and without the C-suite members unless c_suite_women is Yes
 * (they are hidden then, and the server keeps them only with a Yes).
 */
export function teamResolver(ventureId: number): Resolver<TeamValues, unknown, TeamInput> {
  const resolve = zodResolver(teamInput as never) as unknown as Resolver<TeamValues, unknown, TeamInput>;
  return (values, context, options) => {
    const sent = {
      ...values,
      venture_id: ventureId,
      c_suite_members: values.c_suite_women === 1 ? values.c_suite_members : [],
      venture_team_members: values.venture_team_members.map(({ id, ...m }) => (id ? { id, ...m } : m)),
    };
    return resolve(sent as TeamValues, context, options);
  };
}
