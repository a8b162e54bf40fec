// `npm run bench:http`: the built server against the machine's ceiling, in the same run.
//
// Starts the built server (demo data, embedded database, a fresh data folder) and a bare
// `node:http` server that answers the identical bytes (status, headers, body) for each call,
// then loads both with autocannon (50 connections), rounds interleaved so that the shared,
// noisy machine drifts alike for both. Prints req/s of each, their ratio, and our p50/p99.
// Also measures the cold start: `node apps/api/dist/main.js` on an existing data folder until the
// first 200 from /api/health. Targets (docs/performance.md): public reads >= 0.5x, p99 < 25 ms;
// /api/health >= 0.5x; signed-in reads >= 0.15x; cold start < 3 s.
//
// BENCH_SECONDS (default 5) per measurement, BENCH_ROUNDS (default 2), BENCH_ONLY=health,team ...
// BENCH_PROFILE=1 starts our server with --cpu-prof (profile written to the data folder).
import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';

const ROOT = path.resolve(import.meta.dirname, '../..');
const SECONDS = Number(process.env.BENCH_SECONDS ?? 5);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 2);
const CONNECTIONS = 50;
const ONLY = process.env.BENCH_ONLY?.split(',');
const ADMIN = { email: 'admin@example.com', password: 'Admin@2025' };

/** What the public pages load (home, cohort, news, team, gallery, and the header on every page). */
const CALLS = [
  { name: 'programme (home, cohort)', url: '/api/program?type=programDetails', kind: 'public' },
  { name: 'news (news page)', url: '/api/news-feed?type=public&page=1', kind: 'public' },
  { name: 'team (team page)', url: '/api/team?type=public&page=1&per_page=12', kind: 'public' },
  { name: 'gallery (gallery page)', url: '/api/gallery?type=public', kind: 'public' },
  { name: 'past cohorts (header)', url: '/api/past-cohort?type=public', kind: 'public' },
  { name: 'health', url: '/api/health', kind: 'health' },
  { name: 'get-user (signed in)', url: '/api/get-user', kind: 'signed-in' },
  { name: 'programmes list (signed in)', url: '/api/program?page=1&per_page=10', kind: 'signed-in' },
].filter((c) => !ONLY || ONLY.some((o) => c.name.includes(o)));

const TARGETS = { public: 0.5, health: 0.5, 'signed-in': 0.15 };

const freePort = () =>
  new Promise((resolve) => {
    const s = net.createServer().listen(0, '127.0.0.1', () => {
      const { port } = s.address();
      s.close(() => resolve(port));
    });
  });

async function waitFor(url, timeoutMs = 60_000) {
  const started = Date.now();
  for (;;) {
    try {
      const r = await fetch(url);
      if (r.status === 200) return Date.now() - started;
    } catch {}
    if (Date.now() - started > timeoutMs) throw new Error(`${url} did not answer 200 within ${timeoutMs} ms`);
    await new Promise((r) => setTimeout(r, 10));
  }
}

