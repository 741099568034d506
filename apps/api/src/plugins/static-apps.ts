import { readFile, stat } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fastifyStatic from '@fastify/static';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  BUILD_INFO_FILE,
  buildIdParamsSchema,
  buildInfoSchema,
  routeRulesSchema,
  type BuildInfo,
  type RouteRules,
} from '@tribuna/contracts/builds';
import { errorResponses } from '@tribuna/contracts/envelope';
import { DEFAULT_LANGUAGE, isLanguage, type Language } from '@tribuna/contracts/languages';
import { translate } from '@tribuna/contracts/messages';
import { AppError } from '../lib/app-error';
import {
  normalizeHost,
  type Tenant,
  type TenantsService,
} from '../modules/tenants/tenants.service';

const WORKSPACE_APPS = fileURLToPath(new URL('../../../', import.meta.url));

/** Placeholders in each app's index.html, replaced per request for the host's brand. */
export const PAGE_PLACEHOLDERS = {
  lang: '__TRIBUNA_LANG__',
  title: '__TRIBUNA_TITLE__',
  apiKey: '__TRIBUNA_API_KEY__',
  siteHash: '__TRIBUNA_SITE_HASH__',
} as const;

// `/games/house/<slug>` and the verifier at `/games/house/verify`.
const HOUSE_GAME_PAGES = /^games\/house(\/|$)/;

// Vite names what it emits under assets/ by content hash: safe to keep for a year.
const HASHED_ASSETS = /^assets\//;
const HASHED_ASSET_CACHE = { maxAge: '365d', immutable: true, cacheControl: true };

interface SpaApp {
  name: 'web' | 'office';
  root: string;
  /** URL prefix the app is served under, with a trailing slash. */
  prefix: string;
}

interface Template {
  mtimeMs: number;
  html: string;
}

export interface StaticAppsOptions {
  tenants: TenantsService;
  /** A folder with `web/` and `office/` builds; defaults to each workspace's `dist`. */
  staticDir?: string | undefined;
}

/**
 * One process serves everything: the player site at `/`, the back office at
 * `/office/`, and the build files the page polls. Navigations get the app's
 * index.html with the host's brand written in (key, hash, language, title), so
 * one build serves every tenant. An unknown host gets an error page, never
 * another brand's site.
 */
