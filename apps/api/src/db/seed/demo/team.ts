import { COACH_ROLE, TRAINER_ROLE } from '@portal/contract/team';
import { count } from 'drizzle-orm';
import { audited } from '../../../lib/audit';
import { TEAM_BUCKET } from '../../../lib/buckets';
import { teamMemberRoles, teamMembers, teamRoles } from '../../schema';
import { seedTeamRoles } from '../team-roles';
import { drawAll } from './draw';
import type { DemoContext } from './index';

type DemoMember = {
  name: string;
  roles: string[];
  bio: string;
  linkedin?: string;
  x?: string;
  website?: string;
  instagram?: string;
  /** Two warm colours of the portrait's gradient. */
  colours: [string, string];
};

const LEAD = 'Programme Lead';
const MENTOR = 'Mentor';
const COMMS = 'Communications';

const MEMBERS: DemoMember[] = [
  {
    name: 'Njeri Wambui',
    roles: [LEAD, COACH_ROLE],
    bio: '<p>Njeri leads the accelerator. She spent a decade building payment products for small merchants across East Africa before starting her own agritech venture, which she sold in 2021.</p><p>She coaches founders on <strong>strategy and leadership</strong>, and on building teams that outlast the programme.</p>',
    linkedin: 'https://www.linkedin.com/in/demo-njeri-wambui',
    x: 'https://x.com/demo_njeriwambui',
    colours: ['#f59e0b', '#d81b60'],
  },
  {
    name: 'Achieng Odhiambo',
    roles: [TRAINER_ROLE, COACH_ROLE],
    bio: '<p>Achieng is a product manager from Kisumu who has shipped mobile products used by millions of farmers. She runs the <strong>customer discovery</strong> masterclass and teaches founders to test assumptions before writing a line of code.</p>',
    linkedin: 'https://www.linkedin.com/in/demo-achieng-odhiambo',
    website: 'https://achieng-odhiambo.example',
    colours: ['#fb923c', '#be185d'],
  },
  {
    name: 'Mercy Chebet',
    roles: [TRAINER_ROLE, COACH_ROLE],
    bio: '<p>Mercy is a chartered accountant and angel investor based in Eldoret. She trains founders on <strong>financial modelling, unit economics and fundraising</strong>, and coaches the finalists through their first term sheets.</p>',
    linkedin: 'https://www.linkedin.com/in/demo-mercy-chebet',
    colours: ['#f97316', '#9d174d'],
  },
  {
    name: 'Faith Mutheu',
    roles: [TRAINER_ROLE],
    bio: '<p>Faith built the digital marketing team of a Nairobi e-commerce start-up from two people to forty. Her sessions cover <strong>growth marketing on a small budget</strong>: social media, WhatsApp commerce and measuring what works.</p>',
    instagram: 'https://www.instagram.com/demo_faithmutheu',
    x: 'https://x.com/demo_faithmutheu',
    colours: ['#fbbf24', '#e11d48'],
  },
  {
    name: 'Grace Wairimu',
    roles: [TRAINER_ROLE, COACH_ROLE],
    bio: '<p>Grace is an advocate of the High Court of Kenya specialising in technology and intellectual property law. She trains founders on <strong>company registration, contracts, data protection and protecting their IP</strong>, and coaches them through shareholder agreements.</p>',
    linkedin: 'https://www.linkedin.com/in/demo-grace-wairimu',
    colours: ['#f59e0b', '#c2410c'],
  },
  {
    name: 'Amina Hassan',
    roles: [TRAINER_ROLE, MENTOR],
    bio: '<p>Amina is a software engineer from Mombasa who has led engineering teams at two fintechs. She runs the <strong>technology and product architecture</strong> track and mentors founders hiring their first developers.</p>',
    linkedin: 'https://www.linkedin.com/in/demo-amina-hassan',
    website: 'https://amina-hassan.example',
    colours: ['#fdba74', '#db2777'],
  },
  {
    name: 'Lucy Nyambura',
    roles: [COACH_ROLE, MENTOR],
    bio: '<p>Lucy is a partner at an impact fund investing in early-stage ventures in Kenya, Uganda and Rwanda. She coaches founders on <strong>investor readiness</strong>: the data room, the story and the numbers investors look for.</p>',
    linkedin: 'https://www.linkedin.com/in/demo-lucy-nyambura',
    colours: ['#f472b6', '#b45309'],
  },
  {
    name: 'Brian Otieno',
    roles: [TRAINER_ROLE, COACH_ROLE],
    bio: '<p>Brian is a former radio presenter turned pitch coach. He trains every cohort on <strong>storytelling and pitching</strong>, and rehearses the finalists until their three minutes on demo day feel easy.</p>',
    x: 'https://x.com/demo_brianotieno',
    instagram: 'https://www.instagram.com/demo_brianotieno',
    colours: ['#fb7185', '#ea580c'],
  },
  {
    name: 'Purity Jepkosgei',
    roles: [TRAINER_ROLE],
    bio: '<p>Purity is a data scientist who has measured the impact of health and education programmes across Kenya. She teaches founders to <strong>measure their impact and use data</strong> to make better decisions every week.</p>',
    linkedin: 'https://www.linkedin.com/in/demo-purity-jepkosgei',
    colours: ['#facc15', '#dc2626'],
  },
  {
    name: 'Esther Akinyi',
    roles: [COACH_ROLE],
    bio: '<p>Esther has run operations for a logistics company serving traders in Nairobi’s markets. She coaches founders on <strong>operations and scaling</strong>: processes, suppliers and the first ten hires.</p>',
    linkedin: 'https://www.linkedin.com/in/demo-esther-akinyi',
    colours: ['#fb923c', '#7e22ce'],
  },
  {
    name: 'Kevin Mutua',
    roles: [TRAINER_ROLE, COACH_ROLE],
    bio: '<p>Kevin has sold enterprise software to banks and county governments for twelve years. He trains founders on <strong>B2B sales and partnerships</strong> and coaches them through their first large contracts.</p>',
    linkedin: 'https://www.linkedin.com/in/demo-kevin-mutua',
    website: 'https://kevin-mutua.example',
    colours: ['#f59e0b', '#be123c'],
  },
  {
    name: 'Halima Abdi',
    roles: [COACH_ROLE, MENTOR],
    bio: '<p>Halima founded a solar energy company in Garissa that now serves over 20,000 homes. She coaches founders building for <strong>rural and underserved markets</strong>, and mentors them on resilience and leadership.</p>',
    linkedin: 'https://www.linkedin.com/in/demo-halima-abdi',
    x: 'https://x.com/demo_halimaabdi',
    colours: ['#fcd34d', '#c026d3'],
  },
  {
    name: 'Zawadi Mwende',
    roles: [COMMS],
    bio: '<p>Zawadi runs communications for the programme: the stories, the news feed and the demo day livestream. Reach out to her to feature a founder from the cohort.</p>',
    instagram: 'https://www.instagram.com/demo_zawadimwende',
    x: 'https://x.com/demo_zawadimwende',
    colours: ['#fdba74', '#e11d48'],
  },
];

