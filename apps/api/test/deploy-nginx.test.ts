import { type ChildProcess, execFileSync, spawn } from 'node:child_process';
import fs from 'node:fs';
import https from 'node:https';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { startS3 } from '../testing/s3-server';
import { type ServerProcess, sharedPostgres, spawnServer, waitHealthy } from '../testing/server-process';

// docs/deploy.md's set-up, for real: Debian's nginx with deploy/nginx/portal.conf (TLS, its
// headers, its limits) in front of two instances on one PostgreSQL database and one bucket.
const NGINX = '/usr/sbin/nginx';
const haveNginx = fs.existsSync(NGINX);
const siteConf = fs.readFileSync(new URL('../../../deploy/nginx/portal.conf', import.meta.url), 'utf8');

const database = sharedPostgres('portal_nginx');
const work = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-nginx-'));
const base = 5400 + (process.pid % 300) * 4;
const ports = { a: base, b: base + 1, http: base + 2, https: base + 3 };
const instances: ServerProcess[] = [];
let nginx: ChildProcess | undefined;
let s3: Awaited<ReturnType<typeof startS3>> | undefined;
let ca = '';

/** An HTTPS request that trusts the test's own certificate authority (fetch cannot be told). */
function request(
  method: string,
  url: string,
  opts: { headers?: Record<string, string>; body?: Buffer | string } = {},
): Promise<{ status: number; headers: Record<string, string | string[] | undefined>; body: string }> {
  return new Promise((resolve, reject) => {
    const req = https.request(
      `https://localhost:${ports.https}${url}`,
      { method, headers: opts.headers, ca },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (c: Buffer) => chunks.push(c));
        res.on('end', () =>
          resolve({ status: res.statusCode!, headers: res.headers, body: Buffer.concat(chunks).toString('utf8') }),
        );
      },
    );
    req.on('error', reject);
    req.end(opts.body);
  });
}

const json = (body: unknown) => ({
  headers: { 'content-type': 'application/json' },
  body: JSON.stringify(body),
});

function startInstance(port: number) {
  const server = spawnServer({
    DATABASE_URL: database.url,
    STORAGE_URL: `s3://${s3!.bucket}?endpoint=${encodeURIComponent(s3!.endpoint)}&forcePathStyle=true`,
    DATA_DIR: fs.mkdtempSync(path.join(work, 'data-')),
    PORT: String(port),
    LOG_LEVEL: 'warn',
    SEED_DEMO: '0',
    ADMIN_EMAIL: 'ops@example.org',
    ADMIN_PASSWORD: 'Mlango-Proxy@2025',
    APP_URL: 'https://portal.example.org',
    // Only nginx's X-Forwarded-For names the client (docs/deploy.md).
    TRUST_PROXY: '127.0.0.1',
  });
  instances.push(server);
  return server;
}

/** The documented site file with only its lines marked "test:" changed, in a main file of our own. */
function writeNginxConfig() {
  execFileSync(
    'openssl',
    [
      'req',
      '-x509',
      '-newkey',
      'rsa:2048',
      '-nodes',
      '-days',
      '1',
      '-subj',
      '/CN=localhost',
      '-addext',
      'subjectAltName=DNS:localhost,IP:127.0.0.1',
      '-keyout',
      path.join(work, 'key.pem'),
      '-out',
      path.join(work, 'cert.pem'),
    ],
    { stdio: 'ignore' },
  );
  ca = fs.readFileSync(path.join(work, 'cert.pem'), 'utf8');
  const site = siteConf
    .replace(/server 127\.0\.0\.1:3001 /, `server 127.0.0.1:${ports.a} `)
    .replace(/server 127\.0\.0\.1:3002 /, `server 127.0.0.1:${ports.b} `)
    .replace(/listen 80;/, `listen 127.0.0.1:${ports.http};`)
    .replace(/listen 443 ssl http2;/, `listen 127.0.0.1:${ports.https} ssl http2;`)
    .replace(/ssl_certificate .*;/, `ssl_certificate ${path.join(work, 'cert.pem')};`)
    .replace(/ssl_certificate_key .*;/, `ssl_certificate_key ${path.join(work, 'key.pem')};`);
  fs.writeFileSync(path.join(work, 'portal.conf'), site);
  const temp = (name: string) => `${name}_temp_path ${path.join(work, name)};`;
  fs.writeFileSync(
    path.join(work, 'nginx.conf'),
    [
      `pid ${path.join(work, 'nginx.pid')};`,
      `error_log ${path.join(work, 'error.log')} warn;`,
      'events { worker_connections 256; }',
      `http { access_log off; ${['client_body', 'proxy', 'fastcgi', 'uwsgi', 'scgi'].map(temp).join(' ')}`,
      `  include ${path.join(work, 'portal.conf')};`,
      '}',
    ].join('\n'),
  );
}

let nginxOutput = '';

async function waitForPort(port: number) {
  for (let i = 0; i < 100 && nginx?.exitCode === null; i++) {
    const open = await new Promise<boolean>((resolve) => {
      const s = net.connect(port, '127.0.0.1', () => {
        s.end();
        resolve(true);
      });
      s.on('error', () => resolve(false));
    });
    if (open) return;
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`nothing listens on ${port} (nginx's output: ${nginxOutput})`);
}

