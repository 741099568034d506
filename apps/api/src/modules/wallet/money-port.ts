import type { SQL } from 'drizzle-orm';
import type { ActivityOutcome } from '@tribuna/contracts/activity';
import type { WagerCategory } from '@tribuna/contracts/bonus';
import type { Currency } from '@tribuna/contracts/currencies';
import type { Tx } from '../../db/database';
import type { ActivityInput, ActivityService } from '../activity/activity.service';
import type { Ledger, PostLine, Posted } from './ledger';

/** What became of a wager, as the activity stream records it. */
export type WagerOutcome = ActivityOutcome;

/** What the port needs of the activity stream. */
export type ActivityWriter = Pick<ActivityService, 'record' | 'recordStatement'>;

/** A wager's place in the platform: the product, its game (or event, or table), its id. */
export interface WagerRef {
  tenantId: string;
  playerId: string;
  currency: Currency;
  /** The module's name (`sports`, `casino`, ...). */
  product: string;
  game: string | null;
  /** The bet or round: the move's reference in the ledger and the stream. */
  reference: string;
  /** The brand's account on the other side (declared by the module: `sportsbook`). */
  account: string;
}

export interface StakeInput extends WagerRef {
  amount: number;
  /**
   * What kind of play it is, for bonus wagering's contributions (slots, table, live,
   * sports); null or absent: none of them (it contributes nothing).
   */
  category?: WagerCategory | null;
  /** A sports bet's odds in hundredths (its total, for an accumulator). */
  oddsX100?: number | null;
  /**
   * What the player chose to pay with instead of money (a free bet, a free spin): its id,
   * as the product received it. The spending order checks it and the brand pays the stake.
   */
  voucher?: string | null;
  /** Derived from the product's own ids (`sports-bet:<id>`): the move happens once. */
  key: string;
  type: string;
  /**
   * The product's own rows written in the move's statement (the ledger's `alongside`):
   * with the stake, or not at all when it is refused. A fresh key's only (a replay would
   * run them again).
   */
  alongside?: SQL[];
}

export interface ResultInput extends WagerRef {
  /** What the wager returned to the player (0 for a loss). */
  returned: number;
  /**
   * What moves now: `returned`, unless part of it settles a debt the wager owes (a
   * sports bet whose earlier payout could not all be taken back).
   */
  credit?: number;
  outcome: Exclude<WagerOutcome, 'rollback'>;
  key: string;
  type: string;
}

export interface ReverseInput extends WagerRef {
  /** The return being undone (recorded as a negative return). */
  returned: number;
  /** What is taken back now: at most `returned` (what the player still has of it). */
  amount: number;
  key: string;
  type: string;
  description?: string;
}

/** What a stake took from each of the player's balances. */
export interface StakeSplit {
  cash: number;
  bonus: number;
}

/**
 * A spending order's answer: the split, what the brand pays of it (a voucher's stake, from
 * `sponsor.account`), and its own rows written in the stake's statement.
 */
export interface SplitDecision extends StakeSplit {
  sponsor?: { account: string; amount: number };
  alongside?: SQL[];
}

/**
 * A wager the brand paid for (a free bet, a free spin): what it returns is the player's
 * winnings only as far as `keepsStake` says, and the winnings are cash or bonus money.
 */
export interface Sponsored {
  /** The brand's account that paid the stake, and takes back what is not the player's. */
  account: string;
  /** What the brand paid. */
  amount: number;
  /** A free bet's stake is not returned: the player gets what the bet returned beyond it. */
  keepsStake: boolean;
  winningsAs: 'cash' | 'bonus';
  /**
   * After the move, in its transaction: what the player won (negative when a result is
   * undone) and the outcome, for the voucher's own bookkeeping (a void gives it back).
   */
  settled: (tx: Tx, move: { won: number; outcome: WagerOutcome }) => Promise<void>;
}

/** A withdrawal about to be asked for, for the policies to refuse. */
export interface WithdrawalCheck {
  tenantId: string;
  playerId: string;
  currency: Currency;
  amount: number;
  /** The player said yes to forfeiting an active bonus's bonus money. */
  forfeitBonus: boolean;
}

/**
 * How a wager's stakes were paid, so what it returns goes back the same way: its bonus
 * share is bonus money again while the bonus it came from is under way; once that bonus
 * has ended, the share becomes cash up to `ended.cashUpTo` and the rest is forfeited into
 * `ended.forfeitTo`, and `ended.moved` answers the policy's own rows for that move.
 */
