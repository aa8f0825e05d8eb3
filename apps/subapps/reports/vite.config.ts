import { defineConfig } from 'vite';

/** No framework: web components only. Served by the portal server under /subapps/reports/. */
export default defineConfig({
  base: '/subapps/reports/',
  build: { target: 'es2022', reportCompressedSize: false, rolldownOptions: { treeshake: { manualPureFunctions: ['z'] } } },
  server: { port: 5183, proxy: { '/api': 'http://localhost:8080', '/idaas': 'http://localhost:8080' } },
});
