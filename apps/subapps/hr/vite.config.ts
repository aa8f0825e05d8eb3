import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

/** Served by the portal server under /subapps/hr/ . */
export default defineConfig({
  base: '/subapps/hr/',
  plugins: [react()],
  build: { target: 'es2022', reportCompressedSize: false, chunkSizeWarningLimit: 1500, rolldownOptions: { treeshake: { manualPureFunctions: ['z'] } } },
  server: { port: 5182, proxy: { '/api': 'http://localhost:8080', '/idaas': 'http://localhost:8080' } },
});
