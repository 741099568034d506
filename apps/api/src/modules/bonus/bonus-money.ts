import { and, eq } from 'drizzle-orm';
import type { Tx } from '../../db/database';
import { AppError } from '../../lib/app-error';
import { formatMoney } from '../../lib/money-text';
import type {
  Funding,
  Ledger,
  SplitDecision,
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
    if (!grant || grant.status === 'active') return paid;
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
      ended: {
        cashUpTo,
        forfeitTo: BONUS_COST_ACCOUNT,
        moved: (amounts) => lifecycle.lateStatements(grant, amounts),
      },
    };
  }

  /**
   * A withdrawal while a bonus is active is refused until the player says yes; then the
   * bonus is canceled and its bonus money forfeited, in the withdrawal's transaction.
   */
  async function withdrawal(tx: Tx, check: WithdrawalCheck): Promise<void> {
    const grant = await activeGrant(tx, check.playerId);
    if (!grant) return;
    if (!check.forfeitBonus) {
      const { bonus } = await lifecycle.lock(tx, check);
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
