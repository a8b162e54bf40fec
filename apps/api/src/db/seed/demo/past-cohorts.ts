import { slugify } from '@portal/contract/past-cohorts';
import { count } from 'drizzle-orm';
import { audited } from '../../../lib/audit';
import { COMPETITOR_BUCKET } from '../../../lib/buckets';
import { auditLogs, competitors, pastCohorts } from '../../schema';
import { drawAll } from './draw';
import type { DemoContext } from './index';

type Sector = 'agri' | 'fin' | 'health' | 'edu' | 'clean' | 'logistics' | 'creative' | 'work';

/** A venture: its name, sector (the logo's colours) and what it does (one paragraph or more). */
type DemoVenture = { name: string; sector: Sector; text: string | string[] };

const COLOURS: Record<Sector, [string, string]> = {
  agri: ['#1b5e20', '#66bb6a'],
  fin: ['#0d47a1', '#29b6f6'],
  health: ['#b71c1c', '#f06292'],
  edu: ['#4a148c', '#ab47bc'],
  clean: ['#004d40', '#26a69a'],
  logistics: ['#bf360c', '#ffa726'],
  creative: ['#880e4f', '#ec407a'],
  work: ['#283593', '#7986cb'],
};

/** Cohorts 1 to 7 (the footer links to /past-cohorts/cohort-1 ... cohort-7). */
const PAST: { year: number; ventures: DemoVenture[] }[] = [
  {
    year: 2018,
    ventures: [
      {
        name: 'Mavuno Link',
        sector: 'agri',
        text: 'Connects smallholder maize and bean farmers in Nakuru and Narok to school feeding programmes and millers, with SMS price alerts and pooled transport to market.',
      },
      {
        name: 'Pesa Dada',
        sector: 'fin',
        text: "A savings and micro-loan app for women's chamas: digital records of contributions, meeting minutes and loan repayments, all paid over M-Pesa.",
      },
      {
        name: 'Afya Mama',
        sector: 'health',
        text: 'Text-message reminders and a helpline for expectant mothers in Kibera, linking them to antenatal clinics and to community health volunteers.',
      },
      {
        name: 'Soma Bora',
        sector: 'edu',
        text: 'Offline revision lessons for primary school candidates, preloaded on low-cost tablets that schools in Machakos and Makueni rent by the term.',
      },
      {
        name: 'Jua Kali Solar',
        sector: 'clean',
        text: 'Pay-as-you-go solar kits for roadside kiosks and salons, paid in small daily instalments so owners can trade after dark.',
      },
    ],
  },
  {
    year: 2019,
    ventures: [
      {
        name: 'Shamba Records',
        sector: 'agri',
        text: 'Farm records for dairy farmers: milk yields, feeds and vet visits captured by voice in Kikuyu, Kalenjin and Swahili, and shared with their cooperative.',
      },
      {
        name: 'Duka Smart',
        sector: 'fin',
        text: 'A stock and credit book for neighbourhood shops, with restock orders sent straight to distributors and a credit history that unlocks stock on credit.',
      },
      {
        name: 'Kliniki Connect',
        sector: 'health',
        text: 'Booking and queue management for private clinics in Kisumu, with laboratory results sent to patients by SMS.',
      },
      {
        name: 'Maji Safi Tech',
        sector: 'clean',
        text: 'Smart meters for community water kiosks: residents buy clean water with tokens and operators are alerted to leaks and breakdowns.',
      },
      {
        name: 'Tafsiri Studio',
        sector: 'creative',
        text: 'Translation and voice-over of training content into Kenyan languages for NGOs and county governments.',
      },
      {
        name: 'Boda Salama',
        sector: 'logistics',
        text: 'Rider training and insurance bundles for boda boda operators, paid weekly through their SACCOs.',
      },
    ],
  },
  {
    year: 2020,
    ventures: [
      {
        name: 'Kilimo Drone',
        sector: 'agri',
        text: "Drone crop scouting and precision spraying for tea and avocado growers in Murang'a and Kericho.",
      },
      {
        name: 'Hifadhi Pay',
        sector: 'fin',
        text: 'School-fee savings plans for parents in informal work, with locked goals and payment straight to the school.',
      },
      {
        name: 'Tiba Box',
        sector: 'health',
        text: "Medicine delivery for chronic-care patients in Nairobi's Eastlands, with refill reminders and a call from a pharmacist every month.",
      },
      {
        name: 'Fundi Academy',
        sector: 'edu',
        text: 'Short mobile courses and apprenticeships for young women in plumbing, electrical installation and solar repair.',
      },
      {
        name: 'Kuni Mbadala',
        sector: 'clean',
        text: 'Briquettes made from sawdust and coffee husks, sold to schools and hotels as a cleaner, cheaper alternative to firewood.',
      },
      {
        name: 'Sokoni Fresh',
        sector: 'logistics',
        text: 'Next-day fruit and vegetable delivery from Kirinyaga farms to Nairobi restaurants, ordered on WhatsApp.',
      },
      {
        name: 'Nyumba Check',
        sector: 'work',
        text: 'Verified rental listings and digital tenancy agreements for students and young professionals in Nairobi.',
      },
    ],
  },
  {
    year: 2021,
    ventures: [
      {
        name: 'Ufugaji Sense',
        sector: 'agri',
        text: 'Low-cost sensors that warn poultry farmers by SMS when the temperature or humidity in their brooders goes wrong.',
      },
      {
        name: 'Chama Ledger',
        sector: 'fin',
        text: 'Accounting for investment groups: shared statements, votes on loans and yearly dividend reports.',
      },
      {
        name: 'Dawa Track',
        sector: 'health',
        text: 'Stock tracking for rural pharmacies that flags expiring medicines and shortages to county health teams.',
      },
      {
        name: 'Kazi Nyumbani',
        sector: 'work',
        text: 'Job matching for domestic workers and employers, with identity checks, written contracts and statutory deductions paid on time.',
      },
      {
        name: 'Taka Poa',
        sector: 'clean',
        text: 'Household waste collection by subscription in Nakuru; plastics are sorted by a team of women and sold to recyclers.',
      },
      {
        name: 'Hadithi Kids',
        sector: 'edu',
        text: 'Illustrated audio stories in Swahili and English for early-grade readers, played on basic phones and community radio.',
      },
    ],
  },
  {
    year: 2022,
    ventures: [
      {
        name: 'Mbegu Bank',
        sector: 'agri',
        text: "Certified seed and input bundles on credit for women farmers' groups, repaid after the harvest.",
      },
      {
        name: 'Bima Jamii',
        sector: 'fin',
        text: 'Affordable health and funeral cover for market traders, sold and paid through their market associations.',
      },
      {
        name: 'Sikiza Health',
        sector: 'health',
        text: 'Hearing screening for school children with a tablet app, and referral to audiologists for those who need it.',
      },
      {
        name: 'Code Dada',
        sector: 'edu',
        text: 'Weekend coding bootcamps for girls aged 12 to 18 in Mombasa and Kilifi, with mentoring from women engineers.',
      },
      {
        name: 'Nishati Cold',
        sector: 'clean',
        text: 'Solar cold rooms for fish traders on the shores of Lake Victoria, rented by the crate per day.',
      },
      {
        name: 'Safari Loop',
        sector: 'logistics',
        text: 'Shared cargo delivery between Nairobi and upcountry towns for small online sellers.',
      },
      {
        name: 'Mitumba Online',
        sector: 'creative',
        text: "An online marketplace for graded second-hand clothes, with photos and sizes checked by the sellers' collective.",
      },
      {
        name: 'Lishe Bora',
        sector: 'health',
        text: 'Meal plans and fortified flour blends for families with young children, sold through community health volunteers.',
      },
    ],
  },
  {
    year: 2023,
    ventures: [
      {
        name: 'Udongo Lab',
        sector: 'agri',
        text: 'Soil testing kits and a laboratory service that tell farmers which fertiliser to buy, with results within 48 hours.',
      },
      {
        name: 'Akiba Teen',
        sector: 'fin',
        text: 'A savings and money-skills app for teenagers, with a parent approving every withdrawal.',
      },
      {
        name: 'Moyo Care',
        sector: 'health',
        text: 'Home-based care for older people, connecting families with trained caregivers and visiting nurses.',
      },
      {
        name: 'Darasa Hub',
        sector: 'edu',
        text: 'Lesson planning and assessment tools for teachers of the competency-based curriculum.',
      },
      {
        name: 'Biogas Dada',
        sector: 'clean',
        text: 'Biodigesters for dairy farms that turn manure into cooking gas and organic fertiliser.',
      },
      {
        name: 'Fashion Fusion KE',
        sector: 'creative',
        text: 'Made-to-order Kenyan fashion from independent tailors, with virtual fittings and delivery across the country.',
      },
      {
        name: 'Tembea Access',
        sector: 'work',
        text: 'Accessibility audits for businesses, and a directory of wheelchair-friendly places in Nairobi and Mombasa.',
      },
    ],
  },
  {
    year: 2024,
    ventures: [
      {
        name: 'Kuku Connect',
        sector: 'agri',
        text: 'Links indigenous chicken farmers to hotels and supermarkets, with vaccination schedules and bulk feed orders.',
      },
      {
        name: 'Soko Credit',
        sector: 'fin',
        text: 'Invoice financing for women-owned suppliers to supermarkets and county governments.',
      },
      {
        name: 'Mama Scan',
        sector: 'health',
        text: 'Portable ultrasound with assisted reading for antenatal visits in rural health centres.',
      },
      {
        name: 'Jifunze AI',
        sector: 'edu',
        text: 'A Swahili-speaking study assistant for secondary school students that works on WhatsApp.',
      },
      {
        name: 'Eco Pads Kenya',
        sector: 'health',
        text: 'Reusable sanitary pads made in Thika, distributed to schools together with menstrual health lessons.',
      },
      {
        name: 'Green Jiko Lab',
        sector: 'clean',
        text: 'Efficient ethanol cookstoves and fuel refills for city households, delivered by a network of women agents.',
      },
    ],
  },
];

