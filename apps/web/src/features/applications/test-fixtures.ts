import type {
  ApplicationDetail,
  ApplicationRow,
  StageCounts,
  TrackCounts,
  TrackRow,
} from '@portal/contract/application-review';
import type { Stage, TrackLevel } from '@portal/contract/application-stages';
import { emptyAnswers } from '@portal/contract/applications';
import type { Paged } from '@portal/contract/pagination';
import { QUESTION_TYPE, type Question } from '@portal/contract/questions';
import { asChild, makeQuestion, optionId, partOptionId } from '../application-wizard/questions/test-fixtures';

/**
 * Realistic data of the review screens, valid against the contract's schemas (checked in
 * fixtures.test.ts): the component tests use it, and so do the screenshot runs that answer the
 * API's calls in Chromium. No test-runner imports here.
 */

// ---------------------------------------------------------------------------------------------
// Questions (`GET /api/question?type=all`): every type, required and optional, short and long
// answers, 'Other', children revealed or not, inactive questions answered or not.

const YES_NO = ['Yes', 'No'];

const revenueFigure = asChild(
  makeQuestion(QUESTION_TYPE.openEnded, 'What was your revenue in the last 12 months (KES)?', {
    id: 511,
    number: 1,
    length: 25,
    description: 'An approximate figure is fine, for example "750,000".',
  }),
);
const audited = asChild(
  makeQuestion(QUESTION_TYPE.singleSelect, 'Are your accounts audited?', {
    id: 512,
    number: 2,
    required: 0,
    active: 0,
    description: 'No longer asked.',
    options: YES_NO,
  }),
);
const referrer = asChild(
  makeQuestion(QUESTION_TYPE.openEnded, 'Who referred you?', {
    id: 591,
    number: 1,
    description: 'Their name, and their organisation if any.',
  }),
);

export const Q = {
  phrase: makeQuestion(QUESTION_TYPE.openEnded, 'In one phrase, what does your venture do?', {
    id: 501,
    number: 1,
    length: 25,
    description: 'At most 25 characters, for example "Solar cold rooms for farmers".',
  }),
  problem: makeQuestion(QUESTION_TYPE.openEnded, 'What problem are you solving, and for whom?', {
    id: 502,
    number: 2,
    length: 1500,
    description: 'Describe the people who have this problem, how they cope with it today and what it costs them.',
  }),
  traction: makeQuestion(QUESTION_TYPE.openEnded, 'What traction do you have?', {
    id: 503,
    number: 3,
    length: 1000,
    required: 0,
    description: 'Customers, users, pilots, partnerships, awards.',
  }),
  revenue: makeQuestion(QUESTION_TYPE.singleSelect, 'Is your venture generating revenue?', {
    id: 504,
    number: 4,
    options: YES_NO,
    description: 'Money received from customers, not grants or prizes.',
    children: [revenueFigure, audited],
  }),
  sdgs: makeQuestion(
    QUESTION_TYPE.multiSelect,
    'Which of the UN Sustainable Development Goals does your venture address?',
    {
      id: 505,
      number: 5,
      options: ['Zero Hunger', 'Gender Equality', 'Climate Action', 'Other'],
      description: 'Choose every goal your venture contributes to directly.',
    },
  ),
  experience: makeQuestion(QUESTION_TYPE.multiPartSingleSelect, "Rate your team's experience in each area", {
    id: 506,
    number: 6,
    parts: [
      { question: 'Product', options: ['None', 'Some', 'Extensive'] },
      { question: 'Sales', options: ['None', 'Some', 'Extensive'] },
      { question: 'Finance', options: ['None', 'Some', 'Extensive'] },
    ],
  }),
  channels: makeQuestion(QUESTION_TYPE.multiPartMultiSelect, 'Which channels do you use to reach customers?', {
    id: 507,
    number: 7,
    required: 0,
    parts: [
      { question: 'Online', options: ['Website', 'Social media', 'WhatsApp', 'Other'] },
      { question: 'Offline', options: ['Markets and fairs', 'Sales agents', 'Retail shops'] },
    ],
  }),
  heard: makeQuestion(QUESTION_TYPE.singleSelect, 'How did you hear about the programme?', {
    id: 508,
    number: 8,
    options: ['Event (at school or in college)', 'Relative', 'Referred by a friend', 'Other'],
    children: [referrer],
  }),
  office: makeQuestion(QUESTION_TYPE.openEnded, 'In which town is your main office?', {
    id: 509,
    number: 9,
    length: 25,
    required: 0,
    active: 0,
    description: 'Asked until June.',
  }),
  patent: makeQuestion(QUESTION_TYPE.singleSelect, 'Do you hold a patent or a registered trademark?', {
    id: 510,
    number: 10,
    required: 0,
    active: 0,
    description: 'No longer asked.',
    options: YES_NO,
  }),
  children: { revenueFigure, audited, referrer },
};

