import { defineConfig } from 'vitest/config';

/** Server suites: `inject` against a fresh embedded database per file, or PostgreSQL when DATABASE_URL is set. */
export default defineConfig({
  test: {
    root: import.meta.dirname,
    include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
    testTimeout: 30_000,
    hookTimeout: 60_000,
    maxWorkers: 2,
    // PostgreSQL: every schema of the run is dropped at its end (see the file).
    globalSetup: ['test/pg-schemas.ts'],
  },
});
