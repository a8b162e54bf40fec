// `npm test`: every suite, in order, and a summary. Unit and component tests, the API suite on
// the embedded database (and on PostgreSQL when TEST_DATABASE_URL is set), then end-to-end in
// Chromium against a built server. Exits non-zero if anything failed; nothing is skipped silently.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

const only = process.argv.slice(2); // e.g. `npm test -- api e2e`
const out = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-test-'));
const results = [];

function run(name, cmd, args, { cwd = '.', env = {}, report } = {}) {
  if (only.length && !only.some((o) => name.startsWith(o))) return;
  console.log(`\n━━ ${name} ━━`);
  const started = Date.now();
  const r = spawnSync(cmd, args, { cwd, stdio: 'inherit', env: { ...process.env, ...env } });
  const counts = report ? readCounts(report) : null;
  results.push({ name, ok: r.status === 0, seconds: (Date.now() - started) / 1000, counts });
}

function readCounts(file) {
  try {
    const j = JSON.parse(fs.readFileSync(file, 'utf8'));
    if ('numPassedTests' in j)
      return { passed: j.numPassedTests, failed: j.numFailedTests, skipped: j.numPendingTests + (j.numTodoTests ?? 0) };
    if (j.stats)
      return { passed: j.stats.expected, failed: j.stats.unexpected + (j.stats.flaky ?? 0), skipped: j.stats.skipped };
  } catch {}
  return null;
}

const vitest = (name, cwd, env = {}) => {
  const report = path.join(out, `${name.replace(/\W+/g, '-')}.json`);
  run(name, 'npx', ['vitest', 'run', '--reporter=default', '--reporter=json', `--outputFile.json=${report}`], {
    cwd,
    env,
    report,
  });
};

vitest('contract (unit)', 'packages/contract');
vitest('api (pglite)', 'apps/api', { TEST_DB: 'pglite' });
if (process.env.TEST_DATABASE_URL) {
  vitest('api (postgres)', 'apps/api', { TEST_DB: 'postgres' });
} else {
  console.log('\nTEST_DATABASE_URL is not set: the API suite runs on the embedded database only.');
  results.push({ name: 'api (postgres)', ok: true, skipped: 'TEST_DATABASE_URL not set' });
}
vitest('web (components)', 'apps/web');

if (!only.length || only.some((o) => o.startsWith('e2e'))) {
  const build = spawnSync('npm', ['run', 'build'], { stdio: 'inherit' });
  if (build.status !== 0) results.push({ name: 'build for e2e', ok: false });
  else {
    const report = path.join(out, 'e2e.json');
    run('e2e (chromium)', 'npx', ['playwright', 'test', '-c', 'e2e/playwright.config.ts'], {
      env: { PLAYWRIGHT_JSON_OUTPUT_NAME: report },
      report,
    });
  }
}

console.log('\n━━ summary ━━');
let passed = 0;
let failed = 0;
for (const r of results) {
  if (r.counts) {
    passed += r.counts.passed;
    failed += r.counts.failed;
  }
  const detail = r.skipped
    ? `not run: ${r.skipped}`
    : r.counts
      ? `${r.counts.passed} passed, ${r.counts.failed} failed${r.counts.skipped ? `, ${r.counts.skipped} skipped` : ''}`
      : '';
  console.log(
    `${r.skipped ? '–' : r.ok ? '✓' : '✗'} ${r.name.padEnd(20)} ${detail}${r.seconds ? ` (${r.seconds.toFixed(0)} s)` : ''}`,
  );
}
const bad = results.filter((r) => !r.ok);
if (bad.length && failed === 0) failed = bad.length;
console.log(`tests: ${passed} passed, ${failed} failed`);
process.exit(bad.length ? 1 : 0);