/** The question set, top-level ordered by number (as `?type=all` answers it). */
export const allQuestions = (): Question[] => [
  Q.phrase,
  Q.problem,
  Q.traction,
  Q.revenue,
  Q.sdgs,
  Q.experience,
  Q.channels,
  Q.heard,
  Q.office,
  Q.patent,
];

/**
 * Answers to that set: a short phrase, a long rich-text problem, traction left empty (N/A),
 * revenue Yes (revealing the figure), SDGs with 'Other' and its text, each part of the
 * experience, one part of the channels with 'Other', 'Other' for how she heard (the referrer
 * question stays hidden), and the since-deactivated office question answered.
 */
export function fullAnswers() {
  const a = emptyAnswers();
  a.open_ended['501'] = 'Solar cold rooms';
  a.open_ended['502'] =
    '<p>Smallholder farmers in Kirinyaga lose <strong>up to 40%</strong> of their tomatoes and mangoes before they reach market, because they have no cold storage.</p><ul><li>Brokers set prices at the farm gate</li><li>Spoiled produce is dumped</li></ul>';
  a.single_select['504'] = optionId(Q.revenue, 'Yes');
  a.open_ended['511'] = '1,250,000';
  a.multi_select['505'] = [
    optionId(Q.sdgs, 'Zero Hunger'),
    optionId(Q.sdgs, 'Climate Action'),
    optionId(Q.sdgs, 'Other'),
  ];
  a.other['505'] = 'Responsible consumption';
  a.multi_part_single_select[String(Q.experience.multi_part_questions[0]!.id)] = partOptionId(
    Q.experience,
    0,
    'Extensive',
  );
  a.multi_part_single_select[String(Q.experience.multi_part_questions[1]!.id)] = partOptionId(Q.experience, 1, 'Some');
  a.multi_part_single_select[String(Q.experience.multi_part_questions[2]!.id)] = partOptionId(Q.experience, 2, 'None');
  const online = Q.channels.multi_part_questions[0]!;
  a.multi_part_multi_select[String(online.id)] = [
    partOptionId(Q.channels, 0, 'WhatsApp'),
    partOptionId(Q.channels, 0, 'Other'),
  ];
  a.other[String(online.id)] = 'Radio call-in shows';
  a.single_select['508'] = optionId(Q.heard, 'Other');
  a.other['508'] = 'A county agriculture officer';
  a.open_ended['509'] = 'Kerugoya';
  return a;
}

// ---------------------------------------------------------------------------------------------
// Stage lists and counts.

export const stageCounts = (over: Partial<StageCounts> = {}): StageCounts => ({
  submitted: 1234,
  review: 86,
  rejected: 41,
  selected_for_rating: 25,
  shortlisted: 12,
  ...over,
});

const FOUNDERS: [string, string, string | null, string][] = [
  ['Wanjiru', 'Kamau', 'Njeri', 'Shamba Cold Chain'],
  ['Achieng', 'Otieno', null, 'MamaPesa'],
  ['Fatuma', 'Hassan', 'Abdi', 'Pwani Solar Kiosks'],
  ['Chebet', 'Kiprono', null, 'Tea Trace'],
  ['Nyambura', 'Mwangi', 'Wairimu', 'KlinikiLink'],
  ['Akinyi', 'Odhiambo', null, 'Ziwa Fish Logistics'],
  ['Mumbua', 'Musyoka', 'Ndinda', 'Jenga Bricks'],
  ['Halima', 'Ali', null, 'Soko Fresh'],
  ['Naliaka', 'Wekesa', null, 'EduBora'],
  ['Wambui', 'Ngugi', 'Muthoni', 'Safi Pads'],
];
const SOURCES = ['Social media', 'A friend', 'University event', 'Newspaper', null];

const at = (day: number, hour: number) => new Date(Date.UTC(2026, 4, day, hour, 15)).toISOString();

