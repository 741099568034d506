import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Currency } from '@tribuna/contracts/currencies';
import { currencyDecimals } from '@tribuna/contracts/currencies';
import type { Language } from '@tribuna/contracts/languages';
import { translate, type MessageParams } from '@tribuna/contracts/messages';
import { formatMoney } from '@tribuna/contracts/money';
import {
  MAX_LEGS,
  type BetRequest,
  type OddsChangePolicy,
  type PlacedBet,
  type RefusalReason,
} from '@tribuna/contracts/sports';
import { payoutOf, priceX100 } from '@tribuna/games/sports/margin';
import type { DbOrTx, Tx } from '../../db/database';
import { AppError } from '../../lib/app-error';
import type { SportsContext } from './sports-context';
import { eventWorstCase } from './sports-liability';
import {
  loadBets,
  marketStatusFor,
  settingsOf,
  strictestSettings,
  suspensionsOf,
  type SettingsBySport,
} from './sports-bet-views';
import { sportsBetLegs, sportsBets, sportsEvents, sportsMarkets } from './sports.schema';
import { rowsOf } from '../../db/rows';
import { SPORTSBOOK_ACCOUNT, sportsWager } from './sports-wager';

export interface SelectionRefusal {
  index: number;
  reason: RefusalReason;
  odds: number | null;
}

/** What one requested bet came to in its transaction. */
export type PlacementOutcome =
  | {
      type: 'placed';
      betId: string;
      /** A pending live bet's delay from now (ms), or null once decided. */
      delayMs: number | null;
      replayed: boolean;
    }
  | {
      type: 'refused';
      selections: SelectionRefusal[];
      reason: RefusalReason | null;
      params: MessageParams;
    };

/** A pending live bet's fate: decided either way, or still waiting (an early look). */
export type Decision = 'accepted' | 'refused' | 'waiting' | 'gone';

/** Odds in hundredths from the API's two-decimal number. */
export function oddsX100Of(odds: number): number {
  return Math.round(odds * 100);
}

/** A single has one selection; an accumulator 2 to MAX_LEGS. */
export function assertBetShape(bet: BetRequest): void {
  const n = bet.selections.length;
  const fine = bet.kind === 'single' ? n === 1 : n >= 2 && n <= MAX_LEGS;
  if (!fine) {
    throw new AppError(400, 'BAD_REQUEST', 'sports.bet_invalid', { params: { max: MAX_LEGS } });
  }
}

/** The refusal's text in the caller's language, amounts in the brand's money. */
export function refusalMessage(
  outcome: Extract<PlacementOutcome, { type: 'refused' }>,
  currency: Currency,
  language: Language,
): string {
  const reason = outcome.reason ?? outcome.selections[0]?.reason ?? 'not_found';
  const params: MessageParams = {};
  for (const [name, value] of Object.entries(outcome.params)) {
    params[name] =
      name === 'amount' && typeof value === 'number'
        ? formatMoney(value, currency, currencyDecimals(currency), language)
        : value;
  }
  return translate(`sports.refused.${reason}`, language, params);
}

export function refusedView(
  outcome: Extract<PlacementOutcome, { type: 'refused' }>,
  currency: Currency,
  language: Language,
): PlacedBet {
  return {
    placed: false,
    selections: outcome.selections,
    reason: outcome.reason,
    message: refusalMessage(outcome, currency, language),
  };
}

export type Placement = ReturnType<typeof createPlacement>;

/**
 * Taking bets. Each bet is one transaction: the player's cash is locked first (so two
 * bets of one player cannot both spend the same money), every check is made on what
 * the transaction reads, the events' liabilities are serialised per brand and event
 * with advisory locks, and the stake's debit and the rows land together or not at all.
 */
