import { and, eq } from 'drizzle-orm';
import type { Language } from '@tribuna/contracts/languages';
import { cashOutResponseSchema, type Bet } from '@tribuna/contracts/sports';
import { AppError } from '../../lib/app-error';
import { formatMoney } from '../../lib/money-text';
import type { SportsContext } from './sports-context';
import { betView, cashOutOffer, loadBets, publishBets, suspensionsOf } from './sports-bet-views';
import { payNetOfOwed } from './sports-settlement';
import { sportsBets } from './sports.schema';
import { SPORTSBOOK_ACCOUNT } from './sports-wager';
import { shiftKept } from './sports-liability';

const answerSchema = cashOutResponseSchema.shape.response;

/**
 * Cash out: the player takes the offer they saw (`amount`) if it is still the offer,
 * worked out again inside the transaction that pays it, with the bet's row locked.
 * Once per Idempotency-Key (a retry answers the first answer) and once per bet (the
 * ledger key is the bet's).
 */
export function createCashOut(context: SportsContext) {
  const ledger = context.wallet.ledger;

  return {
    async take(
      tenantId: string,
      playerId: string,
      key: string,
      betId: string,
      amount: number,
      language: Language,
    ): Promise<{ bet: Bet; balance: number }> {
      const tenant = await context.tenants.cachedById(tenantId);
      if (!tenant) throw new AppError(404, 'NOT_FOUND', 'office.tenant_not_found');
      const currency = tenant.settings.currency;
      const settings = await context.settings.all(tenantId);
      const { answer, replayed } = await context.idempotency.run(
        {
          tenantId,
          scope: playerId,
          key,
          request: { route: 'sports.cash_out', betId, amount },
          lockFirst: (tx) =>
            context.wallet.port.lock(tx, {
              tenantId,
              playerId,
              currency,
              account: SPORTSBOOK_ACCOUNT,
            }),
        },
        answerSchema,
        async (tx) => {
          const [bet] = await tx
            .select()
            .from(sportsBets)
            .where(
              and(
                eq(sportsBets.id, betId),
                eq(sportsBets.tenantId, tenantId),
                eq(sportsBets.playerId, playerId),
              ),
            )
            .for('update');
          if (!bet) throw new AppError(404, 'NOT_FOUND', 'sports.bet_not_found');
          // Said as such, not as "not available right now": it never will be.
          if (bet.freeBetId !== null) {
            throw new AppError(409, 'CONFLICT', 'sports.cash_out_free_bet');
          }
          const [loaded] = await loadBets(tx, [bet]);
          if (!loaded) throw new AppError(404, 'NOT_FOUND', 'sports.bet_not_found');
          const suspensions = await suspensionsOf(
            tx,
            tenantId,
            loaded.legs.map((l) => l.event.id),
          );
          const offer = cashOutOffer(loaded, settings, suspensions);
          if (offer === null) {
            throw new AppError(409, 'CONFLICT', 'sports.cash_out_unavailable');
          }
          if (offer !== amount) {
            throw new AppError(409, 'CONFLICT', 'sports.cash_out_changed', {
              params: {
                amount: formatMoney(offer, currency, language),
              },
            });
          }
          const settlements = bet.settlements + 1;
          // Net of what an earlier rollback could not take back (see payNetOfOwed).
          const { owed, paid } = await payNetOfOwed(
            context,
            tx,
            bet,
            loaded.legs.map((l) => l.event.id),
            amount,
            { key: `sports-cashout:${bet.id}`, type: 'sports_cashout', outcome: 'cashout' },
          );
          const [row] = await tx
            .update(sportsBets)
            .set({
              status: 'cashed_out',
              payout: amount,
              paid,
              owed,
              settledAt: context.clock(),
              settlements,
            })
            .where(and(eq(sportsBets.id, bet.id), eq(sportsBets.status, 'open')))
            .returning();
          if (!row) throw new Error('sports: a locked bet changed');
          await shiftKept(tx, tenantId, [
            { share: { ...bet, legs: loaded.legs.map((l) => l.leg) }, sign: -1 },
          ]);
          const { cash } = await ledger.balances(tenantId, playerId, tx);
          return { bet: betView({ ...loaded, bet: row }, null), balance: cash };
        },
      );
      if (!replayed) await publishBets(context, tenantId, playerId, [betId]);
      return answer;
    },
  };
}
