import vue from '@vitejs/plugin-vue';
import { defineConfig } from 'vite';

/** A company's CRM on its own host: served under /vue-crm/ (the e2e suite serves it from a second origin). */
export default defineConfig({
  base: '/vue-crm/',
  plugins: [vue()],
  build: { target: 'es2022', reportCompressedSize: false },
});
