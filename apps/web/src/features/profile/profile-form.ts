import { zodResolver } from '@hookform/resolvers/zod';
import { DEFAULT_COUNTRY_ID } from '@portal/contract/constants';
import { MSG } from '@portal/contract/messages';
import { type Profile, type ProfileInput, profileInput, staffProfileInput } from '@portal/contract/users';
import type { Resolver } from 'react-hook-form';

/** Whose rules a profile form follows (contract `profileRulesFor`): the wizard's for applicants, spec 3's for staff. */
export type ProfileRules = 'applicant' | 'staff';

/** The profile form's values: step 1 of the wizard and the Update Profile dialog. */
export type ProfileFormValues = {
  first_name: string;
  middle_name: string;
  last_name: string;
  phone_number: string;
  dob: string;
  bio: string;
  country_id: number | '';
  gender_id: number | '';
  linkedin_url: string;
  twitter_url: string;
};

/** The fields a server error may name (placed next to the field). */
export const PROFILE_FIELDS = [
  'first_name',
  'middle_name',
  'last_name',
  'phone_number',
  'dob',
  'bio',
  'country_id',
  'gender_id',
  'linkedin_url',
  'twitter_url',
] as const;

/** The form's values from the stored profile; an applicant's nationality starts at Kenya (spec 1 §3). */
export const profileFormValues = (p: Profile, rules: ProfileRules): ProfileFormValues => ({
  first_name: p.first_name ?? '',
  middle_name: p.middle_name ?? '',
  last_name: p.last_name ?? '',
  phone_number: p.phone_number ?? '',
  dob: p.dob?.slice(0, 10) ?? '',
  bio: p.bio ?? '',
  country_id: p.country_id ?? (rules === 'applicant' ? DEFAULT_COUNTRY_ID : ''),
  gender_id: p.gender_id ?? '',
  linkedin_url: p.linkedin_url ?? '',
  twitter_url: p.twitter_url ?? '',
});

/**
 * The server's own schema for these rules, with 'Input is required' for an applicant's empty date
 * of birth (the picker hands over '', which would otherwise read as a format error).
 */
export function profileResolver(
  rules: ProfileRules,
  today: string,
): Resolver<ProfileFormValues, unknown, ProfileInput> {
  const schema = rules === 'applicant' ? profileInput(today) : staffProfileInput(today);
  const resolve = zodResolver(schema as never) as unknown as Resolver<ProfileFormValues, unknown, ProfileInput>;
  return async (values, context, options) => {
    const result = await resolve(values, context, options);
    const dob = (result.errors as Record<string, { message?: string } | undefined>).dob;
    if (rules === 'applicant' && values.dob === '' && dob) dob.message = MSG.requiredLower;
    return result;
  };
}
