import { ROUND_STATUSES, type OfficeRoundsQuery } from '@tribuna/contracts/casino-office';

function isoDate(value: string | null): string | undefined {
  return value && /^\d{4}-\d{2}-\d{2}$/.test(value) ? value : undefined;
}

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
    from: isoDate(params.get('from')),
    to: isoDate(params.get('to')),
    limit,
    offset,
  };
}
