import { z } from 'zod';

/** `GET /builds/latest.json`: the build the server has now; the page polls it. */
export const buildInfoSchema = z
  .object({
    id: z.string().regex(/^[A-Za-z0-9_-]{1,64}$/),
    /** When the build was made, in milliseconds since the epoch. */
    timestamp: z.number().int(),
  })
  .meta({ id: 'BuildInfo' });
export type BuildInfo = z.infer<typeof buildInfoSchema>;

export const buildIdParamsSchema = z.object({
  id: z.string().regex(/^[A-Za-z0-9_-]{1,64}$/, { error: 'validation.invalid' }),
});

// What the address bar may show in a path segment (RFC 3986 `pchar`, percent-encoded):
// the site compares `from` with `location.pathname`, which browsers always encode, so
// spaces, accents, `?`, `#`, `\` and `*` could never match and are refused.
const PATH_SEGMENT = /^[A-Za-z0-9\-._~!$&'()+,;=:@%]+$/;

/**
 * `from`: a path of the site, `/old-promos`, or a path and everything under it,
 * `/old/**` (as the site matches it). No query or hash: only paths are matched.
 */
export function isRuleFrom(value: string): boolean {
  if (!value.startsWith('/')) return false;
  const segments = value.slice(1).split('/');
  const last = segments.length - 1;
  return segments.every((segment, index) => {
    // `/` and a trailing slash leave one empty last segment; `//` elsewhere is another host.
    if (segment === '') return index === last;
    if (segment === '**') return index === last;
    return segment !== '.' && segment !== '..' && PATH_SEGMENT.test(segment);
  });
}

/**
 * An in-app `to`: a path of this site, maybe with a query and hash. One leading `/`
 * and no `\`, whitespace or control characters: so never `//host` or `/\host`,
 * which browsers read as another site.
 */
export function isSitePath(value: string): boolean {
  // eslint-disable-next-line no-control-regex
  return /^\/(?![/\\])[^\s\\\u0000-\u001f\u007f]*$/.test(value);
}

// Written out as `http(s)://host[:port]`, then a path, query or hash. No user info
// (`https://bank.example@evil.example` hides the real host); hosts in ASCII (punycode).
const EXTERNAL_URL =
  // eslint-disable-next-line no-control-regex
  /^https?:\/\/(?:[A-Za-z0-9-]+(?:\.[A-Za-z0-9-]+)*|\[[0-9A-Fa-f:.]+\])(?::\d{1,5})?(?:[/?#][^\s\\\u0000-\u001f\u007f]*)?$/i;

/**
 * An external `to`: an absolute http(s) address, so `https:host` and script schemes
 * (`javascript:`, `data:`, `blob:`, `vbscript:`) are all refused.
 */
export function isExternalUrl(value: string): boolean {
  return EXTERNAL_URL.test(value);
}

function trimSlash(path: string): string {
  return path.length > 1 && path.endsWith('/') ? path.slice(0, -1) : path;
}

/** Whether `from` catches `pathname`: the same rule the site applies on navigation. */
export function ruleMatches(from: string, pathname: string): boolean {
  const path = trimSlash(pathname);
  if (from.endsWith('/**')) {
    const base = trimSlash(from.slice(0, -3)) || '/';
    return base === '/' || path === base || path.startsWith(`${base}/`);
  }
  return trimSlash(from) === path;
}

/**
 * A route rule: a path that sends the visitor elsewhere, in the app (`to` is a
 * path) or to another site (`external`, a full page load).
 */
export const routeRedirectSchema = z
  .object({
    from: z.string().max(300).refine(isRuleFrom, { error: 'validation.invalid' }),
    to: z.string().trim().min(1).max(2000),
    external: z.boolean(),
  })
  .superRefine((rule, ctx) => {
    // An empty `to` already has its "required" message.
    if (rule.to === '') return;
    if (rule.external) {
      if (!isExternalUrl(rule.to))
        ctx.addIssue({ code: 'custom', path: ['to'], message: 'validation.url' });
      return;
    }
    if (!isSitePath(rule.to)) {
      ctx.addIssue({ code: 'custom', path: ['to'], message: 'validation.invalid' });
      return;
    }
    // Sending a path to a page the rule itself catches would loop (the site skips it).
    if (ruleMatches(rule.from, rule.to.split(/[?#]/)[0] ?? rule.to)) {
      ctx.addIssue({ code: 'custom', path: ['to'], message: 'office.redirect_loop' });
    }
  });
export type RouteRedirect = z.infer<typeof routeRedirectSchema>;

/** A brand's rules, first match wins; one rule per `from` so the order never hides one. */
export const routeRedirectsSchema = z
  .array(routeRedirectSchema)
  .max(100)
  .superRefine((rules, ctx) => {
    const seen = new Set<string>();
    rules.forEach((rule, index) => {
      const key = trimSlash(rule.from);
      if (seen.has(key)) {
        ctx.addIssue({
          code: 'custom',
          path: [index, 'from'],
          message: 'office.redirect_duplicate',
        });
      }
      seen.add(key);
    });
  });

/** `GET /builds/meta/{id}.json`: the route rules a build's pages apply on every navigation. */
export const routeRulesSchema = z
  .object({ redirects: z.array(routeRedirectSchema) })
  .meta({ id: 'RouteRules' });
export type RouteRules = z.infer<typeof routeRulesSchema>;

/** Written by the web build into its output as `build.json`. */
export const BUILD_INFO_FILE = 'build.json';
