import crypto from 'node:crypto';
import http from 'node:http';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { defineConfig, type Plugin } from 'vite';
import react from '@vitejs/plugin-react';
import { precompress } from '../../scripts/vite-precompress';

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

const DEV_API = process.env.TRIBUNA_API ?? 'http://localhost:3000';

/** The API's page for `host` (fetch cannot set the Host header). */
function brandedPage(host: string): Promise<string> {
  const api = new URL(DEV_API);
  return new Promise((resolve, reject) => {
    const request = http.get(
      { hostname: api.hostname, port: api.port, path: '/', headers: { host, accept: 'text/html' } },
      (response) => {
        let body = '';
        response.setEncoding('utf8');
        response.on('data', (chunk: string) => (body += chunk));
        response.on('end', () => resolve(body));
      },
    );
    request.on('error', reject);
  });
}

/**
 * In development, pages come from Vite, not the API: ask the API for this host's
 * page and copy its brand values (key, hash, language, title) into ours.
 */
function devBrandPage(): Plugin {
  return {
    name: 'tribuna-dev-brand-page',
    apply: 'serve',
    configureServer(server) {
      server.middlewares.use((req, res, next) => {
        const url = req.url ?? '/';
        const isPage =
          req.method === 'GET' &&
          (req.headers.accept ?? '').includes('text/html') &&
          !/^\/(api|builds|_auth|@|src|node_modules)/.test(url);
        if (!isPage) return next();
        void (async () => {
          const branded = await brandedPage(req.headers.host ?? 'localhost');
          const pick = (pattern: RegExp) => pattern.exec(branded)?.[1] ?? '';
          const values: Record<string, string> = {
            __TRIBUNA_LANG__: pick(/<html lang="([^"]*)"/),
            __TRIBUNA_TITLE__: pick(/<title>([^<]*)<\/title>/),
            __TRIBUNA_API_KEY__: pick(/name="tribuna:api-key" content="([^"]*)"/),
            __TRIBUNA_SITE_HASH__: pick(/name="tribuna:site-hash" content="([^"]*)"/),
          };
          const page = url.startsWith('/games/house') ? 'games.html' : 'index.html';
          let html = await readFile(path.join(server.config.root, page), 'utf8');
          for (const [placeholder, value] of Object.entries(values)) {
            html = html.replaceAll(placeholder, value);
          }
          html = await server.transformIndexHtml(url, html);
          res.setHeader('content-type', 'text/html; charset=utf-8');
          res.end(html);
        })().catch(() => next());
      });
    },
  };
}

// Served by the API at `/` on every tenant's host. In development the dev server
// forwards the API with the original Host so that the right tenant answers.
export default defineConfig({
  plugins: [react(), buildInfo(), precompress(), devBrandPage()],
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    sourcemap: false,
    target: 'es2022',
    // The site, and the house games' pages (/games/house/<slug>) as an entry of their own.
    rollupOptions: {
      input: {
        main: path.resolve(import.meta.dirname, 'index.html'),
        games: path.resolve(import.meta.dirname, 'games.html'),
      },
      output: {
        // React Query in one file: left to itself, each new lazy feature cut it into more
        // small shared files, and every file costs the first page its headers (decision 0013).
        codeSplitting: {
          groups: [{ name: 'react-query', test: /node_modules[\\/]@tanstack[\\/]/ }],
        },
      },
    },
  },
  server: {
    port: 5173,
    proxy: {
      '/api': { target: DEV_API, changeOrigin: false, ws: true },
      '/builds': { target: DEV_API, changeOrigin: false },
      '/_auth': { target: DEV_API, changeOrigin: false },
    },
  },
});