/** A list row; `i` picks the founder, venture and pictures. */
export function applicationRow(i: number, stage: Stage, over: Partial<ApplicationRow> = {}): ApplicationRow {
  const [first, last, middle, venture] = FOUNDERS[i % FOUNDERS.length]!;
  const id = 100 + i;
  const withPictures = i % 3 !== 2;
  return {
    id,
    stage,
    created_at: at(1 + (i % 28), 6 + (i % 10)),
    updated_at: at(1 + (i % 28), 8),
    applicationScore: stage === 'submitted' ? 0 : [0, 18.5, 47.25, 72.5, 91][i % 5]!,
    user: {
      id: 200 + i,
      first_name: first,
      middle_name: middle,
      last_name: last,
      email: `${first.toLowerCase()}.${last.toLowerCase()}@example.co.ke`,
      phone_number: `+254 7${String(10 + i).padStart(2, '0')} 555 ${String(100 + i).padStart(3, '0')}`,
      prof_pic_url: withPictures ? `/storage/profile_pics/founder-${i}.webp` : null,
      prof_pic_thumb_url: withPictures ? `/storage/profile_pics/thumbs/founder-${i}.webp` : null,
    },
    venture:
      i % 7 === 6
        ? null
        : {
            id: 300 + i,
            name: venture,
            image_url: withPictures ? `/storage/venture_logos/logo-${i}.webp` : null,
            thumb_url: withPictures ? `/storage/venture_logos/thumbs/logo-${i}.webp` : null,
          },
    marketing_source: SOURCES[i % SOURCES.length] ? { id: 1 + (i % 4), name: SOURCES[i % SOURCES.length]! } : null,
    ...over,
  };
}

/** A page of a list, `per_page` 10. */
export function paged<T>(rows: T[], page = 1, total = rows.length, perPage = 10): Paged<T> {
  return {
    data: rows,
    current_page: page,
    per_page: perPage,
    total,
    last_page: Math.max(1, Math.ceil(total / perPage)),
  };
}

/** A stage's first page: ten rows of `total`. */
export const stagePage = (stage: Stage, total = 10, page = 1) =>
  paged(
    Array.from({ length: Math.max(0, Math.min(10, total - (page - 1) * 10)) }, (_, k) =>
      applicationRow((page - 1) * 10 + k, stage),
    ),
    page,
    total,
  );

// ---------------------------------------------------------------------------------------------
// The detail (`GET /api/application/{id}`).

