import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { precompress } from '../../scripts/vite-precompress';

// Served by the API under /office/ on every tenant's host; in development the
// dev server forwards /api with the original Host so the right tenant answers.
export default defineConfig({
  base: '/office/',
  plugins: [react(), precompress()],
  build: { outDir: 'dist', emptyOutDir: true, sourcemap: false },
  server: {
    port: 5174,
    proxy: { '/api': { target: 'http://localhost:3000', changeOrigin: false } },
  },
});
