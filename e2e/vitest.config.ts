import { defineConfig } from 'vitest/config';

/** Browser journeys: the built shell and the real server in Chromium. One file at a time (2 cores). */
export default defineConfig({
  test: {
    root: import.meta.dirname,
    include: ['tests/**/*.e2e.ts'],
    globalSetup: ['./support/global-setup.ts'],
    fileParallelism: false,
    testTimeout: 60_000,
    hookTimeout: 90_000,
    retry: 0,
  },
});
