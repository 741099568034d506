import type { FastifyReply, FastifyRequest } from 'fastify';
import multipart from '@fastify/multipart';
import { errorEnvelopeSchema, errorResponses } from '@tribuna/contracts/envelope';
import {
  OFFICE_PROMOTIONS_API,
  PROMOTION_IMAGE_MAX_BYTES,
  PROMOTIONS_API,
  officePromotionListResponseSchema,
  officePromotionRequestSchema,
  officePromotionResponseSchema,
  promotionImageResponseSchema,
  promotionListQuerySchema,
  promotionListResponseSchema,
  promotionParamsSchema,
  promotionQuerySchema,
  promotionResponseSchema,
} from '@tribuna/contracts/promotions';
import { AppError } from '../../lib/app-error';
import { actorOf } from '../../plugins/office-actor';
import type { RouteApp } from '../../kernel/route-groups';
import type { PromotionsService } from './promotions.service';

// An image's address never changes (a new upload is a new address), so browsers keep it.
const IMAGE_CACHE = 'public, max-age=31536000, immutable';
// Opened on its own, an SVG is a document: nothing in it may run or load.
const IMAGE_POLICY = "default-src 'none'; style-src 'unsafe-inline'; sandbox";

/** Sends a stored image: kept by browsers for good, never sniffed, never run. */
function sendImage(reply: FastifyReply, image: { type: string; content: Buffer }): FastifyReply {
  return reply
    .type(image.type)
    .header('cache-control', IMAGE_CACHE)
    .header('content-security-policy', IMAGE_POLICY)
    .header('x-content-type-options', 'nosniff')
    .send(image.content);
}

const imageRefusal = () =>
  new AppError(400, 'BAD_REQUEST', 'promotions.image_invalid', {
    fields: { file: 'promotions.image_invalid' },
  });

/** The form's one `file`, read in full; past the size limit it is refused with the form's words. */
async function readImage(request: FastifyRequest): Promise<Buffer> {
  let image: Buffer | null = null;
  try {
    for await (const part of request.parts()) {
      if (part.type !== 'file') continue;
      // Read in full (the stream must be drained); the limit stops it past 2 MB.
      const content = await part.toBuffer();
      if (part.fieldname === 'file') image ??= content;
    }
  } catch (error) {
    if (error instanceof Error && 'code' in error && error.code === 'FST_REQ_FILE_TOO_LARGE') {
      throw new AppError(413, 'PAYLOAD_TOO_LARGE', 'promotions.image_invalid', {
        fields: { file: 'promotions.image_invalid' },
      });
    }
    // The parser's own failures carry no code ("Unexpected end of form"): the body's fault.
    if (error instanceof Error && !('code' in error)) {
      throw new AppError(400, 'BAD_REQUEST', 'error.form_malformed');
    }
    throw error;
  }
  if (!image || image.length === 0) throw imageRefusal();
  return image;
}

/** What visitors read: the live promotions, one of them, and the uploaded images. */
export function promotionsRoutes(api: RouteApp, opts: { promotions: PromotionsService }): void {
  const { promotions } = opts;

  api.get(
    PROMOTIONS_API.list,
    {
      schema: {
        tags: ['site'],
        summary:
          "The brand's live promotions (enabled, started, not ended), optionally of one type, " +
          "in the asked language (else the brand's default, else any); no bonus where the " +
          "brand's jurisdiction forbids bonuses",
        querystring: promotionListQuerySchema,
        response: { 200: promotionListResponseSchema, ...errorResponses },
      },
    },
    async (request) => ({
      response: {
        items: await promotions.listLive(request.tenant.id, {
          type: request.query.type,
          language: request.query.language ?? request.language,
          brandDefault: request.tenant.settings.language,
        }),
      },
    }),
  );

  api.get(
    PROMOTIONS_API.image(':id'),
    {
      schema: {
        tags: ['site'],
        summary: 'An uploaded promotion image of this brand (PNG, JPEG, WebP or SVG)',
        params: promotionParamsSchema,
        response: errorResponses,
      },
    },
    async (request, reply) =>
      sendImage(reply, await promotions.image(request.tenant.id, request.params.id)),
  );

  api.get(
    PROMOTIONS_API.one(':id'),
    {
      schema: {
        tags: ['site'],
        summary: 'One live promotion of this brand, in the asked language or a fallback',
        params: promotionParamsSchema,
        querystring: promotionQuerySchema,
        response: { 200: promotionResponseSchema, ...errorResponses },
      },
    },
    async (request) => ({
      response: await promotions.readLive(
        request.tenant.id,
        request.params.id,
        request.query.language ?? request.language,
        request.tenant.settings.language,
      ),
    }),
  );
}

