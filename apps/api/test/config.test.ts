import { describe, expect, it } from 'vitest';
import { DEMO_ADMIN, loadConfig } from '../src/config';

describe('configuration', () => {
  it('defaults to the embedded database with demo data and the demo admin', () => {
    const c = loadConfig({ INIT_CWD: '/srv/portal' });
    expect(c).toMatchObject({
      port: 3000,
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
      ADMIN_PASSWORD: 'Secret@2025',
      SEED_DEMO: '1',
    });
    expect(withAdmin).toMatchObject({ seedDemo: true, admin: { email: 'ops@example.org', password: 'Secret@2025' } });
  });

  it('lists every bad variable at once, and treats empty ones as unset', () => {
    expect(() => loadConfig({ PORT: 'x', SMTP_URL: 'nope', SEED_DEMO: 'maybe' })).toThrow(
      /PORT[\s\S]*SMTP_URL[\s\S]*SEED_DEMO/,
    );
    expect(loadConfig({ DATABASE_URL: '' }).databaseUrl).toBeUndefined();
    expect(() => loadConfig({ STORAGE_URL: 'https://s3.example.org/bucket' })).toThrow(/STORAGE_URL/);
  });
});