// Without nginx on a developer's machine it is skipped (and counted so); CI installs it and runs it.
describe.runIf(process.env.TEST_DB === 'postgres' && (haveNginx || !!process.env.CI))(
  'nginx in front of two instances',
  () => {
    let token = '';

    beforeAll(async () => {
      await database.create();
      s3 = await startS3();
      const [a, b] = [startInstance(ports.a), startInstance(ports.b)];
      await Promise.all([waitHealthy(ports.a, a!), waitHealthy(ports.b, b!)]);
      writeNginxConfig();
      nginx = spawn(NGINX, ['-p', work, '-c', path.join(work, 'nginx.conf'), '-g', 'daemon off;']);
      nginx.stderr!.on('data', (d: Buffer) => {
        nginxOutput += d;
      });
      await waitForPort(ports.https);
    }, 120_000);

    afterAll(async () => {
      nginx?.kill('SIGQUIT');
      for (const s of instances) s.child.kill('SIGKILL');
      await database.drop();
      fs.rmSync(work, { recursive: true, force: true });
    });

    it('answers over TLS only: plain HTTP is sent to HTTPS, HSTS is set once, the pages come compressed', async () => {
      const plain = await fetch(`http://127.0.0.1:${ports.http}/news-feed?page=2`, { redirect: 'manual' });
      expect(plain.status).toBe(301);
      expect(plain.headers.get('location')).toBe(`https://127.0.0.1/news-feed?page=2`);

      const health = await request('GET', '/api/health');
      expect(health.status).toBe(200);
      expect(JSON.parse(health.body)).toEqual({ status: 'ok' });
      // Set once, by the API (a second copy from nginx would make a list browsers may reject).
      expect(health.headers['strict-transport-security']).toMatch(/^max-age=\d+(; includeSubDomains)?$/);
      // The API compresses; nginx passes it through (the web build is not there in the API suite).
      const large = await request('GET', '/api/docs/json', { headers: { 'accept-encoding': 'br' } });
      expect(large.status).toBe(200);
      expect(large.headers['content-encoding']).toBe('br');
    });

    it('counts sign-ins under the address nginx saw, whatever X-Forwarded-For the client sends', async () => {
      const wrong = (i: number) =>
        request('POST', '/api/login', {
          ...json({ email: 'stranger@example.org', password: 'Wrong@2025' }),
          headers: { 'content-type': 'application/json', 'x-forwarded-for': `203.0.113.${i}` },
        });
      for (let i = 0; i < 10; i++) expect((await wrong(i)).status).not.toBe(429);
      expect((await wrong(99)).status).toBe(429);
    });

    it('passes an upload of several megabytes to the API', async () => {
      const signedIn = await request(
        'POST',
        '/api/login',
        json({ email: 'ops@example.org', password: 'Mlango-Proxy@2025' }),
      );
      expect(signedIn.status).toBe(200);
      token = JSON.parse(signedIn.body).token;

      const noise = Buffer.alloc(1100 * 1100 * 3);
      for (let i = 0; i < noise.length; i++) noise[i] = (i * 2654435761) >>> 24;
      const picture = await sharp(noise, { raw: { width: 1100, height: 1100, channels: 3 } })
        .png({ compressionLevel: 0 })
        .toBuffer();
      expect(picture.length).toBeGreaterThan(3 * 1024 * 1024);
      const form = new FormData();
      form.append('files', new Blob([picture], { type: 'image/png' }), 'me.png');
      const encoded = new Request('http://x', { method: 'POST', body: form });
      const upload = await request('POST', '/api/user?type=image', {
        headers: { authorization: `Bearer ${token}`, 'content-type': encoded.headers.get('content-type')! },
        body: Buffer.from(await encoded.arrayBuffer()),
      });
      expect(upload.status).toBe(200);
      const url = JSON.parse(upload.body).prof_pic_url as string;
      expect(url).toMatch(/^\/storage\/profile_pics\//);
      // Served through nginx by either instance: the bucket holds it.
      for (let i = 0; i < 4; i++) expect((await request('GET', url)).status).toBe(200);
    });

    it('carries live sockets, and a restart of one instance loses no read: nginx retries on the other', async () => {
      const socket = new WebSocket(`wss://localhost:${ports.https}/api/live`, { ca });
      const heard: { type: string }[] = [];
      socket.on('message', (data) => heard.push(JSON.parse(String(data))));
      await new Promise((resolve, reject) => socket.once('open', resolve).once('error', reject));
      socket.send(JSON.stringify({ type: 'auth', token }));
      await new Promise((r) => setTimeout(r, 300));
      const sent = await request('POST', '/api/contact-us', {
        headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
        body: JSON.stringify({ subject: 'Through nginx', message: '<p>Hello.</p>' }),
      });
      expect(sent.status).toBeLessThan(300);
      await expect.poll(() => heard.map((e) => e.type), { timeout: 2_000 }).toContain('contact.created');

      // Instance A stops (a rolling restart): every read during and after it is answered.
      const reads: Promise<number>[] = [];
      const stopping = instances[0]!.child;
      stopping.kill('SIGTERM');
      for (let i = 0; i < 40; i++) {
        reads.push(request('GET', '/api/news-feed?type=public&page=1').then((r) => r.status));
        await new Promise((r) => setTimeout(r, 25));
      }
      expect(new Set(await Promise.all(reads))).toEqual(new Set([200]));
      expect(await instances[0]!.exited).toBe(0);
      socket.close();
    }, 30_000);
  },
);
