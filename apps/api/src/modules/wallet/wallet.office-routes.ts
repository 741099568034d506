import { z } from 'zod';
import { errorResponses } from '@tribuna/contracts/envelope';
import {
  OFFICE_PAYMENTS_API,
  adjustmentRequestSchema,
  officeDepositResponseSchema,
  officeDepositsResponseSchema,
  officePaymentsQuerySchema,
  officePlayerWalletResponseSchema,
  officeRejectRequestSchema,
  officeWithdrawalResponseSchema,
  officeWithdrawalsResponseSchema,
  paymentMethodsResponseSchema,
  paymentMethodsSchema,
} from '@tribuna/contracts/wallet';
import { actorOf } from '../../plugins/office-actor';
import { idempotencyKeyOf, idempotentHeadersSchema } from '../../kernel/idempotency-http';
import { sendCsv } from '../../lib/csv';
import { sendFile } from './wallet-http';
import type { WalletService } from './wallet.service';
import type { RouteApp } from '../../kernel/route-groups';

const idParams = z.object({ id: z.string().min(1).max(64) });

/**
 * The payments desk of this host's brand (scope `payments`; admin passes): methods,
 * the deposit and withdrawal queues with totals and CSV, proofs, decisions, a
 * player's wallet, and manual adjustments (scope `admin`). Every decision is audited
 * and needs an Idempotency-Key.
 */
