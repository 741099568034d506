import { readdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import type { Plugin } from 'vite';

/**
 * Gzipped copies of a build's scripts, styles and pictures, which the server sends to
 * browsers that accept them (`preCompressed`): the site and the office both build with it.
 */
export function precompress(): Plugin {
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
