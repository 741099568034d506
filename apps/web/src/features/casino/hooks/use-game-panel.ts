import { useCallback } from 'react';
import { useLocation, useNavigate, useSearchParams } from 'react-router';
import type { LaunchMode } from '../casino-keys';

const GAME_PARAM = 'game';
const MODE_PARAM = 'mode';

/** Marks a history entry the panel pushed, so closing it goes back rather than forward. */
interface PanelState {
  casinoPanel: true;
}

function isPanelState(value: unknown): value is PanelState {
  return typeof value === 'object' && value !== null && 'casinoPanel' in value;
}

function isMode(value: string | null): value is LaunchMode {
  return value === 'real' || value === 'demo';
}

// The control that opened the panel gets the focus back when it closes.
let opener: HTMLElement | null = null;

/** Gives the focus back to whatever opened the panel, if it is still on the page. */
export function restoreOpenerFocus(): void {
  const element = opener;
  opener = null;
  if (element?.isConnected) element.focus();
}

/**
 * The player panel lives in the address (`?game=<slug>&mode=demo|real`): a link opens
 * a game, and the browser's back button closes it.
 */
export function useGamePanel() {
  const [params] = useSearchParams();
  const location = useLocation();
  const navigate = useNavigate();
  const slug = params.get(GAME_PARAM);
  const mode = params.get(MODE_PARAM);

  const open = useCallback(
    /** `launchMode` null lets the panel choose (real for a player, else demo if allowed). */
    (game: string, launchMode: LaunchMode | null) => {
      opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
      const next = new URLSearchParams(params);
      next.set(GAME_PARAM, game);
      if (launchMode) next.set(MODE_PARAM, launchMode);
      else next.delete(MODE_PARAM);
      const state: PanelState = { casinoPanel: true };
      void navigate({ search: `?${next.toString()}` }, { state });
    },
    [navigate, params],
  );

  const close = useCallback(() => {
    if (isPanelState(location.state)) {
      void navigate(-1);
      return;
    }
    // Opened by a link: there is nothing of ours to go back to.
    const next = new URLSearchParams(params);
    next.delete(GAME_PARAM);
    next.delete(MODE_PARAM);
    const search = next.toString();
    void navigate({ search: search ? `?${search}` : '' }, { replace: true });
  }, [location.state, navigate, params]);

  return { slug: slug || null, mode: isMode(mode) ? mode : null, open, close };
}
