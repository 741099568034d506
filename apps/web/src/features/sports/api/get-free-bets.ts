import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Bonus } from '@tribuna/contracts/bonus';
import { apiRequest } from '../../../lib/http';
import { useSession } from '../../../lib/session';
import { SPORTS_PATHS, sportsKeys } from '../sports-keys';
import { useSportsSite } from '../sports-site';

/** A free bet the slip can use: the brand pays `stake` on a bet at odds of `min_odds_x100` or more. */
export interface FreeBet {
  id: string;
  title: string;
  stake: number;
  min_odds_x100: number;
}

/** The player's unused free bets among their active bonuses. */
export function freeBetsOf(bonuses: readonly Bonus[]): FreeBet[] {
  return bonuses.flatMap((bonus) =>
    bonus.kind === 'free_bet' && bonus.free_bet && !bonus.free_bet.used
      ? [
          {
            id: bonus.id,
            title: bonus.title,
            stake: bonus.free_bet.stake,
            min_odds_x100: bonus.min_odds_x100,
          },
        ]
      : [],
  );
}

/** `GET /api/bonuses?status=active`, read for its unused free bets. */
export async function getFreeBets(): Promise<FreeBet[]> {
  const answer = await apiRequest<{ response: { items: Bonus[] } }>('GET', SPORTS_PATHS.bonuses, {
    query: { status: 'active' },
    // The slip offers what it found; a failure only means no offer.
    showErrors: false,
  });
  return freeBetsOf(answer.response.items);
}

export function freeBetsQuery(playerId: string) {
  return queryOptions({
    queryKey: sportsKeys.freeBets(playerId),
    queryFn: getFreeBets,
    staleTime: 30_000,
  });
}

/**
 * The logged player's unused free bets; none for a guest, nor on a brand without bonuses
 * (nothing is asked).
 */
export function useFreeBets(): FreeBet[] {
  const { user, loggedIn } = useSession();
  const { freeBets } = useSportsSite();
  const playerId = loggedIn && user && freeBets ? user.id : '';
  const query = useQuery({ ...freeBetsQuery(playerId), enabled: playerId !== '' });
  return playerId === '' ? [] : (query.data ?? []);
}
