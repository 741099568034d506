import Fastify, { type FastifyInstance } from 'fastify';
import cookie from '@fastify/cookie';
import formbody from '@fastify/formbody';
import websocket from '@fastify/websocket';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import { configureValidationMessages } from '@tribuna/contracts/validation';
import type { Env } from './env';
import type { Infrastructure } from './infrastructure';
import { createAuthGuards } from './plugins/auth';
import { errorsPlugin, notFoundEnvelope } from './plugins/errors';
import { openapiPlugin } from './plugins/openapi';
import { securityPlugin } from './plugins/security';
import { tenantPlugin } from './plugins/tenant';
import { createServices } from './services';
import { tenantsRoutes } from './modules/tenants/tenants.routes';

export type AppEnv = Pick<
  Env,
  'LOG_LEVEL' | 'TRUST_PROXY' | 'NODE_ENV' | 'SMTP_URL' | 'MAIL_FROM'
> & {
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
  });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);

  const services = createServices(infra);
  app.decorate('services', services);
  const { tokens, xsrf, tenants } = services;

  const guards = createAuthGuards({
    tokens,
    checkPlayerSession: () => Promise.resolve('revoked'),
    checkStaffSession: () => Promise.resolve(null),
  });

  // Cross-cutting plugins.
  await app.register(errorsPlugin);
  await app.register(securityPlugin);
  await app.register(cookie);
  await app.register(formbody);
  await app.register(websocket, { options: { maxPayload: 64 * 1024 } });
  await app.register(openapiPlugin);
  await app.register(tenantPlugin, { tenants });
  app.decorateRequest('player', null);
  app.decorateRequest('staff', null);

  // Modules.
  await app.register(tenantsRoutes, { tenants, guards, xsrf });

  app.get('/api/health', { config: { tenant: false }, schema: { hide: true } }, () => ({
    response: { status: 'ok' },
  }));

  app.setNotFoundHandler((request, reply) => reply.code(404).send(notFoundEnvelope(request)));
  return app;
}