export function walletOfficeRoutes(api: RouteApp, opts: { wallet: WalletService }): void {
  const { wallet } = opts;
  const security = [{ bearer: [] }];
  // Like the rest of the office: staff keep working while the site is in maintenance.
  const tags = ['office'];

  api.get(
    OFFICE_PAYMENTS_API.methods,
    {
      schema: {
        tags,
        summary: "The brand's payment methods (bank account for transfers, crypto addresses)",
        security,
        response: { 200: paymentMethodsResponseSchema, ...errorResponses },
      },
    },
    async (request) => ({ response: await wallet.methods(request.tenant.id) }),
  );

  api.put(
    OFFICE_PAYMENTS_API.methods,
    {
      schema: {
        tags,
        summary: "Replaces the brand's payment methods (audited)",
        security,
        body: paymentMethodsSchema,
        response: { 200: paymentMethodsResponseSchema, ...errorResponses },
      },
    },
    async (request) => ({
      response: await wallet.setMethods(actorOf(request), request.tenant.id, request.body),
    }),
  );

  api.get(
    OFFICE_PAYMENTS_API.deposits,
    {
      schema: {
        tags,
        summary:
          'Deposits, newest first, filtered by status, method, player (q) and dates ' +
          '(brand time); totals cover every matching row',
        security,
        querystring: officePaymentsQuerySchema,
        response: { 200: officeDepositsResponseSchema, ...errorResponses },
      },
    },
    async (request) => {
      const page = await wallet.officeDeposits(request.tenant.id, request.query);
      return { response: { items: page.items, has_more: page.hasMore, totals: page.totals } };
    },
  );

  api.get(
    `${OFFICE_PAYMENTS_API.deposits}.csv`,
    {
      schema: {
        tags,
        summary: 'Every deposit the filters match, as CSV (amounts in major units)',
        security,
        querystring: officePaymentsQuerySchema,
        response: errorResponses,
      },
    },
    async (request, reply) => {
      return sendCsv(
        reply,
        'deposits.csv',
        await wallet.depositsCsv(request.tenant.id, request.query),
      );
    },
  );

  api.get(
    `${OFFICE_PAYMENTS_API.deposits}/:id/proof`,
    {
      schema: {
        tags,
        summary: "A deposit's proof of payment",
        security,
        params: idParams,
        response: errorResponses,
      },
    },
    async (request, reply) =>
      sendFile(reply, await wallet.officeProof(request.tenant.id, request.params.id)),
  );

  api.post(
    `${OFFICE_PAYMENTS_API.deposits}/:id/approve`,
    {
      schema: {
        tags,
        summary: "Approves a pending deposit: the amount goes into the player's cash",
        security,
        params: idParams,
        headers: idempotentHeadersSchema,
        response: { 200: officeDepositResponseSchema, ...errorResponses },
      },
    },
    async (request) => ({
      response: await wallet.deposits.approve(
        actorOf(request),
        request.tenant.id,
        idempotencyKeyOf(request),
        request.params.id,
      ),
    }),
  );

  api.post(
    `${OFFICE_PAYMENTS_API.deposits}/:id/reject`,
    {
      schema: {
        tags,
        summary: 'Rejects a pending deposit, with the reason the player sees',
        security,
        params: idParams,
        headers: idempotentHeadersSchema,
        body: officeRejectRequestSchema,
        response: { 200: officeDepositResponseSchema, ...errorResponses },
      },
    },
    async (request) => ({
      response: await wallet.deposits.reject(
        actorOf(request),
        request.tenant.id,
        idempotencyKeyOf(request),
        request.params.id,
        request.body.reason,
      ),
    }),
  );

  api.get(
    OFFICE_PAYMENTS_API.withdrawals,
    {
      schema: {
        tags,
        summary:
          'Withdrawals, newest first, filtered by status, method, player (q) and dates ' +
          '(brand time); totals cover every matching row',
        security,
        querystring: officePaymentsQuerySchema,
        response: { 200: officeWithdrawalsResponseSchema, ...errorResponses },
      },
    },
    async (request) => {
      const page = await wallet.officeWithdrawals(request.tenant.id, request.query);
      return { response: { items: page.items, has_more: page.hasMore, totals: page.totals } };
    },
  );

  api.get(
    `${OFFICE_PAYMENTS_API.withdrawals}.csv`,
    {
      schema: {
        tags,
        summary: 'Every withdrawal the filters match, as CSV (amounts in major units)',
        security,
        querystring: officePaymentsQuerySchema,
        response: errorResponses,
      },
    },
    async (request, reply) => {
      return sendCsv(
        reply,
        'withdrawals.csv',
        await wallet.withdrawalsCsv(request.tenant.id, request.query),
      );
    },
  );

  api.post(
    `${OFFICE_PAYMENTS_API.withdrawals}/:id/pay`,
    {
      schema: {
        tags,
        summary: 'Marks a pending withdrawal paid: the held amount leaves the player',
        security,
        params: idParams,
        headers: idempotentHeadersSchema,
        response: { 200: officeWithdrawalResponseSchema, ...errorResponses },
      },
    },
    async (request) => ({
      response: await wallet.withdrawals.pay(
        actorOf(request),
        request.tenant.id,
        idempotencyKeyOf(request),
        request.params.id,
      ),
    }),
  );

  api.post(
    `${OFFICE_PAYMENTS_API.withdrawals}/:id/reject`,
    {
      schema: {
        tags,
        summary: "Rejects a pending withdrawal: the held amount returns to the player's cash",
        security,
        params: idParams,
        headers: idempotentHeadersSchema,
        body: officeRejectRequestSchema,
        response: { 200: officeWithdrawalResponseSchema, ...errorResponses },
      },
    },
    async (request) => ({
      response: await wallet.withdrawals.reject(
        actorOf(request),
        request.tenant.id,
        idempotencyKeyOf(request),
        request.params.id,
        request.body.reason,
      ),
    }),
  );

  api.get(
    `${OFFICE_PAYMENTS_API.players}/:id/wallet`,
    {
      schema: {
        tags,
        summary: "A player's balances and latest movements",
        security,
        params: idParams,
        response: { 200: officePlayerWalletResponseSchema, ...errorResponses },
      },
    },
    async (request) => ({
      response: await wallet.playerWallet(request.tenant.id, request.params.id),
    }),
  );

  api.post(
    OFFICE_PAYMENTS_API.adjustments,
    {
      schema: {
        tags,
        summary:
          "A manual credit (positive) or debit (negative) of a player's cash or bonus, with " +
          'a reason (scope admin; audited)',
        security,
        headers: idempotentHeadersSchema,
        body: adjustmentRequestSchema,
        response: { 200: officePlayerWalletResponseSchema, ...errorResponses },
      },
      config: { scopes: ['admin'] },
    },
    async (request) => ({
      response: await wallet.adjust(
        actorOf(request),
        request.tenant.id,
        idempotencyKeyOf(request),
        request.body,
      ),
    }),
  );
}
