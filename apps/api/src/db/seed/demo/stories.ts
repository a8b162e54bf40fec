import fs from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import { todayInNairobi } from '@portal/contract/dates';
import { count } from 'drizzle-orm';
import { audited } from '../../../lib/audit';
import { storeVideo } from '../../../lib/uploads';
import { images, stories, videos } from '../../schema';
import { drawAll } from './draw';
import type { DemoContext } from './index';

/**
 * The demo clip: four seconds of the programme's colours (VP9 WebM, 640x360, ~70 KB), made once
 * from a canvas animation. Found beside the running module: src/db/seed/demo/stories-assets in
 * development, dist/stories-assets in the bundle (copied by build.mjs).
 */
const CLIP = 'founder-stories.webm';
const clipFile = () => fileURLToPath(new URL(`./stories-assets/${CLIP}`, import.meta.url));

/** The clip, or null when it is missing (the videos are then seeded without a file). */
async function readClip(): Promise<Buffer | null> {
  try {
    return await fs.readFile(clipFile());
  } catch {
    return null;
  }
}

type DemoVideo = { name: string; date: string; founder: string; venture: string; scene: Scene; pictures?: number };
type DemoStory = { name: string; year: number; videos: DemoVideo[] };
type Scene = 'portrait' | 'stage' | 'market';

const STORIES = (thisYear: number): DemoStory[] => [
  {
    name: 'Cohort 7 Founders',
    year: Math.min(2025, thisYear),
    videos: [
      {
        name: 'Grace Njeri on Amani Health',
        date: '2025-08-14',
        founder: 'Grace Njeri',
        venture: 'Amani Health: clinic bookings over WhatsApp',
        scene: 'portrait',
        pictures: 2,
      },
      {
        name: 'Faith Chebet on SokoFresh',
        date: '2025-09-02',
        founder: 'Faith Chebet',
        venture: 'SokoFresh: cold storage for market traders',
        scene: 'market',
      },
      {
        name: 'Halima Abdi on PesaSmart',
        date: '2025-10-07',
        founder: 'Halima Abdi',
        venture: 'PesaSmart: savings circles on mobile money',
        scene: 'portrait',
      },
      {
        name: 'Demo Day Highlights 2025',
        date: '2025-11-20',
        founder: 'Demo Day',
        venture: 'Seven founders pitch to investors in Nairobi',
        scene: 'stage',
        pictures: 2,
      },
    ],
  },
  {
    name: 'Cohort 6 Founders',
    year: Math.min(2024, thisYear),
    videos: [
      {
        name: 'Mercy Akinyi on KuzaLearn',
        date: '2024-07-11',
        founder: 'Mercy Akinyi',
        venture: 'KuzaLearn: offline lessons for rural schools',
        scene: 'portrait',
      },
      {
        name: 'Esther Wambui on GreenCharge',
        date: '2024-08-22',
        founder: 'Esther Wambui',
        venture: 'GreenCharge: solar charging kiosks',
        scene: 'market',
      },
      {
        name: 'Pitch Night 2024',
        date: '2024-10-30',
        founder: 'Pitch Night',
        venture: 'The Top 7 of Cohort 6 on stage',
        scene: 'stage',
      },
    ],
  },
];

const PALETTES = [
  ['#4a148c', '#d81b60', '#f8bbd0'],
  ['#1a237e', '#6a1b9a', '#ce93d8'],
  ['#004d40', '#6a1b9a', '#80cbc4'],
  ['#3e2723', '#d81b60', '#ffcc80'],
  ['#2a0a3d', '#ad1457', '#f48fb1'],
  ['#0d47a1', '#4a148c', '#90caf9'],
  ['#33691e', '#6a1b9a', '#c5e1a5'],
] as const;

