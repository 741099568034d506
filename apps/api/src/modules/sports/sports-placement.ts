import crypto from 'node:crypto';
import { and, eq, inArray, sql } from 'drizzle-orm';
import { z } from 'zod';
import type { Currency } from '@tribuna/contracts/currencies';
import type { Language } from '@tribuna/contracts/languages';
import { translate, type MessageParams } from '@tribuna/contracts/messages';
import {
  MAX_LEGS,
  betStatusSchema,
  type Bet,
  type BetRequest,
  type OddsChangePolicy,
  type PlacedBet,
  type RefusalReason,
} from '@tribuna/contracts/sports';
import { payoutOf } from '@tribuna/games/sports/margin';
import type { Tx } from '../../db/database';
import { AppError, isAppError } from '../../lib/app-error';
import { formatMoney } from '../../lib/money-text';
import type { SportsContext } from './sports-context';
import {
  keptWith,
  keptWorstCase,
  lockKept,
  shiftKept,
  writeKept,
  type BetShare,
  type KeptByEvent,
} from './sports-liability';
import {
  betView,
  cashOutOffer,
  loadBets,
  marketStatusFor,
  settingsOf,
  strictestSettings,
  suspensionsOf,
  type BetRow,
  type BrandSuspensions,
  type LoadedLeg,
  type SettingsBySport,
} from './sports-bet-views';
import {
  sportsBetLegs,
  sportsBets,
  sportsCompetitions,
  sportsEvents,
  sportsMarkets,
  sportsSuspensions,
} from './sports.schema';
import { offeredPriceX100 } from './sports-views';
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
      /**
       * The bet as answered, built from what its transaction read and wrote: only for a
       * bet decided at once (a pending one, or a replay, is read once it is decided).
       */
      view: Bet | null;
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
        ? formatMoney(value, currency, language)
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

/** The slip's bet already placed under a request key, as the placement reads it. */
const earlierSchema = z
  .object({ id: z.string(), status: betStatusSchema, requestHash: z.string() })
  .nullable();

/** Thrown out of a placement's transaction to roll it back: the cash cannot pay the stake. */
class ShortOfCash extends Error {
  constructor() {
    super('sports: the stake is more than the cash');
  }
}

