import {
  useEffect,
  useId,
  useLayoutEffect,
  useRef,
  useState,
  type KeyboardEvent,
  type ReactNode,
} from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import { dialog } from '../../../lib/dialogs';
import { ApiError } from '../../../lib/api-error';
import { rememberTarget, useSession } from '../../../lib/session';
import { useGame } from '../api/get-game';
import { useLaunch } from '../api/launch-game';
import type { LaunchMode } from '../casino-keys';
import type { CasinoMoney } from '../game-facts';
import { frameSandbox } from '../game-frame';
import { restoreOpenerFocus } from '../hooks/use-game-panel';
import { GameInfo } from './game-info';
import '../casino-texts';

const FOCUSABLE =
  'button:not([disabled]), [href], input:not([disabled]), select:not([disabled]), iframe, [tabindex]:not([tabindex="-1"])';

// What a game may use besides its sandbox (game-frame.ts): full screen, sound, a gamepad.
// `fullscreen` here is the whole grant, so the frame has no `allowfullscreen` (Chromium
// warns when both are set).
const FRAME_ALLOW = 'autoplay; fullscreen; encrypted-media; gamepad; clipboard-write';

// Where the game's facts fit beside the frame (casino.css), they show from the start; on a
// phone they would cover the game, so they wait behind their button.
const INFO_BESIDE_FRAME = '(min-width: 900px)';

function infoStartsOpen(): boolean {
  return typeof window.matchMedia === 'function' && window.matchMedia(INFO_BESIDE_FRAME).matches;
}

/** The bottom of the site's header, so the panel leaves the header (and its balance) in view. */
function useHeaderBottom(): number {
  const [bottom, setBottom] = useState(0);
  useLayoutEffect(() => {
    const header = document.querySelector('.site-header');
    if (!header) return;
    const measure = () => setBottom(Math.max(0, header.getBoundingClientRect().bottom));
    measure();
    const observer = typeof ResizeObserver === 'undefined' ? null : new ResizeObserver(measure);
    observer?.observe(header);
    window.addEventListener('resize', measure);
    return () => {
      observer?.disconnect();
      window.removeEventListener('resize', measure);
    };
  }, []);
  return bottom;
}

interface PlayerPanelProps {
  slug: string;
  /** From the address; null when a link named only the game. */
  mode: LaunchMode | null;
  /** The brand's money: the game's bet limits are said in it. */
  money: CasinoMoney;
  onClose: () => void;
  /** Other features' parts under the bar (the app's GameExtra), or nothing. */
  extra?: ReactNode;
}

/**
 * A game in a frame over the page, below the header: real money for a player, demo where
 * the game allows it, with the game's facts (RTP, volatility, bet limits, ...) beside it
 * from before it starts. It keeps the focus inside and closes with Escape or its button.
 */