/** The focus cohort: Cohort 7's Top 15, in rank order (the top contestants page). */
const TOP_15: DemoVenture[] = [
  {
    name: 'AgriPulse Analytics',
    sector: 'agri',
    text: [
      'Founded by Wanjiru Kariuki, AgriPulse turns satellite and weather data into planting, spraying and harvest alerts that potato and maize farmers receive by SMS.',
      'More than 4,000 farmers in Nyandarua and Meru subscribe through their cooperatives, and yields on pilot farms rose by a fifth in two seasons.',
    ],
  },
  {
    name: 'Malipo Mama',
    sector: 'fin',
    text: [
      'Digital bookkeeping and credit scores for women who run market stalls, built by Akinyi Ouma after years as a loan officer in Kisumu.',
      'Partner SACCOs use the records to lend to traders who had never been offered credit before.',
    ],
  },
  {
    name: 'Afya Pulse',
    sector: 'health',
    text: [
      'Remote monitoring of blood pressure and blood sugar for patients in Kisumu and Siaya, with community health promoters visiting those whose readings drift.',
      'Founded by Dr. Nekesa Wafula, a physician who saw too many avoidable strokes in her ward.',
    ],
  },
  {
    name: 'Elimu Spark',
    sector: 'edu',
    text: [
      'STEM kits made from local materials and hands-on teacher training for junior secondary schools in Kajiado and Narok.',
      'Forty schools use the kits; the team is led by former science teacher Naserian Lemayian.',
    ],
  },
  {
    name: 'SolarSip Water',
    sector: 'clean',
    text: [
      'Solar-powered water purification points in fast-growing estates of Machakos, where residents buy safe drinking water by the litre with a tap card.',
    ],
  },
  {
    name: 'Kazi Bora Africa',
    sector: 'work',
    text: [
      'Verified skills profiles and gig matching for young women in hospitality and events, with pay received the same day through mobile money.',
    ],
  },
  {
    name: 'Mazao Cold Chain',
    sector: 'agri',
    text: [
      'Mobile solar cold storage for mango and avocado aggregators in Makueni, cutting post-harvest losses before the produce reaches Nairobi.',
    ],
  },
  {
    name: 'HerHealth Connect',
    sector: 'health',
    text: [
      'Private sexual and reproductive health consultations by phone for young women, with discreet delivery from partner pharmacies.',
    ],
  },
  {
    name: 'Pamoja Logistics',
    sector: 'logistics',
    text: [
      'Last-mile delivery in Nairobi by fleets of women riders on electric motorbikes, serving online shops and pharmacies.',
    ],
  },
  {
    name: 'Taka Smart Recycling',
    sector: 'clean',
    text: [
      'Buy-back points for plastic bottles in Mombasa that pay collectors instantly, and bale the plastic for recyclers.',
    ],
  },
  {
    name: 'Ushanga Digital',
    sector: 'creative',
    text: [
      'An online shop for Maasai and Samburu beadwork artisans, who sell straight to buyers in Kenya and abroad and keep most of the price.',
    ],
  },
  {
    name: 'Shule Pay',
    sector: 'fin',
    text: [
      'School-fee collection and instalment plans for low-cost private schools, so parents pay what they can each week.',
    ],
  },
  {
    name: 'Mkulima Voice',
    sector: 'agri',
    text: [
      'Farming advice by voice call in Luo, Luhya and Kamba for farmers on basic phones, recorded with county extension officers.',
    ],
  },
  {
    name: 'Dada Code Labs',
    sector: 'edu',
    text: [
      'Paid software engineering apprenticeships for young women from informal settlements, placed with Nairobi tech companies.',
    ],
  },
  {
    name: 'Nuru Sign',
    sector: 'work',
    text: [
      'Kenyan Sign Language interpretation by video call for deaf customers of banks and hospitals, on demand from a phone or a counter tablet.',
    ],
  },
];

