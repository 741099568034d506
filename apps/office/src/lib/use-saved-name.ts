import { useEffect, useState } from 'react';
import { useLocation, useNavigate } from 'react-router';

/** What an editor passes to the screen it returns to after a save: what it saved. */
export interface SavedState {
  saved: string;
}

function savedName(state: unknown): string | undefined {
  if (typeof state === 'object' && state !== null && 'saved' in state) {
    return typeof state.saved === 'string' ? state.saved : undefined;
  }
  return undefined;
}

/**
 * The name an editor saved before it came here, for the screen to say so once: a reload, or
 * coming back later, does not say it again.
 */
export function useSavedName(): string | undefined {
  const location = useLocation();
  const navigate = useNavigate();
  const [saved] = useState(() => savedName(location.state));
  useEffect(() => {
    if (saved) void navigate(location.pathname, { replace: true, state: null });
  }, [saved, navigate, location.pathname]);
  return saved;
}
