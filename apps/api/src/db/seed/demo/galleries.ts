import { todayInNairobi } from '@portal/contract/dates';
import { count } from 'drizzle-orm';
import { audited } from '../../../lib/audit';
import { GALLERY_BUCKET as BUCKET } from '../../../lib/buckets';
import { albums, galleries, images } from '../../schema';
import { drawAll, removeDrawn } from './draw';
import { type DemoImage, GALLERIES, type Scene, type Shape } from './galleries-data';
import type { DemoContext } from './index';

const SIZES: Record<Shape, [number, number]> = {
  landscape: [800, 600],
  wide: [960, 600],
  portrait: [600, 800],
  tall: [600, 900],
  square: [720, 720],
};

/** A small deterministic random source, so the demo pictures are the same at every seeding. */
function random(seed: number) {
  let s = seed >>> 0 || 1;
  return () => {
    s ^= s << 13;
    s ^= s >>> 17;
    s ^= s << 5;
    return ((s >>> 0) % 10_000) / 10_000;
  };
}

const SKIN = ['#5d4037', '#6d4c41', '#4e342e', '#795548', '#3e2723', '#8d6e63'];
const CLOTHES = ['#d81b60', '#8e24aa', '#00897b', '#f9a825', '#3949ab', '#e64a19', '#43a047', '#ffffff'];