export interface Funding extends StakeSplit {
  sponsored?: Sponsored;
  ended?: {
    cashUpTo: number;
    forfeitTo: string;
    moved: (amounts: { cash: number; forfeited: number }) => SQL[];
  };
}

/** A deposit about to be asked for or credited, for the policies to refuse. */
export interface DepositCheck {
  tenantId: string;
  playerId: string;
  currency: Currency;
  amount: number;
}

/**
 * Rules every stake obeys, whichever product takes it: a check may refuse a stake (with
 * an AppError the player reads), and one plug-in decides which balances pay it.
 * Responsible-gambling limits and the bonus spending order plug in here.
 */
export interface StakePolicy {
  name: string;
  check?: (tx: Tx, stake: StakeInput) => Promise<void>;
  /** Asked before a deposit is asked for and again before it is credited. */
  deposit?: (tx: Tx, deposit: DepositCheck) => Promise<void>;
  split?: (tx: Tx, stake: StakeInput) => Promise<SplitDecision>;
  /**
   * How the wager's stakes were funded, so what it returns goes back the same way (a win
   * on bonus money is bonus money) and a reverse takes back from the same balances; null:
   * all cash. Belongs with `split` (one policy has both).
   */
  funding?: (tx: Tx, wager: WagerRef) => Promise<Funding | null>;
  /** Asked before a withdrawal is asked for (after the player's lock). */
  withdrawal?: (tx: Tx, withdrawal: WithdrawalCheck) => Promise<void>;
}

/** The part of `amount` that goes back to bonus money, by the funding's proportion. */
export function bonusShare(amount: number, funding: StakeSplit | null): number {
  if (!funding || funding.bonus <= 0 || amount <= 0) return 0;
  const total = funding.cash + funding.bonus;
  // Integer arithmetic in bigints: amount × bonus can pass 2^53.
  return Number((BigInt(amount) * BigInt(funding.bonus)) / BigInt(total));
}

export type MoneyPort = ReturnType<typeof createMoneyPort>;

/**
 * How products move a player's money: stakes, results (wins, voids, refunds, cash outs)
 * and reversals, each in the product's own transaction, each writing its activity record
 * in that same transaction. Rule for callers: `lock` the player first, before the
 * transaction's first write, so two moves of one player queue on the lock (no overdraw)
 * and the stream's order per player is the order of their commits (ADR 0022).
 */