const initials = (name: string) =>
  name
    .split(/\s+/)
    .map((p) => p[0]?.toUpperCase() ?? '')
    .slice(0, 2)
    .join('');

/** A square portrait: the initials on a warm gradient with soft circles behind. */
function portrait(name: string, [from, to]: [string, string], size = 600): string {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${size}" height="${size}" viewBox="0 0 800 800">
  <defs>
    <linearGradient id="g" x1="0" y1="0" x2="1" y2="1">
      <stop offset="0" stop-color="${from}"/>
      <stop offset="1" stop-color="${to}"/>
    </linearGradient>
  </defs>
  <rect width="800" height="800" fill="url(#g)"/>
  <circle cx="660" cy="140" r="220" fill="#ffffff" fill-opacity="0.12"/>
  <circle cx="120" cy="700" r="260" fill="#ffffff" fill-opacity="0.10"/>
  <circle cx="400" cy="400" r="250" fill="#ffffff" fill-opacity="0.16"/>
  <text x="400" y="400" dy="0.35em" text-anchor="middle" font-family="DejaVu Sans, Liberation Sans, Arial, sans-serif"
    font-size="230" font-weight="700" fill="#ffffff" letter-spacing="6">${initials(name)}</text>
</svg>`;
  return svg;
}

/**
 * Demo team (SEED_DEMO=1): the team roles, and about a dozen members with bios, links, roles and
 * portraits; at least 8 trainers and 8 coaches for those pages. Skipped once any member exists.
 */
export async function seedDemoTeam(ctx: DemoContext): Promise<void> {
  await seedTeamRoles(ctx.db);
  const [{ n } = { n: 0 }] = await ctx.db.select({ n: count() }).from(teamMembers);
  if (n > 0) return;
  const roleIds = new Map(
    (await ctx.db.select({ id: teamRoles.id, name: teamRoles.name }).from(teamRoles)).map((r) => [
      r.name.toLowerCase(),
      r.id,
    ]),
  );

  const portraits = await drawAll(
    ctx.storage,
    TEAM_BUCKET,
    MEMBERS.map((m) => portrait(m.name, m.colours)),
  );
  for (const [i, m] of MEMBERS.entries()) {
    const image = portraits[i]!.name;
    // Spread the "date added" over the last weeks, oldest first.
    const created = new Date(ctx.now.getTime() - (MEMBERS.length - i) * 3 * 86_400_000).toISOString();
    await ctx.db.transaction(async (tx) => {
      const row = await audited.insert(tx, { model: 'TeamMember', actor: null }, teamMembers, {
        name: m.name,
        bio: m.bio,
        image,
        email_address: `${m.name.split(' ')[0]!.toLowerCase()}@accelerator.example`,
        phone_number: `+254 7${String(10 + i).padStart(2, '0')} ${String(100 + i * 37).slice(-3)} ${String(200 + i * 53).slice(-3)}`,
        website_url: m.website ?? null,
        x_url: m.x ?? null,
        linkedin_url: m.linkedin ?? null,
        instagram_url: m.instagram ?? null,
        active: 1,
        created_at: created,
        updated_at: created,
      });
      await tx
        .insert(teamMemberRoles)
        .values(m.roles.map((name) => ({ team_member_id: row.id, team_role_id: roleIds.get(name.toLowerCase())! })));
    });
  }
}
