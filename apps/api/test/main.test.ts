import { type ChildProcess, spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';

// The real entry point: config, embedded database under DATA_DIR, migrations, seed, lock file,
// listen, and a graceful stop. Only on PGlite: the PostgreSQL run covers the database itself.
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-main-'));
const port = 4400 + (process.pid % 500);
const children: ChildProcess[] = [];

function start(env: Record<string, string> = {}) {
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/main.ts'], {
    env: { ...process.env, DATA_DIR: dataDir, PORT: String(port), LOG_LEVEL: 'info', DATABASE_URL: '', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  children.push(child);
  let output = '';
  child.stdout!.on('data', (d) => {
    output += d;
  });
  child.stderr!.on('data', (d) => {
    output += d;
  });
  const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
  return { child, exited, output: () => output };
}

async function waitForHealth() {
  // The first start seeds the demo content (pictures made with sharp): allow a busy machine time.
  for (let i = 0; i < 1500; i++) {
    try {
      const res = await fetch(`http://127.0.0.1:${port}/api/health`);
      if (res.ok) return;
    } catch {}
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error('server did not become healthy');
}

afterAll(() => {
  for (const c of children) c.kill('SIGKILL');
  fs.rmSync(dataDir, { recursive: true, force: true });
});

describe.runIf(process.env.TEST_DB !== 'postgres')('the server process', () => {
  it('starts on the embedded database, refuses a second process, and stops cleanly', async () => {
    const first = start();
    await waitForHealth();
    const login = await fetch(`http://127.0.0.1:${port}/api/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: 'admin@example.com', password: 'Admin@2025' }),
    });
    expect(login.status).toBe(200);
    expect(fs.existsSync(path.join(dataDir, 'pglite.lock'))).toBe(true);

    const second = start({ PORT: String(port + 1) });
    expect(await second.exited).toBe(1);
    expect(second.output()).toMatch(/in use by process \d+/);

    await fetch(`http://127.0.0.1:${port}/api/check-token/secret-token-value`);
    first.child.kill('SIGTERM');
    expect(await first.exited).toBe(0);
    expect(fs.existsSync(path.join(dataDir, 'pglite.lock'))).toBe(false);
    expect(first.output()).not.toContain('secret-token-value');
    expect(first.output()).not.toContain('Admin@2025');

    // Data survives a restart; the seed does not duplicate anything.
    const again = start();
    await waitForHealth();
    const details = await (await fetch(`http://127.0.0.1:${port}/api/program?type=programDetails`)).json();
    expect(details.program.name).toBe('Cohort 8');
    again.child.kill('SIGTERM');
    expect(await again.exited).toBe(0);
  }, 400_000);

  it('refuses bad configuration with the list of bad variables', async () => {
    const bad = start({ PORT: 'eighty', DATABASE_URL: 'not-a-url' });
    expect(await bad.exited).toBe(1);
    expect(bad.output()).toMatch(/Invalid configuration:[\s\S]*PORT[\s\S]*DATABASE_URL/);
  });
});
