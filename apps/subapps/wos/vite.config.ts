import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

/** Served by the portal server under /subapps/wos/ (and its ticket pop-up at /WOS/…). */
export default defineConfig({
  base: '/subapps/wos/',
  plugins: [react()],
  build: { target: 'es2022', reportCompressedSize: false, chunkSizeWarningLimit: 1500, rolldownOptions: { treeshake: { manualPureFunctions: ['z'] } } },
  server: { port: 5181, proxy: { '/api': 'http://localhost:8080', '/idaas': 'http://localhost:8080' } },
});
