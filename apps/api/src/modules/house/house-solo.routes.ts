import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import { errorResponses } from '@tribuna/contracts/envelope';
import {
  GAME_TOKEN_HEADER,
  HOUSE_API,
  HOUSE_ENGINES,
  blackjackActRequestSchema,
  blackjackCurrentResponseSchema,
  blackjackDealRequestSchema,
  blackjackResponseSchema,
  bonusSpinsResponseSchema,
  clientSeedRequestSchema,
  historyResponseSchema,
  rotateResponseSchema,
  roulettePlayResponseSchema,
  rouletteSpinRequestSchema,
  roundResponseSchema,
  seedsResponseSchema,
  slotPlayResponseSchema,
  slotSpinRequestSchema,
  type HouseEngine,
} from '@tribuna/contracts/house';
import { isAppError } from '../../lib/app-error';
import { idempotencyKeyOf, idempotentHeadersSchema } from '../../kernel/idempotency-http';
import { houseGame } from './house-games';
import { callContext, gameHeaders, gameParams, openGameCall } from './house-http';
import type { HouseModule } from './house.module';
import { SOLO_ENGINES, type SoloCall } from './house-solo.service';
import type { RouteApp } from '../../kernel/route-groups';

const roundParams = z.object({ id: z.string().min(1).max(64) });

/**
 * The single-player games (contracts: house.ts): seeds, slot and roulette spins,
 * blackjack hands, history and any round for the verifier.
 */
