import { lazy, Suspense, useEffect } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import type { SessionClock } from '@tribuna/contracts/responsible';
import { useNavigate } from 'react-router';
import { ApiError } from '../../../lib/api-error';
import { showApiError } from '../../../lib/http';
import { resetSession, useSession } from '../../../lib/session';
import { continueSession } from '../api/continue-session';
import { useSessionClock } from '../api/get-session-clock';
import type { BrandMoney } from '../limit-values';
import { msUntilCheck } from '../reality-check-timing';
import { responsibleKeys } from '../responsible-keys';

// Loaded when a check is due: most page views never show one.
const RealityCheckDialog = lazy(async () => ({
  default: (await import('./reality-check-dialog')).RealityCheckDialog,
}));

interface RealityCheckProps {
  money: BrandMoney;
  /** The statement in the profile, or null where the brand keeps no profile. */
  historyPath: string | null;
  onLogOut: () => void;
  onHistory: (path: string) => void;
}

/**
 * The reality check, mounted once for a logged player: asks the server's session clock on
 * start and every minute (the heartbeat), waits until the next check is due by the server's
 * clock, then shows the dialog until the player answers it.
 */
export function RealityCheck({ money, historyPath, onLogOut, onHistory }: RealityCheckProps) {
  const { user } = useSession();
  const client = useQueryClient();
  const clock = useSessionClock();
  const { data, dataUpdatedAt, refetch, error } = clock;
  const playerId = user?.id ?? '';
  const navigate = useNavigate();

  // Past a session-time limit (or with a break begun elsewhere) the beat is refused and the
  // server has ended every session of the player: say why, and start again from the login.
  useEffect(() => {
    if (!(error instanceof ApiError)) return;
    if (error.code !== 'LIMIT_REACHED' && error.code !== 'ON_BREAK') return;
    void showApiError(error);
    resetSession();
    void navigate('/login', { replace: true });
  }, [error, navigate]);

  // Asked again when the check falls due; the server's answer says whether it is.
  useEffect(() => {
    if (!data || data.due) return;
    const timer = setTimeout(() => void refetch(), msUntilCheck(data, dataUpdatedAt));
    return () => clearTimeout(timer);
  }, [data, dataUpdatedAt, refetch]);

  if (!data?.due) return null;

  async function answer(): Promise<void> {
    const key = responsibleKeys.session(playerId);
    // A beat on its way would bring back the check just answered.
    await client.cancelQueries({ queryKey: key });
    const next: SessionClock = await continueSession();
    client.setQueryData(key, next);
  }

  return (
    <Suspense fallback={null}>
      <RealityCheckDialog
        clock={data}
        money={money}
        canSeeHistory={historyPath !== null}
        onContinue={answer}
        onLogOut={onLogOut}
        onHistory={async () => {
          await answer();
          if (historyPath) onHistory(historyPath);
        }}
      />
    </Suspense>
  );
}