export async function staticAppsPlugin(
  app: FastifyInstance,
  opts: StaticAppsOptions,
): Promise<void> {
  const web: SpaApp = {
    name: 'web',
    root: opts.staticDir
      ? path.resolve(opts.staticDir, 'web')
      : path.join(WORKSPACE_APPS, 'web', 'dist'),
    prefix: '/',
  };
  const office: SpaApp = {
    name: 'office',
    root: opts.staticDir
      ? path.resolve(opts.staticDir, 'office')
      : path.join(WORKSPACE_APPS, 'office', 'dist'),
    prefix: '/office/',
  };

  // Only reply.sendFile: the routes below decide what is a file and what is a page.
  await app.register(fastifyStatic, { serve: false, preCompressed: true });

  // Read once per build: re-read only when the file on disk changed (a new build).
  const templates = new Map<string, Template>();
  async function template(spa: SpaApp, page: string): Promise<string | null> {
    const file = path.join(spa.root, page);
    const info = await stat(file).catch(() => null);
    if (!info?.isFile()) return null;
    const cached = templates.get(file);
    if (cached && cached.mtimeMs === info.mtimeMs) return cached.html;
    const html = await readFile(file, 'utf8');
    templates.set(file, { mtimeMs: info.mtimeMs, html });
    return html;
  }

  async function sendPage(
    spa: SpaApp,
    request: FastifyRequest,
    reply: FastifyReply,
    page = 'index.html',
  ) {
    reply.header('cache-control', 'no-cache');
    const tenant = await opts.tenants.resolveHost(request.headers.host);
    if (!tenant) {
      const language = acceptedLanguage(request);
      return sendErrorPage(reply, 404, language, {
        title: translate('error.not_found', language),
        lines: [
          translate('tenant.unknown_host', language, {
            host: normalizeHost(request.headers.host) || '?',
          }),
          translate('site.unknown_host_hint', language),
        ],
      });
    }
    const html = await template(spa, page);
    if (html === null) {
      const language = tenant.settings.language;
      return sendErrorPage(reply, 503, language, {
        title: translate('site.not_built_title', language),
        lines: [translate('site.not_built', language)],
      });
    }
    return reply.type('text/html; charset=utf-8').send(brandPage(html, tenant));
  }

  async function serveSpa(spa: SpaApp, request: FastifyRequest, reply: FastifyReply) {
    const relative = relativePath(request.url, spa.prefix);
    if (relative === null) return reply.callNotFound();
    if (relative !== '' && relative !== 'index.html' && relative !== 'games.html') {
      const file = await existingFile(spa.root, relative);
      if (file) {
        if (HASHED_ASSETS.test(relative))
          return reply.sendFile(relative, spa.root, HASHED_ASSET_CACHE);
        // Logos, favicons, build.json: stable names, so check with the server each time.
        reply.header('cache-control', 'no-cache');
        return reply.sendFile(relative, spa.root, { cacheControl: false });
      }
    }
    if (!wantsPage(request)) return reply.callNotFound();
    // The house games' pages are an entry of their own (they open in the game frame).
    const page =
      spa.name === 'web' && HOUSE_GAME_PAGES.test(relative) ? 'games.html' : 'index.html';
    return sendPage(spa, request, reply, page);
  }

  const hidden = { schema: { hide: true }, config: { tenant: false } } as const;
  // Browsers ask for /favicon.ico where a document names no icon (a JSON answer opened in a
  // tab, a crawler): the host's brand's own icon, so the brand shows and no 404 is logged.
  app.get('/favicon.ico', hidden, async (request, reply) => {
    const tenant = await opts.tenants.resolveHost(request.headers.host);
    if (!tenant) return reply.callNotFound();
    reply.header('cache-control', 'no-cache');
    return reply.redirect(tenant.settings.logos.favicon.light, 302);
  });
  app.get('/*', hidden, (request, reply) => serveSpa(web, request, reply));
  app.get('/office', hidden, (_request, reply) => reply.redirect('/office/', 302));
  app.get('/office/*', hidden, (request, reply) => serveSpa(office, request, reply));
  // Unknown API paths stay JSON (with the tenant checks), never the site's page.
  app.get('/api/*', { schema: { hide: true } }, (_request, reply) => reply.callNotFound());

  const api = app.withTypeProvider<ZodTypeProvider>();
  api.get(
    '/builds/latest.json',
    {
      schema: {
        tags: ['site'],
        summary: 'The build the server has now; the page polls it to notice a new one',
        response: { 200: buildInfoSchema, ...errorResponses },
      },
      config: { tenant: false },
    },
    async (_request, reply): Promise<BuildInfo> => {
      const info = await readBuildInfo(web.root);
      if (!info) throw new AppError(404, 'NOT_FOUND', 'site.not_built');
      reply.header('cache-control', 'no-cache');
      return info;
    },
  );
  api.get(
    '/builds/meta/:id.json',
    {
      schema: {
        tags: ['site'],
        summary: "The route rules (redirects) a build's pages apply on every navigation",
        params: buildIdParamsSchema,
        response: { 200: routeRulesSchema, ...errorResponses },
      },
    },
    (request, reply): RouteRules => {
      // The brand's staff change the rules at any time: the page must ask each time.
      reply.header('cache-control', 'no-cache');
      // The host's brand's rules; every build of the site applies the current ones.
      return { redirects: request.tenant.settings.redirects };
    },
  );
}

