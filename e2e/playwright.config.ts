import os from 'node:os';
import path from 'node:path';
import { defineConfig, devices } from '@playwright/test';

const port = Number(process.env.E2E_PORT ?? 4310);
// A fresh data folder per run: the embedded database, uploads and the mail outbox the tests read.
export const E2E_DATA_DIR = process.env.E2E_DATA_DIR ?? path.join(os.tmpdir(), `portal-e2e-${process.pid}-${port}`);
process.env.E2E_DATA_DIR = E2E_DATA_DIR;

const chromium = {
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: [
    '--no-sandbox',
    '--disable-gpu',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-dev-shm-usage',
  ],
};

export default defineConfig({
  testDir: '.',
  timeout: 60_000,
  expect: { timeout: 10_000 },
  fullyParallel: false,
  workers: 1,
  // A failure is retried once so the report says whether it is flaky, and a flaky test still
  // fails the run (issue 17): a test that passes only on retry hides a bug or a race.
  retries: process.env.CI ? 1 : 0,
  failOnFlakyTests: !!process.env.CI,
  reporter: process.env.PLAYWRIGHT_JSON_OUTPUT_NAME ? [['list'], ['json']] : [['list']],
  // One folder per port, like the data folder: Playwright empties its output folder as a run starts,
  // so a second run on the machine (another port) must not delete this one's traces mid-run.
  outputDir: path.join(os.tmpdir(), `portal-e2e-results-${port}`),
  use: {
    baseURL: `http://localhost:${port}`,
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
    launchOptions: chromium,
  },
  projects: [{ name: 'desktop', use: { ...devices['Desktop Chrome'], launchOptions: chromium } }],
  webServer: {
    command: `rm -rf "${E2E_DATA_DIR}" && node apps/api/dist/main.js`,
    cwd: path.resolve(import.meta.dirname, '..'),
    url: `http://localhost:${port}/api/health`,
    timeout: 120_000,
    reuseExistingServer: false,
    env: {
      PORT: String(port),
      DATA_DIR: E2E_DATA_DIR,
      SEED_DEMO: '1',
      LOG_LEVEL: 'warn',
      APP_URL: `http://localhost:${port}`,
      // The whole loop for server renders: these tests check what is rendered and hydrated, on a
      // shared machine where a render takes longer (the budget has its own tests).
      RENDER_BUDGET_MS: '1000',
    },
  },
});
