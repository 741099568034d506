import type { FastifyReply, FastifyRequest } from 'fastify';
import type { z } from 'zod';
import { errorEnvelopeSchema, errorResponses } from '@tribuna/contracts/envelope';
import { refuseNulText } from '../../plugins/text-input';

/** The error answers of the wallet's routes (a proof adds 413 and 415). */
export const walletErrorResponses = {
  ...errorResponses,
  413: errorEnvelopeSchema,
  415: errorEnvelopeSchema,
} as const;

/**
 * Validates a body the route could not declare (a multipart form, or JSON on a route
 * that also takes multipart) with the app's own validator, so a refusal is the same
 * 400 with per-field messages as any declared schema gives.
 */
export function validatedBody<S extends z.ZodType>(
  request: FastifyRequest,
  schema: S,
  input: unknown,
): z.output<S> {
  refuseNulText(request, input);
  const parsed = schema.safeParse(input);
  if (parsed.success) return parsed.data;
  const result: unknown = request.validateInput(input, schema, 'body');
  const validation =
    result && typeof result === 'object' && 'error' in result ? result.error : undefined;
  throw Object.assign(new Error('body validation failed'), {
    statusCode: 400,
    validation,
    validationContext: 'body',
  });
}

/** Sends a stored file so a browser shows it and never runs it. */
export function sendFile(
  reply: FastifyReply,
  file: { name: string; type: string; content: Buffer },
): FastifyReply {
  const ascii = file.name.replace(/[^\x20-\x7e]/g, '_').replace(/["\\]/g, '_');
  return reply
    .type(file.type)
    .header(
      'content-disposition',
      `inline; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(file.name)}`,
    )
    .header('x-content-type-options', 'nosniff')
    .header('cache-control', 'private, no-store')
    .send(file.content);
}
