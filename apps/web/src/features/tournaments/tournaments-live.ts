import type { QueryClient } from '@tanstack/react-query';
import {
  tournamentBoardEventSchema,
  type TournamentBoardEvent,
  type TournamentDetail,
} from '@tribuna/contracts/tournaments';
import { tournamentsKeys } from './tournaments-keys';

/**
 * The board of a `tournament.board` event put in the page's cache. The event is the same for
 * every watcher, so it has no `me`: the reader's row is the one with the reader's masked name
 * when exactly one row has it (a best guess until the page is read again, which the caller
 * asks for), and the reader's own points follow that row.
 */
export function withBoard(detail: TournamentDetail, event: TournamentBoardEvent): TournamentDetail {
  const mine = detail.board.find((row) => row.me)?.name ?? null;
  const named = mine === null ? [] : event.board.filter((row) => row.name === mine);
  const guess = named.length === 1 ? named[0] : undefined;
  const board = event.board.map((row) => ({ ...row, me: row === guess }));
  const me =
    detail.me && guess
      ? { ...detail.me, position: guess.position, points: guess.points, rounds: guess.rounds }
      : detail.me;
  return {
    ...detail,
    entrants: event.entrants,
    board,
    board_updated_at: event.updated_at,
    me,
  };
}

/**
 * Applies a board event to every cached page of its tournament (each language, guest or
 * player). Answers the tournament's id when a page of it was in the cache, else null; a
 * malformed event is ignored.
 */
export function applyBoardEvent(client: QueryClient, data: unknown): string | null {
  const parsed = tournamentBoardEventSchema.safeParse(data);
  if (!parsed.success) return null;
  const event = parsed.data;
  let found = false;
  for (const [key, detail] of client.getQueriesData<TournamentDetail>({
    queryKey: tournamentsKeys.details,
  })) {
    if (!detail || detail.id !== event.id) continue;
    // An older board than the one shown (events may cross a refetch) is dropped.
    if (
      detail.board_updated_at &&
      Date.parse(detail.board_updated_at) > Date.parse(event.updated_at)
    )
      continue;
    found = true;
    client.setQueryData<TournamentDetail>(key, withBoard(detail, event));
  }
  return found ? event.id : null;
}

/** The id of a `tournament.finished` or `tournament.cancelled` event, if it has one. */
export function eventId(data: unknown): string | null {
  return typeof data === 'object' && data !== null && 'id' in data && typeof data.id === 'string'
    ? data.id
    : null;
}
