import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/test-app';
import { OFFICE_API, type OfficeSite } from '@tribuna/contracts/office';
import type { Tenant } from '../modules/tenants/tenants.service';
import { officeCall, officeLogin } from '../modules/staff/staff.test-support';

const INDEX = `<!doctype html>
<html lang="__TRIBUNA_LANG__">
  <head>
    <meta name="tribuna:api-key" content="__TRIBUNA_API_KEY__">
    <meta name="tribuna:site-hash" content="__TRIBUNA_SITE_HASH__">
    <title>__TRIBUNA_TITLE__</title>
    <script type="module" src="/assets/index-abc123.js"></script>
  </head>
  <body><div id="root"></div></body>
</html>`;

let t: TestApp;
let dir: string;
let tribuna: Tenant;
let riobet: Tenant;

beforeAll(async () => {
  // A fake build: only the web app; the office is "not built".
  dir = await mkdtemp(path.join(os.tmpdir(), 'tribuna-static-'));
  await mkdir(path.join(dir, 'web', 'assets'), { recursive: true });
  await mkdir(path.join(dir, 'web', 'brands', 'tribuna'), { recursive: true });
  await writeFile(path.join(dir, 'web', 'index.html'), INDEX);
  await writeFile(path.join(dir, 'web', 'assets', 'index-abc123.js'), 'console.log(1);');
  await writeFile(
    path.join(dir, 'web', 'assets', 'index-abc123.js.gz'),
    gzipSync('console.log(1);'),
  );
  await writeFile(path.join(dir, 'web', 'brands', 'tribuna', 'logo.svg'), '<svg/>');
  await writeFile(path.join(dir, 'web', '.env'), 'SECRET=1');
  await writeFile(
    path.join(dir, 'web', 'build.json'),
    JSON.stringify({ id: 'b1', timestamp: 1_700_000_000_000 }),
  );
  t = await createTestApp({ staticDir: dir });
  const brands = await t.app.services.tenants.list();
  tribuna = brands.find((b) => b.slug === 'tribuna')!;
  riobet = brands.find((b) => b.slug === 'riobet')!;
});
afterAll(async () => {
  await t.close();
  await rm(dir, { recursive: true, force: true });
});

function get(url: string, host: string, headers: Record<string, string> = {}) {
  return t.app.inject({ method: 'GET', url, headers: { host, ...headers } });
}
const page = { accept: 'text/html,application/xhtml+xml' };

