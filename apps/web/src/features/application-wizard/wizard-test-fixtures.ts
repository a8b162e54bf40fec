import { todayInNairobi } from '@portal/contract/dates';
import type { ProgramDetails } from '@portal/contract/programs';
import type { FormData } from '@portal/contract/reference';
import type { Profile } from '@portal/contract/users';
import type { Venture } from '@portal/contract/ventures';
import dayjs from 'dayjs';

/** Test data of the wizard's component tests. */
export const today = todayInNairobi();
export const inDays = (n: number) => dayjs(today).add(n, 'day').format('YYYY-MM-DD');

export const formData: FormData = {
  genders: [
    { id: 1, name: 'Female' },
    { id: 2, name: 'Male' },
  ],
  countries: [
    { id: 113, name: 'Jordan' },
    { id: 114, name: 'Kenya' },
    { id: 115, name: 'Kiribati' },
  ],
  steps: [
    { id: 1, name: 'Idea' },
    { id: 2, name: 'Early revenue' },
  ],
  sectors: [
    { id: 1, name: 'Agriculture' },
    { id: 2, name: 'Fintech' },
  ],
  clientLocations: [
    { id: 1, name: 'Nairobi' },
    { id: 2, name: 'Rural Kenya' },
  ],
  organisationTypes: [{ id: 1, name: 'Private limited company' }],
  marketingSources: [
    { id: 1, name: 'Social media' },
    { id: 2, name: 'A friend' },
  ],
};

export const programDetails = (over: Partial<ProgramDetails> = {}): ProgramDetails => ({
  program: { id: 1, name: 'Cohort 8', application_deadline: inDays(30), start_date: inDays(60), end_date: inDays(200) },
  application: 1,
  ...over,
});

export const profile = (over: Partial<Profile> = {}): Profile => ({
  id: 1,
  first_name: 'Amina',
  middle_name: null,
  last_name: 'Wanjiru',
  email: 'amina@example.com',
  phone_number: null,
  dob: null,
  bio: null,
  country_id: null,
  gender_id: null,
  linkedin_url: null,
  twitter_url: null,
  prof_pic: null,
  prof_pic_url: null,
  ...over,
});

/** A venture with every field of step 2 filled and both certificates uploaded. */
export const venture = (over: Partial<Venture> = {}): Venture => ({
  id: 7,
  name: 'Shamba Tech',
  image: null,
  image_url: null,
  thumb_url: null,
  slogan: null,
  year_established: Number(today.slice(0, 4)) - 3,
  description: '<p>Farm data by SMS.</p>',
  video_pitch_url: null,
  physical_address: 'Ngong Road, Nairobi',
  email_address: 'hello@shamba.example',
  phone_number: '+254 700 111222',
  website_url: null,
  x_url: null,
  linkedin_url: null,
  facebook_url: null,
  youtube_url: null,
  instagram_url: null,
  tiktok_url: null,
  step_id: 1,
  organisation_type_id: 1,
  funding: 0,
  cr12: 'a.pdf',
  registration_cetificate: 'b.png',
  c_suite_women: null,
  full_time_employee_count: null,
  part_time_employee_count: null,
  venture_sectors: [{ sector_id: 1 }],
  venture_client_locations: [{ client_location_id: 1 }],
  venture_countries: [{ country_id: 114 }],
  ...over,
});
