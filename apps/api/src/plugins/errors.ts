import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import type { ErrorCode, ErrorEnvelope } from '@tribuna/contracts/envelope';
import type { Language } from '@tribuna/contracts/languages';
import {
  isMessageKey,
  translate,
  type MessageKey,
  type MessageParams,
} from '@tribuna/contracts/messages';
import { fieldLabel } from '@tribuna/contracts/field-labels';
import { isAppError, paramsIn } from '../lib/app-error';

function languageOf(request: FastifyRequest): Language {
  // Decorated with the default, so errors thrown before the tenant plugin have one too.
  return request.language;
}

function send(
  reply: FastifyReply,
  status: number,
  body: ErrorEnvelope,
  headers: Record<string, string> = {},
) {
  return reply.code(status).headers(headers).type('application/json').send(body);
}

/** Fastify's own 4xx errors, by code, to our codes and messages. */
const FRAMEWORK_ERRORS: Record<string, { status: number; code: ErrorCode; key: MessageKey }> = {
  FST_ERR_CTP_INVALID_MEDIA_TYPE: {
    status: 415,
    code: 'UNSUPPORTED_MEDIA_TYPE',
    key: 'error.unsupported_media_type',
  },
  FST_ERR_CTP_BODY_TOO_LARGE: {
    status: 413,
    code: 'PAYLOAD_TOO_LARGE',
    key: 'error.payload_too_large',
  },
  FST_ERR_CTP_EMPTY_JSON_BODY: { status: 400, code: 'BAD_REQUEST', key: 'validation.body' },
  FST_ERR_CTP_INVALID_JSON_BODY: { status: 400, code: 'BAD_REQUEST', key: 'validation.body' },
  // @fastify/multipart's refusals of a form.
  FST_PARTS_LIMIT: { status: 413, code: 'PAYLOAD_TOO_LARGE', key: 'error.form_too_many_parts' },
  FST_FILES_LIMIT: { status: 413, code: 'PAYLOAD_TOO_LARGE', key: 'error.form_too_many_parts' },
  FST_FIELDS_LIMIT: { status: 413, code: 'PAYLOAD_TOO_LARGE', key: 'error.form_too_many_parts' },
  FST_PROTO_VIOLATION: { status: 400, code: 'BAD_REQUEST', key: 'error.form_malformed' },
  FST_INVALID_JSON_FIELD_ERROR: { status: 400, code: 'BAD_REQUEST', key: 'error.form_malformed' },
  FST_MP_PREMATURE_CLOSE: { status: 400, code: 'BAD_REQUEST', key: 'error.form_malformed' },
  FST_INVALID_MULTIPART_CONTENT_TYPE: {
    status: 400,
    code: 'BAD_REQUEST',
    key: 'error.form_malformed',
  },
};

/**
 * Every failure leaves as the error envelope, in the caller's language. Bad input
 * is a 4xx naming each field; anything unexpected is a 500 whose details stay in
 * the log.
 */
export const errorsPlugin = fp(function errorsPlugin(app: FastifyInstance) {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    const language = languageOf(request);

    if (hasZodFastifySchemaValidationErrors(error)) {
      const fields: Record<string, string[]> = {};
      for (const issue of error.validation) {
        const path = issue.instancePath.replace(/^\//, '').replaceAll('/', '.');
        const segments = path.split('.').filter((s) => s !== '' && Number.isNaN(Number(s)));
        const keys =
          issue.keyword === 'unrecognized_keys' && Array.isArray(issue.params.keys)
            ? (issue.params.keys as string[])
            : [undefined];
        for (const extra of keys) {
          const name: string = extra ?? segments.at(-1) ?? error.validationContext ?? 'body';
          const fieldPath = extra ? [path, extra].filter(Boolean).join('.') : path || name;
          const params: MessageParams = {
            field: fieldLabel(name, language),
            ...numericParams(issue.params),
          };
          const message = issue.message ?? '';
          const text = isMessageKey(message)
            ? translate(message, language, params)
            : translate('validation.invalid', language, params);
          (fields[fieldPath] ??= []).push(text);
        }
      }
      const response = [...new Set(Object.values(fields).flat())];
      return send(reply, 400, { response, code: 'VALIDATION_FAILED', fields });
    }

    if (isAppError(error)) {
      const { alert, fields, headers } = error.options;
      const params = paramsIn(error, language);
      const body: ErrorEnvelope = {
        response: [translate(error.key, language, params)],
        code: error.code,
      };
      if (alert) body.type = 'alert';
      if (fields) {
        body.fields = Object.fromEntries(
          Object.entries(fields).map(([name, key]) => [name, [translate(key, language, params)]]),
        );
      }
      return send(reply, error.status, body, headers);
    }

    const known = error.code ? FRAMEWORK_ERRORS[error.code] : undefined;
    if (known) {
      return send(reply, known.status, {
        response: [translate(known.key, language)],
        code: known.code,
      });
    }
    if (error.statusCode === 429) {
      return send(reply, 429, {
        response: [translate('error.too_many_requests', language, { seconds: 60 })],
        code: 'RATE_LIMITED',
      });
    }
    if (error.statusCode === 413) {
      return send(reply, 413, {
        response: [translate('error.payload_too_large', language)],
        code: 'PAYLOAD_TOO_LARGE',
      });
    }
    if (error.statusCode && error.statusCode >= 400 && error.statusCode < 500) {
      return send(reply, error.statusCode, {
        response: [translate('validation.body', language)],
        code: 'BAD_REQUEST',
      });
    }

    request.log.error({ err: error }, 'unhandled error');
    return send(reply, 500, {
      response: [translate('error.internal', language)],
      code: 'INTERNAL',
    });
  });
});

function numericParams(params: Record<string, unknown>): MessageParams {
  const out: MessageParams = {};
  for (const name of ['minimum', 'maximum'] as const) {
    const value = params[name];
    if (typeof value === 'number' || typeof value === 'bigint') out[name] = String(value);
  }
  return out;
}

export function notFoundEnvelope(request: FastifyRequest): ErrorEnvelope {
  const path = request.url.split('?')[0] ?? request.url;
  return {
    response: [
      translate('error.route_not_found', languageOf(request), { method: request.method, path }),
    ],
    code: 'NOT_FOUND',
  };
}