describe('the player site', () => {
  it("serves each host its own brand's page: key, hash, language and title", async () => {
    const home = await get('/', 'localhost:3000', page);
    expect(home.statusCode).toBe(200);
    expect(home.headers['content-type']).toContain('text/html');
    expect(home.headers['cache-control']).toBe('no-cache');
    expect(home.body).toContain(`<meta name="tribuna:api-key" content="${tribuna.apiKey}">`);
    expect(home.body).toContain(`<meta name="tribuna:site-hash" content="${tribuna.hash}">`);
    expect(home.body).toContain('<html lang="es-ES">');
    expect(home.body).toContain('<title>Tribuna</title>');

    const other = await get('/login', '127.0.0.1:3000', page);
    expect(other.statusCode).toBe(200);
    expect(other.body).toContain(`content="${riobet.apiKey}"`);
    expect(other.body).toContain('<html lang="pt-BR">');
    expect(other.body).toContain('<title>RioBet</title>');
    expect(other.body).not.toContain(tribuna.apiKey);
  });

  it('answers every navigation with the page (SPA fallback), deep paths included', async () => {
    for (const url of ['/promotions/type/bonus', '/sports/x/y?tab=1', '/index.html']) {
      const res = await get(url, 'localhost', page);
      expect(res.statusCode, url).toBe(200);
      expect(res.body, url).toContain(tribuna.hash);
    }
  });

  it('serves hashed assets for a year and other files with revalidation', async () => {
    const asset = await get('/assets/index-abc123.js', 'localhost');
    expect(asset.statusCode).toBe(200);
    expect(asset.headers['cache-control']).toContain('max-age=31536000');
    expect(asset.headers['cache-control']).toContain('immutable');
    expect(asset.body).toBe('console.log(1);');

    const logo = await get('/brands/tribuna/logo.svg', 'localhost');
    expect(logo.statusCode).toBe(200);
    expect(logo.headers['cache-control']).toBe('no-cache');
    expect(logo.headers['content-type']).toContain('image/svg+xml');
  });

  it('gives pages and SVGs the content security policy, and scripts only what scripts need', async () => {
    const document = await get('/', 'localhost', page);
    expect(document.headers['content-security-policy']).toContain("script-src 'self'");
    const logo = await get('/brands/tribuna/logo.svg', 'localhost');
    expect(logo.headers['content-security-policy']).toContain("default-src 'self'");

    const script = await get('/assets/index-abc123.js', 'localhost');
    expect(script.headers['x-content-type-options']).toBe('nosniff');
    expect(script.headers['cross-origin-resource-policy']).toBe('same-origin');
    expect(script.headers['content-security-policy']).toBeUndefined();
  });

  it('sends the gzipped copy to a browser that accepts it', async () => {
    const res = await get('/assets/index-abc123.js', 'localhost', { 'accept-encoding': 'gzip' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBe('gzip');
    expect(res.headers['cache-control']).toContain('immutable');
  });

  it('answers a missing file that is not a navigation with a 404, not the page', async () => {
    const res = await get('/assets/missing-123.js', 'localhost', { accept: '*/*' });
    expect(res.statusCode).toBe(404);
    expect(res.body).not.toContain(tribuna.hash);
  });

  it('never serves dotfiles or files outside the build', async () => {
    for (const url of ['/.env', '/..%2f..%2fpackage.json', '/assets/..%2f..%2fbuild.json']) {
      const res = await get(url, 'localhost', { accept: '*/*' });
      expect(res.statusCode, url).toBe(404);
      expect(res.body, url).not.toContain('SECRET');
    }
  });

  it('keeps unknown API paths as JSON envelopes', async () => {
    const res = await get('/api/nothing-here', 'localhost', {
      ...page,
      'master-language': 'en_US',
    });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({ code: 'NOT_FOUND' });
  });

  it('shows an unknown host a clear error page in its language, never a brand', async () => {
    const res = await get('/', 'evil.example', { ...page, 'accept-language': 'pt-BR,pt;q=0.9' });
    expect(res.statusCode).toBe(404);
    expect(res.headers['content-type']).toContain('text/html');
    expect(res.body).toContain('<html lang="pt-BR">');
    expect(res.body).toContain('Não há nenhum site em evil.example.');
    expect(res.body).not.toContain('__TRIBUNA_');
    expect(res.body).not.toContain(tribuna.apiKey);

    const english = await get('/login', 'evil.example', { ...page, 'accept-language': 'en' });
    expect(english.body).toContain('There is no site at evil.example.');
  });

  it('escapes brand values written into the page', async () => {
    const { brandPage } = await import('./static-apps');
    const html = brandPage('<title>__TRIBUNA_TITLE__</title>', {
      ...tribuna,
      settings: { ...tribuna.settings, name: 'A & B <script>"' },
    });
    expect(html).toBe('<title>A &amp; B &lt;script&gt;&quot;</title>');
  });

  it("sends a browser's /favicon.ico to the host's brand's icon", async () => {
    const res = await get('/favicon.ico', 'localhost', {});
    expect(res.statusCode).toBe(302);
    expect(res.headers.location).toBe('/brands/tribuna/favicon.svg');
    expect((await get('/favicon.ico', 'nobody.example', {})).statusCode).toBe(404);
  });
});

describe('the back office', () => {
  it('redirects /office to /office/', async () => {
    const res = await get('/office', 'localhost', page);
    expect(res.statusCode).toBe(302);
    expect(res.headers.location).toBe('/office/');
  });

  it('says to run the build when the app is not built', async () => {
    const res = await get('/office/', 'localhost', { ...page, 'master-language': 'en_US' });
    expect(res.statusCode).toBe(503);
    expect(res.body).toContain('npm run build');
  });
});

describe('builds', () => {
  it('answers the latest build', async () => {
    const res = await get('/builds/latest.json?timestamp=1', 'localhost');
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('no-cache');
    expect(res.json()).toEqual({ id: 'b1', timestamp: 1_700_000_000_000 });
  });

  it("answers the route rules of the host's brand, never another brand's", async () => {
    const res = await get('/builds/meta/b1.json', 'localhost');
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('no-cache');
    expect(res.json()).toEqual({ redirects: tribuna.settings.redirects });
    // The demo's Tribuna has a rule; RioBet has none.
    expect(tribuna.settings.redirects.length).toBeGreaterThan(0);
    const other = await get('/builds/meta/b1.json', riobet.hosts[0] ?? '');
    expect(other.json()).toEqual({ redirects: [] });
  });

  it('answers rules saved in the office at once, for that brand only', async () => {
    const admin = await officeLogin(t.app, 'localhost', 'admin', 'admin1234');
    const current = await officeCall(t.app, admin, 'GET', OFFICE_API.site);
    const { version, settings } = current.json<{ response: OfficeSite }>().response;
    const redirects = [{ from: '/old-promos', to: '/promotions', external: false }];
    const saved = await officeCall(t.app, admin, 'PUT', OFFICE_API.site, {
      version,
      settings: { ...settings, redirects },
    });
    expect(saved.statusCode).toBe(200);
    expect((await get('/builds/meta/b1.json', 'tribuna.localhost')).json()).toEqual({ redirects });
    expect((await get('/builds/meta/b1.json', 'riobet.localhost')).json()).toEqual({
      redirects: [],
    });
  });

  it('refuses a malformed build id', async () => {
    const res = await get('/builds/meta/a%20b.json', 'localhost', { 'master-language': 'en_US' });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ code: 'VALIDATION_FAILED' });
  });
});
