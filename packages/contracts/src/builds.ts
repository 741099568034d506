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

/**
 * A route rule: a path that sends the visitor elsewhere, in the app (`to` is a
 * path) or to another site (`external`, a full page load).
 */
export const routeRedirectSchema = z.object({
  from: z.string().startsWith('/'),
  to: z.string().min(1),
  external: z.boolean(),
});
export type RouteRedirect = z.infer<typeof routeRedirectSchema>;

/** `GET /builds/meta/{id}.json`: the route rules a build's pages apply on every navigation. */
export const routeRulesSchema = z
  .object({ redirects: z.array(routeRedirectSchema) })
  .meta({ id: 'RouteRules' });
export type RouteRules = z.infer<typeof routeRulesSchema>;

/** Written by the web build into its output as `build.json`. */
export const BUILD_INFO_FILE = 'build.json';
