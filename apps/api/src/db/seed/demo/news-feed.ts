import { todayInNairobi } from '@portal/contract/dates';
import { ROLE_SYSTEM_ADMIN } from '@portal/contract/permissions';
import { asc, eq } from 'drizzle-orm';
import { audited } from '../../../lib/audit';
import { NEWS_FEED_BUCKET } from '../../../lib/buckets';
import { newsFeeds, roles, userRoles, users } from '../../schema';
import { drawAll } from './draw';
import type { DemoContext } from './index';

type Motif = 'megaphone' | 'network' | 'chart' | 'calendar' | 'stars' | 'stage' | 'people' | 'shield' | 'rocket';

type DemoNews = {
  subject: string;
  author: string;
  source: string;
  /** Days before the seeding day. */
  daysAgo: number;
  body: string;
  cover: { from: string; to: string; accent: string; motif: Motif };
};

const NEWS: DemoNews[] = [
  {
    subject: 'A new partner joins to back the Top 7 seed grants',
    author: 'Wanjiku Mwangi',
    source: 'https://www.example.org/press/partner-seed-grants',
    daysAgo: 131,
    body: `<p>We are pleased to welcome a new impact partner whose contribution will fund part of this year's equity-free grants for the seven finalists.</p>
<p>"Women-led ventures in East Africa raise a small share of early-stage funding while building some of the region's most practical technology," said the partner's regional director at the signing in Nairobi. "Grants that ask for no equity let founders grow on their own terms."</p>
<p>The partnership also opens the partner's network of corporate buyers to the cohort, with two procurement clinics planned during incubation.</p>`,
    cover: { from: '#00695c', to: '#26a69a', accent: '#ffffff', motif: 'network' },
  },
  {
    subject: 'Bootcamp week: forty founders, five days in Nairobi',
    author: 'Amina Hassan',
    source: 'https://www.example.org/blog/bootcamp-week-recap',
    daysAgo: 106,
    body: `<p>Forty shortlisted founders spent five intense days with us at the bootcamp, working on customer discovery, unit economics and their pitch.</p>
<p>Each afternoon ended with office hours: founders booked twenty-minute slots with mentors from finance, product and law. Many used them to test a pricing change or a new sales channel before the final pitch on Friday.</p>
<ul><li>Day 1-2: problem, customer and market sizing</li><li>Day 3: revenue models and unit economics</li><li>Day 4: legal basics and data protection</li><li>Day 5: pitches to the selection panel</li></ul>
<p>Thank you to every founder and mentor who made the week so energetic.</p>`,
    cover: { from: '#283593', to: '#5c6bc0', accent: '#ffca28', motif: 'calendar' },
  },
  {
    subject: 'Meet the Top 15 of Cohort 7',
    author: 'Programme Team',
    source: 'https://www.example.org/news/cohort-8-top-15',
    daysAgo: 88,
    body: `<p>After the bootcamp pitches and a careful review by our judges, we are proud to announce the fifteen ventures that join the incubation phase of Cohort 7.</p>
<p>This year's group spans agritech, health, fintech, education and the creative economy, with founders from eleven counties. Together they already serve more than twelve thousand paying customers.</p>
<p>See every venture on the <a href="/cohort-8-top" rel="noopener noreferrer nofollow" target="_blank">Top 15 page</a>. Incubation starts next week with each founder paired with a coach for the coming months.</p>`,
    cover: { from: '#bf360c', to: '#ff7043', accent: '#fff176', motif: 'stars' },
  },
  {
    subject: 'Masterclass recap: pricing your product for Kenyan SMEs',
    author: 'Grace Achieng',
    source: 'https://www.example.org/blog/masterclass-pricing',
    daysAgo: 67,
    body: `<p>Pricing was the theme of this month's masterclass, led by a founder who has sold software to more than two thousand small businesses across East Africa.</p>
<p>Three lessons stood out for the cohort:</p>
<ol><li><strong>Price the outcome, not the feature.</strong> A shop owner pays for fewer stock-outs, not for a dashboard.</li><li><strong>Match how customers earn.</strong> Weekly or daily M-Pesa payments often convert better than a monthly invoice.</li><li><strong>Test one change at a time.</strong> Keep a simple log of what you changed and what happened.</li></ol>
<p>The slides and worksheet are shared with the cohort in the founders' workspace.</p>`,
    cover: { from: '#1565c0', to: '#42a5f5', accent: '#ffffff', motif: 'chart' },
  },
  {
    subject: 'What the Data Protection Act means for early-stage startups',
    author: 'Amina Hassan',
    source: 'https://www.example.org/blog/data-protection-for-startups',
    daysAgo: 49,
    body: `<p>Most of our founders handle personal data every day: customer phone numbers, health records, payment histories. Our legal masterclass walked through what Kenya's Data Protection Act expects of a small team.</p>
<p>The short version: know what you collect and why, ask for consent in plain language, keep only what you need, and register with the Office of the Data Protection Commissioner when your activity requires it.</p>
<p>Founders left with a one-page checklist and a template privacy notice to adapt to their own product.</p>`,
    cover: { from: '#37474f', to: '#607d8b', accent: '#80cbc4', motif: 'shield' },
  },
  {
    subject: 'Alumna of Cohort 6 closes her pre-seed round',
    author: 'Wanjiku Mwangi',
    source: 'https://www.example.org/news/alumna-pre-seed-round',
    daysAgo: 33,
    body: `<p>Congratulations to one of our Cohort 6 alumnae, whose cold-chain logistics startup for smallholder dairy farmers has closed a pre-seed round led by two regional angel networks.</p>
<p>The venture began as a pilot with one cooperative in Nyandarua during incubation. Two years later it moves milk for more than three thousand farmers, and the new funds will take it to two more counties.</p>
<p>"The programme taught me to measure what matters and to ask for help early," she told the current cohort during a fireside chat.</p>`,
    cover: { from: '#6a1b9a', to: '#ab47bc', accent: '#80deea', motif: 'rocket' },
  },
  {
    subject: 'Call for mentors: share one hour a month with a founder',
    author: 'Programme Team',
    source: 'https://www.example.org/get-involved/mentors',
    daysAgo: 17,
    body: `<p>Our founders learn the most from people who have built, sold and scaled before them. We are looking for mentors in finance, sales, product, law and operations for the coming months of coaching.</p>
<p>Mentors commit to one hour a month, online or in person, and are matched with a founder whose questions fit their experience. We especially welcome women who have led a technology business.</p>
<p>Write to the programme team with a short note about your experience to join the mentor network.</p>`,
    cover: { from: '#2e7d32', to: '#66bb6a', accent: '#fff59d', motif: 'people' },
  },
  {
    subject: 'Demo Day: seven finalists pitch for equity-free grants',
    author: 'Grace Achieng',
    source: 'https://www.example.org/events/demo-day',
    daysAgo: 5,
    body: `<p>Demo Day is almost here. The seven finalists of Cohort 7 will pitch to investors, partners and the public, each hoping to secure an equity-free grant to grow their venture.</p>
<p>The afternoon opens with a showcase of all fifteen ventures, followed by the finalists' pitches and a panel on funding women-led startups in Kenya. The winners are announced at the close of the event.</p>
<p>Seats are limited. The pitches are also streamed on our video channel for anyone who cannot attend in person.</p>`,
    cover: { from: '#880e4f', to: '#e91e63', accent: '#ffe082', motif: 'stage' },
  },
  {
    subject: 'Applications open for Cohort 8 of the accelerator',
    author: 'Programme Team',
    source: 'https://www.example.org/news/cohort-8-applications-open',
    // The active programme's call (Cohort 8, opened by the seed): the newest item.
    daysAgo: 3,
    body: `<p>We are delighted to open applications for <strong>Cohort 8</strong>, our twelve-week programme for women-led technology ventures in Kenya.</p>
<p>Founders who are between 18 and 35, run a registered business with a working product, and hold at least a 51% stake are invited to apply. The programme covers immersive learning, mentorship and coaching, masterclasses and a demo day where the top seven startups compete for equity-free seed grants.</p>
<p>Applications are made online in one sitting or over several days: you can save your answers and come back before the deadline. Read the eligibility criteria on the programme page, then create an account to start.</p>`,
    cover: { from: '#4a148c', to: '#d81b60', accent: '#ffd54f', motif: 'megaphone' },
  },
];

