import { errorResponses } from '@tribuna/contracts/envelope';
import {
  OFFICE_STORE_API,
  STORE_API,
  officeCancelOrderRequestSchema,
  officeShipRequestSchema,
  officeStoreItemParamsSchema,
  officeStoreItemRequestSchema,
  officeStoreItemResponseSchema,
  officeStoreItemsResponseSchema,
  officeStoreOrderParamsSchema,
  officeStoreOrderResponseSchema,
  officeStoreOrdersQuerySchema,
  officeStoreOrdersResponseSchema,
  storeBuyRequestSchema,
  storeBuyResponseSchema,
  storeItemParamsSchema,
  storeOrdersResponseSchema,
  storeQuerySchema,
  storeResponseSchema,
} from '@tribuna/contracts/store';
import { idempotencyKeyOf, idempotentHeadersSchema } from '../../kernel/idempotency-http';
import type { RouteApp } from '../../kernel/route-groups';
import { playerOf } from '../../plugins/auth';
import { actorOf } from '../../plugins/office-actor';
import type { StoreService } from './store.service';

const tags = ['store'];
const security = [{ bearer: [] }];

/** The store's page: open to guests, who see the items; a player also sees their miles. */
export function storeOpenRoutes(api: RouteApp, opts: { store: StoreService }): void {
  const { store } = opts;
  api.get(
    STORE_API.store,
    {
      schema: {
        tags,
        summary: "The items on sale; with a player's Bearer, their miles and what they bought",
        querystring: storeQuerySchema,
        response: { 200: storeResponseSchema, ...errorResponses },
      },
    },
    async (request) => ({
      response: await store.store(
        request.tenant.id,
        request.query.language ?? request.language,
        request.player?.playerId ?? null,
      ),
    }),
  );
}

/** A player's purchases and orders. */
export function storePlayerRoutes(api: RouteApp, opts: { store: StoreService }): void {
  const { store } = opts;
  api.post(
    STORE_API.buy(':id'),
    {
      schema: {
        tags,
        summary:
          'Buys one of an item with miles (a physical item needs a delivery address); ' +
          'miles, stock, the per-player limit and the order in one transaction',
        security,
        params: storeItemParamsSchema,
        headers: idempotentHeadersSchema,
        body: storeBuyRequestSchema,
        response: { 200: storeBuyResponseSchema, ...errorResponses },
      },
    },
    async (request) => ({
      response: await store.buy(
        request.tenant.id,
        playerOf(request).playerId,
        request.language,
        idempotencyKeyOf(request),
        request.params.id,
        request.body,
      ),
    }),
  );

  api.get(
    STORE_API.orders,
    {
      schema: {
        tags,
        summary: "The player's orders, newest first, with their states",
        security,
        response: { 200: storeOrdersResponseSchema, ...errorResponses },
      },
    },
    async (request) => ({
      response: {
        items: await store.orders(request.tenant.id, playerOf(request).playerId, request.language),
      },
    }),
  );
}

/** The marketing desk: items and orders. Every change is audited. */
export function storeOfficeRoutes(api: RouteApp, opts: { store: StoreService }): void {
  const { store } = opts;

  api.get(
    OFFICE_STORE_API.items,
    {
      schema: {
        tags,
        summary: "The brand's store items (active or not), in the store's order",
        security,
        response: { 200: officeStoreItemsResponseSchema, ...errorResponses },
      },
    },
    async (request) => ({ response: { items: await store.officeItems(request.tenant.id) } }),
  );

  api.post(
    OFFICE_STORE_API.items,
    {
      schema: {
        tags,
        summary: 'Creates an item (a bonus item names a campaign of its kind)',
        security,
        body: officeStoreItemRequestSchema,
        response: { 200: officeStoreItemResponseSchema, ...errorResponses },
      },
    },
    async (request) => ({
      response: await store.createItem(actorOf(request), request.tenant.id, request.body),
    }),
  );

  api.put(
    OFFICE_STORE_API.item(':id'),
    {
      schema: {
        tags,
        summary: 'Changes an item: texts, price, stock, limit, active or not (orders keep theirs)',
        security,
        params: officeStoreItemParamsSchema,
        body: officeStoreItemRequestSchema,
        response: { 200: officeStoreItemResponseSchema, ...errorResponses },
      },
    },
    async (request) => ({
      response: await store.updateItem(
        actorOf(request),
        request.tenant.id,
        request.params.id,
        request.body,
      ),
    }),
  );

  api.get(
    OFFICE_STORE_API.orders,
    {
      schema: {
        tags,
        summary: 'Orders, newest first, by state',
        security,
        querystring: officeStoreOrdersQuerySchema,
        response: { 200: officeStoreOrdersResponseSchema, ...errorResponses },
      },
    },
    async (request) => ({
      response: { items: await store.officeOrders(request.tenant.id, request.query.state) },
    }),
  );

  api.post(
    OFFICE_STORE_API.ship(':id'),
    {
      schema: {
        tags,
        summary: 'Marks a placed order shipped (carrier and tracking optional)',
        security,
        params: officeStoreOrderParamsSchema,
        body: officeShipRequestSchema,
        response: { 200: officeStoreOrderResponseSchema, ...errorResponses },
      },
    },
    async (request) => ({
      response: await store.ship(
        actorOf(request),
        request.tenant.id,
        request.params.id,
        request.body,
      ),
    }),
  );

  api.post(
    OFFICE_STORE_API.deliver(':id'),
    {
      schema: {
        tags,
        summary: 'Marks a shipped order delivered',
        security,
        params: officeStoreOrderParamsSchema,
        response: { 200: officeStoreOrderResponseSchema, ...errorResponses },
      },
    },
    async (request) => ({
      response: await store.deliver(actorOf(request), request.tenant.id, request.params.id),
    }),
  );

  api.post(
    OFFICE_STORE_API.cancel(':id'),
    {
      schema: {
        tags,
        summary: 'Cancels an order before it ships: its miles and its stock come back',
        security,
        params: officeStoreOrderParamsSchema,
        body: officeCancelOrderRequestSchema,
        response: { 200: officeStoreOrderResponseSchema, ...errorResponses },
      },
    },
    async (request) => ({
      response: await store.cancel(
        actorOf(request),
        request.tenant.id,
        request.params.id,
        request.body.reason,
      ),
    }),
  );
}
