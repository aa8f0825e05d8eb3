import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { shellChunks } from './chunking.ts';
import { firstWave } from './first-route.ts';
import { precompress } from './precompress.ts';

const here = (file: string) => fileURLToPath(new URL(file, import.meta.url));

/** The page every sign-in lands on (/home/index): its code comes in the first wave. */
const FIRST_PAGE = here('./src/features/home/HomePage.tsx');

/** The shell is served under /pba/; login.html is the identity login page the server serves at /idaas/login. */
export default defineConfig({
  base: '/pba/',
  plugins: [react(), firstWave({ shellHtml: here('./index.html'), loginHtml: here('./login.html'), firstPage: FIRST_PAGE, base: '/pba/' }), precompress()],
  build: {
    target: 'es2022',
    sourcemap: false,
    reportCompressedSize: false,
    // The first paint's libraries are one file on purpose (vendor, ~830 kB raw, ~265 kB gzip).
    chunkSizeWarningLimit: 900,
    rolldownOptions: {
      // The shared contracts build zod schemas at module level for the server; the shell uses
      // none of them, so their construction is marked pure and left out of the bundle.
      treeshake: { manualPureFunctions: ['z'] },
      input: {
        index: here('./index.html'),
        login: here('./login.html'),
      },
      output: {
        codeSplitting: {
          groups: shellChunks({ shell: here('./index.html'), login: here('./login.html'), firstPage: FIRST_PAGE }),
        },
      },
    },
  },
  server: {
    port: 5173,
    proxy: {
      '/api': 'http://localhost:8080',
      '/idaas': 'http://localhost:8080',
    },
  },
});
