import crypto from 'node:crypto';
import { readdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { defineConfig, type Plugin } from 'vite';
import react from '@vitejs/plugin-react';

/**
 * Names each build and writes `build.json` ({id, timestamp}) into the output, which
 * the server answers as `/builds/latest.json`; the page compares it with its own id.
 */
function buildInfo(): Plugin {
  const timestamp = Date.now();
  const id = `${timestamp.toString(36)}-${crypto.randomBytes(4).toString('hex')}`;
  return {
    name: 'tribuna-build-info',
    apply: 'build',
    config: () => ({ define: { 'import.meta.env.VITE_BUILD_ID': JSON.stringify(id) } }),
    generateBundle() {
      this.emitFile({
        type: 'asset',
        fileName: 'build.json',
        source: JSON.stringify({ id, timestamp }),
      });
    },
  };
}

/** Gzipped copies of scripts and styles, which the server sends to browsers that accept them. */
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

// Served by the API at `/` on every tenant's host. In development the dev server
// forwards the API with the original Host so that the right tenant answers.
export default defineConfig({
  plugins: [react(), buildInfo(), precompress()],
  build: { outDir: 'dist', emptyOutDir: true, sourcemap: false, target: 'es2022' },
  server: {
    port: 5173,
    proxy: {
      '/api': { target: 'http://localhost:3000', changeOrigin: false, ws: true },
      '/builds': { target: 'http://localhost:3000', changeOrigin: false },
      '/_auth': { target: 'http://localhost:3000', changeOrigin: false },
    },
  },
});
