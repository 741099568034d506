import Fastify, { LogController, type FastifyInstance } from 'fastify';
import cookie from '@fastify/cookie';
import formbody from '@fastify/formbody';
import websocket from '@fastify/websocket';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import { configureValidationMessages } from '@tribuna/contracts/validation';
import type { AppEnv } from './env';
import type { Infrastructure } from './infrastructure';
import { createAuthGuards } from './plugins/auth';
import { errorsPlugin, notFoundEnvelope } from './plugins/errors';
import { openapiPlugin } from './plugins/openapi';
import { securityPlugin } from './plugins/security';
import { textInputPlugin } from './plugins/text-input';
import { staticAppsPlugin } from './plugins/static-apps';
import { tenantPlugin } from './plugins/tenant';
import { createTokenIssuer } from './lib/tokens';
import { createXsrf } from './lib/xsrf';
import { createBrandSettingsStore } from './kernel/brand-settings';
import { createIdempotency } from './kernel/idempotency';
import { createJobRunner } from './kernel/jobs';
import { composeModules, type Composition } from './kernel/compose';
import type { AnyModule, ModuleServices, Platform } from './kernel/module';
import { createRouteGroups, type DeclaredRoute } from './kernel/route-groups';
import { MODULES } from './modules';

/**
 * The whole platform as one Fastify app. This file is the table of contents: the
 * platform every module stands on, the cross-cutting plugins, then the modules of the
 * list (modules.ts), mounted by the kernel.
 */
export async function buildApp(
  env: AppEnv,
  infra: Infrastructure,
  options: {
    modules?: readonly AnyModule[];
    /** The platform's clock: a test moves it to see a period end or a cool-off pass. */
    clock?: () => Date;
    /**
     * Whether the modules' jobs run (yes by default): a test that runs a job's work itself,
     * at the points it chooses, turns them off so nothing runs in between.
     */
    jobs?: boolean;
  } = {},
): Promise<FastifyInstance> {
  const modules = options.modules ?? MODULES;
  configureValidationMessages();
  const app = Fastify({
    logger: env.LOG_LEVEL === 'silent' ? false : { level: env.LOG_LEVEL },
    trustProxy: env.TRUST_PROXY,
    bodyLimit: 1024 * 1024,
    forceCloseConnections: true,
    // One line per request is noise at info level; debug shows them.
    logController: new LogController({
      disableRequestLogging: env.LOG_LEVEL !== 'debug' && env.LOG_LEVEL !== 'trace',
    }),
  });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);

  const { db } = infra.database;
  const settings = createBrandSettingsStore({ db, bus: infra.bus });
  const platform: Omit<Platform, 'ledger'> = {
    db,
    dbKind: infra.database.kind,
    bus: infra.bus,
    limiter: infra.limiter,
    secrets: infra.secrets,
    tokens: createTokenIssuer(infra.secrets.jwt),
    xsrf: createXsrf(infra.secrets.hmac),
    env,
    log: app.log,
    clock: options.clock ?? (() => new Date()),
    settings,
    idempotency: createIdempotency(db),
    // Scheduled work of every module, run exactly once across processes (ADR 0020).
    jobs: createJobRunner({ db, log: app.log }),
  };
  const kernel = composeModules(modules, platform);
  const { services } = kernel;
  platform.jobs.register(kernel.jobs());
  app.decorate('services', services);
  app.decorate('platform', kernel.platform);
  app.decorate('kernel', kernel);

  // Asked by every player and office call (and the live channel's `auth` frame).
  const guards = createAuthGuards({
    tokens: platform.tokens,
    checkPlayerSession: (principal, tenantId) => services.players.checkSession(principal, tenantId),
    checkStaffSession: (staffId, sessionId) => services.staff.checkSession(staffId, sessionId),
  });

  // Cross-cutting plugins.
  await app.register(errorsPlugin);
  await app.register(securityPlugin);
  await app.register(textInputPlugin);
  await app.register(cookie);
  await app.register(formbody);
  await app.register(websocket, { options: { maxPayload: 64 * 1024 } });
  await app.register(openapiPlugin);
  await app.register(tenantPlugin, { tenants: services.tenants });
  app.decorateRequest('player', null);
  app.decorateRequest('staff', null);

  // Every module's routes, each in the group that carries its policy.
  const groups = createRouteGroups(app, guards);
  await kernel.mountRoutes(groups);
  app.decorate('routeTable', () => groups.declared());

  app.get('/api/health', { config: { tenant: false }, schema: { hide: true } }, () => ({
    response: { status: 'ok' },
  }));

  // Last: the built web apps and their SPA fallback, behind every API route.
  await app.register(staticAppsPlugin, { tenants: services.tenants, staticDir: env.STATIC_DIR });

  app.setNotFoundHandler((request, reply) => reply.code(404).send(notFoundEnvelope(request)));

  // The modules' jobs (feeds, tables, timers) start once the app is ready.
  app.addHook('onReady', () => {
    if (options.jobs !== false) platform.jobs.start();
    return Promise.resolve();
  });
  app.addHook('onClose', async () => {
    await platform.jobs.stop();
    settings.close();
  });
  return app;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** Every module's service, by name. */
    services: ModuleServices;
    /** What the modules are built on (tokens, settings, the clock, ...). */
    platform: Platform;
    /** The composed modules: their services, routes, jobs and seeds. */
    kernel: Composition;
    /** Every module route with the group that carries its policy. */
    routeTable: () => readonly DeclaredRoute[];
  }
}
