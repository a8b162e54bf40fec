import type { ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { startS3 } from '../testing/s3-server';
import { spawnServer } from '../testing/server-process';

// The real entry point: config, embedded database under DATA_DIR, migrations, seed, lock file,
// listen, and a graceful stop. Only on PGlite: the PostgreSQL run covers the database itself.
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-main-'));
const port = 4400 + (process.pid % 500);
const children: ChildProcess[] = [];

function start(env: Record<string, string> = {}) {
  const server = spawnServer({ DATA_DIR: dataDir, PORT: String(port), LOG_LEVEL: 'info', DATABASE_URL: '', ...env });
  children.push(server.child);
  return server;
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

/** A TCP connection to the server, with what it has received so far. */
async function connect() {
  const socket = net.connect(port, '127.0.0.1');
  await new Promise((resolve, reject) => socket.once('connect', resolve).once('error', reject));
  let received = '';
  socket.setEncoding('latin1'); // a byte per character: WebSocket frames are binary
  socket.on('data', (d) => {
    received += d;
  });
  socket.on('error', () => {});
  return { socket, received: () => received };
}

/** A live-updates socket whose client never answers (a phone that lost its network). */
async function deafLiveSocket() {
  const c = await connect();
  c.socket.write(
    'GET /api/live HTTP/1.1\r\nHost: 127.0.0.1\r\nUpgrade: websocket\r\nConnection: Upgrade\r\n' +
      'Sec-WebSocket-Key: dGhlIHNhbXBsZSBub25jZQ==\r\nSec-WebSocket-Version: 13\r\n\r\n',
  );
  for (let i = 0; i < 100 && !c.received().includes('101 Switching Protocols'); i++) {
    await new Promise((r) => setTimeout(r, 50));
  }
  expect(c.received()).toContain('101 Switching Protocols');
  return c;
}

/** A request under way: its body never finishes arriving. */
async function requestUnderWay() {
  const c = await connect();
  c.socket.write(
    'POST /api/contact HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\nContent-Length: 1000\r\n\r\n{"na',
  );
  await new Promise((r) => setTimeout(r, 300)); // the server has read the headers: a request under way
  return c;
}

/** An idle keep-alive connection, as a browser keeps one after a request. */
async function idleKeepAlive() {
  const agent = new http.Agent({ keepAlive: true });
  await new Promise<void>((resolve, reject) => {
    http
      .get({ host: '127.0.0.1', port, path: '/api/health', agent }, (res) => {
        res.resume();
        res.on('end', () => resolve());
      })
      .on('error', reject);
  });
  return agent;
}

const stopTime = async (server: ReturnType<typeof start>, signals = 1, gapMs = 0) => {
  const t0 = Date.now();
  server.child.kill('SIGTERM');
  for (let i = 1; i < signals; i++) {
    await new Promise((r) => setTimeout(r, gapMs));
    server.child.kill('SIGTERM');
  }
  const code = await server.exited;
  return { code, ms: Date.now() - t0 };
};

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

  it('stops within 5 s with idle keep-alive connections and live sockets that never answer', async () => {
    const server = start();
    await waitForHealth();
    const agent = await idleKeepAlive();
    const live = await deafLiveSocket();
    const { code, ms } = await stopTime(server);
    expect(code).toBe(0);
    expect(ms).toBeLessThan(5_000);
    // The live socket was asked to close (a close frame, opcode 0x88) before it was cut.
    expect(live.received()).toContain('\u0088');
    agent.destroy();
  }, 120_000);

  it('cuts a request that never finishes before 5 s, and stops at once on a second signal', async () => {
    const patient = start();
    await waitForHealth();
    const slow = await requestUnderWay();
    const once = await stopTime(patient);
    expect(once.code).toBe(0);
    expect(once.ms).toBeGreaterThan(2_000); // it waited for the request...
    expect(once.ms).toBeLessThan(5_000); // ...but not for ever
    if (!slow.socket.destroyed) await new Promise((r) => slow.socket.once('close', r));

    const impatient = start();
    await waitForHealth();
    await requestUnderWay();
    const twice = await stopTime(impatient, 2, 300);
    expect(twice.code).toBe(1);
    expect(twice.ms).toBeLessThan(1_500);
  }, 120_000);

  it('stops at start when STORAGE_URL names a bucket it cannot reach, leaving the data folder free', async () => {
    const s3 = await startS3();
    try {
      const bad = start({
        STORAGE_URL: `s3://missing?endpoint=${s3.endpoint}&forcePathStyle=true`,
        AWS_ACCESS_KEY_ID: 'S3RVER',
        AWS_SECRET_ACCESS_KEY: 'S3RVER',
      });
      expect(await bad.exited).toBe(1);
      expect(bad.output()).toContain('Storage: the S3 bucket "missing" is not reachable: the bucket does not exist');
      expect(fs.existsSync(path.join(dataDir, 'pglite.lock'))).toBe(false);
    } finally {
      await s3.close();
    }
  });

  it('refuses bad configuration with the list of bad variables', async () => {
    const bad = start({ PORT: 'eighty', DATABASE_URL: 'not-a-url' });
    expect(await bad.exited).toBe(1);
    expect(bad.output()).toMatch(/Invalid configuration:[\s\S]*PORT[\s\S]*DATABASE_URL/);
  });
});
