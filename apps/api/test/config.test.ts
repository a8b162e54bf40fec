import { MSG } from '@portal/contract/messages';
import { describe, expect, it } from 'vitest';
import { DEMO_ADMIN, loadConfig } from '../src/config';

describe('configuration', () => {
  it('defaults to the embedded database with demo data and the demo admin', () => {
    const c = loadConfig({ INIT_CWD: '/srv/portal' });
    expect(c).toMatchObject({
      port: 3000,
      // This machine only: the demo admin's password is in the README.
      host: '127.0.0.1',
      dataDir: '/srv/portal/data',
      seedDemo: true,
      admin: DEMO_ADMIN,
      appUrl: 'http://localhost:3000',
    });
    expect(c.databaseUrl).toBeUndefined();
  });

  it('with PostgreSQL: no demo data and no admin unless asked for', () => {
    const c = loadConfig({
      DATABASE_URL: 'postgres://db/portal',
      PORT: '8080',
      APP_URL: 'https://portal.example.org/',
    });
    expect(c).toMatchObject({ seedDemo: false, admin: undefined, appUrl: 'https://portal.example.org' });
    const withAdmin = loadConfig({
      DATABASE_URL: 'postgres://db/portal',
      ADMIN_EMAIL: 'Ops@Example.org',
      ADMIN_PASSWORD: 'Ops-Secret@2025',
      SEED_DEMO: '1',
    });
    expect(withAdmin).toMatchObject({
      seedDemo: true,
      admin: { email: 'ops@example.org', password: 'Ops-Secret@2025', first_name: 'Ops', last_name: 'Admin' },
    });
  });

  it('names the first admin from ADMIN_NAME, the last word being the family name', () => {
    const named = loadConfig({
      DATABASE_URL: 'postgres://db/portal',
      ADMIN_EMAIL: 'ops@example.org',
      ADMIN_PASSWORD: 'Ops-Secret@2025',
      ADMIN_NAME: '  Grace  Achieng Otieno ',
    });
    expect(named.admin).toMatchObject({ first_name: 'Grace Achieng', last_name: 'Otieno' });
    const oneWord = loadConfig({
      DATABASE_URL: 'postgres://db/portal',
      ADMIN_EMAIL: 'a.b@x.org',
      ADMIN_PASSWORD: 'Ops-Secret@2025',
      ADMIN_NAME: 'Grace',
    });
    expect(oneWord.admin).toMatchObject({ first_name: 'Grace', last_name: 'Admin' });
  });

  it("holds ADMIN_PASSWORD to everyone's password policy and common-password check, naming it", () => {
    const withPassword = (ADMIN_PASSWORD: string) => () =>
      loadConfig({ DATABASE_URL: 'postgres://db/portal', ADMIN_EMAIL: 'ops@example.org', ADMIN_PASSWORD });
    // The policy (contract/common.ts `password`): length, a capital, a digit, a sign.
    expect(withPassword('Short@1')).toThrow(`ADMIN_PASSWORD: ${MSG.passwordMin}`);
    expect(withPassword('lowercase@2025')).toThrow(`ADMIN_PASSWORD: ${MSG.passwordUpper}`);
    expect(withPassword('Nodigits@here')).toThrow(`ADMIN_PASSWORD: ${MSG.passwordNumber}`);
    expect(withPassword('NoSign2025x')).toThrow(`ADMIN_PASSWORD: ${MSG.passwordSpecial}`);
    // The common list (lib/passwords.ts), dressed-up words of this site included.
    for (const common of ['Password1!', 'Welcome@123', 'Nairobi2026.', 'Admin@2025']) {
      expect(withPassword(common), common).toThrow(`ADMIN_PASSWORD: ${MSG.passwordCommon}`);
    }
    expect(withPassword('Ops-Secret@2025')().admin?.password).toBe('Ops-Secret@2025');
    // The README's demo pair is published, not chosen: it stays the embedded database's default.
    expect(loadConfig({}).admin).toEqual(DEMO_ADMIN);
  });

  it('lists every bad variable at once, and treats empty ones as unset', () => {
    expect(() => loadConfig({ PORT: 'x', SMTP_URL: 'nope', SEED_DEMO: 'maybe' })).toThrow(
      /PORT[\s\S]*SMTP_URL[\s\S]*SEED_DEMO/,
    );
    expect(loadConfig({ DATABASE_URL: '' }).databaseUrl).toBeUndefined();
  });

  it('times the mail outbox: polls every 5 s and first retries after 30 s unless told otherwise', () => {
    expect(loadConfig({})).toMatchObject({ mailPollMs: 5_000, mailRetryMs: 30_000 });
    // A test of two processes waits a fraction of a second rather than half a minute.
    expect(loadConfig({ MAIL_POLL_MS: '200', MAIL_RETRY_MS: '500' })).toMatchObject({
      mailPollMs: 200,
      mailRetryMs: 500,
    });
    expect(() => loadConfig({ MAIL_POLL_MS: '0', MAIL_RETRY_MS: 'soon' })).toThrow(/MAIL_POLL_MS[\s\S]*MAIL_RETRY_MS/);
  });

  it('gives server renders 200 ms of the event loop a second unless RENDER_BUDGET_MS says otherwise', () => {
    expect(loadConfig({}).renderBudgetMs).toBeUndefined();
    expect(loadConfig({ RENDER_BUDGET_MS: '' }).renderBudgetMs).toBeUndefined();
    expect(loadConfig({ RENDER_BUDGET_MS: '0' }).renderBudgetMs).toBe(0);
    expect(loadConfig({ RENDER_BUDGET_MS: '500' }).renderBudgetMs).toBe(500);
    for (const bad of ['-1', '1001', '0.5', 'lots']) {
      expect(() => loadConfig({ RENDER_BUDGET_MS: bad }), bad).toThrow(/RENDER_BUDGET_MS/);
    }
  });

  it('trusts no proxy unless TRUST_PROXY names one: addresses, CIDRs and range names', () => {
    expect(loadConfig({}).trustProxy).toBeUndefined();
    expect(loadConfig({ TRUST_PROXY: '' }).trustProxy).toBeUndefined();
    expect(loadConfig({ TRUST_PROXY: 'loopback' }).trustProxy).toEqual(['loopback']);
    expect(loadConfig({ TRUST_PROXY: ' 10.0.0.0/8, 192.168.1.7 ,::1,fd00::/8,uniquelocal' }).trustProxy).toEqual([
      '10.0.0.0/8',
      '192.168.1.7',
      '::1',
      'fd00::/8',
      'uniquelocal',
    ]);
  });

  it.each([
    ['true', /TRUST_PROXY: trusting every client/],
    ['TRUE', /TRUST_PROXY: trusting every client/],
    ['*', /TRUST_PROXY: trusting every client/],
    ['1', /TRUST_PROXY: a hop count cannot tell/],
    ['proxy.internal', /TRUST_PROXY: 'proxy.internal' is not an address/],
    ['10.0.0.0/33', /TRUST_PROXY: '10.0.0.0\/33' has a bad prefix length/],
    ['0.0.0.0/0', /bad prefix length/],
    ['::/0', /bad prefix length/],
    ['10.0.0.1/8/8', /is not an address/],
    ['loopback,,10.0.0.1', /TRUST_PROXY: an empty entry/],
    ['loopback, 1', /a hop count/],
  ])('refuses TRUST_PROXY=%s at start with a clear message', (value, message) => {
    expect(() => loadConfig({ TRUST_PROXY: value })).toThrow(message);
  });

  it('lists a bad TRUST_PROXY with the other bad variables', () => {
    expect(() => loadConfig({ PORT: 'x', TRUST_PROXY: 'true' })).toThrow(/PORT[\s\S]*TRUST_PROXY/);
  });

  it('reads STORAGE_URL as an S3-compatible bucket, local files without it', () => {
    expect(loadConfig({}).s3).toBeUndefined();
    expect(loadConfig({ STORAGE_URL: '' }).s3).toBeUndefined();
    expect(
      loadConfig({ STORAGE_URL: 's3://media?endpoint=http://127.0.0.1:9000&region=eu-west-1&forcePathStyle=true' }).s3,
    ).toEqual({ bucket: 'media', endpoint: 'http://127.0.0.1:9000', region: 'eu-west-1', forcePathStyle: true });
    // AWS S3 itself: no endpoint, virtual-hosted style, the SDK's default region unless one is named.
    expect(loadConfig({ STORAGE_URL: 's3://portal-uploads' }).s3).toEqual({
      bucket: 'portal-uploads',
      endpoint: undefined,
      region: 'us-east-1',
      forcePathStyle: false,
    });
  });

  it.each([
    ['https://s3.example.org/bucket', /STORAGE_URL: only S3-compatible storage is supported: s3:\/\/<bucket>/],
    ['not a url', /STORAGE_URL: not a URL/],
    ['s3://', /STORAGE_URL: names no bucket/],
    ['s3://?region=eu-west-1', /STORAGE_URL: names no bucket/],
    ['s3://media/uploads', /STORAGE_URL: a key prefix \(\/uploads\) is not supported/],
    ['s3://key:secret@media', /STORAGE_URL: put the credentials in AWS_ACCESS_KEY_ID/],
    ['s3://media?regoin=eu-west-1', /STORAGE_URL: unknown option 'regoin'/],
    ['s3://media?endpoint=minio:9000', /STORAGE_URL: endpoint is not an http\(s\) URL/],
    ['s3://media?forcePathStyle=yes', /STORAGE_URL: forcePathStyle must be true or false/],
  ])('refuses STORAGE_URL=%s at start with a clear message', (value, message) => {
    expect(() => loadConfig({ STORAGE_URL: value })).toThrow(message);
  });

  it('never repeats a key put in STORAGE_URL in its message', () => {
    expect(() => loadConfig({ STORAGE_URL: 's3://AKIAEXAMPLE:wJalrSECRET@media' })).toThrow(
      expect.objectContaining({ message: expect.not.stringContaining('wJalrSECRET') }),
    );
  });
});
