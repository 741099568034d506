import { ROUND_STATUSES, type OfficeRoundsQuery } from '@tribuna/contracts/casino-office';
import { asDay } from '../../lib/day-range';

/**
 * The rounds' API query from the page's URL. Values the API would refuse (a hand-edited
 * link) are left out rather than shown as an error the reader did not cause.
 */
export function roundsQuery(
  params: URLSearchParams,
  limit: number,
  offset: number,
): OfficeRoundsQuery {
  const text = (key: string) => params.get(key)?.trim() || undefined;
  return {
    round: text('round'),
    player: text('player'),
    game: text('game'),
    provider: text('provider'),
    status: ROUND_STATUSES.find((status) => status === params.get('status')),
    from: asDay(params.get('from')),
    to: asDay(params.get('to')),
    limit,
    offset,
  };
}