export function PlayerPanel({ slug, mode, money, onClose, extra }: PlayerPanelProps) {
  const { t } = useTranslation();
  const titleId = useId();
  const infoId = useId();
  const infoTitleId = useId();
  const [infoOpen, setInfoOpen] = useState(infoStartsOpen);
  const panel = useRef<HTMLDivElement>(null);
  const closeButton = useRef<HTMLButtonElement>(null);
  const { loggedIn } = useSession();
  const location = useLocation();
  const navigate = useNavigate();
  const game = useGame(slug);
  // A link without a mode: real money for a player, else demo where the game has it.
  const chosen: LaunchMode | null =
    mode ?? (loggedIn ? 'real' : game.data ? (game.data.demo ? 'demo' : 'real') : null);
  const launch = useLaunch(slug, game.isError ? null : chosen);
  const top = useHeaderBottom();
  const name = game.data?.name ?? slug;

  useEffect(() => {
    closeButton.current?.focus();
    // Tab inside the game's frame is the frame's own; when it leaves the frame, the
    // focus comes back to the panel instead of the page behind it.
    function onFocusIn(event: FocusEvent) {
      const element = panel.current;
      if (!element || dialog.isOpen()) return;
      if (event.target instanceof Node && !element.contains(event.target)) {
        closeButton.current?.focus();
      }
    }
    document.addEventListener('focusin', onFocusIn);
    // The page behind does not scroll while a game is open.
    const overflow = document.body.style.overflow;
    document.body.style.overflow = 'hidden';
    return () => {
      document.removeEventListener('focusin', onFocusIn);
      document.body.style.overflow = overflow;
      restoreOpenerFocus();
    };
  }, []);

  useEffect(() => {
    function onKey(event: globalThis.KeyboardEvent) {
      // A dialog over the panel takes its own Escape.
      if (event.key === 'Escape' && !dialog.isOpen()) {
        event.preventDefault();
        onClose();
      }
    }
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [onClose]);

  function trapTab(event: KeyboardEvent<HTMLDivElement>) {
    if (event.key !== 'Tab') return;
    const items = Array.from(panel.current?.querySelectorAll<HTMLElement>(FOCUSABLE) ?? []).filter(
      (item) => !item.closest('[hidden]'),
    );
    const first = items[0];
    const last = items.at(-1);
    if (!first || !last) return;
    if (event.shiftKey && document.activeElement === first) {
      event.preventDefault();
      last.focus();
    } else if (!event.shiftKey && document.activeElement === last) {
      event.preventDefault();
      first.focus();
    }
  }

  const failure = game.error ?? launch.error;
  const messages =
    failure instanceof ApiError && failure.messages.length > 0
      ? failure.messages
      : failure
        ? [t('casino.failed')]
        : [];
  // A guest refused real money: the server's "You must login to access this game".
  const needsLogin = !loggedIn && failure instanceof ApiError && failure.status === 401;

  return (
    <div
      ref={panel}
      className="player-panel"
      style={{ top }}
      role="dialog"
      aria-modal="true"
      aria-labelledby={titleId}
      data-testid="player-panel"
      onKeyDown={trapTab}
    >
      <div className="player-panel__bar">
        <h2 id={titleId} className="player-panel__title">
          {name}
        </h2>
        {chosen && (
          <span className={`player-panel__mode player-panel__mode--${chosen}`}>
            {t(`casino.panel.${chosen}`)}
          </span>
        )}
        {game.data && (
          <button
            type="button"
            className="button button--secondary player-panel__button"
            aria-expanded={infoOpen}
            aria-controls={infoId}
            onClick={() => setInfoOpen((open) => !open)}
          >
            <span aria-hidden="true" className="player-panel__info-sign">
              i
            </span>{' '}
            <span className="player-panel__button-text">{t('casino.panel.info')}</span>
          </button>
        )}
        <button
          ref={closeButton}
          type="button"
          className="button button--secondary player-panel__button"
          onClick={onClose}
        >
          <span aria-hidden="true">✕</span>{' '}
          <span className="player-panel__button-text">{t('casino.panel.close')}</span>
        </button>
      </div>
      {/* Always there (empty without parts): the panel's rows stay bar, parts, game. */}
      <div className="player-panel__extra">{extra}</div>
      <div
        className={`player-panel__body${game.data && infoOpen ? ' player-panel__body--info' : ''}`}
      >
        {game.data && (
          // Before the frame in the page's order: reached by Tab before the game takes the keys.
          <section
            id={infoId}
            className="player-panel__info"
            aria-labelledby={infoTitleId}
            // Its text may scroll: a keyboard reaches and scrolls it.
            tabIndex={0}
            hidden={!infoOpen}
          >
            <h3 id={infoTitleId} className="player-panel__info-title">
              {t('casino.panel.info')}
            </h3>
            <GameInfo game={game.data} money={money} />
          </section>
        )}
        <div className="player-panel__stage">
          {messages.length > 0 ? (
            <div className="player-panel__message" role="alert">
              {messages.map((message) => (
                <p key={message}>{message}</p>
              ))}
              {needsLogin && (
                <button
                  type="button"
                  className="button button--primary"
                  onClick={() => {
                    // Back to this game, for real money, once logged in.
                    rememberTarget(location.pathname + location.search);
                    void navigate('/login');
                  }}
                >
                  {t('casino.panel.login')}
                </button>
              )}
            </div>
          ) : launch.data ? (
            <iframe
              // A frame's sandbox holds from its next navigation: a new launch, a new frame.
              key={launch.data.url}
              className="player-panel__frame"
              src={launch.data.url}
              title={name}
              sandbox={frameSandbox(launch.data.url, window.location.origin)}
              allow={FRAME_ALLOW}
              referrerPolicy="origin"
            />
          ) : (
            <p className="casino-note" role="status">
              {t('casino.panel.loading')}
            </p>
          )}
        </div>
      </div>
    </div>
  );
}
