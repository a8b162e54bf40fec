/**
 * The people and places the demo programme's founders are drawn from (demo/applicants.ts). No
 * seeded founder can be named like the e2e tests' people ('Wambui Karanja', 'Zawadi Njoroge',
 * 'Njeri Mwangi', 'Amani Wanjiru'): those tests find their own rows by name.
 */

export const FIRST_NAMES = [
  'Wanjiku',
  'Akinyi',
  'Njeri',
  'Atieno',
  'Chebet',
  'Jepkoech',
  'Mumbua',
  'Nduku',
  'Wairimu',
  'Nyambura',
  'Adhiambo',
  'Kerubo',
  'Moraa',
  'Nafula',
  'Wangari',
  'Awino',
  'Zawadi',
  'Halima',
  'Fatuma',
  'Mwanaisha',
  'Naliaka',
  'Cherono',
  'Muthoni',
  'Kanini',
  'Makena',
  'Kawira',
  'Nkatha',
  'Esther',
  'Faith',
  'Mercy',
  'Grace',
  'Joy',
] as const;

export const MIDDLE_NAMES = ['Wanjiru', 'Auma', 'Jeptoo', 'Mwikali', 'Nanjala', 'Nyokabi', 'Kemunto', 'Aisha'] as const;

export const LAST_NAMES = [
  'Ochieng',
  'Kiprono',
  'Mutua',
  'Langat',
  'Wekesa',
  'Barasa',
  'Chepkemoi',
  'Omondi',
  'Kariuki',
  'Ndung\u2019u',
  'Odhiambo',
  'Kibet',
  'Muriuki',
  'Nyaga',
  'Onyango',
  'Wafula',
  'Koech',
  'Musyoka',
  'Gitau',
  'Maina',
  'Mohamed',
  'Hassan',
  'Juma',
  'Achieng',
] as const;

/** Where a venture is based: the county and a neighbourhood for its address. */
export const PLACES = [
  { city: 'Nairobi', area: 'Kilimani' },
  { city: 'Nairobi', area: 'Westlands' },
  { city: 'Nairobi', area: 'Kasarani' },
  { city: 'Nairobi', area: 'Embakasi' },
  { city: 'Kisumu', area: 'Milimani' },
  { city: 'Mombasa', area: 'Nyali' },
  { city: 'Nakuru', area: 'Section 58' },
  { city: 'Eldoret', area: 'Elgon View' },
  { city: 'Machakos', area: 'Mjini' },
  { city: 'Nyeri', area: 'Ruring\u2019u' },
  { city: 'Kakamega', area: 'Milimani' },
  { city: 'Meru', area: 'Makutano' },
  { city: 'Kilifi', area: 'Mnarani' },
  { city: 'Thika', area: 'Section 9' },
] as const;

export const TEAM_ROLES = ['CTO', 'COO', 'Head of Sales', 'Product Lead', 'Finance Lead', 'Operations Lead'] as const;
export const STAFF_ROLES = [
  'Engineer',
  'Field Officer',
  'Sales Agent',
  'Designer',
  'Accountant',
  'Customer Support',
] as const;
export const MEN_FIRST_NAMES = ['Brian', 'Kevin', 'Dennis', 'Collins', 'Samuel', 'Peter'] as const;

export const PARTNERS = [
  'the county government',
  'a savings cooperative',
  'two private schools',
  'a farmers\u2019 union',
  'a hospital in the county',
  'a supermarket chain',
  'an NGO working with women traders',
] as const;

export const REFERRERS = [
  'Dr. Mary Njoki, Strathmore University',
  'Lucy Wairimu, iHub',
  'Ann Chepngetich, a Cohort 5 founder',
  'Rose Atieno, KCB branch manager',
] as const;