const W = 1200;
const H = 675;

/** Simple shapes for each kind of story (no text: fonts differ from one server to another). */
function motifSvg(motif: Motif, accent: string): string {
  const a = accent;
  switch (motif) {
    case 'megaphone':
      return `<g transform="translate(420 220)">
  <polygon points="0,90 220,0 220,260 0,170" fill="${a}"/>
  <rect x="-70" y="80" width="80" height="100" rx="14" fill="#fff"/>
  <rect x="20" y="170" width="50" height="120" rx="12" fill="#fff" fill-opacity="0.85"/>
  <path d="M270 60 q60 70 0 140" stroke="#fff" stroke-width="16" fill="none" stroke-linecap="round"/>
  <path d="M320 20 q100 110 0 220" stroke="#fff" stroke-width="16" fill="none" stroke-linecap="round" stroke-opacity="0.7"/>
  <path d="M370 -20 q140 150 0 300" stroke="#fff" stroke-width="16" fill="none" stroke-linecap="round" stroke-opacity="0.45"/>
</g>`;
    case 'network': {
      const nodes = [
        [300, 200],
        [520, 140],
        [760, 220],
        [900, 420],
        [640, 470],
        [400, 440],
        [600, 310],
      ];
      const links = [
        [0, 1],
        [1, 2],
        [2, 3],
        [3, 4],
        [4, 5],
        [5, 0],
        [6, 0],
        [6, 1],
        [6, 2],
        [6, 3],
        [6, 4],
        [6, 5],
      ];
      return `${links
        .map(
          ([p, q]) =>
            `<line x1="${nodes[p!]![0]}" y1="${nodes[p!]![1]}" x2="${nodes[q!]![0]}" y2="${nodes[q!]![1]}" stroke="#fff" stroke-width="6" stroke-opacity="0.6"/>`,
        )
        .join('')}${nodes
        .map(([x, y], i) => `<circle cx="${x}" cy="${y}" r="${i === 6 ? 56 : 34}" fill="${i === 6 ? a : '#fff'}"/>`)
        .join('')}`;
    }
    case 'chart':
      return `<g transform="translate(300 520)">
  ${[120, 190, 160, 260, 330]
    .map(
      (h, i) =>
        `<rect x="${i * 125}" y="${-h}" width="80" height="${h}" rx="10" fill="#fff" fill-opacity="${0.55 + i * 0.1}"/>`,
    )
    .join('')}
  <polyline points="40,-170 165,-240 290,-210 415,-320 540,-400" fill="none" stroke="${a}" stroke-width="14" stroke-linecap="round" stroke-linejoin="round"/>
  <circle cx="540" cy="-400" r="20" fill="${a}"/>
</g>`;
    case 'calendar':
      return `<g transform="translate(390 150)">
  <rect width="420" height="380" rx="28" fill="#fff"/>
  <rect width="420" height="90" rx="28" fill="${a}"/>
  <rect y="60" width="420" height="30" fill="${a}"/>
  ${Array.from({ length: 15 }, (_, i) => {
    const x = 30 + (i % 5) * 76;
    const y = 120 + Math.floor(i / 5) * 80;
    return `<rect x="${x}" y="${y}" width="56" height="56" rx="10" fill="${i >= 5 && i < 10 ? '#d81b60' : '#cfd8dc'}"/>`;
  }).join('')}
</g>`;
    case 'stars': {
      const star = (cx: number, cy: number, r: number, fill: string) => {
        const pts = Array.from({ length: 10 }, (_, i) => {
          const rad = i % 2 ? r * 0.45 : r;
          const ang = (Math.PI / 5) * i - Math.PI / 2;
          return `${(cx + rad * Math.cos(ang)).toFixed(1)},${(cy + rad * Math.sin(ang)).toFixed(1)}`;
        }).join(' ');
        return `<polygon points="${pts}" fill="${fill}"/>`;
      };
      return [
        star(600, 330, 170, a),
        star(330, 250, 70, '#fff'),
        star(870, 250, 70, '#fff'),
        star(420, 480, 50, '#fff'),
        star(780, 480, 50, '#fff'),
      ].join('');
    }
    case 'stage':
      return `<polygon points="330,0 430,0 560,560 200,560" fill="#fff" fill-opacity="0.18"/>
<polygon points="770,0 870,0 1000,560 640,560" fill="#fff" fill-opacity="0.18"/>
<rect x="420" y="360" width="360" height="40" rx="8" fill="${a}"/>
<rect x="540" y="260" width="120" height="100" rx="10" fill="#fff"/>
<circle cx="600" cy="215" r="38" fill="#fff"/>
${Array.from({ length: 9 }, (_, i) => `<circle cx="${200 + i * 100}" cy="${600 - (i % 2) * 14}" r="36" fill="#000" fill-opacity="0.35"/>`).join('')}`;
    case 'shield':
      return `<path d="M600 120 L800 190 Q800 430 600 540 Q400 430 400 190 Z" fill="#fff"/>
<path d="M600 170 L755 225 Q752 410 600 490 Z" fill="${a}"/>
<rect x="540" y="300" width="120" height="100" rx="12" fill="#37474f"/>
<path d="M560 300 v-30 a40 40 0 0 1 80 0 v30" stroke="#37474f" stroke-width="18" fill="none"/>`;
    case 'rocket':
      return `<g transform="rotate(35 600 340)">
  <path d="M600 90 Q690 190 680 400 L520 400 Q510 190 600 90 Z" fill="#fff"/>
  <circle cx="600" cy="250" r="42" fill="${a}"/>
  <polygon points="520,330 450,450 525,410" fill="${a}"/>
  <polygon points="680,330 750,450 675,410" fill="${a}"/>
  <polygon points="545,400 600,540 655,400" fill="#ffb74d"/>
</g>
${Array.from({ length: 12 }, (_, i) => `<circle cx="${((i * 97) % 1150) + 30}" cy="${((i * 53) % 600) + 30}" r="${3 + (i % 3) * 2}" fill="#fff" fill-opacity="0.7"/>`).join('')}`;
    case 'people':
      return [
        [380, a],
        [600, '#fff'],
        [820, a],
      ]
        .map(
          (
            [x, fill],
            i,
          ) => `<circle cx="${x}" cy="${250 - (i === 1 ? 30 : 0)}" r="${i === 1 ? 80 : 66}" fill="${fill}"/>
<path d="M${Number(x) - (i === 1 ? 150 : 125)} ${i === 1 ? 560 : 540} q${i === 1 ? 150 : 125} -${i === 1 ? 260 : 220} ${i === 1 ? 300 : 250} 0 Z" fill="${fill}"/>`,
        )
        .join('');
  }
}