function startServer(dataDir, port, extraArgs = []) {
  const child = spawn(process.execPath, [...extraArgs, path.join(ROOT, 'apps/api/dist/main.js')], {
    cwd: dataDir,
    env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir, SEED_DEMO: '1' },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  return child;
}

const stop = (child) =>
  new Promise((resolve) => {
    if (child.exitCode !== null) return resolve();
    child.once('exit', resolve);
    child.kill('SIGTERM');
  });

const rssMb = (pid) => {
  try {
    const status = fs.readFileSync(`/proc/${pid}/status`, 'utf8');
    const kb = (name) => Number(status.match(new RegExp(`${name}:\\s+(\\d+)`))?.[1] ?? 0);
    return { rss: Math.round(kb('VmRSS') / 1024), peak: Math.round(kb('VmHWM') / 1024) };
  } catch {
    return null;
  }
};

const HOP_BY_HOP = new Set(['date', 'connection', 'keep-alive', 'transfer-encoding', 'content-length']);

/** The bare server: answers each recorded URL with its recorded status, headers and bytes. */
const BARE_SERVER = `
const http = require('node:http');
const answers = new Map(JSON.parse(require('node:fs').readFileSync(process.argv[1], 'utf8'))
  .map(([url, a]) => [url, { status: a.status, headers: a.headers, body: Buffer.from(a.body, 'base64') }]));
http.createServer((req, res) => {
  const a = answers.get(req.url);
  if (!a) { res.writeHead(404); return res.end(); }
  res.writeHead(a.status, { ...a.headers, 'content-length': a.body.length });
  res.end(a.body);
}).listen(Number(process.argv[2]), '127.0.0.1', () => process.send('ready'));
`;

async function load(url, headers) {
  const r = await autocannon({ url, connections: CONNECTIONS, duration: SECONDS, headers });
  return {
    rps: r.requests.average,
    p50: r.latency.p50,
    p99: r.latency.p99,
    bad: r.non2xx + r.errors + r.timeouts,
  };
}

const median = (xs) => {
  const s = [...xs].sort((a, b) => a - b);
  return s[Math.floor(s.length / 2)];
};

async function main() {
  if (!fs.existsSync(path.join(ROOT, 'apps/api/dist/main.js')) || !fs.existsSync(path.join(ROOT, 'apps/web/dist'))) {
    console.log('Building (npm run build)...');
    const b = spawnSync('npm', ['run', 'build'], { cwd: ROOT, stdio: 'inherit' });
    if (b.status !== 0) process.exit(1);
  }
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-bench-http-'));
  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;

  // First start: migrations and the demo seed. Then the cold starts on the existing folder.
  let server = startServer(dataDir, port);
  const firstStart = await waitFor(`${base}/api/health`, 300_000);
  await stop(server);
  const coldStarts = [];
  for (let i = 0; i < 3; i++) {
    server = startServer(dataDir, port);
    coldStarts.push(await waitFor(`${base}/api/health`));
    if (i < 2) await stop(server);
  }
  if (process.env.BENCH_PROFILE === '1') {
    await stop(server);
    server = startServer(dataDir, port, ['--cpu-prof', `--cpu-prof-dir=${dataDir}/profiles`]);
    await waitFor(`${base}/api/health`);
  }

  const login = await fetch(`${base}/api/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(ADMIN),
  });
  if (!login.ok) throw new Error(`sign-in failed: ${login.status} ${await login.text()}`);
  const { token } = await login.json();
  const headersOf = (call) => (call.kind === 'signed-in' ? { authorization: `Bearer ${token}` } : {});

  // Record our answers; the bare server replays them byte for byte.
  const recorded = [];
  for (const call of CALLS) {
    const r = await fetch(base + call.url, { headers: headersOf(call) });
    if (r.status !== 200) throw new Error(`${call.url} answered ${r.status}`);
    const headers = {};
    for (const [k, v] of r.headers) if (!HOP_BY_HOP.has(k)) headers[k] = v;
    const body = Buffer.from(await r.arrayBuffer());
    recorded.push([call.url, { status: r.status, headers, body: body.toString('base64') }]);
    call.bytes = body.length;
  }
  const answersFile = path.join(dataDir, 'bare-answers.json');
  fs.writeFileSync(answersFile, JSON.stringify(recorded));
  const barePort = await freePort();
  const bare = spawn(process.execPath, ['-e', BARE_SERVER, answersFile, String(barePort)], {
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  });
  await new Promise((resolve) => bare.once('message', resolve));

  const results = new Map(CALLS.map((c) => [c.name, { bare: [], ours: [] }]));
  let peakRss = 0;
  for (let round = 1; round <= ROUNDS; round++) {
    for (const call of CALLS) {
      const r = results.get(call.name);
      r.bare.push(await load(`http://127.0.0.1:${barePort}${call.url}`, headersOf(call)));
      r.ours.push(await load(base + call.url, headersOf(call)));
      peakRss = Math.max(peakRss, rssMb(server.pid)?.rss ?? 0);
      process.stdout.write('.');
    }
  }
  console.log();
  const memory = rssMb(server.pid);
  await stop(server);
  bare.kill();

  const rows = CALLS.map((call) => {
    const r = results.get(call.name);
    const bareRps = median(r.bare.map((x) => x.rps));
    const ours = {
      rps: median(r.ours.map((x) => x.rps)),
      p50: median(r.ours.map((x) => x.p50)),
      p99: median(r.ours.map((x) => x.p99)),
      bad: r.ours.reduce((n, x) => n + x.bad, 0),
    };
    const ratio = ours.rps / bareRps;
    const target = TARGETS[call.kind];
    const p99ok = call.kind !== 'public' || ours.p99 < 25;
    return {
      call: call.name,
      url: call.url,
      bytes: call.bytes,
      bareRps,
      ...ours,
      ratio,
      target,
      ok: ratio >= target && p99ok && ours.bad === 0,
    };
  });

  const fmt = (n) => Math.round(n).toLocaleString('en-GB');
  console.log(`\nbench:http ${new Date().toISOString()} on ${os.cpus().length} cores (${os.cpus()[0]?.model})`);
  console.log(`${CONNECTIONS} connections, ${ROUNDS} rounds of ${SECONDS} s each, medians\n`);
  console.log('| call | bytes | bare req/s | ours req/s | ratio | target | p50 ms | p99 ms | non-2xx | |');
  console.log('| --- | --: | --: | --: | --: | --: | --: | --: | --: | --- |');
  for (const r of rows) {
    console.log(
      `| ${r.call} | ${r.bytes} | ${fmt(r.bareRps)} | ${fmt(r.rps)} | ${r.ratio.toFixed(3)}x | ${r.target}x | ${r.p50} | ${r.p99} | ${r.bad} | ${r.ok ? 'ok' : 'MISSED'} |`,
    );
  }
  const cold = median(coldStarts);
  console.log(`\ncold start to a 200 from /api/health: ${coldStarts.join(', ')} ms (median ${cold} ms, target < 3000)`);
  console.log(`first start (migrate + demo seed): ${firstStart} ms`);
  console.log(`server memory: ${memory?.rss ?? '?'} MB now, ${memory?.peak ?? '?'} MB peak (VmHWM)`);
  if (process.env.BENCH_PROFILE === '1') console.log(`CPU profile in ${dataDir}/profiles`);
  else fs.rmSync(dataDir, { recursive: true, force: true });
  const missed = rows.filter((r) => !r.ok).length + (cold < 3000 ? 0 : 1);
  console.log(missed ? `\n${missed} target(s) missed` : '\nevery target met');
}

await main();
