import type { BonusSpins } from '@tribuna/contracts/house';
import type { Language } from '@tribuna/contracts/languages';
import { HOUSE_SLOT } from '@tribuna/games/slot';
import type { BonusService } from '../bonus/bonus.service';
import type { GameCall } from './house-http';

/** What the house needs of the bonuses: a player's bonuses, as the player sees them. */
export type HouseBonuses = Pick<BonusService, 'list'>;

/**
 * The bonus spins the session's player may play on this slot: their active free-spins
 * bonuses of this game with spins left (one at most today: one bonus runs at a time). A
 * demo has none. The money port's bonus rules decide again at each spin; this only tells
 * the game page what to offer.
 */
export async function bonusSpinsOf(
  bonuses: HouseBonuses,
  call: GameCall,
  language: Language,
): Promise<BonusSpins[]> {
  const { session } = call;
  if (session.mode !== 'real' || !session.player_id) return [];
  const lines = HOUSE_SLOT.paylines.length;
  const active = await bonuses.list(call.context.tenantId, session.player_id, language, 'active');
  return active.flatMap((bonus) => {
    const spins = bonus.free_spins;
    // A stake the slot's lines cannot split could not be played (the office refuses it).
    if (!spins || spins.game !== call.game.slug || spins.remaining <= 0) return [];
    if (spins.stake % lines !== 0) return [];
    return [
      {
        bonus_id: bonus.id,
        title: bonus.title,
        stake: spins.stake,
        line_bet: spins.stake / lines,
        total: spins.total,
        remaining: spins.remaining,
        expires_at: bonus.expires_at,
      },
    ];
  });
}
