import type { Currency } from '@tribuna/contracts/currencies';
import type { ModuleServices } from '../../kernel/module';

type MoneyPort = ModuleServices['wallet']['port'];
export type SportsWager = Parameters<MoneyPort['stake']>[1];

/** The brand's side of every sports bet in the ledger (declared by the module). */
export const SPORTSBOOK_ACCOUNT = 'sportsbook';

/**
 * A bet as the money port and the activity stream see it: the sportsbook's wager, its
 * event when it has one (a single), none for an accumulator.
 */
export function sportsWager(
  bet: { id: string; tenantId: string; playerId: string; currency: Currency },
  eventIds: readonly string[],
): Omit<SportsWager, 'amount' | 'key' | 'type'> {
  const events = [...new Set(eventIds)];
  return {
    tenantId: bet.tenantId,
    playerId: bet.playerId,
    currency: bet.currency,
    product: 'sports',
    game: events.length === 1 ? (events[0] ?? null) : null,
    reference: bet.id,
    account: SPORTSBOOK_ACCOUNT,
  };
}
