import { queryOptions, useQuery } from '@tanstack/react-query';
import type { WalletSummary } from '@tribuna/contracts/wallet';
import { apiRequest } from '../../../lib/http';
import { useSession } from '../../../lib/session';
import { WALLET_PATHS, walletKeys } from '../wallet-keys';

/** `GET /api/wallet`: balances, limits, payment hours, methods and the pending deposit. */
export async function getWalletSummary(): Promise<WalletSummary> {
  const answer = await apiRequest<{ response: WalletSummary }>('GET', WALLET_PATHS.summary, {
    // Read by the header on every page: a failure hides the balance rather than
    // raising a toast on each page; the cashier says it in place.
    showErrors: false,
  });
  return answer.response;
}

export function walletSummaryQuery(playerId: string) {
  return queryOptions({
    queryKey: walletKeys.summary(playerId),
    queryFn: getWalletSummary,
    // Kept current by the live channel's `balance.changed` and by every wallet call.
    staleTime: 5 * 60_000,
  });
}

/** The logged player's wallet; nothing is asked for a guest. */
export function useWalletSummary() {
  const { user, loggedIn } = useSession();
  const playerId = loggedIn && user ? user.id : '';
  return useQuery({ ...walletSummaryQuery(playerId), enabled: playerId !== '' });
}
