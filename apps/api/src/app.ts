import Fastify, { LogController, type FastifyInstance } from 'fastify';
import cookie from '@fastify/cookie';
import formbody from '@fastify/formbody';
import websocket from '@fastify/websocket';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import { configureValidationMessages } from '@tribuna/contracts/validation';
import type { Env } from './env';
import type { Infrastructure } from './infrastructure';
import { createJobRunner } from './kernel/jobs';
import { createAuthGuards, type PlayerSessionCheck } from './plugins/auth';
import { errorsPlugin, notFoundEnvelope } from './plugins/errors';
import { openapiPlugin } from './plugins/openapi';
import { securityPlugin } from './plugins/security';
import { textInputPlugin } from './plugins/text-input';
import { staticAppsPlugin } from './plugins/static-apps';
import { tenantPlugin } from './plugins/tenant';
import { createServices } from './services';
import { tenantsRoutes } from './modules/tenants/tenants.routes';
import { officePlugin } from './modules/staff/office.plugin';
import { liveRoutes } from './modules/live/live.routes';
import { playersRoutes } from './modules/players/players.routes';
import { contentOfficeRoutes, contentRoutes } from './modules/content/content.routes';
import { walletRoutes } from './modules/wallet/wallet.routes';
import { walletOfficeRoutes } from './modules/wallet/wallet.office-routes';
import { casinoRoutes } from './modules/casino/casino.routes';
import { casinoProviderRoutes } from './modules/casino/casino-provider.routes';
import { casinoOfficeRoutes } from './modules/casino/casino.office-routes';
import { houseRoutes } from './modules/house/house.routes';
import { sportsRoutes } from './modules/sports/sports.routes';
import { sportsBetsRoutes } from './modules/sports/sports-bets.routes';
import { sportsOfficeRoutes } from './modules/sports/sports.office-routes';
import { cumbreRoutes } from './modules/partner-provider/cumbre.routes';

export type AppEnv = Pick<
  Env,
  | 'LOG_LEVEL'
  | 'TRUST_PROXY'
  | 'NODE_ENV'
  | 'SMTP_URL'
  | 'MAIL_FROM'
  | 'HOUSE_TABLE_BETTING_MS'
  | 'HOUSE_TABLE_SPINNING_MS'
  | 'HOUSE_TABLE_RESULT_MS'
> &
  Partial<Pick<Env, 'SPORTS_FEED' | 'SPORTS_FEED_SPEED' | 'SPORTS_FEED_SEED'>> & {
    STATIC_DIR?: string | undefined;
  };

/**
 * The whole platform as one Fastify app. This file is the table of contents: the
 * cross-cutting plugins first, then every module, explicitly.
 */
export async function buildApp(env: AppEnv, infra: Infrastructure): Promise<FastifyInstance> {
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

  // Scheduled work of every module, run exactly once across processes (ADR 0020).
  const jobs = createJobRunner({ db: infra.database.db, log: app.log });

  // The house games call the seamless wallet through the app's own routes, as a provider.
  const services = createServices(
    infra,
    async (url, headers, payload) => {
      const res = await app.inject({ method: 'POST', url, headers, payload });
      return { status: res.statusCode, json: res.json() };
    },
    app.log,
    {
      table: {
        bettingMs: env.HOUSE_TABLE_BETTING_MS,
        spinningMs: env.HOUSE_TABLE_SPINNING_MS,
        resultMs: env.HOUSE_TABLE_RESULT_MS,
      },
    },
    // Without SPORTS_FEED (tests, benches) no simulator runs.
    {
      feed: env.SPORTS_FEED ?? 'off',
      speed: env.SPORTS_FEED_SPEED,
      seed: env.SPORTS_FEED_SEED,
      holder: jobs.holder,
      onError: (error, what) => app.log.error({ err: error }, `sports: ${what}`),
    },
  );
  app.decorate('services', services);
  const { tokens, xsrf, tenants } = services;

  // Asked by every player call and by the live channel's `auth` frame.
  const checkPlayerSession: PlayerSessionCheck = (principal, tenantId) =>
    services.players.checkSession(principal, tenantId);
  const guards = createAuthGuards({
    tokens,
    checkPlayerSession,
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
  await app.register(tenantPlugin, { tenants });
  app.decorateRequest('player', null);
  app.decorateRequest('staff', null);

  // Modules.
  await app.register(tenantsRoutes, { tenants, guards, xsrf });
  await app.register(playersRoutes, { players: services.players, guards, xsrf, tokens });
  await app.register(officePlugin, { services, guards, xsrf });
  await app.register(contentRoutes, { content: services.content });
  await app.register(contentOfficeRoutes, { content: services.content, guards });
  await app.register(walletRoutes, { wallet: services.wallet, guards });
  await app.register(walletOfficeRoutes, { wallet: services.wallet, guards });
  await app.register(casinoRoutes, { casino: services.casino.player, guards });
  await app.register(casinoProviderRoutes, { wallet: services.casino.wallet });
  await app.register(casinoOfficeRoutes, { office: services.casino.office, guards });
  await app.register(houseRoutes, { house: services.house });
  await app.register(sportsRoutes, { sports: services.sports, guards });
  await app.register(sportsBetsRoutes, { sports: services.sports, guards });
  await app.register(sportsOfficeRoutes, { sports: services.sports, guards });
  await app.register(liveRoutes, { live: services.live, tokens, checkPlayerSession });
  // A demo third-party provider that this process happens to host: it reaches the
  // platform only through launch URLs and signed HTTP calls to the wallet API (ADR 0018).
  await app.register(cumbreRoutes, { secret: services.partners.cumbre.secret });

  app.get('/api/health', { config: { tenant: false }, schema: { hide: true } }, () => ({
    response: { status: 'ok' },
  }));

  // Last: the built web apps and their SPA fallback, behind every API route.
  await app.register(staticAppsPlugin, { tenants, staticDir: env.STATIC_DIR });

  app.setNotFoundHandler((request, reply) => reply.code(404).send(notFoundEnvelope(request)));

  // Every module's scheduled work. Mail leaves by SMTP only when configured; otherwise it
  // stays in the outbox and the log.
  const { SMTP_URL: smtpUrl, MAIL_FROM: from } = env;
  jobs.register([
    ...services.house.jobs,
    ...services.sports.jobs,
    ...services.wallet.jobs,
    ...(smtpUrl ? services.mail.jobs({ smtpUrl, from }) : []),
  ]);
  app.addHook('onReady', () => {
    jobs.start();
    return Promise.resolve();
  });
  app.addHook('onClose', () => jobs.stop());
  return app;
}
