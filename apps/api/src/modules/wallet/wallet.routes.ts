import type { FastifyRequest } from 'fastify';
import multipart from '@fastify/multipart';
import { z } from 'zod';
import { errorResponses } from '@tribuna/contracts/envelope';
import {
  PROOF_MAX_BYTES,
  WALLET_API,
  bankDepositFormSchema,
  cryptoDepositRequestSchema,
  depositResponseSchema,
  paymentsQuerySchema,
  paymentsResponseSchema,
  transactionsQuerySchema,
  transactionsResponseSchema,
  walletSummaryResponseSchema,
  withdrawalRequestSchema,
  withdrawalResponseSchema,
} from '@tribuna/contracts/wallet';
import { AppError } from '../../lib/app-error';
import { playerOf } from '../../plugins/auth';
import type { UploadedProof } from './deposits.service';
import { idempotencyKeyOf, idempotentHeadersSchema } from '../../kernel/idempotency-http';
import { sendFile, validatedBody, walletErrorResponses } from './wallet-http';
import type { WalletService } from './wallet.service';
import type { RouteApp } from '../../kernel/route-groups';

const idParams = z.object({ id: z.string().min(1).max(64) });

/** The bank-transfer form: its text fields and the `proof` file, at most PROOF_MAX_BYTES. */
async function readBankForm(
  request: FastifyRequest,
): Promise<{ fields: Record<string, string>; proof: UploadedProof | null }> {
  const fields: Record<string, string> = {};
  let proof: UploadedProof | null = null;
  try {
    for await (const part of request.parts()) {
      if (part.type === 'file') {
        // Read in full (the stream must be drained); the limit stops it past 5 MB.
        const content = await part.toBuffer();
        if (part.fieldname === 'proof' && !proof) proof = { name: part.filename, content };
      } else if (typeof part.value === 'string') {
        fields[part.fieldname] = part.value;
      }
    }
  } catch (error) {
    if (error instanceof Error && 'code' in error && error.code === 'FST_REQ_FILE_TOO_LARGE') {
      throw new AppError(413, 'PAYLOAD_TOO_LARGE', 'wallet.proof_too_large', {
        fields: { proof: 'wallet.proof_too_large' },
      });
    }
    // The plugin's own refusals carry a code (the errors plugin answers them); the
    // parser's do not ("Boundary not found", "Unexpected end of form"), and this loop
    // only parses, so anything else is the body's fault, not ours.
    if (error instanceof Error && !('code' in error)) {
      throw new AppError(400, 'BAD_REQUEST', 'error.form_malformed');
    }
    throw error;
  }
  return { fields, proof };
}

/**
 * The player's wallet: balances and limits, deposits (bank transfer with a proof, or
 * crypto), withdrawals, and the lists. Every call needs the player's Bearer (which a
 * foreign site cannot send, so no XSRF check); the money-moving ones need an
 * Idempotency-Key.
 */
