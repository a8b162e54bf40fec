// `npm run bench:web`: Lighthouse (mobile preset, simulated throttling) on the public pages of the
// built app, served by the built API on a fresh demo database. Prints each category's score and
// FCP/LCP/TBT/CLS per page, the gzip size of the JavaScript `/` fetches before its first paint,
// and any admin, editor, chart or date-picker code a public page downloaded.
// A benchmark, not a test: it never runs in `npm test` or CI. Exits 1 when a target is missed.
//
//   npm run bench:web                       build, then measure every page
//   npm run bench:web -- --no-build         measure the current build
//   npm run bench:web -- --pages=/,/team    some pages only
//   npm run bench:web -- --json=out.json    also write the numbers (and the worst audits)
//   npm run bench:web -- --lhr=dir          also write each page's full Lighthouse report there
//   npm run bench:web -- --details          print the failing audits and the LCP breakdown
import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';

const root = path.resolve(import.meta.dirname, '..');
const dist = path.join(root, 'apps/web/dist');
const args = Object.fromEntries(
  process.argv.slice(2).map((a) => {
    const [k, v] = a.replace(/^--/, '').split('=');
    return [k, v ?? true];
  }),
);
const PAGES = args.pages
  ? String(args.pages).split(',')
  : ['/', '/cohort-8', '/cohort-8/apply-now', '/news-feed', '/gallery', '/team'];
const TARGET = { performance: 95, accessibility: 100, 'best-practices': 100, seo: 100 };
const FIRST_PAINT_JS_BUDGET = 150 * 1024;

/** Code a public page must never download (issue: admin, editor, charts, date pickers). */
const FORBIDDEN = [
  ['editor', /node_modules\/(@tiptap|mui-tiptap|prosemirror-|@mui\/x-tree-view)|components\/RichTextEditor/],
  ['chart', /node_modules\/@mui\/x-charts/],
  ['date-picker', /node_modules\/(@mui\/x-date-pickers|dayjs)\/|form-fields\/FormDate/],
  // The admin screens and their UI; not their api/ folders, whose query keys and small fetchers the
  // shell's live updates and menu badges (and the home page's programme call) share.
  [
    'admin',
    /src\/features\/(dashboard|programs|users|roles|profile|questions|applications|groups|logs|track-applications)\/(?!api\/)|src\/features\/[^/]+\/[^/]*Admin[^/]*$|ContactInboxScreen|components\/(AdminPage|resource-admin\/)/,
  ],
];

const chromePath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const CHROME_FLAGS = [
  '--headless=new',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-dev-shm-usage',
];

/** Object.groupBy arrived in Node 21. */
const groupBy = (list, key) => {
  const out = {};
  for (const x of list) {
    const k = key(x);
    out[k] ??= [];
    out[k].push(x);
  }
  return out;
};

const kb = (n) => `${(n / 1024).toFixed(1)} KB`;

function freePort() {
  return new Promise((resolve, reject) => {
    const s = net.createServer();
    s.unref();
    s.on('error', reject);
    s.listen(0, () => {
      const { port } = s.address();
      s.close(() => resolve(port));
    });
  });
}

async function startServer() {
  const port = await freePort();
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-bench-web-'));
  const child = spawn(process.execPath, ['apps/api/dist/main.js'], {
    cwd: root,
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      SEED_DEMO: '1',
      LOG_LEVEL: 'warn',
      APP_URL: `http://localhost:${port}`,
    },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  const base = `http://localhost:${port}`;
  const deadline = Date.now() + 120_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`the server exited (${child.exitCode})`);
    try {
      const r = await fetch(`${base}/api/health`);
      if (r.ok) break;
    } catch {}
    if (Date.now() > deadline) throw new Error('the server did not start within 2 minutes');
    await new Promise((r) => setTimeout(r, 300));
  }
  const stop = async () => {
    child.kill('SIGTERM');
    await new Promise((r) => (child.exitCode !== null ? r() : child.once('exit', r)));
    fs.rmSync(dataDir, { recursive: true, force: true });
  };
  return { base, stop };
}

function gzipSize(file) {
  return zlib.gzipSync(fs.readFileSync(path.join(dist, file)), { level: 9 }).length;
}

/**
 * The scripts a page's HTML makes the browser fetch before its first paint (script tags and
 * modulepreloads), and the ones public/start-app.js fetches after it to hydrate a server-rendered page.
 */
