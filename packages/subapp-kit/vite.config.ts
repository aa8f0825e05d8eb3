import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';

/** `dist/subapp-kit.js`: the kit as one standalone ES module, served by the portal at /pba/subapp-kit.js. */
export default defineConfig({
  build: {
    target: 'es2020',
    emptyOutDir: true,
    reportCompressedSize: false,
    lib: { entry: fileURLToPath(new URL('./src/kit.ts', import.meta.url)), formats: ['es'], fileName: () => 'subapp-kit.js' },
  },
});
