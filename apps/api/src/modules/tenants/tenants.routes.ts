import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  configurationsRequestSchema,
  configurationsResponseSchema,
  type ConfigurationsRequest,
} from '@tribuna/contracts/configurations';
import { errorResponses } from '@tribuna/contracts/envelope';
import { AppError } from '../../lib/app-error';
import { memoizedJson } from '../../lib/memoized-json';
import type { Xsrf } from '../../lib/xsrf';
import type { AuthGuards } from '../../plugins/auth';
import { assertApiKey } from '../../plugins/tenant';
import { normalizeHost, type TenantsService } from './tenants.service';

export function tenantsRoutes(
  app: FastifyInstance,
  opts: { tenants: TenantsService; guards: AuthGuards; xsrf: Xsrf },
): void {
  const { tenants, guards, xsrf } = opts;
  const api = app.withTypeProvider<ZodTypeProvider>();

  /** The page proves which site it is: this host's domain, hash and key, nobody else's. */
  async function answer(request: FastifyRequest, body: ConfigurationsRequest) {
    assertApiKey(request);
    const tenant = request.tenant;
    if (!tenant.hosts.includes(normalizeHost(body.domain))) {
      throw new AppError(403, 'FORBIDDEN', 'tenant.domain_mismatch', {
        params: { domain: body.domain },
        fields: { domain: 'tenant.domain_mismatch' },
      });
    }
    if (body.hash !== tenant.hash) {
      throw new AppError(403, 'FORBIDDEN', 'tenant.hash_mismatch', {
        fields: { hash: 'tenant.hash_mismatch' },
      });
    }
    return tenants.configurationsAnswer(tenant, body.language);
  }

  const schema = {
    tags: ['site'],
    body: configurationsRequestSchema,
    response: { 200: configurationsResponseSchema, ...errorResponses },
  };
  // Every page load asks for this: the answer was validated when staff saved it and is
  // shared per site version, so its JSON is made once rather than checked each time.
  const serializerCompiler = () => memoizedJson;

  api.post(
    '/api/configurations',
    {
      schema: { ...schema, summary: "The site's configuration, for a guest" },
      // The page needs its configuration to say that the site is in maintenance.
      config: { allowDuringMaintenance: true },
      serializerCompiler,
    },
    async (request, reply) => {
      xsrf.ensureCookie(request, reply);
      return answer(request, request.body);
    },
  );

  api.post(
    '/api/auth/configurations',
    {
      schema: {
        ...schema,
        summary: "The site's configuration, for a logged-in player",
        security: [{ bearer: [] }],
      },
      config: { allowDuringMaintenance: true },
      serializerCompiler,
      preHandler: guards.requirePlayer,
    },
    async (request, reply) => {
      xsrf.ensureCookie(request, reply);
      return answer(request, request.body);
    },
  );
}