const escapeXml = (s: string) => s.replace(/[<>&"']/g, (c) => `&#${c.charCodeAt(0)};`);
const initials = (name: string) =>
  name
    .split(/\s+/)
    .map((w) => w[0])
    .join('')
    .slice(0, 2)
    .toUpperCase();

function sceneSvg(scene: Scene, light: string, accent: string, who: string): string {
  if (scene === 'stage') {
    // A stage with a spotlight and an audience.
    const heads = Array.from({ length: 9 }, (_, i) => {
      const x = 120 + i * 130;
      return `<circle cx="${x}" cy="600" r="30" fill="#000" fill-opacity="0.35"/><rect x="${x - 50}" y="625" width="100" height="80" rx="40" fill="#000" fill-opacity="0.35"/>`;
    }).join('');
    return `<polygon points="640,0 470,520 810,520" fill="${light}" fill-opacity="0.22"/>
      <rect x="300" y="500" width="680" height="40" rx="8" fill="#000" fill-opacity="0.25"/>
      <circle cx="640" cy="330" r="46" fill="${light}"/><rect x="590" y="380" width="100" height="130" rx="40" fill="${light}"/>
      <rect x="700" y="400" width="8" height="110" fill="#fff" fill-opacity="0.7"/>${heads}`;
  }
  if (scene === 'market') {
    // Market stalls under awnings, with crates.
    const stalls = [0, 1, 2]
      .map((i) => {
        const x = 640 + i * 200;
        return `<polygon points="${x},250 ${x + 180},250 ${x + 160},310 ${x + 20},310" fill="${i === 1 ? accent : light}" fill-opacity="0.85"/>
        <rect x="${x + 25}" y="310" width="130" height="150" fill="#fff" fill-opacity="0.15"/>
        <rect x="${x + 35}" y="400" width="50" height="40" rx="4" fill="${light}"/><rect x="${x + 95}" y="390" width="50" height="50" rx="4" fill="${accent}"/>`;
      })
      .join('');
    return `${stalls}<rect x="600" y="460" width="640" height="12" rx="6" fill="#fff" fill-opacity="0.3"/>`;
  }
  // A founder's portrait: a circle with her initials, a laptop in front.
  return `<circle cx="930" cy="300" r="190" fill="${light}" fill-opacity="0.9"/>
    <text x="930" y="345" font-family="DejaVu Sans, sans-serif" font-size="130" font-weight="bold" fill="${accent}" text-anchor="middle">${escapeXml(initials(who))}</text>
    <rect x="790" y="520" width="280" height="18" rx="9" fill="#fff" fill-opacity="0.85"/>
    <rect x="820" y="440" width="220" height="80" rx="10" fill="#fff" fill-opacity="0.6"/>`;
}

/** A 960x540 cover (drawn on a 1280x720 grid): the programme's colours, a simple scene, the story's name and the title. */
function coverSvg(v: DemoVideo, storyName: string, palette: readonly string[]): string {
  const [dark, accent, light] = palette;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="960" height="540" viewBox="0 0 1280 720">
  <defs>
    <linearGradient id="bg" x1="0" y1="0" x2="1" y2="1">
      <stop offset="0" stop-color="${dark}"/><stop offset="1" stop-color="${accent}"/>
    </linearGradient>
    <radialGradient id="glow" cx="0.8" cy="0.2" r="0.6">
      <stop offset="0" stop-color="#fff" stop-opacity="0.25"/><stop offset="1" stop-color="#fff" stop-opacity="0"/>
    </radialGradient>
  </defs>
  <rect width="1280" height="720" fill="url(#bg)"/>
  <rect width="1280" height="720" fill="url(#glow)"/>
  ${sceneSvg(v.scene, light!, accent!, v.founder)}
  <rect x="0" y="560" width="1280" height="160" fill="#000" fill-opacity="0.35"/>
  <text x="60" y="630" font-family="DejaVu Sans, sans-serif" font-size="52" font-weight="bold" fill="#fff">${escapeXml(v.name)}</text>
  <text x="60" y="684" font-family="DejaVu Sans, sans-serif" font-size="30" fill="${light}">${escapeXml(v.venture)}</text>
  <rect x="60" y="70" width="${storyName.length * 21 + 48}" height="56" rx="28" fill="#fff" fill-opacity="0.9"/>
  <text x="84" y="108" font-family="DejaVu Sans, sans-serif" font-size="30" font-weight="bold" fill="${dark}">${escapeXml(storyName)}</text>
</svg>`;
}

/** A behind-the-scenes picture of a video (800x600): a workshop table or a stage, in the palette. */
function pictureSvg(n: number, palette: readonly string[]): string {
  const [dark, accent, light] = palette;
  const people = Array.from({ length: 4 }, (_, i) => {
    const x = 160 + i * 160 + (n % 2) * 40;
    return `<circle cx="${x}" cy="${250 + (i % 2) * 20}" r="38" fill="${i % 2 ? light : '#fff'}" fill-opacity="0.9"/>
      <rect x="${x - 55}" y="${295 + (i % 2) * 20}" width="110" height="140" rx="50" fill="${i % 2 ? light : '#fff'}" fill-opacity="0.75"/>`;
  }).join('');
  return `<svg xmlns="http://www.w3.org/2000/svg" width="800" height="600" viewBox="0 0 800 600">
  <defs><linearGradient id="bg" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${accent}"/><stop offset="1" stop-color="${dark}"/></linearGradient></defs>
  <rect width="800" height="600" fill="url(#bg)"/>
  <rect x="${n % 2 ? 520 : 60}" y="60" width="220" height="130" rx="10" fill="#fff" fill-opacity="0.2"/>
  ${people}
  <rect x="80" y="420" width="640" height="40" rx="12" fill="#000" fill-opacity="0.35"/>
</svg>`;
}

/**
 * Demo stories (SEED_DEMO=1): one per recent cohort, each with a few founders' videos. Every
 * video gets its own copy of the demo clip (replacing one video's file must not touch another's)
 * and a generated cover; a couple of videos get pictures. Skipped once any story exists.
 */
export async function seedDemoStories(ctx: DemoContext): Promise<void> {
  const [{ n } = { n: 0 }] = await ctx.db.select({ n: count() }).from(stories);
  if (Number(n) > 0) return;
  const clip = await readClip();
  const thisYear = Number(todayInNairobi(ctx.now).slice(0, 4));
  let palette = 0;
  for (const demo of STORIES(thisYear)) {
    // Files first (outside the transaction), then the rows and their audit entries together.
    const prepared: {
      v: DemoVideo;
      cover: string;
      file: string | null;
      pictures: { name: string; width: number; height: number }[];
    }[] = [];
    const colours = demo.videos.map(() => PALETTES[palette++ % PALETTES.length]!);
    const [covers, pictures] = await Promise.all([
      drawAll(
        ctx.storage,
        'video_cover',
        demo.videos.map((v, i) => coverSvg(v, demo.name, colours[i]!)),
      ),
      drawAll(
        ctx.storage,
        'video_images',
        demo.videos.flatMap((v, i) => Array.from({ length: v.pictures ?? 0 }, (_, p) => pictureSvg(p, colours[i]!))),
      ),
    ]);
    let nextPicture = 0;
    for (const [i, v] of demo.videos.entries()) {
      const file = clip ? await storeVideo(ctx.storage, 'videos', { buffer: clip, filename: CLIP }) : null;
      const own = pictures.slice(nextPicture, nextPicture + (v.pictures ?? 0));
      nextPicture += own.length;
      prepared.push({ v, cover: covers[i]!.name, file, pictures: own });
    }
    await ctx.db.transaction(async (tx) => {
      const story = await audited.insert(tx, { model: 'Story', actor: null }, stories, {
        name: demo.name,
        year: demo.year,
        active: 1,
      });
      for (const { v, cover, file, pictures } of prepared) {
        const video = await audited.insert(tx, { model: 'Video', actor: null }, videos, {
          story_id: story.id,
          name: v.name,
          date: v.date,
          image: cover,
          video: file,
          active: 1,
        });
        for (const picture of pictures) {
          await audited.insert(tx, { model: 'VideoImage', actor: null }, images, { video_id: video.id, ...picture });
        }
      }
    });
  }
}
