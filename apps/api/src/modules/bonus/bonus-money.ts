import { and, eq, sql } from 'drizzle-orm';
import { z } from 'zod';
import type { Tx } from '../../db/database';
import { AppError } from '../../lib/app-error';
import { formatMoney } from '../../lib/money-text';
import type {
  Funding,
  Ledger,
  SplitDecision,
  Sponsored,
  StakeInput,
  StakePolicy,
  WagerRef,
  WithdrawalCheck,
} from '../wallet/wallet.service';
import { BONUS_COST_ACCOUNT, type BonusLifecycle } from './bonus-lifecycle';
import { termsOf, type GrantRow } from './bonus-terms';
import { bonusGrants, bonusStakes } from './bonus.schema';

/**
 * Bonus money behind the wallet's money port, so no product knows of it: the spending order
 * (cash first, then bonus money), the maximum stake while there is bonus money, returns
 * going back to the balances their stakes came from, and the withdrawal that asks before it
 * forfeits. Every rule here runs under the player's lock (the product took it).
 */
export function createBonusMoney(deps: { ledger: Ledger; lifecycle: BonusLifecycle }) {
  const { ledger, lifecycle } = deps;

  async function activeGrant(tx: Tx, playerId: string): Promise<GrantRow | null> {
    const [row] = await tx
      .select()
      .from(bonusGrants)
      .where(and(eq(bonusGrants.playerId, playerId), eq(bonusGrants.status, 'active')))
      .limit(1);
    return row ?? null;
  }

  /**
   * Cash first, then bonus money. With no bonus money (nearly every stake) nothing is read:
   * the balances are the ones the player's lock read. With some, the active bonus's maximum
   * stake applies, and the split is written beside the stake for its returns.
   */
  async function split(tx: Tx, stake: StakeInput): Promise<SplitDecision> {
    if (stake.voucher) return voucherSplit(tx, stake, stake.voucher);
    const held = await ledger.lockAccounts(tx, {
      tenantId: stake.tenantId,
      currency: stake.currency,
      accounts: [{ playerId: stake.playerId, kind: 'cash' }],
    });
    const balances = held[stake.playerId] ?? { cash: 0, bonus: 0, withheld: 0 };
    if (balances.bonus <= 0) return { cash: stake.amount, bonus: 0 };
    const grant = await activeGrant(tx, stake.playerId);
    const maxBet = grant ? termsOf(grant.terms).max_bet : null;
    if (maxBet !== null && stake.amount > maxBet) {
      throw new AppError(409, 'BONUS_MAX_BET', 'bonus.max_bet', {
        params: (language) => ({ amount: formatMoney(maxBet, stake.currency, language) }),
      });
    }
    const cash = Math.min(stake.amount, balances.cash);
    const bonus = stake.amount - cash;
    return {
      cash,
      bonus,
      alongside: [
        tx
          .insert(bonusStakes)
          .values({
            idempotencyKey: stake.key,
            tenantId: stake.tenantId,
            playerId: stake.playerId,
            reference: stake.reference,
            grantId: grant?.id ?? null,
            cash,
            bonus,
          })
          .onConflictDoNothing()
          .getSQL(),
      ],
    };
  }

  /**
   * A stake paid with a voucher: one of the player's free bets (a sports stake of its
   * amount, at odds of at least its minimum) or free spins (a spin of its stake on its
   * slot). The brand pays it from its bonus cost; the player's balances are not touched.
   */
  async function voucherSplit(tx: Tx, stake: StakeInput, voucher: string): Promise<SplitDecision> {
    const freeBet = stake.category === 'sports';
    const refused = new AppError(
      409,
      'CONFLICT',
      freeBet ? 'bonus.free_bet_invalid' : 'bonus.free_spins_invalid',
    );
    if (!z.uuid().safeParse(voucher).success) throw refused;
    const [grant] = await tx
      .select()
      .from(bonusGrants)
      .where(
        and(
          eq(bonusGrants.id, voucher),
          eq(bonusGrants.playerId, stake.playerId),
          eq(bonusGrants.tenantId, stake.tenantId),
        ),
      );
    if (
      !grant ||
      grant.kind !== (freeBet ? 'free_bet' : 'free_spins') ||
      !lifecycle.inVouchers(grant) ||
      grant.freeOpen <= 0
    ) {
      throw refused;
    }
    const terms = termsOf(grant.terms);
    if (freeBet) {
      const amount = terms.amount ?? 0;
      if (stake.amount !== amount) {
        throw new AppError(409, 'CONFLICT', 'bonus.free_bet_stake', {
          params: (language) => ({ amount: formatMoney(amount, stake.currency, language) }),
        });
      }
      if ((stake.oddsX100 ?? 0) < terms.min_odds_x100) {
        throw new AppError(409, 'CONFLICT', 'bonus.free_bet_odds', {
          params: { odds: (terms.min_odds_x100 / 100).toFixed(2) },
        });
      }
    } else if (stake.game !== terms.game || stake.amount !== terms.spin_stake) {
      throw refused;
    }
    // Opens the player's bonus account, so this wager's results look up how it was paid.
    await ledger.lockAccounts(tx, {
      tenantId: stake.tenantId,
      currency: stake.currency,
      accounts: [{ playerId: stake.playerId, kind: 'bonus' }],
    });
    return {
      cash: 0,
      bonus: 0,
      sponsor: { account: BONUS_COST_ACCOUNT, amount: stake.amount },
      alongside: [
        tx
          .insert(bonusStakes)
          .values({
            idempotencyKey: stake.key,
            tenantId: stake.tenantId,
            playerId: stake.playerId,
            reference: stake.reference,
            grantId: grant.id,
            cash: 0,
            bonus: 0,
            free: stake.amount,
            freeState: 'open',
          })
          .getSQL(),
        tx
          .update(bonusGrants)
          .set({ freeOpen: sql`${bonusGrants.freeOpen} - 1` })
          .where(eq(bonusGrants.id, grant.id))
          .getSQL(),
      ],
    };
  }

  /**
   * How a wager's stakes were paid, and whether the bonus their bonus money came from is
   * still under way, in one read. A player who never had bonus money has no bonus account
   * among the accounts their lock read: nothing to look up.
   */
  async function funding(tx: Tx, wager: WagerRef): Promise<Funding | null> {
    const held = ledger.heldBy(tx, wager.playerId);
    if (held && !held.some((a) => a.kind === 'bonus')) return null;
    const rows = await tx
      .select({
        cash: bonusStakes.cash,
        bonus: bonusStakes.bonus,
        free: bonusStakes.free,
        grant: bonusGrants,
      })
      .from(bonusStakes)
      .leftJoin(bonusGrants, eq(bonusGrants.id, bonusStakes.grantId))
      .where(
        and(
          eq(bonusStakes.playerId, wager.playerId),
          eq(bonusStakes.reference, wager.reference),
          eq(bonusStakes.tenantId, wager.tenantId),
        ),
      );
    if (rows.length === 0) return null;
    const paid = rows.reduce(
      (sum, r) => ({ cash: sum.cash + r.cash, bonus: sum.bonus + r.bonus }),
      {
        cash: 0,
        bonus: 0,
      },
    );
    const grant = rows.find((r) => r.grant !== null)?.grant ?? null;
    const free = rows.reduce((sum, r) => sum + r.free, 0);
    const sponsored = grant && free > 0 ? sponsoredBy(grant, wager, free) : undefined;
    if (!grant || grant.status === 'active') return { ...paid, sponsored };
    // Its bonus has ended: a completed one's share is cash under its cap, the rest forfeited.
    const cap = termsOf(grant.terms).max_conversion;
    const cashUpTo =
      grant.status === 'completed'
        ? cap === null
          ? Number.MAX_SAFE_INTEGER
          : Math.max(0, cap - (grant.converted ?? 0))
        : 0;
    return {
      ...paid,
      sponsored,
      ended: {
        cashUpTo,
        forfeitTo: BONUS_COST_ACCOUNT,
        moved: (amounts) => lifecycle.lateStatements(grant, amounts),
      },
    };
  }

  /** A voucher's wager: the brand paid `free` of it, and the grant's terms say how it pays. */
  function sponsoredBy(grant: GrantRow, wager: WagerRef, free: number): Sponsored {
    return {
      account: BONUS_COST_ACCOUNT,
      amount: free,
      keepsStake: grant.kind === 'free_bet',
      winningsAs: termsOf(grant.terms).wagering_multiple > 0 ? 'bonus' : 'cash',
      settled: (tx, move) => lifecycle.voucherSettled(tx, grant.id, wager, move),
    };
  }

  /**
   * A withdrawal while a bonus is active is refused until the player says yes; then the
   * bonus is canceled and its bonus money forfeited, in the withdrawal's transaction.
   */
  async function withdrawal(tx: Tx, check: WithdrawalCheck): Promise<void> {
    const grant = await activeGrant(tx, check.playerId);
    if (!grant) return;
    const { bonus } = await lifecycle.lock(tx, check);
    // Unused free bets or spins with nothing won yet hold no bonus money: nothing to lose.
    if (bonus === 0 && lifecycle.inVouchers(grant)) return;
    if (!check.forfeitBonus) {
      throw new AppError(409, 'BONUS_ACTIVE', 'bonus.withdrawal_forfeits', {
        params: (language) => ({ amount: formatMoney(bonus, check.currency, language) }),
      });
    }
    await lifecycle.cancel(tx, grant, check.currency, {
      reason: 'withdrawal',
      by: null,
      note: null,
    });
  }

  const policy: StakePolicy = { name: 'bonus-money', split, funding, withdrawal };

  return {
    policy,
    activeGrant,
  };
}
