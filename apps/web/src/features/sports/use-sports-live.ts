import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { listenLiveChannel, listenPlayerEvents } from '../../lib/live-hub';
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
