import type {
  FastifyBaseLogger,
  FastifyInstance,
  FastifyRequest,
  RawReplyDefaultExpression,
  RawRequestDefaultExpression,
  RawServerDefault,
} from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { AuthGuards } from '../plugins/auth';

/** The app a group's routes are declared on: typed by their zod schemas. */
export type RouteApp = FastifyInstance<
  RawServerDefault,
  RawRequestDefaultExpression,
  RawReplyDefaultExpression,
  FastifyBaseLogger,
  ZodTypeProvider
>;
export type Routes = (app: RouteApp) => void | Promise<void>;

/** Who a group's routes are for; every API route of a module belongs to one. */
export type RouteGroupKind = 'open' | 'player' | 'office' | 'provider' | 'external';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** The group the route was declared in (set by the group, never by hand). */
    group?: RouteGroupKind;
    /** In an office group: the scopes this route needs instead of the group's. */
    scopes?: readonly string[];
    /** In an office group: the platform owner only (brands, hosts, platform switches). */
    owner?: boolean;
  }
}

/**
 * The only way a module declares routes. Each group carries its policy, checked in
 * `onRequest` (before the body is read or validated, so a guest never learns a route's
 * field rules) or, for providers, as soon as the raw body is there:
 * - `open`: anyone; a player's Bearer is read when sent, so a route may answer more.
 * - `player`: a player's session on this brand.
 * - `office`: a staff session on this brand with one of the scopes (a route may name its
 *   own in `config.scopes`, or be the platform owner's alone with `config.owner`); open
 *   while the site is in maintenance, so staff can end it.
 * - `provider`: a machine's signature, verified by the module; open during maintenance
 *   (rounds end and wins are paid while the site is closed).
 * - `external`: pages this process hosts for someone else, outside the platform.
 */
export interface OpenGroupOptions {
  /** Read a player's Bearer when sent (default); off for the office's own sign-in routes. */
  readsPlayer?: boolean;
  /** Keeps answering while the site is in maintenance (the staff's sign-in). */
  duringMaintenance?: boolean;
}

/** A route as its group declared it (the kernel's own table, for checks and docs). */
export interface DeclaredRoute {
  method: string;
  url: string;
  group: RouteGroupKind;
}

export interface RouteGroups {
  /** Every route declared so far, with its group. */
  declared(): readonly DeclaredRoute[];
  open(routes: Routes, options?: OpenGroupOptions): Promise<void>;
  player(routes: Routes): Promise<void>;
  office(scopes: readonly string[], routes: Routes): Promise<void>;
  provider(verify: (request: FastifyRequest) => Promise<void>, routes: Routes): Promise<void>;
  /**
   * Pages that are not the platform's (a partner hosted by this process): no brand, no
   * session, not in the API document.
   */
  external(routes: (app: FastifyInstance) => void | Promise<void>): Promise<void>;
}

const BEARER = [{ bearer: [] }];

export function createRouteGroups(app: FastifyInstance, guards: AuthGuards): RouteGroups {
  const table: DeclaredRoute[] = [];
  function record(kind: RouteGroupKind, route: { method: string | string[]; url: string }): void {
    for (const method of [route.method].flat()) table.push({ method, url: route.url, group: kind });
  }
  async function group(
    kind: RouteGroupKind,
    routes: Routes,
    policy: (child: FastifyInstance) => void,
    options: { maintenance: boolean; bearer: boolean },
  ): Promise<void> {
    await app.register(async (child) => {
      child.addHook('onRoute', (route) => {
        record(kind, route);
        route.config = {
          ...route.config,
          group: kind,
          ...(options.maintenance ? { allowDuringMaintenance: true } : {}),
        };
        if (options.bearer && route.schema && !route.schema.hide && !route.schema.security) {
          route.schema = { ...route.schema, security: BEARER };
        }
      });
      policy(child);
      await routes(child.withTypeProvider<ZodTypeProvider>());
    });
  }

  return {
    declared: () => table,
    open: (routes, options = {}) =>
      group(
        'open',
        routes,
        (child) => {
          if (options.readsPlayer ?? true) child.addHook('onRequest', guards.optionalPlayer);
        },
        { maintenance: options.duringMaintenance ?? false, bearer: false },
      ),
    player: (routes) =>
      group('player', routes, (child) => child.addHook('onRequest', guards.requirePlayer), {
        maintenance: false,
        bearer: true,
      }),
    office: (scopes, routes) =>
      group(
        'office',
        routes,
        (child) =>
          child.addHook('onRequest', (request) => {
            const config = request.routeOptions.config;
            return config.owner
              ? guards.requireOwner(request)
              : guards.checkStaff(request, config.scopes ?? scopes);
          }),
        { maintenance: true, bearer: true },
      ),
    provider: (verify, routes) =>
      group('provider', routes, (child) => child.addHook('preValidation', verify), {
        maintenance: true,
        bearer: false,
      }),
    async external(routes) {
      await app.register(async (child) => {
        child.addHook('onRoute', (route) => {
          record('external', route);
          route.config = { ...route.config, group: 'external', tenant: false };
          route.schema = { ...route.schema, hide: true };
        });
        await routes(child);
      });
    },
  };
}
