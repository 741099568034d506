import {
  CONTENT_API,
  contentPageResponseSchema,
  contentParamsSchema,
  contentQuerySchema,
  officeContentListResponseSchema,
  officeContentParamsSchema,
  officeContentUpsertRequestSchema,
} from '@tribuna/contracts/content';
import { errorResponses } from '@tribuna/contracts/envelope';
import { actorOf } from '../../plugins/office-actor';
import type { ContentService } from './content.service';
import type { RouteApp } from '../../kernel/route-groups';

/** The public read of a content page, for the player site. */
export function contentRoutes(api: RouteApp, opts: { content: ContentService }): void {
  const { content } = opts;

  api.get(
    '/api/content/:slug',
    {
      schema: {
        tags: ['site'],
        summary: "A content page of this brand in the asked language (or the brand's default)",
        params: contentParamsSchema,
        querystring: contentQuerySchema,
        response: { 200: contentPageResponseSchema, ...errorResponses },
      },
    },
    async (request) => {
      const tenant = request.tenant;
      const page = await content.read(
        tenant.id,
        request.params.slug,
        request.query.language ?? request.language,
        tenant.settings.language,
      );
      return { response: page };
    },
  );
}

/**
 * The office's content editor: list, read and save one language of a page. Staff
 * must be able to fix the terms during maintenance, like everything in the office.
 */
export function contentOfficeRoutes(api: RouteApp, opts: { content: ContentService }): void {
  const { content } = opts;
  const security = [{ bearer: [] }];
  const pagePath = `${CONTENT_API.office}/:slug/:language`;

  api.get(
    CONTENT_API.office,
    {
      schema: {
        tags: ['office'],
        summary: "This brand's content pages in every language (without bodies)",
        security,
        response: { 200: officeContentListResponseSchema, ...errorResponses },
      },
    },
    async (request) => ({ response: { items: await content.list(request.tenant.id) } }),
  );

  api.get(
    pagePath,
    {
      schema: {
        tags: ['office'],
        summary: 'One language of a content page, exactly as stored (no fallback)',
        security,
        params: officeContentParamsSchema,
        response: { 200: contentPageResponseSchema, ...errorResponses },
      },
    },
    async (request) => ({
      response: await content.get(request.tenant.id, request.params.slug, request.params.language),
    }),
  );

  api.put(
    pagePath,
    {
      schema: {
        tags: ['office'],
        summary: 'Creates or replaces one language of a content page (audited)',
        security,
        params: officeContentParamsSchema,
        body: officeContentUpsertRequestSchema,
        response: { 200: contentPageResponseSchema, ...errorResponses },
      },
    },
    async (request) => ({
      response: await content.upsert(
        actorOf(request),
        request.tenant.id,
        request.params.slug,
        request.params.language,
        request.body,
      ),
    }),
  );
}