/**
 * Taking bets. Each bet is one transaction: the player's cash is locked first (so two
 * bets of one player cannot both spend the same money), every check is made on what
 * the transaction reads, the events' liabilities are serialised per brand and event
 * by the locks of their kept rows (sports-liability.ts), and the stake's debit and the
 * rows land together or not at all.
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
   * limit lowered since. `kept`: the events' sums, read under their rows' locks (so two
   * bets cannot both fit in the room one of them leaves); `replaces`: the pending bet
   * being decided, as the sums hold it, at its old price.
   */
  function overLiability(
    kept: KeptByEvent,
    share: BetShare,
    limit: number,
    replaces: BetShare | null = null,
  ): boolean {
    for (const leg of share.legs) {
      let before = kept.get(leg.eventId) ?? [];
      const old = replaces?.legs.find((l) => l.eventId === leg.eventId);
      if (replaces && old) before = keptWith(before, old, replaces, -1);
      const after = keptWorstCase(keptWith(before, leg, share, 1));
      if (after > limit && after > keptWorstCase(before)) return true;
    }
    return false;
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

  /**
   * What a bet reads before its checks, in one statement: its markets (locked shared: a
   * manual result, which locks the market and suspends it, waits for this bet, or this
   * bet for it and then sees its suspension) with their events, the competitions' slugs
   * for the answer, the brand's suspensions of each event and market, and the slip's
   * bet already placed under this request key, if any (the same on every row).
   */
  function readSelections(
    tx: Tx,
    ids: { tenantId: string; playerId: string; requestKey: string },
    marketIds: string[],
  ) {
    const { tenantId, playerId, requestKey } = ids;
    return tx
      .select({
        market: sportsMarkets,
        event: sportsEvents,
        competitionSlug: sportsCompetitions.slug,
        eventSuspended: sql<boolean>`exists (select 1 from ${sportsSuspensions} s
          where s.tenant_id = ${tenantId} and s.event_id = ${sportsMarkets.eventId}
            and s.market_id is null)`,
        marketSuspended: sql<boolean>`exists (select 1 from ${sportsSuspensions} s
          where s.tenant_id = ${tenantId} and s.event_id = ${sportsMarkets.eventId}
            and s.market_id = ${sportsMarkets.id})`,
        earlier: sql<unknown>`(select json_build_object('id', b.id, 'status', b.status,
            'requestHash', b.request_hash) from ${sportsBets} b
          where b.tenant_id = ${tenantId} and b.player_id = ${playerId}
            and b.request_key = ${requestKey})`,
      })
      .from(sportsMarkets)
      .innerJoin(sportsEvents, eq(sportsEvents.id, sportsMarkets.eventId))
      .innerJoin(sportsCompetitions, eq(sportsCompetitions.id, sportsEvents.competitionId))
      .where(inArray(sportsMarkets.id, marketIds))
      .for('share', { of: sportsMarkets });
  }

  /** The slip's bet under this request key (when none of its markets was found to say). */
  async function earlierBet(
    tx: Tx,
    ids: { tenantId: string; playerId: string; requestKey: string },
  ): Promise<z.infer<typeof earlierSchema>> {
    const [row] = await tx
      .select({ id: sportsBets.id, status: sportsBets.status, requestHash: sportsBets.requestHash })
      .from(sportsBets)
      .where(
        and(
          eq(sportsBets.tenantId, ids.tenantId),
          eq(sportsBets.playerId, ids.playerId),
          eq(sportsBets.requestKey, ids.requestKey),
        ),
      );
    return row ?? null;
  }

  /** The same slip again (or at once: the player's lock queued it) answers the first bet. */
  function replayOf(
    earlier: NonNullable<z.infer<typeof earlierSchema>>,
    requestHash: string,
  ): PlacementOutcome {
    if (earlier.requestHash !== requestHash) {
      throw new AppError(409, 'CONFLICT', 'wallet.idempotency_key_reused');
    }
    return {
      type: 'placed',
      betId: earlier.id,
      delayMs: earlier.status === 'pending' ? 0 : null,
      replayed: true,
      view: null,
    };
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
    const refused = (reason: RefusalReason, params: MessageParams = {}): PlacementOutcome => ({
      type: 'refused',
      selections: [],
      reason,
      params,
    });
    try {
      return await db.transaction((tx) => placeIn(tx));
    } catch (error: unknown) {
      // The bet's rows rolled back with the stake's move: the refusal a check before the
      // move would have given.
      if (error instanceof ShortOfCash) return refused('insufficient_funds');
      throw error;
    }

    async function placeIn(tx: Tx): Promise<PlacementOutcome> {
      await lockPlayer(tx, tenantId, currency, playerId);
      const ids = { tenantId, playerId, requestKey };
      const rows = await readSelections(
        tx,
        ids,
        bet.selections.map((s) => s.market_id),
      );
      const earlier =
        rows.length > 0 ? earlierSchema.parse(rows[0]?.earlier) : await earlierBet(tx, ids);
      if (earlier) return replayOf(earlier, requestHash);

      const byId = new Map(rows.map((r) => [r.market.id, r]));
      const suspensions: BrandSuspensions = {
        events: new Set(rows.filter((r) => r.eventSuspended).map((r) => r.event.id)),
        markets: new Set(rows.filter((r) => r.marketSuspended).map((r) => r.market.id)),
      };
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
        // Null when withdrawn by the feed or above the sport's highest price: locked on the page.
        const current = offeredPriceX100(outcome, settingsOf(settings, row.event.sport));
        if (status === 'suspended' || current === null) {
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
      if (refusals.length > 0) {
        return { type: 'refused', selections: refusals, reason: null, params: {} };
      }

      const terms = strictestSettings(
        settings,
        legs.map((l) => l.row.event.sport),
      );
      // A free bet's stake is the campaign's, chosen by the brand: the smallest stake the
      // book takes from players does not apply to it (the largest, the payout and the
      // liability limits do).
      if (bet.stake < terms.min_stake && bet.free_bet_id === undefined) {
        return refused('stake_too_low', { amount: terms.min_stake });
      }
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
      const share: BetShare = {
        stake: bet.stake,
        potentialPayout: potential,
        legs: legs.map((l) => ({
          eventId: l.row.event.id,
          marketId: l.row.market.id,
          outcome: l.outcome,
        })),
      };
      const kept = await lockKept(tx, tenantId, [...seenEvents]);
      if (overLiability(kept, share, terms.max_event_liability)) return refused('liability');
      // Funds are not read here: the stake's move below refuses what the cash cannot pay.

      const live = legs.some((l) => l.row.event.status === 'live');
      const delayMs = live && terms.bet_delay_ms > 0 ? terms.bet_delay_ms : null;
      const placed: BetRow = {
        id: crypto.randomUUID(),
        tenantId,
        playerId,
        requestKey,
        requestHash,
        kind: bet.kind,
        status: delayMs === null ? 'open' : 'pending',
        stake: bet.stake,
        currency,
        potentialPayout: potential,
        payout: null,
        paid: 0,
        refusal: null,
        acceptOdds: policy,
        live,
        // Stored on the database's clock (below), which the overdue sweeper compares it with.
        acceptAt: delayMs === null ? null : new Date(now.getTime() + delayMs),
        settlements: 0,
        owed: 0,
        freeBetId: bet.free_bet_id ?? null,
        placedAt: now,
        settledAt: null,
      };
      const loadedLegs = legs.map(({ row, outcome, oddsX100 }, position): LoadedLeg => ({
        leg: {
          id: crypto.randomUUID(),
          betId: placed.id,
          tenantId,
          position,
          eventId: row.event.id,
          marketId: row.market.id,
          outcome,
          oddsX100,
          marketVersion: row.market.version,
          stoppedAt: row.market.stoppedAt,
          live: row.event.status === 'live',
          result: null,
          manual: false,
        },
        event: row.event,
        competitionSlug: row.competitionSlug,
        market: row.market,
      }));
      for (const leg of share.legs) {
        kept.set(leg.eventId, keptWith(kept.get(leg.eventId) ?? [], leg, share, 1));
      }
      try {
        // The bet, its legs and the events' new sums are written in the stake's own
        // statement: with it, or (the stake refused) not at all.
        await port.stake(tx, {
          ...sportsWager(
            placed,
            share.legs.map((l) => l.eventId),
          ),
          amount: bet.stake,
          key: `sports-bet:${placed.id}`,
          type: 'sports_bet',
          // For bonus wagering: a bet counts at its whole odds (an accumulator's product).
          category: 'sports',
          oddsX100: Math.floor(legs.reduce((odds, l) => (odds * l.oddsX100) / 100, 100)),
          // The bonus policy checks the free bet and the brand pays the stake.
          voucher: bet.free_bet_id ?? null,
          alongside: [
            tx
              .insert(sportsBets)
              .values({
                ...placed,
                acceptAt:
                  delayMs === null ? null : sql`now() + ${delayMs} * interval '1 millisecond'`,
              })
              .getSQL(),
            tx
              .insert(sportsBetLegs)
              .values(loadedLegs.map((l) => l.leg))
              .getSQL(),
            writeKept(tx, tenantId, kept).getSQL(),
          ],
        });
      } catch (error: unknown) {
        // The move refuses what the cash cannot pay, so the balance is read only on a
        // refusal: short of cash, the bet is refused for it (as a check before the move
        // and before any stake policy would); otherwise the refusal is a stake policy's.
        // A free bet's stake is not the player's cash: its refusal is the bonus's own.
        if (isAppError(error) && !placed.freeBetId) {
          const { cash } = await ledger.balances(tenantId, playerId, tx);
          if (cash < bet.stake) throw new ShortOfCash();
        }
        throw error;
      }
      const loaded = { bet: placed, legs: loadedLegs };
      return {
        type: 'placed',
        betId: placed.id,
        delayMs,
        replayed: false,
        view:
          delayMs === null ? betView(loaded, cashOutOffer(loaded, settings, suspensions)) : null,
      };
    }
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
      const placedShare: BetShare = {
        stake: bet.stake,
        potentialPayout: bet.potentialPayout,
        legs: loaded.legs.map(({ leg }) => ({
          eventId: leg.eventId,
          marketId: leg.marketId,
          outcome: leg.outcome,
        })),
      };
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
        // No longer at stake: out of its events' liabilities.
        await shiftKept(tx, bet.tenantId, [{ share: placedShare, sign: -1 }]);
        return 'refused';
      };
      // A leg already settled (a staff result during the delay): its outcome is known.
      if (loaded.legs.some(({ leg }) => leg.result !== null)) return refuse('market_closed');
      // Each leg's price now, or null when it is no longer offered (withdrawn, or above the
      // sport's highest price: locked on the page as a bet stop locks it).
      const offered = loaded.legs.map(({ leg, event, market }) => {
        const outcome = market.outcomes.find((o) => o.key === leg.outcome);
        const current = outcome
          ? offeredPriceX100(outcome, settingsOf(settings, event.sport))
          : null;
        return { leg, event, market, current };
      });
      const stopped = offered.some(
        ({ leg, event, market, current }) =>
          // The market's last bet stop is not the one read at placement: one happened since.
          market.stoppedAt?.getTime() !== leg.stoppedAt?.getTime() ||
          marketStatusFor(market, event, suspensions) !== 'open' ||
          current === null,
      );
      if (stopped) return refuse('bet_stop_during_delay');
      if (mode === 'early') return 'waiting';

      const prices = offered.map(({ leg, current }) => ({ leg, current: current ?? 0 }));
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
      const priced: BetShare = { ...placedShare, potentialPayout: potential };
      const kept = await lockKept(
        tx,
        bet.tenantId,
        placedShare.legs.map((l) => l.eventId),
      );
      if (overLiability(kept, priced, terms.max_event_liability, placedShare)) {
        return refuse('liability');
      }
      if (potential !== bet.potentialPayout) {
        // The sums held the bet at its old price: now at the new one.
        for (const leg of placedShare.legs) {
          const without = keptWith(kept.get(leg.eventId) ?? [], leg, placedShare, -1);
          kept.set(leg.eventId, keptWith(without, leg, priced, 1));
        }
        await writeKept(tx, bet.tenantId, kept);
      }
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
