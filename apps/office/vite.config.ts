import { readdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { defineConfig, type Plugin } from 'vite';
import react from '@vitejs/plugin-react';

/**
 * Gzipped copies of scripts and styles, which the server sends to browsers that accept them
 * (`preCompressed`); without them the office's scripts went out uncompressed, about three
 * times their gzipped size. The player site's build does the same.
 */
function precompress(): Plugin {
  let outDir = 'dist';
  return {
    name: 'tribuna-precompress',
    apply: 'build',
    configResolved(config) {
      outDir = path.resolve(config.root, config.build.outDir);
    },
    async closeBundle() {
      const assets = path.join(outDir, 'assets');
      const files = await readdir(assets).catch(() => []);
      for (const file of files) {
        if (!/\.(js|css|svg)$/.test(file)) continue;
        const full = path.join(assets, file);
        await writeFile(`${full}.gz`, gzipSync(await readFile(full), { level: 9 }));
      }
    },
  };
}

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