export function houseSoloRoutes(api: RouteApp, opts: { house: HouseModule }): void {
  const { house } = opts;
  const { solo } = house;
  const tags = ['house'];
  const base = HOUSE_API.base;
  const moneyHeaders = gameHeaders.extend(idempotentHeadersSchema.shape);

  async function soloCall(
    request: FastifyRequest<{ Params: { game: string } }>,
    engines: readonly HouseEngine[],
  ): Promise<SoloCall> {
    const call = await openGameCall(house.wallet, request, engines);
    return { ...call, tenantId: request.tenant.id };
  }

  api.get(
    `${base}/:game/history`,
    {
      schema: {
        tags,
        summary: 'My last 20 rounds of this game, newest first',
        params: gameParams,
        headers: gameHeaders,
        response: { 200: historyResponseSchema, ...errorResponses },
      },
    },
    async (request) => {
      const call = await soloCall(request, HOUSE_ENGINES);
      const items = await solo.history(call);
      return { response: { items, timezone: request.tenant.settings.timezone } };
    },
  );

  api.get(
    `${HOUSE_API.rounds}/:id`,
    {
      schema: {
        tags,
        summary:
          'Any round of the brand by id, for the verifier: input, outcome and fairness ' +
          '(the server seed once its pair was rotated); no token needed',
        params: roundParams,
        response: { 200: roundResponseSchema, ...errorResponses },
      },
    },
    async (request) => {
      const round = await solo.round(request.tenant.id, request.params.id);
      return { response: { ...round, timezone: request.tenant.settings.timezone } };
    },
  );

  api.put(
    `${base}/:game/seeds/client`,
    {
      schema: {
        tags,
        summary: 'Sets the client seed of my current pair (the nonce goes on)',
        params: gameParams,
        headers: gameHeaders,
        body: clientSeedRequestSchema,
        response: { 200: seedsResponseSchema, ...errorResponses },
      },
    },
    async (request) => {
      const call = await soloCall(request, SOLO_ENGINES);
      return { response: await solo.setClientSeed(call, request.body.client_seed) };
    },
  );

  api.post(
    `${base}/:game/seeds/rotate`,
    {
      schema: {
        tags,
        summary:
          'Reveals my current server seed (with the rounds it played) and opens a new pair; ' +
          'refused while a blackjack hand is open',
        params: gameParams,
        headers: gameHeaders,
        response: { 200: rotateResponseSchema, ...errorResponses },
      },
    },
    async (request) => {
      const call = await soloCall(request, SOLO_ENGINES);
      return { response: await solo.rotate(call) };
    },
  );

  api.get(
    `${base}/:game/bonus-spins`,
    {
      schema: {
        tags,
        summary:
          'My bonus spins on this slot: my active free-spins bonuses of this game with spins ' +
          'left, their stake and line bet (none in demo)',
        params: gameParams,
        headers: gameHeaders,
        response: { 200: bonusSpinsResponseSchema, ...errorResponses },
      },
    },
    async (request) => {
      const call = await openGameCall(house.wallet, request, ['slot']);
      return { response: { items: await house.bonusSpins(call, request.language) } };
    },
  );

  api.post(
    `${base}/:game/slot/spin`,
    {
      schema: {
        tags,
        summary:
          'One paid spin of 20 lines (total bet 20 x line bet, within the game limits); ' +
          'free spins it wins are played in the same round. With `bonus_id`, one of my ' +
          "bonus spins: the brand pays the stake, which must be the bonus's (refused in " +
          'demo). A retry with the same Idempotency-Key answers the same round',
        params: gameParams,
        headers: moneyHeaders,
        body: slotSpinRequestSchema,
        response: { 200: slotPlayResponseSchema, ...errorResponses },
      },
    },
    async (request) => {
      const call = await soloCall(request, ['slot']);
      const key = idempotencyKeyOf(request);
      const { line_bet: lineBet, bonus_id: bonusId } = request.body;
      return { response: await solo.slotSpin(call, lineBet, key, bonusId ?? null) };
    },
  );

  api.post(
    `${base}/:game/roulette/spin`,
    {
      schema: {
        tags,
        summary:
          'One spin with up to 40 bets (their total within the game limits; every bet ' +
          'checked against the table first). A retry with the same Idempotency-Key ' +
          'answers the same round',
        params: gameParams,
        headers: moneyHeaders,
        body: rouletteSpinRequestSchema,
        response: { 200: roulettePlayResponseSchema, ...errorResponses },
      },
    },
    async (request) => {
      const call = await soloCall(request, ['roulette']);
      const key = idempotencyKeyOf(request);
      return { response: await solo.rouletteSpin(call, request.body.bets, key) };
    },
  );

  api.post(
    `${base}/:game/blackjack/deal`,
    {
      schema: {
        tags,
        summary:
          'Deals a hand (takes the bet); 409 while another hand of mine is open. The ' +
          "dealer's hole card stays hidden until the hand is over",
        params: gameParams,
        headers: moneyHeaders,
        body: blackjackDealRequestSchema,
        response: { 200: blackjackResponseSchema, ...errorResponses },
      },
    },
    async (request) => {
      const call = await soloCall(request, ['blackjack']);
      const key = idempotencyKeyOf(request);
      return { response: await solo.blackjackDeal(call, request.body.bet, key) };
    },
  );

  api.post(
    `${base}/:game/blackjack/act`,
    {
      schema: {
        tags,
        summary:
          'Hit, stand, double or split (double and split take a second bet equal to the ' +
          'first; refused for want of money, the hand stays as it was). A hand may be ' +
          'finished after its session expired',
        params: gameParams,
        headers: moneyHeaders,
        body: blackjackActRequestSchema,
        response: { 200: blackjackResponseSchema, ...errorResponses },
      },
    },
    async (request) => {
      const key = idempotencyKeyOf(request);
      let call: SoloCall;
      try {
        call = await soloCall(request, ['blackjack']);
      } catch (error) {
        // An expired session may still finish its open hand: the round's token proves whose.
        const game = houseGame(request.params.game);
        const raw = request.headers[GAME_TOKEN_HEADER];
        if (!isAppError(error) || error.code !== 'SESSION_EXPIRED' || !game) throw error;
        const late = await solo.expiredHandCall(
          {
            tenantId: request.tenant.id,
            token: typeof raw === 'string' ? raw.trim() : '',
            game,
            context: callContext(request),
          },
          request.body.round_id,
        );
        if (!late) throw error;
        call = late;
      }
      const { round_id: roundId, action } = request.body;
      return { response: await solo.blackjackAct(call, roundId, action, key) };
    },
  );

  api.get(
    `${base}/:game/blackjack/current`,
    {
      schema: {
        tags,
        summary: 'My unfinished hand of this game (to resume it), or null',
        params: gameParams,
        headers: gameHeaders,
        response: { 200: blackjackCurrentResponseSchema, ...errorResponses },
      },
    },
    async (request) => {
      const call = await soloCall(request, ['blackjack']);
      return { response: await solo.blackjackCurrent(call) };
    },
  );
}