function pageScripts(html) {
  const first = new Set();
  for (const m of html.matchAll(/<script[^>]+src="\/([^"]+)"/g)) first.add(m[1]);
  for (const m of html.matchAll(/<link[^>]+rel="modulepreload"[^>]+href="\/([^"]+)"/g)) first.add(m[1]);
  const start = /data-entry="\/([^"]+)" data-preload="([^"]*)"/.exec(html);
  const after = start
    ? [
        start[1],
        ...start[2]
          .split(' ')
          .filter(Boolean)
          .map((f) => f.replace(/^\//, '')),
      ]
    : [];
  const sized = (files) => [...files].map((file) => ({ file, gzip: gzipSize(file) }));
  return { first: sized(first), after: sized(after) };
}

function chunkModules() {
  const file = path.join(dist, '.vite/chunk-modules.json');
  return fs.existsSync(file) ? JSON.parse(fs.readFileSync(file, 'utf8')) : null;
}

/** Forbidden modules in the scripts a page downloaded, grouped by kind. */
function offenders(scriptUrls, chunks) {
  const found = [];
  for (const url of scriptUrls) {
    const file = new URL(url).pathname.slice(1);
    for (const mod of Object.keys(chunks?.[file] ?? {})) {
      for (const [kind, re] of FORBIDDEN) if (re.test(mod)) found.push({ kind, file, module: mod });
    }
  }
  return found;
}

function summarise(lhr) {
  const a = lhr.audits;
  const scores = Object.fromEntries(Object.keys(TARGET).map((c) => [c, Math.round(lhr.categories[c].score * 100)]));
  const metrics = {
    FCP: a['first-contentful-paint'].numericValue,
    LCP: a['largest-contentful-paint'].numericValue,
    TBT: a['total-blocking-time'].numericValue,
    CLS: a['cumulative-layout-shift'].numericValue,
    SI: a['speed-index'].numericValue,
  };
  const requests = a['network-requests']?.details?.items ?? [];
  const scripts = requests.filter((r) => r.resourceType === 'Script').map((r) => r.url);
  // Observed (unthrottled) FCP, for the scripts whose download started before it.
  const observedFcp = a.metrics?.details?.items?.[0]?.observedFirstContentfulPaint ?? Infinity;
  const beforePaint = requests.filter((r) => r.resourceType === 'Script' && r.networkRequestTime <= observedFcp);
  const failing = [];
  for (const [cat, c] of Object.entries(lhr.categories)) {
    if (!(cat in TARGET)) continue;
    for (const ref of c.auditRefs) {
      const au = a[ref.id];
      if (ref.weight > 0 && au.score !== null && au.score < 1)
        failing.push({ category: cat, id: ref.id, score: au.score, title: au.title, display: au.displayValue ?? '' });
    }
  }
  const opportunities = Object.values(a)
    .filter((au) => au.details?.type === 'opportunity' && (au.details.overallSavingsMs ?? 0) > 0)
    .map((au) => ({ id: au.id, savingsMs: Math.round(au.details.overallSavingsMs), display: au.displayValue ?? '' }))
    .sort((x, y) => y.savingsMs - x.savingsMs);
  const lcpBreakdown = a['largest-contentful-paint-element']?.details?.items?.map((i) => i.items ?? i) ?? [];
  return {
    scores,
    metrics,
    scripts,
    beforePaintTransfer: beforePaint.reduce((s, r) => s + (r.transferSize ?? 0), 0),
    failing,
    opportunities,
    lcpBreakdown,
    bootupMs: a['bootup-time']?.numericValue,
    mainThreadMs: a['mainthread-work-breakdown']?.numericValue,
  };
}

const pad = (s, n) => String(s).padEnd(n);
const padL = (s, n) => String(s).padStart(n);

async function main() {
  if (!args['no-build']) {
    const r = spawnSync('npm', ['run', 'build'], { cwd: root, stdio: 'inherit' });
    if (r.status !== 0) process.exit(r.status ?? 1);
  }
  if (!fs.existsSync(path.join(root, 'apps/api/dist/main.js')) || !fs.existsSync(path.join(dist, 'index.html'))) {
    console.error('No build: run `npm run build` first (or drop --no-build).');
    process.exit(1);
  }
  const chunks = chunkModules();
  if (!chunks) console.warn('apps/web/dist/.vite/chunk-modules.json is missing: forbidden code cannot be checked.');

  const loadBefore = os.loadavg()[0];
  const server = await startServer();
  const chrome = await chromeLauncher.launch({ chromePath, chromeFlags: CHROME_FLAGS });
  const results = {};
  let servedHome = '';
  try {
    for (const page of PAGES) {
      const started = Date.now();
      let lhr;
      // A fresh Chromium sometimes misses the first trace's navigation start (NO_NAVSTART): retry.
      for (let attempt = 1; attempt <= 3; attempt++) {
        ({ lhr } = await lighthouse(`${server.base}${page}`, {
          port: chrome.port,
          output: 'json',
          logLevel: 'error',
          onlyCategories: Object.keys(TARGET),
        }));
        if (lhr.runtimeError?.code !== 'NO_NAVSTART') break;
      }
      if (lhr.runtimeError) throw new Error(`${page}: ${lhr.runtimeError.code} ${lhr.runtimeError.message}`);
      if (args.lhr) {
        fs.mkdirSync(String(args.lhr), { recursive: true });
        const name = page === '/' ? 'home' : page.slice(1).replaceAll('/', '_');
        fs.writeFileSync(path.join(String(args.lhr), `${name}.json`), JSON.stringify(lhr));
      }
      results[page] = summarise(lhr);
      results[page].seconds = (Date.now() - started) / 1000;
      const s = results[page];
      console.log(
        `${pad(page, 22)} perf ${padL(s.scores.performance, 3)}  a11y ${padL(s.scores.accessibility, 3)}  bp ${padL(s.scores['best-practices'], 3)}  seo ${padL(s.scores.seo, 3)}   ` +
          `FCP ${padL(Math.round(s.metrics.FCP), 5)} ms  LCP ${padL(Math.round(s.metrics.LCP), 5)} ms  TBT ${padL(Math.round(s.metrics.TBT), 4)} ms  CLS ${s.metrics.CLS.toFixed(3)}`,
      );
    }
    // After the measured loads, so that Lighthouse met the page cold.
    servedHome = await (await fetch(`${server.base}/`)).text();
  } finally {
    await chrome.kill();
    await server.stop();
  }

  let ok = true;
  console.log(
    `\nTargets: ${Object.entries(TARGET)
      .map(([c, t]) => `${c} ≥ ${t}`)
      .join(', ')} on every page`,
  );
  for (const [page, s] of Object.entries(results)) {
    const missed = Object.entries(TARGET).filter(([c, t]) => s.scores[c] < t);
    if (missed.length) {
      ok = false;
      console.log(`  ✗ ${page}: ${missed.map(([c]) => `${c} ${s.scores[c]}`).join(', ')}`);
    }
    if (args.details || missed.length) {
      for (const f of s.failing) {
        if (args.details || missed.some(([c]) => c === f.category))
          console.log(`      ${pad(f.category, 15)} ${pad(f.id, 34)} ${f.score.toFixed(2)} ${f.display}`);
      }
    }
    if (args.details) {
      for (const o of s.opportunities)
        console.log(`      opportunity     ${pad(o.id, 34)} ${o.savingsMs} ms ${o.display}`);
      console.log(`      bootup ${Math.round(s.bootupMs)} ms, main thread ${Math.round(s.mainThreadMs)} ms`);
    }
  }

  const { first, after } = pageScripts(servedHome);
  const firstTotal = first.reduce((s, f) => s + f.gzip, 0);
  const afterTotal = after.reduce((s, f) => s + f.gzip, 0);
  console.log(
    `\nJS before first paint on / (the served page's scripts and modulepreloads, gzip -9): ${kb(firstTotal)} in ${first.length} files (budget ${kb(FIRST_PAINT_JS_BUDGET)})`,
  );
  if (args.details)
    for (const f of first.sort((x, y) => y.gzip - x.gzip)) console.log(`      ${pad(f.file, 44)} ${kb(f.gzip)}`);
  if (after.length)
    console.log(`JS fetched after the first paint to hydrate /: ${kb(afterTotal)} in ${after.length} files`);
  if (results['/'])
    console.log(
      `  (Lighthouse: scripts requested before the observed first paint, as sent: ${kb(results['/'].beforePaintTransfer)})`,
    );
  if (firstTotal > FIRST_PAINT_JS_BUDGET) {
    ok = false;
    console.log('  ✗ over budget');
  }

  let clean = true;
  for (const [page, s] of Object.entries(results)) {
    const found = offenders(s.scripts, chunks);
    if (!found.length) continue;
    clean = false;
    ok = false;
    const byKind = groupBy(found, (f) => f.kind);
    console.log(`  ✗ ${page} downloaded ${Object.keys(byKind).join(', ')} code:`);
    for (const [kind, list] of Object.entries(byKind)) {
      const files = groupBy(list, (f) => f.file);
      for (const [file, mods] of Object.entries(files)) {
        const shown = mods.slice(0, 4).map((m) => m.module);
        console.log(
          `      ${pad(kind, 12)} ${file}: ${shown.join(', ')}${mods.length > 4 ? `, … (${mods.length} modules)` : ''}`,
        );
      }
    }
  }
  if (clean && chunks) console.log('No public page downloaded admin, editor, chart or date-picker code.');

  if (args.json) {
    fs.writeFileSync(
      String(args.json),
      JSON.stringify(
        {
          date: new Date().toISOString(),
          cpus: os.cpus().length,
          loadavg: [loadBefore, os.loadavg()[0]],
          lighthouse: JSON.parse(fs.readFileSync(path.join(root, 'node_modules/lighthouse/package.json'), 'utf8'))
            .version,
          firstPaintJs: { gzip: firstTotal, files: first },
          hydrationJs: { gzip: afterTotal, files: after },
          pages: results,
        },
        null,
        1,
      ),
    );
  }
  // Simulated throttling multiplies the CPU time observed here: other work on the machine shows up
  // in TBT and in the performance score.
  console.log(
    `\n${new Date().toISOString()}, ${os.cpus().length} cores, load average ${loadBefore.toFixed(1)} before / ${os.loadavg()[0].toFixed(1)} after (shared machine; simulated throttling)`,
  );
  console.log(ok ? 'All targets met.' : 'Some targets missed.');
  process.exit(ok ? 0 : 1);
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