export async function walletRoutes(api: RouteApp, opts: { wallet: WalletService }): Promise<void> {
  const { wallet } = opts;
  const security = [{ bearer: [] }];

  // Only these routes take multipart: one file, a few short fields.
  await api.register(multipart, {
    limits: { fileSize: PROOF_MAX_BYTES, files: 1, fields: 10, fieldSize: 1024, parts: 12 },
  });

  api.get(
    WALLET_API.summary,
    {
      schema: {
        tags: ['wallet'],
        summary: "The player's balances, limits, payment hours, methods and pending deposit",
        security,
        response: { 200: walletSummaryResponseSchema, ...errorResponses },
      },
    },
    async (request) => ({
      response: await wallet.summary(request.tenant.id, playerOf(request).playerId),
    }),
  );

  api.post(
    WALLET_API.deposits,
    {
      schema: {
        tags: ['wallet'],
        summary:
          'Asks for a deposit. Bank transfer: multipart/form-data with method=bank_transfer, ' +
          'amount (minor units) and the file `proof` (PNG, JPEG or PDF, read from its bytes, ' +
          'at most 5 MB). Crypto: JSON (method=crypto, network, amount_coin, tx_hash).',
        security,
        consumes: ['multipart/form-data', 'application/json'],
        headers: idempotentHeadersSchema,
        response: { 201: depositResponseSchema, ...walletErrorResponses },
      },
    },
    async (request, reply) => {
      const { playerId } = playerOf(request);
      const key = idempotencyKeyOf(request);
      const tenantId = request.tenant.id;
      if (request.isMultipart()) {
        const form = await readBankForm(request);
        const fields = validatedBody(request, bankDepositFormSchema, form.fields);
        const deposit = await wallet.deposits.createBank(tenantId, playerId, key, {
          amount: fields.amount,
          proof: form.proof,
        });
        return reply.code(201).send({ response: deposit });
      }
      const body = validatedBody(request, cryptoDepositRequestSchema, request.body);
      const deposit = await wallet.deposits.createCrypto(tenantId, playerId, key, body);
      return reply.code(201).send({ response: deposit });
    },
  );

  api.post(
    `${WALLET_API.deposits}/:id/cancel`,
    {
      schema: {
        tags: ['wallet'],
        summary: 'Cancels one of the player’s deposits while it is pending',
        security,
        params: idParams,
        headers: idempotentHeadersSchema,
        response: { 200: depositResponseSchema, ...errorResponses },
      },
    },
    async (request) => ({
      response: await wallet.deposits.cancel(
        request.tenant.id,
        playerOf(request).playerId,
        idempotencyKeyOf(request),
        request.params.id,
      ),
    }),
  );

  api.get(
    `${WALLET_API.deposits}/:id/proof`,
    {
      schema: {
        tags: ['wallet'],
        summary: 'The proof of payment of one of the player’s own deposits',
        security,
        params: idParams,
        response: errorResponses,
      },
    },
    async (request, reply) => {
      const file = await wallet.playerProof(
        request.tenant.id,
        playerOf(request).playerId,
        request.params.id,
      );
      return sendFile(reply, file);
    },
  );

  api.post(
    WALLET_API.withdrawals,
    {
      schema: {
        tags: ['wallet'],
        summary:
          'Asks for a withdrawal to a bank account or a crypto wallet: the amount is held ' +
          'until staff pay or reject it. Inside payment hours only; minimum and daily ' +
          'maximum apply.',
        security,
        headers: idempotentHeadersSchema,
        body: withdrawalRequestSchema,
        response: { 201: withdrawalResponseSchema, ...errorResponses },
      },
    },
    async (request, reply) => {
      const withdrawal = await wallet.withdrawals.create(
        request.tenant.id,
        playerOf(request).playerId,
        idempotencyKeyOf(request),
        request.body,
      );
      return reply.code(201).send({ response: withdrawal });
    },
  );

  api.post(
    `${WALLET_API.withdrawals}/:id/cancel`,
    {
      schema: {
        tags: ['wallet'],
        summary: 'Cancels one of the player’s withdrawals while it is pending (the hold returns)',
        security,
        params: idParams,
        headers: idempotentHeadersSchema,
        response: { 200: withdrawalResponseSchema, ...errorResponses },
      },
    },
    async (request) => ({
      response: await wallet.withdrawals.cancel(
        request.tenant.id,
        playerOf(request).playerId,
        idempotencyKeyOf(request),
        request.params.id,
      ),
    }),
  );

  api.get(
    WALLET_API.payments,
    {
      schema: {
        tags: ['wallet'],
        summary: 'The player’s deposits and withdrawals, newest first',
        security,
        querystring: paymentsQuerySchema,
        response: { 200: paymentsResponseSchema, ...errorResponses },
      },
    },
    async (request) => ({
      response: await wallet.payments(request.tenant.id, playerOf(request).playerId, request.query),
    }),
  );

  api.get(
    WALLET_API.transactions,
    {
      schema: {
        tags: ['wallet'],
        summary: 'Every movement of the player’s accounts, newest first (dates in brand time)',
        security,
        querystring: transactionsQuerySchema,
        response: { 200: transactionsResponseSchema, ...errorResponses },
      },
    },
    async (request) => ({
      response: await wallet.transactions(
        request.tenant.id,
        playerOf(request).playerId,
        request.query,
      ),
    }),
  );
}