const escapeXml = (s: string) =>
  s.replace(/[<>&'"]/g, (c) => ({ '<': '&lt;', '>': '&gt;', '&': '&amp;', "'": '&apos;', '"': '&quot;' })[c]!);

/** A standing person: head, shoulders and body, `h` tall with the feet at `y`. */
function person(x: number, y: number, h: number, rnd: () => number, opacity = 1) {
  const skin = SKIN[Math.floor(rnd() * SKIN.length)]!;
  const cloth = CLOTHES[Math.floor(rnd() * CLOTHES.length)]!;
  const head = h * 0.13;
  const bodyW = h * 0.34;
  const top = y - h;
  return `<g${opacity < 1 ? ` opacity="${opacity}"` : ''}>
    <rect x="${x - bodyW / 2}" y="${top + head * 2.1}" width="${bodyW}" height="${h - head * 2.1}" rx="${bodyW * 0.35}" fill="${cloth}"/>
    <circle cx="${x}" cy="${top + head}" r="${head}" fill="${skin}"/>
    <path d="M${x - head} ${top + head * 0.8} q${head} ${-head * 1.5} ${head * 2} 0" fill="#1b1b1b" fill-opacity="0.85"/>
  </g>`;
}

/** A row of heads and shoulders seen from behind (an audience). */
function audience(w: number, h: number, rnd: () => number) {
  const out: string[] = [];
  for (let row = 0; row < 2; row++) {
    const y = h - row * h * 0.07;
    const r = h * (0.05 - row * 0.01);
    for (let x = -r + rnd() * r; x < w + r; x += r * 2.4) {
      const cloth = CLOTHES[Math.floor(rnd() * CLOTHES.length)]!;
      out.push(
        `<g${row ? ' opacity="0.75"' : ''}><rect x="${x - r * 1.3}" y="${y - r * 0.9}" width="${r * 2.6}" height="${r * 2}" rx="${r}" fill="${cloth}" fill-opacity="0.9"/><circle cx="${x}" cy="${y - r * 1.4}" r="${r * 0.85}" fill="#1f1a17"/></g>`,
      );
    }
  }
  return out.reverse().join('');
}

function sceneSvg(scene: Scene, w: number, h: number, palette: [string, string, string], seed: number): string {
  const rnd = random(seed);
  const [deep, bright, accent] = palette;
  const floor = h * 0.78;
  const parts: string[] = [];
  const bokeh = () => {
    for (let i = 0; i < 9; i++) {
      parts.push(
        `<circle cx="${rnd() * w}" cy="${rnd() * h * 0.6}" r="${20 + rnd() * 60}" fill="#ffffff" fill-opacity="${0.05 + rnd() * 0.1}"/>`,
      );
    }
  };
  switch (scene) {
    case 'stage': {
      bokeh();
      // Screen with a rising chart, a lectern, a speaker, the audience.
      const sw = w * 0.46;
      const sx = w * 0.44;
      parts.push(
        `<rect x="${sx}" y="${h * 0.12}" width="${sw}" height="${h * 0.34}" rx="8" fill="#fafafa" fill-opacity="0.92"/>`,
      );
      for (let i = 0; i < 5; i++) {
        const bh = h * 0.05 + i * h * 0.045 + rnd() * h * 0.02;
        parts.push(
          `<rect x="${sx + sw * 0.12 + i * sw * 0.16}" y="${h * 0.42 - bh}" width="${sw * 0.1}" height="${bh}" fill="${i % 2 ? bright : accent}"/>`,
        );
      }
      parts.push(`<rect x="0" y="${floor}" width="${w}" height="${h - floor}" fill="#1a1a2e" fill-opacity="0.55"/>`);
      parts.push(person(w * 0.26, floor, h * 0.46, rnd));
      parts.push(
        `<path d="M${w * 0.3} ${floor} l${w * 0.02} ${-h * 0.2} h${w * 0.09} l${w * 0.02} ${h * 0.2} z" fill="${deep}" stroke="#ffffff" stroke-opacity="0.3"/>`,
      );
      parts.push(audience(w, h, rnd));
      break;
    }
    case 'workshop': {
      // Tables with laptops and people around them.
      parts.push(`<rect x="0" y="${h * 0.62}" width="${w}" height="${h * 0.38}" fill="#000000" fill-opacity="0.18"/>`);
      parts.push(
        `<rect x="${w * 0.06}" y="${h * 0.1}" width="${w * 0.3}" height="${h * 0.22}" rx="6" fill="#fffde7" fill-opacity="0.9"/>`,
      );
      for (let i = 0; i < 6; i++) {
        parts.push(
          `<rect x="${w * 0.08 + (i % 3) * w * 0.09}" y="${h * 0.13 + Math.floor(i / 3) * h * 0.09}" width="${w * 0.07}" height="${h * 0.06}" fill="${[accent, bright, '#81d4fa'][i % 3]}" transform="rotate(${rnd() * 10 - 5} ${w * 0.1} ${h * 0.15})"/>`,
        );
      }
      const tables = w > h ? 2 : 1;
      for (let tIdx = 0; tIdx < tables; tIdx++) {
        const cx = tables === 2 ? w * (0.3 + tIdx * 0.42) : w * 0.5;
        const ty = h * 0.7;
        for (let p = 0; p < 3; p++) parts.push(person(cx - w * 0.12 + p * w * 0.12, ty + h * 0.02, h * 0.3, rnd));
        parts.push(
          `<rect x="${cx - w * 0.19}" y="${ty}" width="${w * 0.38}" height="${h * 0.05}" rx="4" fill="#8d6e63"/>`,
        );
        parts.push(
          `<rect x="${cx - w * 0.19 + 4}" y="${ty + h * 0.05}" width="6" height="${h * 0.18}" fill="#5d4037"/><rect x="${cx + w * 0.19 - 10}" y="${ty + h * 0.05}" width="6" height="${h * 0.18}" fill="#5d4037"/>`,
        );
        for (let l = 0; l < 2; l++) {
          const lx = cx - w * 0.1 + l * w * 0.13;
          parts.push(
            `<path d="M${lx} ${ty} l${w * 0.015} ${-h * 0.07} h${w * 0.07} l${w * 0.015} ${h * 0.07} z" fill="#cfd8dc"/><rect x="${lx + w * 0.02}" y="${ty - h * 0.062}" width="${w * 0.06}" height="${h * 0.05}" fill="${deep}" fill-opacity="0.8"/>`,
          );
        }
      }
      break;
    }
    case 'group': {
      // A banner above a row of people of varied heights.
      parts.push(
        `<rect x="${w * 0.15}" y="${h * 0.08}" width="${w * 0.7}" height="${h * 0.12}" rx="6" fill="${accent}"/><text x="${w / 2}" y="${h * 0.14}" dy="0.35em" text-anchor="middle" font-family="DejaVu Sans, Liberation Sans, Arial, sans-serif" font-size="${Math.round(h * 0.05)}" font-weight="700" fill="${deep}">WOMEN IN TECH ACCELERATOR</text>`,
      );
      parts.push(`<rect x="0" y="${floor}" width="${w}" height="${h - floor}" fill="#000000" fill-opacity="0.2"/>`);
      const n = w > h ? 7 : 4;
      for (let row = 1; row >= 0; row--) {
        for (let i = 0; i < n - row; i++) {
          const x = w * ((i + 0.5 + row * 0.5) / n);
          parts.push(person(x, floor + h * 0.06 - row * h * 0.08, h * (0.42 + rnd() * 0.06 - row * 0.04), rnd));
        }
      }
      break;
    }
    case 'portrait': {
      bokeh();
      parts.push(person(w * 0.5, h * 1.05, h * 0.85, rnd));
      parts.push(`<rect x="0" y="${h * 0.9}" width="${w}" height="${h * 0.1}" fill="#000000" fill-opacity="0.15"/>`);
      break;
    }
    case 'award': {
      bokeh();
      // A big cheque and a trophy between two people.
      parts.push(
        `<rect x="${w * 0.22}" y="${h * 0.34}" width="${w * 0.56}" height="${h * 0.2}" rx="6" fill="#ffffff"/><rect x="${w * 0.22}" y="${h * 0.34}" width="${w * 0.56}" height="${h * 0.045}" fill="${bright}"/><text x="${w * 0.5}" y="${h * 0.47}" text-anchor="middle" font-family="DejaVu Sans, Liberation Sans, Arial, sans-serif" font-size="${Math.round(Math.min(w, h) * 0.06)}" font-weight="700" fill="${deep}">USD 10,000</text>`,
      );
      parts.push(person(w * 0.16, floor + h * 0.1, h * 0.62, rnd), person(w * 0.84, floor + h * 0.1, h * 0.62, rnd));
      parts.push(
        `<path d="M${w * 0.46} ${h * 0.16} h${w * 0.08} q0 ${h * 0.09} ${-w * 0.04} ${h * 0.1} q${-w * 0.04} ${-h * 0.01} ${-w * 0.04} ${-h * 0.1} z" fill="${accent}"/><rect x="${w * 0.485}" y="${h * 0.26}" width="${w * 0.03}" height="${h * 0.05}" fill="${accent}"/>`,
      );
      parts.push(`<rect x="0" y="${floor + h * 0.1}" width="${w}" height="${h}" fill="#000000" fill-opacity="0.25"/>`);
      break;
    }
    case 'outdoor': {
      // Evening sky, sun, hills, a city skyline and people in the foreground.
      parts.push(
        `<circle cx="${w * 0.75}" cy="${h * 0.3}" r="${Math.min(w, h) * 0.12}" fill="${accent}" fill-opacity="0.9"/>`,
      );
      let x = 0;
      while (x < w) {
        const bw = w * (0.04 + rnd() * 0.05);
        const bh = h * (0.12 + rnd() * 0.25);
        parts.push(
          `<rect x="${x}" y="${h * 0.62 - bh}" width="${bw}" height="${bh}" fill="${deep}" fill-opacity="0.7"/>`,
        );
        x += bw + 2;
      }
      parts.push(
        `<path d="M0 ${h * 0.62} Q${w * 0.25} ${h * 0.52} ${w * 0.5} ${h * 0.62} T${w} ${h * 0.6} V${h} H0 z" fill="#2e7d32"/>`,
      );
      parts.push(`<path d="M0 ${h * 0.72} Q${w * 0.4} ${h * 0.64} ${w} ${h * 0.74} V${h} H0 z" fill="#1b5e20"/>`);
      for (let i = 0; i < 4; i++) parts.push(person(w * (0.15 + i * 0.22 + rnd() * 0.05), h * 0.98, h * 0.36, rnd));
      break;
    }
    case 'booth': {
      // An exhibition stand: a roll-up banner, a table, a visitor and a host.
      parts.push(`<rect x="0" y="${floor}" width="${w}" height="${h - floor}" fill="#000000" fill-opacity="0.22"/>`);
      parts.push(
        `<rect x="${w * 0.08}" y="${h * 0.12}" width="${w * 0.22}" height="${floor - h * 0.12}" rx="4" fill="#ffffff" fill-opacity="0.95"/><circle cx="${w * 0.19}" cy="${h * 0.3}" r="${Math.min(w, h) * 0.07}" fill="${bright}"/><rect x="${w * 0.11}" y="${h * 0.45}" width="${w * 0.16}" height="${h * 0.03}" fill="${deep}"/><rect x="${w * 0.11}" y="${h * 0.51}" width="${w * 0.12}" height="${h * 0.02}" fill="${accent}"/>`,
      );
      parts.push(person(w * 0.5, floor, h * 0.5, rnd), person(w * 0.78, floor + h * 0.04, h * 0.55, rnd));
      parts.push(
        `<rect x="${w * 0.36}" y="${floor - h * 0.17}" width="${w * 0.32}" height="${h * 0.17}" fill="${accent}"/><rect x="${w * 0.44}" y="${floor - h * 0.24}" width="${w * 0.07}" height="${h * 0.07}" fill="#eceff1"/>`,
      );
      break;
    }
  }
  return parts.join('\n');
}

/** A scene-like demo photo: a gradient backdrop, simple shapes, and the caption on a dark band. */
function demoPhoto(image: DemoImage, palette: [string, string, string], seed: number): string {
  const [w, h] = SIZES[image.shape];
  const [deep, bright] = palette;
  const angle = Math.round(random(seed * 7)() * 60);
  const fontSize = Math.round(Math.min(w, h) * 0.034);
  const lines = wrap(image.caption, Math.floor((w - fontSize * 2) / (fontSize * 0.58)));
  const band = fontSize * (1.3 + lines.length * 1.3);
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}" viewBox="0 0 ${w} ${h}">
  <defs>
    <linearGradient id="bg" x1="0" y1="0" x2="1" y2="1" gradientTransform="rotate(${angle} 0.5 0.5)">
      <stop offset="0" stop-color="${deep}"/>
      <stop offset="1" stop-color="${bright}"/>
    </linearGradient>
    <radialGradient id="light" cx="0.3" cy="0.2" r="0.8">
      <stop offset="0" stop-color="#ffffff" stop-opacity="0.35"/>
      <stop offset="1" stop-color="#ffffff" stop-opacity="0"/>
    </radialGradient>
  </defs>
  <rect width="${w}" height="${h}" fill="url(#bg)"/>
  <rect width="${w}" height="${h}" fill="url(#light)"/>
  ${sceneSvg(image.scene, w, h, palette, seed)}
  <rect x="0" y="${h - band}" width="${w}" height="${band}" fill="#000000" fill-opacity="0.55"/>
  ${lines
    .map(
      (line, i) =>
        `<text x="${fontSize}" y="${h - band + fontSize * (1.3 + i * 1.3)}" dy="0.35em" font-family="DejaVu Sans, Liberation Sans, Arial, sans-serif" font-size="${fontSize}" fill="#ffffff">${escapeXml(line)}</text>`,
    )
    .join('')}
</svg>`;
  return svg;
}

/** Words in lines of at most `max` characters. */
function wrap(text: string, max: number): string[] {
  const lines: string[] = [];
  let line = '';
  for (const word of text.split(' ')) {
    if (line && `${line} ${word}`.length > max) {
      lines.push(line);
      line = word;
    } else line = line ? `${line} ${word}` : word;
  }
  if (line) lines.push(line);
  return lines;
}

const minDate = (a: string, b: string) => (a < b ? a : b);

/**
 * Demo galleries (SEED_DEMO=1): two galleries with three albums each and six to nine pictures per
 * album, in landscape, portrait and square shapes so the public page's three columns show.
 * Skipped once any gallery exists.
 */
export async function seedDemoGalleries(ctx: DemoContext): Promise<void> {
  const [{ n } = { n: 0 }] = await ctx.db.select({ n: count() }).from(galleries);
  if (n > 0) return;
  const today = todayInNairobi(ctx.now);

  for (const [gi, g] of GALLERIES.entries()) {
    // Pictures first (outside the transaction); the rows then commit together.
    const svgs = g.albums.flatMap((a, ai) =>
      a.images.map((img, ii) => demoPhoto(img, g.palette, (gi + 1) * 1000 + (ai + 1) * 100 + ii + 1)),
    );
    const drawn = await drawAll(ctx.storage, BUCKET, svgs);
    const albumOf = g.albums.flatMap((a, ai) => a.images.map(() => ai));
    const stored = drawn.map((picture, i) => ({ album: albumOf[i]!, ...picture }));
    try {
      // The first gallery is the older one: the public page lists galleries oldest first.
      const created = new Date(ctx.now.getTime() - (GALLERIES.length - gi) * 86_400_000).toISOString();
      await ctx.db.transaction(async (tx) => {
        const gallery = await audited.insert(tx, { model: 'Gallery', actor: null }, galleries, {
          name: g.name,
          active: 1,
          created_at: created,
          updated_at: created,
        });
        for (const [ai, a] of g.albums.entries()) {
          const album = await audited.insert(tx, { model: 'Album', actor: null }, albums, {
            gallery_id: gallery.id,
            name: a.name,
            date: minDate(a.date, today),
            active: 1,
            created_at: created,
            updated_at: created,
          });
          for (const s of stored.filter((x) => x.album === ai)) {
            const { name, width, height } = s;
            await audited.insert(tx, { model: 'Image', actor: null }, images, {
              album_id: album.id,
              name,
              width,
              height,
            });
          }
        }
      });
    } catch (err) {
      await removeDrawn(ctx.storage, BUCKET, stored);
      throw err;
    }
  }
}
