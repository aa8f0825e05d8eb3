import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';

/** Unit and component tests: the shell and sub-apps in jsdom, the shared packages in Node. */
export default defineConfig({
  test: {
    projects: [
      {
        plugins: [react()],
        test: {
          name: 'shell',
          root: './apps/shell',
          environment: 'jsdom',
          include: ['src/**/*.test.{ts,tsx}'],
          setupFiles: ['./src/test/setup.ts'],
        },
      },
      {
        plugins: [react()],
        test: {
          name: 'subapps',
          root: './apps/subapps',
          environment: 'jsdom',
          include: ['*/src/**/*.test.{ts,tsx}'],
        },
      },
      {
        test: {
          name: 'packages',
          root: './packages',
          environment: 'node',
          include: ['*/src/**/*.test.ts'],
        },
      },
    ],
  },
});