async function readBuildInfo(root: string): Promise<BuildInfo | null> {
  const text = await readFile(path.join(root, BUILD_INFO_FILE), 'utf8').catch(() => null);
  if (text === null) return null;
  try {
    const parsed = buildInfoSchema.safeParse(JSON.parse(text));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

/** The request path under `prefix`, decoded; null when it is not under it or is malformed. */
function relativePath(url: string, prefix: string): string | null {
  const pathname = url.split('?')[0] ?? '';
  if (!pathname.startsWith(prefix)) return null;
  let decoded: string;
  try {
    decoded = decodeURIComponent(pathname.slice(prefix.length));
  } catch {
    return null;
  }
  if (decoded.includes('\0') || decoded.includes('\\')) return null;
  return decoded;
}

/** A regular file inside `root` (no dotfiles, no escaping the folder), or null. */
async function existingFile(root: string, relative: string): Promise<string | null> {
  const segments = relative.split('/');
  if (segments.some((s) => s === '' || s.startsWith('.'))) return null;
  const file = path.resolve(root, relative);
  if (!file.startsWith(root + path.sep)) return null;
  const info = await stat(file).catch(() => null);
  return info?.isFile() ? file : null;
}

/**
 * A navigation: the SPA's page answers it; anything else missing is a 404. Browsers
 * say text/html; a client that accepts anything (curl) gets the page for a path that
 * does not look like a file.
 */
function wantsPage(request: FastifyRequest): boolean {
  const accept = request.headers.accept ?? '*/*';
  if (accept.includes('text/html')) return true;
  const last = request.url.split('?')[0]?.split('/').pop() ?? '';
  return accept.includes('*/*') && !last.includes('.');
}

function acceptedLanguage(request: FastifyRequest): Language {
  const header = request.headers['master-language'];
  if (isLanguage(header)) return header;
  const accepted = (request.headers['accept-language'] ?? '').toLowerCase();
  for (const part of accepted.split(',')) {
    const tag = part.split(';')[0]?.trim() ?? '';
    if (tag.startsWith('en')) return 'en_US';
    if (tag.startsWith('es')) return 'es_ES';
    if (tag.startsWith('pt')) return 'pt_BR';
  }
  return DEFAULT_LANGUAGE;
}

function htmlLang(language: Language): string {
  return language.replace('_', '-');
}

export function escapeHtml(text: string): string {
  return text
    .replaceAll('&', '&amp;')
    .replaceAll('<', '&lt;')
    .replaceAll('>', '&gt;')
    .replaceAll('"', '&quot;')
    .replaceAll("'", '&#39;');
}

/** The app's page for this brand: its key, hash, language and name written in. */
export function brandPage(html: string, tenant: Tenant): string {
  const values: Record<keyof typeof PAGE_PLACEHOLDERS, string> = {
    lang: htmlLang(tenant.settings.language),
    title: tenant.settings.name,
    apiKey: tenant.apiKey,
    siteHash: tenant.hash,
  };
  let page = html;
  for (const [name, placeholder] of Object.entries(PAGE_PLACEHOLDERS)) {
    page = page.replaceAll(placeholder, escapeHtml(values[name as keyof typeof values]));
  }
  return page;
}

function sendErrorPage(
  reply: FastifyReply,
  status: number,
  language: Language,
  content: { title: string; lines: string[] },
) {
  const title = escapeHtml(content.title);
  const body = content.lines.map((line) => `<p>${escapeHtml(line)}</p>`).join('\n    ');
  const page = `<!doctype html>
<html lang="${htmlLang(language)}">
  <head>
    <meta charset="utf-8">
    <meta name="viewport" content="width=device-width, initial-scale=1">
    <meta name="robots" content="noindex">
    <title>${title}</title>
    <style>
      body { margin: 0; min-height: 100vh; display: grid; place-items: center; background: #0b1220;
        color: #e5e7eb; font: 16px/1.5 system-ui, -apple-system, "Segoe UI", Roboto, sans-serif; }
      main { max-width: 32rem; padding: 2rem 1.5rem; text-align: center; }
      h1 { font-size: 1.5rem; margin: 0 0 1rem; }
      .code { font-size: 3rem; font-weight: 700; color: #94a3b8; margin: 0; }
    </style>
  </head>
  <body>
    <main>
    <p class="code">${status}</p>
    <h1>${title}</h1>
    ${body}
    </main>
  </body>
</html>
`;
  return reply.code(status).type('text/html; charset=utf-8').send(page);
}
