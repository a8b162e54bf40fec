import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['test/**/*.test.ts', 'src/**/*.test.ts'],
    pool: 'forks',
    // Vitest leaves one core free by default: on a 2-core CI machine that is one file at a time.
    maxWorkers: 2,
    testTimeout: 30_000,
    hookTimeout: 120_000,
    // Names the database in the report: "api (pglite)" or "api (postgres)".
    name: `api (${process.env.TEST_DB === 'postgres' ? 'postgres' : 'pglite'})`,
  },
});
