import { lazy, Suspense, useEffect, useMemo, useState, type ComponentType } from 'react';
import { useTranslation } from 'react-i18next';
import type { HouseEngine, HouseSession } from '@tribuna/contracts/house';
import { applyLanguage, currentLanguage, pickLanguage } from '../lib/i18n';
import { createHouseApi, HouseApiError } from './house-api';
import type { HouseGameProps } from './house-game-props';
import { openHouseLive, type HouseLive } from './house-live';
import { money } from './money';
import './games-texts';

const SCREENS: Record<HouseEngine, ComponentType<HouseGameProps>> = {
  slot: lazy(async () => ({ default: (await import('./slot/slot-game')).SlotGame })),
  roulette: lazy(async () => ({
    default: (await import('./roulette/roulette-game')).RouletteGame,
  })),
  blackjack: lazy(async () => ({
    default: (await import('./blackjack/blackjack-game')).BlackjackGame,
  })),
  crash: lazy(async () => ({ default: (await import('./crash/crash-game')).CrashGame })),
  'live-roulette': lazy(async () => ({
    default: (await import('./live-roulette/live-roulette-game')).LiveRouletteGame,
  })),
};

const FairnessPanel = lazy(async () => ({
  default: (await import('./fairness/fairness-panel')).FairnessPanel,
}));
const VerifyPage = lazy(async () => ({
  default: (await import('./fairness/verify-page')).VerifyPage,
}));

const TOKEN_KEY = 'house-token:';

/** Whether the page is a frame inside another (the site's game panel), not a tab of its own. */
function insideSite(): boolean {
  try {
    return window.self !== window.top;
  } catch {
    // A parent of another origin cannot even be compared in some browsers: a frame still.
    return true;
  }
}

let live: HouseLive | null = null;

/** The page's one live channel, open for the page's life (a game page is one game). */
function pageLive(): HouseLive {
  live ??= openHouseLive(currentLanguage);
  return live;
}

/** The game's slug and the session's token: from the URL, once; after a reload, from this tab's storage. */
export function readLaunch(location: Location): { slug: string; token: string | null } {
  const raw = location.pathname.replace(/^\/games\/house\/?/, '').split('/')[0] ?? '';
  let slug = '';
  try {
    slug = decodeURIComponent(raw);
  } catch {
    // A malformed address (`%E0`) names no game: the API answers it as unknown.
  }
  const sessionId = new URLSearchParams(location.search).get('session') ?? '';
  const fromHash = new URLSearchParams(location.hash.replace(/^#/, '')).get('token');
  try {
    if (fromHash) {
      window.sessionStorage.setItem(TOKEN_KEY + sessionId, fromHash);
      // Out of the address bar (and of anything that copies it); the tab keeps it.
      window.history.replaceState(null, '', location.pathname + location.search);
      return { slug, token: fromHash };
    }
    return { slug, token: window.sessionStorage.getItem(TOKEN_KEY + sessionId) };
  } catch {
    return { slug, token: fromHash };
  }
}

type Loaded =
  | { state: 'loading' }
  | { state: 'ready'; session: HouseSession; clockOffset: number }
  | { state: 'lost'; messages: string[] };

/** The house game page: a bar (game, mode, balance, fairness) over the game's screen. */
export function HouseApp() {
  const { t } = useTranslation();
  const launch = useMemo(() => readLaunch(window.location), []);
  useMemo(() => applyLanguage(pickLanguage(document.documentElement.lang.replace('-', '_'))), []);
  const language = currentLanguage();

  if (launch.slug === 'verify') {
    return (
      <Suspense fallback={<p className="house-status">{t('house.loading')}</p>}>
        <VerifyPage language={language} />
      </Suspense>
    );
  }
  if (!launch.token) return <p className="house-status">{t('house.no_token')}</p>;
  return <HouseGame slug={launch.slug} token={launch.token} />;
}

function HouseGame({ slug, token }: { slug: string; token: string }) {
  const { t } = useTranslation();
  const language = currentLanguage();
  const [loaded, setLoaded] = useState<Loaded>({ state: 'loading' });
  const [balance, setBalance] = useState(0);
  const [showFairness, setShowFairness] = useState(false);
  const api = useMemo(
    () =>
      createHouseApi({
        game: slug,
        token,
        language: currentLanguage,
        onSessionLost: (error) => setLoaded({ state: 'lost', messages: error.messages }),
      }),
    [slug, token],
  );
  const live = pageLive();

  useEffect(() => {
    let cancelled = false;
    const asked = Date.now();
    api
      .get<HouseSession>('/session')
      .then((session) => {
        if (cancelled) return;
        const now = Date.now();
        // The server's clock at the middle of the round trip.
        const offset = Date.parse(session.server_time) - (asked + now) / 2;
        setBalance(session.balance);
        setLoaded({ state: 'ready', session, clockOffset: offset });
      })
      .catch((error: unknown) => {
        if (cancelled) return;
        setLoaded({
          state: 'lost',
          messages: error instanceof HouseApiError ? error.messages : [t('house.error_generic')],
        });
      });
    return () => {
      cancelled = true;
    };
  }, [api, t]);

  if (loaded.state === 'loading') {
    return <p className="house-status">{t('house.loading')}</p>;
  }
  if (loaded.state === 'lost') {
    return (
      <div className="house-status" role="alert">
        <h1>{t('house.lost_title')}</h1>
        {loaded.messages.map((message) => (
          <p key={message}>{message}</p>
        ))}
        <p>{t('house.lost_hint')}</p>
      </div>
    );
  }
  const { session } = loaded;
  const Screen = SCREENS[session.game.engine];
  // In the site's frame, the site's bar names the game and its mode, and for real money
  // its header shows the balance (kept in step over the live channel): said once per screen.
  const framed = insideSite();
  const showBalance = !framed || session.mode === 'demo';
  return (
    <div className="house-page" data-engine={session.game.engine}>
      <header
        className={`house-bar${framed ? ' house-bar--framed' : ''}${
          framed && !showBalance && !session.seeds ? ' house-bar--empty' : ''
        }`}
      >
        <h1 className={framed ? 'visually-hidden' : 'house-bar__name'}>{session.game.name}</h1>
        {framed ? null : (
          <span className={`house-bar__mode house-bar__mode--${session.mode}`}>
            {t(session.mode === 'demo' ? 'house.demo' : 'house.real')}
          </span>
        )}
        {showBalance ? (
          <span className="house-bar__balance">
            <span className="house-bar__label">
              {t(framed ? 'house.demo_balance' : 'house.balance')}
            </span>{' '}
            <output data-testid="house-balance">
              {money(balance, session.currency, language)}
            </output>
          </span>
        ) : null}
        {session.seeds ? (
          <button
            type="button"
            className="house-bar__fairness"
            aria-expanded={showFairness}
            onClick={() => setShowFairness((open) => !open)}
          >
            {t('house.fairness')}
          </button>
        ) : null}
      </header>
      <Suspense fallback={<p className="house-status">{t('house.loading')}</p>}>
        {showFairness && session.seeds ? (
          <FairnessPanel
            api={api}
            seeds={session.seeds}
            language={language}
            onClose={() => setShowFairness(false)}
          />
        ) : null}
        <main className="house-screen">
          <Screen
            session={session}
            api={api}
            live={live}
            language={language}
            balance={balance}
            onBalance={setBalance}
            clockOffset={loaded.clockOffset}
          />
        </main>
      </Suspense>
    </div>
  );
}