const initials = (name: string) =>
  name
    .split(/\s+/)
    .filter((w) => /^[A-Za-z]/.test(w))
    .map((w) => w[0]!.toUpperCase())
    .slice(0, 2)
    .join('');

/** A square logo: the venture's initials on its sector's gradient, with a ring behind. */
function logo(name: string, [from, to]: [string, string]): string {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="400" height="400" viewBox="0 0 600 600">
  <defs>
    <linearGradient id="g" x1="0" y1="0" x2="1" y2="1">
      <stop offset="0" stop-color="${from}"/>
      <stop offset="1" stop-color="${to}"/>
    </linearGradient>
  </defs>
  <rect width="600" height="600" fill="url(#g)"/>
  <circle cx="300" cy="300" r="210" fill="none" stroke="#ffffff" stroke-opacity="0.35" stroke-width="14"/>
  <circle cx="520" cy="80" r="130" fill="#ffffff" fill-opacity="0.10"/>
  <text x="300" y="300" dy="0.35em" text-anchor="middle" font-family="DejaVu Sans, Liberation Sans, Arial, sans-serif"
    font-size="180" font-weight="700" fill="#ffffff" letter-spacing="4">${initials(name)}</text>
</svg>`;
  return svg;
}

/** Paragraphs, as the sanitiser would leave them (test/demo-seed.test.ts checks). */
const html = (text: string | string[]) => (Array.isArray(text) ? text : [text]).map((p) => `<p>${p}</p>`).join('');

/** Some links per venture, varied by position so that cards show different icon sets. */
function linksOf(name: string, i: number) {
  const handle = `demo_${slugify(name).replace(/-/g, '')}`;
  const site = `https://${slugify(name)}.example`;
  const pattern = i % 4;
  return {
    link: site,
    website_url: pattern === 2 || pattern === 3 ? site : null,
    x_url: pattern === 0 || pattern === 2 ? `https://x.com/${handle}` : null,
    linkedin_url: pattern !== 1 ? `https://www.linkedin.com/company/${handle}` : null,
    facebook_url: pattern === 1 || pattern === 3 ? `https://www.facebook.com/${handle}` : null,
    instagram_url: pattern === 1 ? `https://www.instagram.com/${handle}` : null,
    youtube_url: pattern === 3 ? `https://www.youtube.com/@${handle}` : null,
    tiktok_url: null,
  };
}

