import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import { IDEMPOTENCY_HEADER, idempotencyKeySchema } from '@tribuna/contracts/wallet';

/** The headers of every money-moving call: the Idempotency-Key, and whatever else came. */
export const idempotentHeadersSchema = z.looseObject({
  [IDEMPOTENCY_HEADER]: idempotencyKeySchema,
});

/** The key of a call whose headers the route's schema validated. */
export function idempotencyKeyOf(request: FastifyRequest): string {
  return idempotencyKeySchema.parse(request.headers[IDEMPOTENCY_HEADER]);
}
