import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { LIVE_CHANNEL_JOINED, listenLiveChannel, listenPlayerEvents } from '../../lib/live-hub';
import { sportsKeys } from './sports-keys';
import { applyBetEvent, applySportsEvent, followPricesWithBets } from './sports-live';

/**
 * While a sports page is open: the `sports` channel's prices and scores, and the
 * player's `sports.bet`, applied in place to what the page shows; prices moving on an
 * event of a shown open bet read the bets again (their cash-out offers).
 */
export function useSportsLive(): void {
  const client = useQueryClient();
  useEffect(() => {
    const bets = followPricesWithBets(client);
    const leaveChannel = listenLiveChannel('sports', (event) => {
      if (event.type === LIVE_CHANNEL_JOINED) {
        // The socket (re)joined: prices, scores and bets sent while it was away are lost,
        // so what the page shows is read again (a first load still in flight is reused).
        void client.invalidateQueries({ queryKey: sportsKeys.eventData });
        void client.invalidateQueries({ queryKey: sportsKeys.betLists });
        return;
      }
      applySportsEvent(client, event);
      bets.heard(event);
    });
    const leavePlayer = listenPlayerEvents((event) => {
      applyBetEvent(client, event);
    });
    return () => {
      leaveChannel();
      leavePlayer();
      bets.stop();
    };
  }, [client]);
}
