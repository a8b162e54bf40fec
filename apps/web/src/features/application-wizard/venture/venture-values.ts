import { SOCIAL_FIELDS, type SocialField } from '@portal/contract/common';
import type { Venture } from '@portal/contract/ventures';
import { socialFormValues } from '../../../components/form-fields/social-fields';

/** Step 2's form values: '' or [] where nothing is stored yet. */
export type VentureValues = {
  name: string;
  slogan: string;
  year_established: number | '';
  description: string;
  video_pitch_url: string;
  physical_address: string;
  email_address: string;
  phone_number: string;
  sectors: number[];
  stage_id: number | '';
  organisation_type_id: number | '';
  countries: number[];
  client_locations: number[];
  funding: number | '';
} & Record<SocialField, string>;

export const VENTURE_FIELDS = [
  'name',
  'slogan',
  'year_established',
  'description',
  'video_pitch_url',
  'physical_address',
  'email_address',
  'phone_number',
  ...SOCIAL_FIELDS,
  'sectors',
  'stage_id',
  'organisation_type_id',
  'countries',
  'client_locations',
  'funding',
] as const;

export const ventureValues = (v: Venture | null | undefined): VentureValues => ({
  name: v?.name ?? '',
  slogan: v?.slogan ?? '',
  year_established: v?.year_established ?? '',
  description: v?.description ?? '',
  video_pitch_url: v?.video_pitch_url ?? '',
  physical_address: v?.physical_address ?? '',
  email_address: v?.email_address ?? '',
  phone_number: v?.phone_number ?? '',
  ...socialFormValues(v ?? undefined),
  sectors: v?.venture_sectors.map((s) => s.sector_id) ?? [],
  // The stage reads back as step_id (spec 1 §3).
  stage_id: v?.step_id ?? '',
  organisation_type_id: v?.organisation_type_id ?? '',
  countries: v?.venture_countries.map((c) => c.country_id) ?? [],
  client_locations: v?.venture_client_locations.map((c) => c.client_location_id) ?? [],
  funding: v?.funding ?? '',
});
