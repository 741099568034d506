import type { FastifyRequest } from 'fastify';
import {
  configurationsRequestSchema,
  configurationsResponseSchema,
  type ConfigurationsRequest,
} from '@tribuna/contracts/configurations';
import { errorResponses } from '@tribuna/contracts/envelope';
import { AppError } from '../../lib/app-error';
import { memoizedJson } from '../../lib/memoized-json';
import type { Xsrf } from '../../lib/xsrf';
import { assertApiKey } from '../../plugins/tenant';
import { normalizeHost, type TenantsService } from './tenants.service';
import type { RouteGroups } from '../../kernel/route-groups';

export async function tenantsRoutes(
  groups: RouteGroups,
  opts: { tenants: TenantsService; xsrf: Xsrf },
): Promise<void> {
  const { tenants, xsrf } = opts;

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

  await groups.open((api) => {
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
  });

  await groups.player((api) => {
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
      },
      async (request, reply) => {
        xsrf.ensureCookie(request, reply);
        return answer(request, request.body);
      },
    );
  });
}
