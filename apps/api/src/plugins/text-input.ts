import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { fieldLabel } from '@tribuna/contracts/field-labels';
import { AppError } from '../lib/app-error';

/** Deep enough for any body we accept; deeper input is not searched (and fails its schema). */
const MAX_DEPTH = 8;

/**
 * The path of the first text in `value` that holds a NUL character, or null. It runs on
 * every request, so it allocates nothing unless it finds one (the path is built on the
 * way back).
 */
export function findNulText(value: unknown, depth = 0): string[] | null {
  if (typeof value === 'string') return value.includes('\u0000') ? [] : null;
  if (depth >= MAX_DEPTH || value === null || typeof value !== 'object') return null;
  if (Buffer.isBuffer(value)) return null;
  const record = value as Record<string, unknown>;
  for (const key in record) {
    if (!Object.hasOwn(record, key)) continue;
    if (key.includes('\u0000')) return [key];
    const found = findNulText(record[key], depth + 1);
    if (found) {
      found.unshift(key);
      return found;
    }
  }
  return null;
}

/** The refusal of a text with a NUL character at `path`, in the caller's language. */
function nulTextError(request: FastifyRequest, path: string[]): AppError {
  const name = path.filter((segment) => Number.isNaN(Number(segment))).at(-1) ?? 'body';
  const field = path.length > 0 ? path.join('.') : 'body';
  return new AppError(400, 'VALIDATION_FAILED', 'validation.invalid', {
    params: { field: fieldLabel(name, request.language) },
    fields: { [field]: 'validation.invalid' },
  });
}

/** For input a route reads itself (a multipart form's fields): throws the same refusal. */
export function refuseNulText(request: FastifyRequest, input: unknown): void {
  const path = findNulText(input);
  if (path) throw nulTextError(request, path);
}

/**
 * No text with a NUL character reaches a route. PostgreSQL cannot store one in a text
 * column and refuses the whole statement, which would surface as a 500 wherever a route
 * passes a parameter to a query; no field of ours has a use for it, so it is refused as
 * invalid input before any schema or handler sees it.
 */
export const textInputPlugin = fp(function textInputPlugin(app: FastifyInstance) {
  app.addHook('preValidation', (request, _reply, done) => {
    const path =
      findNulText(request.params) ?? findNulText(request.query) ?? findNulText(request.body);
    if (path) done(nulTextError(request, path));
    else done();
  });
});
