// `npm run bench:render-flood`: does a flood of distinct page URLs slow the API down?
//
// Starts the built server (demo data, embedded database, a fresh data folder), then measures, in the
// same run, /api/health's and a cached public answer's latency (one client, one request after the
// other) first alone (the baseline), then while FLOOD_CLIENTS clients ask for distinct page URLs
// (random `?page=`, `?item=`, case, encoding and slash variants) as fast as they are answered.
// Prints the p50/p95 of each, their ratio to the baseline, how many flood answers were server
// renders (they hold the embedded `server-data`), client shells or redirects.
// Targets (docs/performance.md): health p95 during the flood < 50 ms.
//
// BENCH_SECONDS (default 15) per phase, FLOOD_CLIENTS (default 4).
import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';

const ROOT = path.resolve(import.meta.dirname, '../..');
const SECONDS = Number(process.env.BENCH_SECONDS ?? 15);
const CLIENTS = Number(process.env.FLOOD_CLIENTS ?? 4);

const freePort = () =>
  new Promise((resolve) => {
    const s = net.createServer().listen(0, '127.0.0.1', () => {
      const { port } = s.address();
      s.close(() => resolve(port));
    });
  });

async function waitFor(url, timeoutMs = 300_000) {
  const started = Date.now();
  for (;;) {
    try {
      if ((await fetch(url)).status === 200) return;
    } catch {}
    if (Date.now() - started > timeoutMs) throw new Error(`${url} did not answer 200 within ${timeoutMs} ms`);
    await new Promise((r) => setTimeout(r, 50));
  }
}

const random = (n) => Math.floor(Math.random() * n);

/** A page URL nobody asked for yet: what a crawler or an attacker sends. */
const FLOOD_URLS = [
  () => `/news-feed?page=${random(1e6)}`,
  () => `/news-feed?page=${random(5) + 1}&item=${random(1e6)}`,
  () => `/news-feed?page=${String(random(3) + 1).padStart(random(6) + 1, '0')}`,
  () => `/past-cohorts/cohort-${random(1e6)}`,
  () => `${['/TEAM', '/%74eam', '/team//', '/Team/', '/FAQS', '/faqs'][random(6)]}?x=${random(1e6)}`,
];

async function flood(base, until, tally) {
  while (Date.now() < until) {
    const url = FLOOD_URLS[random(FLOOD_URLS.length)]();
    try {
      const r = await fetch(base + url, { redirect: 'manual' });
      const body = await r.text();
      if (r.status >= 300 && r.status < 400) tally.redirects++;
      else if (body.includes('id="server-data"')) tally.rendered++;
      else tally.shells++;
    } catch {
      tally.errors++;
    }
  }
}

async function probe(url, until) {
  const times = [];
  while (Date.now() < until) {
    const started = performance.now();
    const r = await fetch(url);
    await r.arrayBuffer();
    times.push(performance.now() - started);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  return times;
}

const quantile = (xs, q) => {
  const s = [...xs].sort((a, b) => a - b);
  return s[Math.min(s.length - 1, Math.floor(q * s.length))];
};

async function phase(base, withFlood) {
  const until = Date.now() + SECONDS * 1000;
  const tally = { rendered: 0, shells: 0, redirects: 0, errors: 0 };
  const [health, cached] = await Promise.all([
    probe(`${base}/api/health`, until),
    probe(`${base}/api/news-feed?type=public&page=1`, until),
    ...(withFlood ? Array.from({ length: CLIENTS }, () => flood(base, until, tally)) : []),
  ]);
  return { health, cached, tally };
}

async function main() {
  if (
    !fs.existsSync(path.join(ROOT, 'apps/api/dist/main.js')) ||
    !fs.existsSync(path.join(ROOT, 'apps/web/dist-ssr'))
  ) {
    console.log('Building (npm run build)...');
    if (spawnSync('npm', ['run', 'build'], { cwd: ROOT, stdio: 'inherit' }).status !== 0) process.exit(1);
  }
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-bench-render-'));
  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  const server = spawn(process.execPath, [path.join(ROOT, 'apps/api/dist/main.js')], {
    cwd: dataDir,
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      SEED_DEMO: '1',
      LOG_LEVEL: 'warn',
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  try {
    await waitFor(`${base}/api/health`);
    // Warm: the render bundle loaded, the canonical pages rendered once.
    for (const url of ['/', '/news-feed', '/team', '/faqs']) await (await fetch(base + url)).text();

    const alone = await phase(base, false);
    const flooded = await phase(base, true);
    const row = (name, a, b) => {
      const a95 = quantile(a, 0.95);
      const b95 = quantile(b, 0.95);
      return {
        call: name,
        'alone p50': a95 && +quantile(a, 0.5).toFixed(1),
        'alone p95': +a95.toFixed(1),
        'flood p50': +quantile(b, 0.5).toFixed(1),
        'flood p95': +b95.toFixed(1),
        'p95 ratio': +(b95 / a95).toFixed(2),
      };
    };
    console.log(`${os.cpus().length} cores, ${SECONDS} s per phase, ${CLIENTS} flooding clients`);
    console.table([row('/api/health', alone.health, flooded.health), row('cached news', alone.cached, flooded.cached)]);
    console.log('flood answers:', flooded.tally);
    // The canonical page is still a server render after the flood.
    const page = await (await fetch(`${base}/news-feed`)).text();
    console.log('/news-feed after the flood is server-rendered:', page.includes('id="server-data"'));
  } finally {
    server.kill('SIGTERM');
    await new Promise((resolve) => server.once('exit', resolve));
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

await main();