export function createPlacement(context: SportsContext) {
  const { db } = context;
  const { ledger, port } = context.wallet;

  /** The player first, before the transaction's first write (the money port's rule). */
  function lockPlayer(tx: Tx, tenantId: string, currency: Currency, playerId: string) {
    return port.lock(tx, { tenantId, playerId, currency, account: SPORTSBOOK_ACCOUNT });
  }

  /**
   * Whether a bet would take an event beyond the brand's liability limit: the event's
   * worst outcome (the office's figure, sports-liability.ts) with the bet, over the limit
   * and worse than without it. An accumulator counts on each event it has a leg on, with
   * its whole stake and potential payout, as the office counts it. A bet that lowers the
   * worst case (one on another outcome) is taken even when the event is already over a
   * limit lowered since. `except`: the pending bet being decided, at its new price.
   */
  async function overLiability(
    tx: DbOrTx,
    tenantId: string,
    legs: { eventId: string; marketId: string; outcome: string }[],
    money: { stake: number; potentialPayout: number; limit: number },
    except: string | null = null,
  ): Promise<boolean> {
    for (const leg of legs) {
      const { before, after } = await eventWorstCase(
        tx,
        tenantId,
        leg.eventId,
        { ...leg, stake: money.stake, potentialPayout: money.potentialPayout },
        except,
      );
      if (after > money.limit && after > before) return true;
    }
    return false;
  }

  /** One bet at a time per brand and event decides on its liability (sorted: no deadlock). */
  async function lockEvents(tx: DbOrTx, tenantId: string, eventIds: string[]): Promise<void> {
    for (const eventId of [...new Set(eventIds)].sort()) {
      await tx.execute(
        sql`select pg_advisory_xact_lock(hashtextextended(${`sports-event:${tenantId}:${eventId}`}, 0))`,
      );
    }
  }

  /** The limits a bet's odds and payout must keep (null: within them). */
  function limitRefusal(
    terms: { max_odds: number; max_payout: number },
    oddsX100: number[],
    payout: number,
  ): { reason: RefusalReason; params: MessageParams } | null {
    const product = oddsX100.reduce((acc, o) => acc * BigInt(o), 1n);
    const limit = BigInt(Math.round(terms.max_odds * 100)) * 100n ** BigInt(oddsX100.length - 1);
    if (product > limit) {
      return { reason: 'odds_too_high', params: { odds: terms.max_odds.toFixed(2) } };
    }
    if (payout > terms.max_payout) {
      return { reason: 'payout_too_high', params: { amount: terms.max_payout } };
    }
    return null;
  }

  async function placeOne(input: {
    tenantId: string;
    playerId: string;
    currency: Currency;
    requestKey: string;
    /** The whole slip's digest: the same key with another slip is refused. */
    requestHash: string;
    bet: BetRequest;
    policy: OddsChangePolicy;
    settings: SettingsBySport;
  }): Promise<PlacementOutcome> {
    const { tenantId, playerId, currency, requestKey, requestHash, bet, policy, settings } = input;
    return db.transaction(async (tx): Promise<PlacementOutcome> => {
      await lockPlayer(tx, tenantId, currency, playerId);
      // The same slip again (or at once: the lock above queued it) answers the first bet.
      const existing = async (): Promise<PlacementOutcome | null> => {
        const [row] = await tx
          .select({
            id: sportsBets.id,
            status: sportsBets.status,
            requestHash: sportsBets.requestHash,
          })
          .from(sportsBets)
          .where(
            and(
              eq(sportsBets.tenantId, tenantId),
              eq(sportsBets.playerId, playerId),
              eq(sportsBets.requestKey, requestKey),
            ),
          );
        if (!row) return null;
        if (row.requestHash !== requestHash) {
          throw new AppError(409, 'CONFLICT', 'wallet.idempotency_key_reused');
        }
        return {
          type: 'placed',
          betId: row.id,
          delayMs: row.status === 'pending' ? 0 : null,
          replayed: true,
        };
      };
      const first = await existing();
      if (first) return first;

      const rows = await tx
        .select({ market: sportsMarkets, event: sportsEvents })
        .from(sportsMarkets)
        .innerJoin(sportsEvents, eq(sportsEvents.id, sportsMarkets.eventId))
        .where(
          inArray(
            sportsMarkets.id,
            bet.selections.map((s) => s.market_id),
          ),
        )
        // Shared: a manual result (which locks the market and suspends it) waits for this
        // bet, or this bet for it and then sees its suspension below.
        .for('share', { of: sportsMarkets });
      const byId = new Map(rows.map((r) => [r.market.id, r]));
      const suspensions = await suspensionsOf(tx, tenantId, [
        ...new Set(rows.map((r) => r.event.id)),
      ]);

      const now = context.clock();
      const refusals: SelectionRefusal[] = [];
      const legs: {
        row: (typeof rows)[number];
        outcome: string;
        oddsX100: number;
      }[] = [];
      const seenEvents = new Set<string>();
      bet.selections.forEach((selection, index) => {
        const row = byId.get(selection.market_id);
        const outcome = row?.market.outcomes.find((o) => o.key === selection.outcome);
        if (!row || !outcome) {
          refusals.push({ index, reason: 'not_found', odds: null });
          return;
        }
        const status = marketStatusFor(row.market, row.event, suspensions);
        if (status === 'closed') {
          refusals.push({ index, reason: 'market_closed', odds: null });
          return;
        }
        if (status === 'suspended' || !outcome.active) {
          refusals.push({ index, reason: 'suspended', odds: null });
          return;
        }
        // Due to start, though the feed has not said so yet: the pre-match price may be
        // stale, and the sport rules void a pre-match bet taken after the start.
        if (row.event.status === 'not_started' && row.event.startAt.getTime() <= now.getTime()) {
          refusals.push({ index, reason: 'event_started', odds: null });
          return;
        }
        if (seenEvents.has(row.event.id)) {
          refusals.push({ index, reason: 'same_event', odds: null });
          return;
        }
        seenEvents.add(row.event.id);
        const current = priceX100(
          outcome.probability,
          settingsOf(settings, row.event.sport).margin_bp,
        );
        const requested = oddsX100Of(selection.odds);
        const moved =
          policy === 'none'
            ? current !== requested
            : policy === 'higher'
              ? current < requested
              : false;
        if (moved) {
          refusals.push({ index, reason: 'odds_changed', odds: current / 100 });
          return;
        }
        legs.push({ row, outcome: selection.outcome, oddsX100: current });
      });
      const refused = (reason: RefusalReason, params: MessageParams = {}): PlacementOutcome => ({
        type: 'refused',
        selections: [],
        reason,
        params,
      });
      if (refusals.length > 0) {
        return { type: 'refused', selections: refusals, reason: null, params: {} };
      }

      const terms = strictestSettings(
        settings,
        legs.map((l) => l.row.event.sport),
      );
      if (bet.stake < terms.min_stake) return refused('stake_too_low', { amount: terms.min_stake });
      if (bet.stake > terms.max_stake)
        return refused('stake_too_high', { amount: terms.max_stake });
      const potential = payoutOf(
        bet.stake,
        legs.map((l) => l.oddsX100),
      );
      const beyond = limitRefusal(
        terms,
        legs.map((l) => l.oddsX100),
        potential,
      );
      if (beyond) return refused(beyond.reason, beyond.params);
      const eventIds = [...seenEvents];
      await lockEvents(tx, tenantId, eventIds);
      const over = await overLiability(
        tx,
        tenantId,
        legs.map((l) => ({
          eventId: l.row.event.id,
          marketId: l.row.market.id,
          outcome: l.outcome,
        })),
        { stake: bet.stake, potentialPayout: potential, limit: terms.max_event_liability },
      );
      if (over) return refused('liability');
      const { cash } = await ledger.balances(tenantId, playerId, tx);
      if (cash < bet.stake) return refused('insufficient_funds');

      const live = legs.some((l) => l.row.event.status === 'live');
      const delayMs = live && terms.bet_delay_ms > 0 ? terms.bet_delay_ms : null;
      // On the database's clock, which is what the overdue sweeper compares it with.
      const acceptAt = delayMs === null ? null : sql`now() + ${delayMs} * interval '1 millisecond'`;
      const [placed] = await tx
        .insert(sportsBets)
        .values({
          tenantId,
          playerId,
          requestKey,
          requestHash,
          kind: bet.kind,
          status: delayMs === null ? 'open' : 'pending',
          stake: bet.stake,
          currency,
          potentialPayout: potential,
          live,
          acceptAt,
          acceptOdds: policy,
          placedAt: now,
        })
        .onConflictDoNothing()
        .returning({ id: sportsBets.id });
      if (!placed) {
        const again = await existing();
        if (!again) throw new Error('sports: a claimed request key has no bet');
        return again;
      }
      await port.stake(tx, {
        ...sportsWager(
          { id: placed.id, tenantId, playerId, currency },
          legs.map((l) => l.row.event.id),
        ),
        amount: bet.stake,
        key: `sports-bet:${placed.id}`,
        type: 'sports_bet',
      });
      await tx.insert(sportsBetLegs).values(
        legs.map((l, position) => ({
          betId: placed.id,
          tenantId,
          position,
          eventId: l.row.event.id,
          marketId: l.row.market.id,
          outcome: l.outcome,
          oddsX100: l.oddsX100,
          marketVersion: l.row.market.version,
          stoppedAt: l.row.market.stoppedAt,
          live: l.row.event.status === 'live',
        })),
      );
      return { type: 'placed', betId: placed.id, delayMs, replayed: false };
    });
  }

  /**
   * Decides a pending live bet. Early (a market of it changed during the delay): only a
   * bet stop refuses it now. Final (at accept_at): a bet stop, a market not open or with
   * a result already (a manual one), a price moved against the policy, or the new price
   * beyond the brand's limits (odds, payout, the event's liability, checked under the
   * events' locks as at placement) refuses it (stake back); with `higher` or `any` a
   * better (or, with `any`, any) new price is taken. Conditional on the bet still being
   * pending, so the request, a retry and the sweeper of another process decide it once.
   */
  async function decide(
    betId: string,
    policy: OddsChangePolicy,
    mode: 'early' | 'final',
  ): Promise<Decision> {
    const [head] = await db
      .select({
        tenantId: sportsBets.tenantId,
        playerId: sportsBets.playerId,
        currency: sportsBets.currency,
      })
      .from(sportsBets)
      .where(eq(sportsBets.id, betId));
    if (!head) return 'gone';
    const settings = await context.settings.all(head.tenantId);
    const decision = await db.transaction(async (tx): Promise<Decision> => {
      await lockPlayer(tx, head.tenantId, head.currency, head.playerId);
      const [bet] = await tx
        .select()
        .from(sportsBets)
        .where(eq(sportsBets.id, betId))
        .for('update');
      if (!bet) return 'gone';
      if (bet.status !== 'pending') return bet.status === 'refused' ? 'refused' : 'accepted';
      const [loaded] = await loadBets(tx, [bet]);
      if (!loaded) return 'gone';
      const suspensions = await suspensionsOf(
        tx,
        bet.tenantId,
        loaded.legs.map((l) => l.event.id),
      );
      const refuse = async (reason: RefusalReason): Promise<Decision> => {
        await port.result(tx, {
          ...sportsWager(
            bet,
            loaded.legs.map((l) => l.event.id),
          ),
          returned: bet.stake,
          outcome: 'refund',
          key: `sports-refund:${bet.id}`,
          type: 'sports_refund',
        });
        await tx
          .update(sportsBets)
          .set({
            status: 'refused',
            refusal: reason,
            payout: bet.stake,
            settledAt: context.clock(),
          })
          .where(and(eq(sportsBets.id, bet.id), eq(sportsBets.status, 'pending')));
        return 'refused';
      };
      // A leg already settled (a staff result during the delay): its outcome is known.
      if (loaded.legs.some(({ leg }) => leg.result !== null)) return refuse('market_closed');
      const stopped = loaded.legs.some(({ leg, event, market }) => {
        const outcome = market.outcomes.find((o) => o.key === leg.outcome);
        return (
          // The market's last bet stop is not the one read at placement: one happened since.
          market.stoppedAt?.getTime() !== leg.stoppedAt?.getTime() ||
          marketStatusFor(market, event, suspensions) !== 'open' ||
          !outcome?.active
        );
      });
      if (stopped) return refuse('bet_stop_during_delay');
      if (mode === 'early') return 'waiting';

      const prices = loaded.legs.map(({ leg, event, market }) => {
        const outcome = market.outcomes.find((o) => o.key === leg.outcome);
        const current = outcome
          ? priceX100(outcome.probability, settingsOf(settings, event.sport).margin_bp)
          : 0;
        return { leg, current };
      });
      const against = prices.some(({ leg, current }) =>
        policy === 'none'
          ? current !== leg.oddsX100
          : policy === 'higher'
            ? current < leg.oddsX100
            : false,
      );
      if (against) return refuse('price_changed_during_delay');
      const potential = payoutOf(
        bet.stake,
        prices.map((p) => p.current),
      );
      const terms = strictestSettings(
        settings,
        loaded.legs.map((l) => l.event.sport),
      );
      const beyond = limitRefusal(
        terms,
        prices.map((p) => p.current),
        potential,
      );
      if (beyond) return refuse(beyond.reason);
      const eventIds = loaded.legs.map((l) => l.event.id);
      await lockEvents(tx, bet.tenantId, eventIds);
      const over = await overLiability(
        tx,
        bet.tenantId,
        loaded.legs.map(({ leg }) => ({
          eventId: leg.eventId,
          marketId: leg.marketId,
          outcome: leg.outcome,
        })),
        { stake: bet.stake, potentialPayout: potential, limit: terms.max_event_liability },
        bet.id,
      );
      if (over) return refuse('liability');
      for (const { leg, current } of prices) {
        if (current !== leg.oddsX100) {
          await tx
            .update(sportsBetLegs)
            .set({ oddsX100: current })
            .where(eq(sportsBetLegs.id, leg.id));
        }
      }
      await tx
        .update(sportsBets)
        .set({ status: 'open', potentialPayout: potential })
        .where(and(eq(sportsBets.id, bet.id), eq(sportsBets.status, 'pending')));
      return 'accepted';
    });
    return decision;
  }

  return {
    placeOne,
    decide,

    /**
     * The pending bets whose request should have decided them `graceMs` ago (its process
     * died), by the database's clock, which also set their accept_at.
     */
    async overdue(
      graceMs: number,
      limit = 50,
    ): Promise<{ id: string; policy: OddsChangePolicy }[]> {
      const rows = rowsOf<{ id: string; policy: OddsChangePolicy }>(
        await db.execute(sql`
          select id, accept_odds as policy from ${sportsBets}
          where status = 'pending' and accept_at < now() - ${graceMs} * interval '1 millisecond'
          order by accept_at limit ${limit}`),
      );
      return rows;
    },
  };
}
