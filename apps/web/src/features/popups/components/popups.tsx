import { lazy, Suspense, useCallback, useEffect, useState } from 'react';
import type { Popup } from '@tribuna/contracts/site-settings';
import { useSession } from '../../../lib/session';
import { closePopup, entryReason, selectPopups, settleEntry } from '../popup-selection';

// Loaded only when there is a popup to show: most pages never need it.
const PopupDialog = lazy(async () => ({ default: (await import('./popup-dialog')).PopupDialog }));

/**
 * The brand's popups, one at a time in the configured order, when the visitor enters
 * the site (layout flag) or right after a login (login flag). The queue is made once
 * per entry, so a popup does not come back on the next page, nor when the player's
 * configuration is reloaded; one that staff disable meanwhile is skipped.
 */
export function Popups({ popups }: { popups: readonly Popup[] }) {
  const { loggedIn } = useSession();
  // Read once, on entry; settleEntry below does the writing (StrictMode renders twice).
  const [reason] = useState(entryReason);
  const [queue, setQueue] = useState<string[]>(() =>
    reason
      ? selectPopups(popups, loggedIn, { ignoreClosedInSession: reason === 'login' }).map(
          (popup) => popup.id,
        )
      : [],
  );

  useEffect(() => settleEntry(reason), [reason]);

  const current = queue
    .map((id) => popups.find((popup) => popup.id === id))
    .find((popup) => popup?.enabled);

  const onClose = useCallback(
    (forGood: boolean) => {
      if (!current) return;
      closePopup(current, forGood);
      setQueue((ids) => ids.filter((id) => id !== current.id));
    },
    [current],
  );

  if (!current) return null;
  return (
    <Suspense fallback={null}>
      <PopupDialog key={current.id} popup={current} onClose={onClose} />
    </Suspense>
  );
}