/** The office's editor: every promotion of the brand, its changes audited, and image uploads. */
export async function promotionsOfficeRoutes(
  api: RouteApp,
  opts: { promotions: PromotionsService },
): Promise<void> {
  const { promotions } = opts;
  const idPath = OFFICE_PROMOTIONS_API.one(':id');

  // Only the upload takes multipart: one file, nothing else.
  await api.register(multipart, {
    limits: { fileSize: PROMOTION_IMAGE_MAX_BYTES, files: 1, fields: 2, fieldSize: 256, parts: 3 },
  });

  api.get(
    OFFICE_PROMOTIONS_API.base,
    {
      schema: {
        tags: ['office'],
        summary: "Every promotion of this brand, live or not, with every language's texts",
        response: { 200: officePromotionListResponseSchema, ...errorResponses },
      },
    },
    async (request) => ({ response: { items: await promotions.list(request.tenant.id) } }),
  );

  api.post(
    OFFICE_PROMOTIONS_API.base,
    {
      schema: {
        tags: ['office'],
        summary:
          'Creates a promotion (audited); a bonus promotion is refused where the jurisdiction ' +
          'forbids bonuses',
        body: officePromotionRequestSchema,
        response: { 201: officePromotionResponseSchema, ...errorResponses },
      },
    },
    async (request, reply) => {
      const created = await promotions.create(actorOf(request), request.tenant.id, request.body);
      return reply.code(201).send({ response: created });
    },
  );

  api.post(
    OFFICE_PROMOTIONS_API.images,
    {
      schema: {
        tags: ['office'],
        summary:
          'Uploads a promotion image: multipart/form-data with the file `file` (PNG, JPEG, ' +
          'WebP or SVG, read from its bytes, at most 2 MB); answers its address',
        consumes: ['multipart/form-data'],
        response: {
          201: promotionImageResponseSchema,
          ...errorResponses,
          413: errorEnvelopeSchema,
          415: errorEnvelopeSchema,
        },
      },
    },
    async (request, reply) => {
      const image = await readImage(request);
      const saved = await promotions.uploadImage(actorOf(request), request.tenant.id, image);
      return reply.code(201).send({ response: saved });
    },
  );

  api.get(
    idPath,
    {
      schema: {
        tags: ['office'],
        summary: 'One promotion of this brand, exactly as stored',
        params: promotionParamsSchema,
        response: { 200: officePromotionResponseSchema, ...errorResponses },
      },
    },
    async (request) => ({
      response: await promotions.get(request.tenant.id, request.params.id),
    }),
  );

  api.put(
    idPath,
    {
      schema: {
        tags: ['office'],
        summary: "Replaces a promotion's fields and texts (audited with before and after)",
        params: promotionParamsSchema,
        body: officePromotionRequestSchema,
        response: { 200: officePromotionResponseSchema, ...errorResponses },
      },
    },
    async (request) => ({
      response: await promotions.update(
        actorOf(request),
        request.tenant.id,
        request.params.id,
        request.body,
      ),
    }),
  );

  api.delete(
    idPath,
    {
      schema: {
        tags: ['office'],
        summary: 'Deletes a promotion (audited); answers the deleted one',
        params: promotionParamsSchema,
        response: { 200: officePromotionResponseSchema, ...errorResponses },
      },
    },
    async (request) => ({
      response: await promotions.remove(actorOf(request), request.tenant.id, request.params.id),
    }),
  );
}
