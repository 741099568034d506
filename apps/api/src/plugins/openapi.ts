import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import { jsonSchemaTransform, jsonSchemaTransformObject } from 'fastify-type-provider-zod';

/** The OpenAPI document is generated from the route schemas; nothing is written by hand. */
export const openapiPlugin = fp(async function openapiPlugin(app: FastifyInstance) {
  app.addHook('onRoute', (route) => {
    // The docs answer on any host, before a tenant is known.
    if (route.url.startsWith('/api/docs')) route.config = { ...route.config, tenant: false };
  });
  await app.register(swagger, {
    openapi: {
      info: {
        title: 'Tribuna API',
        description:
          'Every call of the player site and the back office. Calls are made on the ' +
          "brand's own host; the tenant is the one that owns the Host header.",
        version: '1.0.0',
      },
      components: {
        securitySchemes: { bearer: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' } },
      },
    },
    transform: jsonSchemaTransform,
    transformObject: jsonSchemaTransformObject,
  });
  await app.register(swaggerUi, {
    routePrefix: '/api/docs',
    staticCSP: true,
    uiConfig: { docExpansion: 'list', deepLinking: true },
    uiHooks: {},
  });
});