export function applicationDetail(over: Partial<ApplicationDetail> = {}): ApplicationDetail {
  return {
    id: 100,
    program_id: 1,
    stage: 'review',
    created_at: '2026-05-02T07:15:00.000Z',
    updated_at: '2026-05-20T09:00:00.000Z',
    marketing_source: { id: 1, name: 'Social media' },
    user: {
      id: 200,
      first_name: 'Wanjiru',
      middle_name: 'Njeri',
      last_name: 'Kamau',
      email: 'wanjiru.kamau@example.co.ke',
      phone_number: '+254 710 555 100',
      dob: '1996-03-14',
      bio: '<p>Agricultural engineer from <strong>Kirinyaga</strong>. Eight years building cold chains for horticulture exporters before founding Shamba.</p>',
      linkedin_url: 'https://www.linkedin.com/in/wanjiru-kamau',
      twitter_url: null,
      prof_pic_url: '/storage/profile_pics/founder-0.webp',
      gender: { id: 1, name: 'Female' },
      country: { id: 114, name: 'Kenya' },
    },
    venture: {
      id: 300,
      name: 'Shamba Cold Chain',
      image: 'logo-0.webp',
      image_url: '/storage/venture_logos/logo-0.webp',
      thumb_url: '/storage/venture_logos/thumbs/logo-0.webp',
      slogan: 'Fresh from farm to market',
      year_established: 2022,
      description:
        "<p>Shamba rents <em>solar-powered cold rooms</em> to farmer groups, paid per crate through M-Pesa.</p><p>Twelve rooms serve 1,400 farmers in Kirinyaga and Murang'a.</p>",
      video_pitch_url: 'https://www.youtube.com/watch?v=shamba-pitch',
      physical_address: 'Kutus Road, Kerugoya',
      email_address: 'hello@shamba.co.ke',
      phone_number: '+254 720 000 111',
      website_url: 'https://shamba.co.ke',
      x_url: 'https://x.com/shambacold',
      linkedin_url: 'https://www.linkedin.com/company/shamba-cold-chain',
      facebook_url: null,
      youtube_url: null,
      instagram_url: 'https://www.instagram.com/shambacold',
      tiktok_url: null,
      step_id: 2,
      organisation_type_id: 1,
      funding: 1,
      cr12: 'cr12-300.pdf',
      registration_cetificate: 'registration-300.png',
      c_suite_women: 1,
      full_time_employee_count: 14,
      part_time_employee_count: 1250,
      created_at: '2026-04-20T10:00:00.000Z',
      organisation_type: { id: 1, name: 'Private limited company' },
      step: { id: 2, name: 'Early revenue' },
      venture_sectors: [
        { sector_id: 1, sector: { id: 1, name: 'Agriculture' } },
        { sector_id: 3, sector: { id: 3, name: 'Clean energy' } },
      ],
      venture_client_locations: [
        { client_location_id: 2, client_location: { id: 2, name: 'Rural Kenya' } },
        { client_location_id: 1, client_location: { id: 1, name: 'Nairobi' } },
      ],
      venture_countries: [
        { country_id: 114, country: { id: 114, name: 'Kenya' } },
        { country_id: 220, country: { id: 220, name: 'Tanzania' } },
      ],
      venture_c_suite_members: [
        {
          id: 1,
          venture_id: 300,
          title: 'CTO',
          first_name: 'Grace',
          middle_name: null,
          last_name: 'Wairimu',
          country_id: 114,
          state_id: null,
          city: 'Nairobi',
          linkedin_url: 'https://www.linkedin.com/in/grace-wairimu',
          gender_id: 1,
          country: { id: 114, name: 'Kenya' },
          gender: { id: 1, name: 'Female' },
        },
      ],
      venture_team_members: [
        {
          id: 1,
          venture_id: 300,
          first_name: 'Wanjiru',
          middle_name: null,
          last_name: 'Kamau',
          role: 'CEO',
          shares: 60,
          gender_id: 1,
          years_experience: 8,
          founder: true,
          gender: { id: 1, name: 'Female' },
        },
        {
          id: 2,
          venture_id: 300,
          first_name: 'Peter',
          middle_name: 'Mutua',
          last_name: 'Kioko',
          role: 'Operations lead',
          shares: null,
          gender_id: 2,
          years_experience: null,
          founder: false,
          gender: { id: 2, name: 'Male' },
        },
      ],
    },
    answers: fullAnswers(),
    applicationScore: 72.5,
    applicationRatings: [
      {
        judge: { id: 9, first_name: 'Miriam', middle_name: null, last_name: 'Otieno' },
        individualScore: 81,
        ventureRatings: {},
      },
      {
        judge: { id: 10, first_name: 'Daniel', middle_name: 'K.', last_name: 'Mwangi' },
        individualScore: 64,
        ventureRatings: {},
      },
      {
        judge: { id: 11, first_name: 'Aisha', middle_name: null, last_name: 'Noor' },
        individualScore: 30,
        ventureRatings: {},
      },
    ],
    ...over,
  };
}

/** An application whose founder has not saved a venture yet: only Principal Founder and Rating. */
export const founderOnlyDetail = (): ApplicationDetail =>
  applicationDetail({
    id: 106,
    stage: 'submitted',
    venture: null,
    answers: emptyAnswers(),
    applicationScore: 0,
    applicationRatings: [],
  });

// ---------------------------------------------------------------------------------------------
// Tracking (`/track-applications`).

export const trackCounts = (over: Partial<TrackCounts> = {}): TrackCounts => ({
  registered: 2310,
  personal_details: 640,
  venture_profile: 402,
  questions: 288,
  team: 151,
  submitted: 1234,
  ...over,
});

export function trackRow(i: number, level: TrackLevel): TrackRow {
  const [first, last, middle, venture] = FOUNDERS[i % FOUNDERS.length]!;
  return {
    id: 400 + i,
    first_name: first,
    middle_name: middle,
    last_name: last,
    email: `${first.toLowerCase()}.${last.toLowerCase()}@example.co.ke`,
    phone_number:
      i % 4 === 3 ? null : `+254 7${String(10 + i).padStart(2, '0')} 555 ${String(100 + i).padStart(3, '0')}`,
    prof_pic_thumb_url: i % 3 === 2 ? null : `/storage/profile_pics/thumbs/founder-${i}.webp`,
    created_at: at(1 + (i % 28), 9),
    venture: level === 'registered' || level === 'personal_details' ? null : { id: 300 + i, name: venture },
    level,
  };
}

export const trackPage = (level: TrackLevel, total = 10, page = 1) =>
  paged(
    Array.from({ length: Math.max(0, Math.min(10, total - (page - 1) * 10)) }, (_, k) =>
      trackRow((page - 1) * 10 + k, level),
    ),
    page,
    total,
  );