function coverSvg(cover: DemoNews['cover']): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${W}" height="${H}" viewBox="0 0 ${W} ${H}">
<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${cover.from}"/><stop offset="1" stop-color="${cover.to}"/></linearGradient></defs>
<rect width="${W}" height="${H}" fill="url(#g)"/>
<circle cx="1080" cy="90" r="220" fill="#fff" fill-opacity="0.08"/>
<circle cx="110" cy="620" r="260" fill="#000" fill-opacity="0.08"/>
${motifSvg(cover.motif, cover.accent)}
</svg>`;
}

const daysBefore = (today: string, days: number) => {
  const d = new Date(`${today}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() - days);
  return d.toISOString().slice(0, 10);
};

/**
 * Demo news (SEED_DEMO=1): nine items over the last five months: the past cohort's (Cohort 7) steps, then the open call for Cohort 8, with covers drawn from SVG and
 * posted by the first System Admin when there is one. Adds nothing once any news item exists.
 */
export async function seedDemoNewsFeed(ctx: DemoContext): Promise<void> {
  const [existing] = await ctx.db.select({ id: newsFeeds.id }).from(newsFeeds).limit(1);
  if (existing) return;

  const [admin] = await ctx.db
    .select({ id: users.id })
    .from(users)
    .innerJoin(userRoles, eq(userRoles.user_id, users.id))
    .innerJoin(roles, eq(roles.id, userRoles.role_id))
    .where(eq(roles.name, ROLE_SYSTEM_ADMIN))
    .orderBy(asc(users.id))
    .limit(1);

  const today = todayInNairobi(ctx.now);
  // Pictures first (outside the transaction), then every row and its audit entry together.
  const images = (
    await drawAll(
      ctx.storage,
      NEWS_FEED_BUCKET,
      NEWS.map((item) => coverSvg(item.cover)),
    )
  ).map((p) => p.name);
  // Oldest first, so that ids follow the publish dates.
  await ctx.db.transaction(async (tx) => {
    for (const [i, item] of NEWS.entries()) {
      await audited.insert(tx, { model: 'NewsFeed', actor: null }, newsFeeds, {
        subject: item.subject,
        author: item.author,
        source: item.source,
        publish_date: daysBefore(today, item.daysAgo),
        // Written as the sanitiser would leave it (test/demo-seed.test.ts checks): loading the
        // sanitiser's jsdom would cost a first start half a second.
        body: item.body,
        image: images[i]!,
        user_id: admin?.id ?? null,
        active: 1,
      });
    }
  });
}
