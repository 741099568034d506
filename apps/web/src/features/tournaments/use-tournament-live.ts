import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { LIVE_CHANNEL_JOINED, listenLiveChannel } from '../../lib/live-hub';
import { TOURNAMENT_EVENTS, tournamentsKeys } from './tournaments-keys';
import { applyBoardEvent, eventId } from './tournaments-live';

/** At most one read of the page per this long for the reader's own row after board events. */
export const ME_REFRESH_GAP_MS = 5_000;

/**
 * While a tournament's page is open: the `tournaments` channel's boards put in place without
 * a reload; its end or cancelling reads the page (final board, prizes) and the lists again.
 * An entrant's page is also read again now and then after board events, since the event
 * cannot say where the reader stands (see withBoard); a guest's never is.
 */
export function useTournamentLive(id: string, entered: boolean): void {
  const client = useQueryClient();
  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    const detailKey = [...tournamentsKeys.details, id];
    function refreshMine() {
      if (!entered || timer !== undefined) return;
      timer = setTimeout(() => {
        timer = undefined;
        void client.invalidateQueries({ queryKey: detailKey });
      }, ME_REFRESH_GAP_MS);
    }
    const leave = listenLiveChannel('tournaments', (event) => {
      if (event.type === LIVE_CHANNEL_JOINED) {
        // Boards sent while the socket was away are lost: the page is read again.
        void client.invalidateQueries({ queryKey: detailKey });
        return;
      }
      if (event.type === TOURNAMENT_EVENTS.board) {
        if (applyBoardEvent(client, event.data) === id) refreshMine();
        return;
      }
      if (
        (event.type === TOURNAMENT_EVENTS.finished || event.type === TOURNAMENT_EVENTS.cancelled) &&
        eventId(event.data) === id
      ) {
        void client.invalidateQueries({ queryKey: tournamentsKeys.all });
      }
    });
    return () => {
      clearTimeout(timer);
      leave();
    };
  }, [client, id, entered]);
}
