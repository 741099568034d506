import type { BonusSpins } from '@tribuna/contracts/house';
import type { HouseApi } from '../house-api';

/**
 * `GET /api/house/<game>/bonus-spins`: the player's bonus spins on this slot (a free-spins
 * bonus with spins left), asked with the game's token like every call of the game page.
 * None in demo.
 */
export async function getBonusSpins(api: HouseApi): Promise<BonusSpins[]> {
  const answer = await api.get<{ items: BonusSpins[] }>('/bonus-spins');
  return answer.items;
}

/** A spin's body: a bonus spin is played at its bonus's own line bet. */
export function spinBody(lineBet: number, bonus: BonusSpins | null) {
  return bonus ? { line_bet: bonus.line_bet, bonus_id: bonus.bonus_id } : { line_bet: lineBet };
}