export function createMoneyPort(deps: { ledger: Ledger; activity: ActivityWriter }) {
  const { ledger, activity } = deps;
  const policies: StakePolicy[] = [];

  async function splitOf(tx: Tx, stake: StakeInput): Promise<SplitDecision> {
    const split = policies.find((p) => p.split)?.split;
    return split ? split(tx, stake) : { cash: stake.amount, bonus: 0 };
  }

  async function fundingOf(tx: Tx, wager: WagerRef): Promise<Funding | null> {
    const funding = policies.find((p) => p.funding)?.funding;
    return funding ? funding(tx, wager) : null;
  }

  /** The player's lines of a credit (or, negated, a debit) split into cash and bonus. */
  function playerLines(playerId: string, cash: number, bonus: number, sign: 1 | -1) {
    return [
      ...(cash > 0 ? [{ account: { playerId, kind: 'cash' as const }, amount: sign * cash }] : []),
      ...(bonus > 0
        ? [{ account: { playerId, kind: 'bonus' as const }, amount: sign * bonus }]
        : []),
    ];
  }

  function recordOf(
    ref: WagerRef,
    fields: Pick<
      ActivityInput,
      'kind' | 'cash' | 'bonus' | 'outcome' | 'idempotencyKey' | 'category' | 'oddsX100'
    >,
  ): ActivityInput {
    return {
      tenantId: ref.tenantId,
      playerId: ref.playerId,
      currency: ref.currency,
      product: ref.product,
      reference: ref.reference,
      game: ref.game,
      ...fields,
    };
  }

  /** The player's bonus money, under the lock the move already holds. */
  async function heldBonus(tx: Tx, reverse: ReverseInput): Promise<number> {
    const held = await ledger.lockAccounts(tx, {
      tenantId: reverse.tenantId,
      currency: reverse.currency,
      accounts: [{ playerId: reverse.playerId, kind: 'cash' }],
    });
    return held[reverse.playerId]?.bonus ?? 0;
  }

  /** A reverse's move: `amount` back into the product's account from `from`; none for 0. */
  async function takeBack(tx: Tx, reverse: ReverseInput, from: PostLine[]): Promise<Posted | null> {
    if (reverse.amount <= 0) return null;
    return ledger.post(
      {
        tenantId: reverse.tenantId,
        currency: reverse.currency,
        idempotencyKey: reverse.key,
        type: reverse.type,
        reference: reverse.reference,
        description: reverse.description ?? null,
        lines: [
          { account: { playerId: null, kind: reverse.account }, amount: reverse.amount },
          ...from,
        ],
      },
      tx,
    );
  }

  /** What a wager the brand paid for gives the player of what it returned. */
  function winningsOf(returned: number, sponsored: Sponsored, outcome: WagerOutcome): number {
    if (outcome === 'void' || outcome === 'refund') return 0;
    return sponsored.keepsStake ? Math.max(0, returned - sponsored.amount) : returned;
  }

  /**
   * The player's lines for winnings of a sponsored wager: cash, or bonus money while its
   * bonus is under way (once it has ended, cash up to its cap, the rest forfeited).
   */
  function winningsLines(
    playerId: string,
    amount: number,
    funding: Funding,
    sponsored: Sponsored,
  ): { lines: PostLine[]; alongside: SQL[] } {
    if (amount <= 0) return { lines: [], alongside: [] };
    if (sponsored.winningsAs === 'cash') {
      return { lines: playerLines(playerId, amount, 0, 1), alongside: [] };
    }
    const ended = funding.ended;
    if (!ended) return { lines: playerLines(playerId, 0, amount, 1), alongside: [] };
    const cash = Math.min(amount, Math.max(0, ended.cashUpTo));
    const forfeited = amount - cash;
    return {
      lines: [
        ...playerLines(playerId, cash, 0, 1),
        ...(forfeited > 0
          ? [{ account: { playerId: null, kind: ended.forfeitTo }, amount: forfeited }]
          : []),
      ],
      alongside: ended.moved({ cash, forfeited }),
    };
  }

  /**
   * A result of a wager the brand paid for: the brand's stake goes back to it (a free
   * bet's), the winnings to the player; a debt the wager owes comes out of the winnings.
   */
  async function sponsoredResult(
    tx: Tx,
    result: ResultInput,
    credit: number,
    funding: Funding,
    sponsored: Sponsored,
  ): Promise<{ posted: Posted | null }> {
    const won = winningsOf(result.returned, sponsored, result.outcome);
    const toSponsor = Math.min(credit, result.returned - won);
    const toPlayer = credit - toSponsor;
    const asBonus = sponsored.winningsAs === 'bonus';
    const record = recordOf(result, {
      kind: 'result',
      cash: asBonus ? 0 : won,
      bonus: asBonus ? won : 0,
      outcome: result.outcome,
      idempotencyKey: result.key,
    });
    let posted: Posted | null = null;
    if (credit === 0) {
      await activity.record(tx, record);
    } else {
      const winnings = winningsLines(result.playerId, toPlayer, funding, sponsored);
      posted = await ledger.post(
        {
          tenantId: result.tenantId,
          currency: result.currency,
          idempotencyKey: result.key,
          type: result.type,
          reference: result.reference,
          lines: [
            { account: { playerId: null, kind: result.account }, amount: -credit },
            ...(toSponsor > 0
              ? [{ account: { playerId: null, kind: sponsored.account }, amount: toSponsor }]
              : []),
            ...winnings.lines,
          ],
          alongside: [activity.recordStatement(record), ...winnings.alongside],
        },
        tx,
      );
    }
    if (!posted?.replayed) await sponsored.settled(tx, { won: toPlayer, outcome: result.outcome });
    return { posted };
  }

  /**
   * Takes back what a sponsored wager's result paid: the brand's share first (its own
   * account), then the player's winnings from where they went.
   */
  async function sponsoredReverse(
    tx: Tx,
    reverse: ReverseInput,
    funding: Funding,
    sponsored: Sponsored,
  ): Promise<{ posted: Posted | null }> {
    const won = sponsored.keepsStake
      ? Math.max(0, reverse.returned - sponsored.amount)
      : reverse.returned;
    const fromSponsor = Math.min(reverse.amount, reverse.returned - won);
    const fromPlayer = reverse.amount - fromSponsor;
    let bonus = 0;
    if (fromPlayer > 0 && sponsored.winningsAs === 'bonus' && !funding.ended) {
      bonus = Math.min(fromPlayer, await heldBonus(tx, reverse));
    }
    const posted = await takeBack(tx, reverse, [
      ...(fromSponsor > 0
        ? [{ account: { playerId: null, kind: sponsored.account }, amount: -fromSponsor }]
        : []),
      ...playerLines(reverse.playerId, fromPlayer - bonus, bonus, -1),
    ]);
    if (!posted?.replayed) {
      const asBonus = sponsored.winningsAs === 'bonus';
      await activity.record(
        tx,
        recordOf(reverse, {
          kind: 'result',
          cash: asBonus ? 0 : -won,
          bonus: asBonus ? -won : 0,
          outcome: 'rollback',
          idempotencyKey: reverse.key,
        }),
      );
      await sponsored.settled(tx, { won: -won, outcome: 'rollback' });
    }
    return { posted };
  }

  return {
    /** Adds a rule every stake obeys (registered by the modules that own them, at start). */
    usePolicy(policy: StakePolicy): void {
      if (policies.some((p) => p.name === policy.name)) {
        throw new Error(`money port: policy ${policy.name} is registered twice`);
      }
      if (
        (policy.split || policy.funding) &&
        policies.some((p) => p.split !== undefined || p.funding !== undefined)
      ) {
        throw new Error('money port: one policy decides the spending order');
      }
      if (!policy.split !== !policy.funding) {
        throw new Error('money port: a spending order says how wagers were funded too');
      }
      policies.push(policy);
    },

    /** Every policy's deposit rule: throws the first refusal (the player reads it). */
    async checkDeposit(tx: Tx, deposit: DepositCheck): Promise<void> {
      for (const policy of policies) await policy.deposit?.(tx, deposit);
    },

    /** Every policy's withdrawal rule, after the player's lock: throws the first refusal. */
    async checkWithdrawal(tx: Tx, withdrawal: WithdrawalCheck): Promise<void> {
      for (const policy of policies) await policy.withdrawal?.(tx, withdrawal);
    },

    /**
     * Locks the player for the rest of `tx`, in one statement: the player's lock (which
     * also keeps the activity stream's order: taken before the transaction's first write,
     * the player's records commit in the order they were taken), then all their balances,
     * opening the brand's account if needed.
     */
    async lock(tx: Tx, ref: Pick<WagerRef, 'tenantId' | 'playerId' | 'currency' | 'account'>) {
      await ledger.lockAccounts(tx, {
        tenantId: ref.tenantId,
        currency: ref.currency,
        accounts: [
          { playerId: ref.playerId, kind: 'cash' },
          { playerId: null, kind: ref.account },
        ],
      });
    },

    /**
     * Takes a stake: every policy's check first, then the split's balances into the brand's
     * account, and the stake's record. Refuses (insufficient funds) what the balances
     * cannot pay. A replayed key moves and records nothing again.
     */
    async stake(tx: Tx, stake: StakeInput): Promise<{ posted: Posted; split: StakeSplit }> {
      for (const policy of policies) await policy.check?.(tx, stake);
      const { alongside: own = [], sponsor, ...split } = await splitOf(tx, stake);
      const sponsored = sponsor?.amount ?? 0;
      if (
        split.cash + split.bonus + sponsored !== stake.amount ||
        split.cash < 0 ||
        split.bonus < 0 ||
        sponsored < 0
      ) {
        throw new Error('money port: a spending order must split the whole stake');
      }
      if (Boolean(stake.voucher) !== sponsored > 0) {
        throw new Error('money port: a voucher is paid by the brand, and only a voucher is');
      }
      const lines = [
        { account: { playerId: null, kind: stake.account }, amount: stake.amount },
        ...playerLines(stake.playerId, split.cash, split.bonus, -1),
        ...(sponsor && sponsored > 0
          ? [{ account: { playerId: null, kind: sponsor.account }, amount: -sponsored }]
          : []),
      ];
      // The record rides in the move's own statement (a replay's finds its key written).
      const record = recordOf(stake, {
        kind: 'stake',
        ...split,
        outcome: null,
        idempotencyKey: stake.key,
        category: stake.category ?? null,
        oddsX100: stake.oddsX100 ?? null,
      });
      const posted = await ledger.post(
        {
          tenantId: stake.tenantId,
          currency: stake.currency,
          idempotencyKey: stake.key,
          type: stake.type,
          reference: stake.reference,
          lines,
          alongside: [activity.recordStatement(record), ...own, ...(stake.alongside ?? [])],
        },
        tx,
      );
      return { posted, split };
    },

    /**
     * A wager's result: what it returned is credited (less what settles its debt) and
     * recorded, a loss too (nothing moves, the record says so). Once per key.
     */
    async result(tx: Tx, result: ResultInput): Promise<{ posted: Posted | null }> {
      const credit = result.credit ?? result.returned;
      if (!Number.isSafeInteger(credit) || credit < 0 || credit > result.returned) {
        throw new Error(`money port: a result cannot credit ${credit} of ${result.returned}`);
      }
      // What the wager's bonus money returns is bonus money again (or, its bonus ended,
      // cash up to the bonus's cap and forfeited beyond it).
      const funding = await fundingOf(tx, result);
      if (funding?.sponsored)
        return sponsoredResult(tx, result, credit, funding, funding.sponsored);
      const returnedBonus = bonusShare(result.returned, funding);
      const record = recordOf(result, {
        kind: 'result',
        cash: result.returned - returnedBonus,
        bonus: returnedBonus,
        outcome: result.outcome,
        idempotencyKey: result.key,
      });
      if (credit === 0) {
        // Nothing moves (a loss, or a return that all settles a debt): only the record.
        await activity.record(tx, record);
        return { posted: null };
      }
      const share = bonusShare(credit, funding);
      const ended = funding?.ended;
      const toCash = ended ? Math.min(share, Math.max(0, ended.cashUpTo)) : 0;
      const forfeited = ended ? share - toCash : 0;
      const bonus = ended ? 0 : share;
      const posted = await ledger.post(
        {
          tenantId: result.tenantId,
          currency: result.currency,
          idempotencyKey: result.key,
          type: result.type,
          reference: result.reference,
          lines: [
            { account: { playerId: null, kind: result.account }, amount: -credit },
            ...playerLines(result.playerId, credit - share + toCash, bonus, 1),
            ...(ended && forfeited > 0
              ? [{ account: { playerId: null, kind: ended.forfeitTo }, amount: forfeited }]
              : []),
          ],
          alongside: [
            activity.recordStatement(record),
            ...(ended && share > 0 ? ended.moved({ cash: toCash, forfeited }) : []),
          ],
        },
        tx,
      );
      return { posted };
    },

    /**
     * Takes back what a result had paid (a rolled-back settlement, a provider's rollback):
     * from the player's cash into the brand's account, recorded as a negative return.
     */
    async reverse(tx: Tx, reverse: ReverseInput): Promise<{ posted: Posted | null }> {
      if (
        !Number.isSafeInteger(reverse.amount) ||
        reverse.amount < 0 ||
        reverse.amount > reverse.returned
      ) {
        throw new Error(`money port: cannot take back ${reverse.amount} of ${reverse.returned}`);
      }
      const found = await fundingOf(tx, reverse);
      if (found?.sponsored) return sponsoredReverse(tx, reverse, found, found.sponsored);
      // A return whose bonus has ended went to cash (or was forfeited): undone from cash.
      const funding = found?.ended ? null : found;
      let bonus = 0;
      if (reverse.amount > 0 && funding) {
        // Taken back from the balances it went to: bonus money as far as there is some.
        bonus = Math.min(bonusShare(reverse.amount, funding), await heldBonus(tx, reverse));
      }
      const posted = await takeBack(
        tx,
        reverse,
        playerLines(reverse.playerId, reverse.amount - bonus, bonus, -1),
      );
      if (!posted?.replayed) {
        // Recorded as the result was: its bonus share as bonus, wherever it went.
        const undoneBonus = bonusShare(reverse.returned, found);
        await activity.record(
          tx,
          recordOf(reverse, {
            kind: 'result',
            cash: -(reverse.returned - undoneBonus),
            bonus: -undoneBonus,
            outcome: 'rollback',
            idempotencyKey: reverse.key,
          }),
        );
      }
      return { posted };
    },
  };
}