/**
 * Demo past cohorts (SEED_DEMO=1): Cohorts 1 to 7 (2018-2024) with their ventures, and the focus
 * cohort "Cohort 7 Top 15" (hidden from the Past Cohorts menu, the focus of the top contestants
 * page) with its Top 15 in rank order: Cohort 8 is the open call, whose Top 15 are not known yet. Logos are generated. Skipped once any past cohort exists.
 */
export async function seedDemoPastCohorts(ctx: DemoContext): Promise<void> {
  const [{ n } = { n: 0 }] = await ctx.db.select({ n: count() }).from(pastCohorts);
  if (n > 0) return;

  const cohorts = [
    ...PAST.map((c, i) => ({
      name: `Cohort ${i + 1}`,
      slug: `cohort-${i + 1}`,
      active: 1,
      current: 0,
      ventures: c.ventures,
      ranked: false,
      year: c.year,
    })),
    // The last finished cohort's Top 15: Cohort 8 is the open call (the demo programme).
    {
      name: 'Cohort 7 Top 15',
      slug: 'cohort-7-top-15',
      active: 0,
      current: 1,
      ventures: TOP_15,
      ranked: true,
      year: 2024,
    },
  ];

  // Pictures first (files, made in parallel), then each cohort and its ventures in one transaction.
  const logos = (
    await drawAll(
      ctx.storage,
      COMPETITOR_BUCKET,
      cohorts.flatMap((cohort) => cohort.ventures.map((v) => logo(v.name, COLOURS[v.sector]))),
    )
  ).map((p) => p.name);
  let next = 0;
  const pictures = cohorts.map((cohort) => cohort.ventures.map(() => logos[next++]!));

  for (const [c, cohort] of cohorts.entries()) {
    const images = pictures[c]!;
    const created = new Date(Date.UTC(cohort.year, 11, 15)).toISOString();
    await ctx.db.transaction(async (tx) => {
      const row = await audited.insert(tx, { model: 'PastCohort', actor: null }, pastCohorts, {
        name: cohort.name,
        slug: cohort.slug,
        active: cohort.active,
        current: cohort.current,
        created_at: created,
        updated_at: created,
      });
      // One insert for the ventures and one for their audit entries: start-up stays quick.
      const rows = await tx
        .insert(competitors)
        .values(
          cohort.ventures.map((v, i) => ({
            past_cohort_id: row.id,
            name: v.name,
            description: html(v.text),
            image: images[i]!,
            rank: cohort.ranked ? i + 1 : null,
            active: 1,
            ...linksOf(v.name, i),
            created_at: created,
            updated_at: created,
          })),
        )
        .returning();
      await tx.insert(auditLogs).values(
        rows.map((r) => ({
          model: 'Competitor',
          model_id: String(r.id),
          action: 'created',
          modder_id: null,
          old: null,
          new: r,
          changed: r,
        })),
      );
    });
  }
}
