import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app';
import { openPglite } from '../src/db/client';
import { memoryMailer } from '../src/lib/mail';
import { localStorage } from '../src/lib/storage';
import { fakeClock } from '../testing/helpers';

// One port serves the built web app too: a tiny stand-in build in a temporary folder.
const web = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-web-'));
fs.mkdirSync(path.join(web, 'assets'));
fs.writeFileSync(path.join(web, 'index.html'), '<!doctype html><div id="root"></div>');
const js = 'console.log("app");'.repeat(200);
fs.writeFileSync(path.join(web, 'assets', 'index-abc123.js'), js);
fs.writeFileSync(path.join(web, 'assets', 'index-abc123.js.br'), zlib.brotliCompressSync(js));

const database = await openPglite();
const app = await buildApp({
  database,
  storage: localStorage(fs.mkdtempSync(path.join(os.tmpdir(), 'portal-storage-'))),
  mailer: memoryMailer(),
  clock: fakeClock(),
  config: { appUrl: 'http://portal.test', logLevel: 'silent', webDist: web },
});

beforeAll(async () => {
  await database.migrate();
  await app.ready();
});
afterAll(async () => {
  await app.close();
  await database.close();
  fs.rmSync(web, { recursive: true, force: true });
});

describe('serving the web app', () => {
  it('answers browser paths with the app, never cached', async () => {
    for (const url of ['/', '/programs', '/past-cohorts/cohort-3', '/no/such/page']) {
      const res = await app.inject({ method: 'GET', url });
      expect(res.statusCode, url).toBe(200);
      expect(res.headers['content-type']).toContain('text/html');
      expect(res.headers['cache-control']).toBe('no-cache');
      expect(res.body).toContain('<div id="root">');
    }
  });

  it('serves hashed assets pre-compressed and cached for good', async () => {
    const res = await app.inject({
      method: 'GET',
      url: '/assets/index-abc123.js',
      headers: { 'accept-encoding': 'br' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBe('br');
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(zlib.brotliDecompressSync(res.rawPayload).toString()).toBe(js);
  });

  it('keeps JSON 404s for the API and plain 404s for missing files', async () => {
    const api = await app.inject({ method: 'GET', url: '/api/nothing-here' });
    expect(api.statusCode).toBe(404);
    expect(api.json()).toEqual({ message: 'Not found.' });
    expect((await app.inject({ method: 'GET', url: '/assets/missing.js' })).statusCode).toBe(404);
    expect((await app.inject({ method: 'GET', url: '/storage/team_pics/missing.webp' })).statusCode).toBe(404);
    expect((await app.inject({ method: 'POST', url: '/programs' })).statusCode).toBe(404);
  });
});
