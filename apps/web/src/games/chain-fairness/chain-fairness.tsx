import { useCallback, useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { ChainPosition, HouseHistory, HouseRound } from '@tribuna/contracts/house';
import type { Language } from '@tribuna/contracts/languages';
import { formatTime } from '../../lib/date-time';
import { zoneName } from '@tribuna/contracts/time-zones';
import { HouseApiError, type HouseApi } from '../house-api';
import { money } from '../money';
import { verifyUrl } from '../fairness/verify-url';
import '../games-texts';
import './chain-fairness-texts';
import './chain-fairness.css';

export interface ChainFairnessProps {
  api: HouseApi;
  language: Language;
  /** The table's round now (its place in the chain), null while the table loads. */
  round: { index: number; fairness: ChainPosition } | null;
  /** A past round's result in the game's own words ("17 red", "Crashed at 2.50x"). */
  describe: (round: HouseRound) => string;
  /** Changes when a round ends: an open list of rounds is read again. */
  refreshKey: string;
}

type Rounds =
  | { state: 'idle' }
  | { state: 'ready'; items: HouseRound[]; timezone: string }
  | { state: 'failed'; messages: string[] };

function newestFirst(items: readonly HouseRound[]): HouseRound[] {
  return [...items].sort((a, b) => Date.parse(b.created_at) - Date.parse(a.created_at));
}

/**
 * A shared table's provable fairness, behind a disclosure button: how the hash chain
 * works, the current round's commitment, salt and place in the chain (shown before
 * anyone bets), and the player's own rounds with a link to verify each one.
 */
export function ChainFairness(props: ChainFairnessProps) {
  const { api, language, round, describe, refreshKey } = props;
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const [rounds, setRounds] = useState<Rounds>({ state: 'idle' });
  const toggle = useRef<HTMLButtonElement>(null);
  const asked = useRef(0);
  const ids = { panel: useId(), title: useId() };

  const load = useCallback(() => {
    // Only the latest answer counts (a slow one must not replace a newer list).
    // A list already shown stays while it is read again.
    const ask = ++asked.current;
    api.get<HouseHistory>('/history').then(
      ({ items, timezone }) => {
        if (ask === asked.current) {
          setRounds({ state: 'ready', items: newestFirst(items), timezone });
        }
      },
      (error: unknown) => {
        if (ask !== asked.current) return;
        const messages =
          error instanceof HouseApiError && error.messages.length > 0 ? error.messages : [];
        setRounds({ state: 'failed', messages });
      },
    );
  }, [api]);

  // Read when opened, and again when a round ends while it is open.
  useEffect(() => {
    if (open) load();
  }, [open, refreshKey, load]);

  // Closing drops any answer still on its way.
  useEffect(() => {
    if (!open) asked.current += 1;
  }, [open]);

  function onKeyDown(event: KeyboardEvent<HTMLElement>) {
    if (event.key !== 'Escape') return;
    event.stopPropagation();
    setOpen(false);
    toggle.current?.focus();
  }

  return (
    <div className="chain-fair">
      <button
        ref={toggle}
        type="button"
        className="chain-fair__toggle"
        aria-expanded={open}
        aria-controls={ids.panel}
        data-testid="chain-fairness-toggle"
        onClick={() => {
          // A failure is not shown again on reopening while the list is asked afresh.
          if (!open && rounds.state === 'failed') setRounds({ state: 'idle' });
          setOpen(!open);
        }}
      >
        {t('house.fairness')}
      </button>
      <section
        id={ids.panel}
        className="chain-fair__panel"
        aria-labelledby={ids.title}
        data-testid="chain-fairness-panel"
        hidden={!open}
        onKeyDown={onKeyDown}
      >
        <h3 id={ids.title} className="chain-fair__title">
          {t('chain_fairness.title')}
        </h3>
        <p className="chain-fair__how">{t('chain_fairness.how')}</p>
        {round ? (
          <dl className="chain-fair__facts">
            <dt>{t('chain_fairness.commitment')}</dt>
            <dd>
              <code data-testid="chain-commitment">{round.fairness.commitment}</code>
            </dd>
            <dt>{t('chain_fairness.salt')}</dt>
            <dd>
              <code data-testid="chain-salt">{round.fairness.salt}</code>
            </dd>
            <dt>{t('chain_fairness.chain_index')}</dt>
            <dd data-testid="chain-index">
              {t('chain_fairness.chain_index_value', {
                place: round.fairness.chain_index,
                index: round.index,
              })}
            </dd>
          </dl>
        ) : (
          <p>{t('chain_fairness.loading')}</p>
        )}

        <h4 className="chain-fair__subtitle">{t('chain_fairness.my_rounds')}</h4>
        {rounds.state === 'failed' ? (
          <div className="chain-fair__error" role="alert">
            {(rounds.messages.length > 0 ? rounds.messages : [t('chain_fairness.load_failed')]).map(
              (message) => (
                <p key={message}>{message}</p>
              ),
            )}
          </div>
        ) : rounds.state !== 'ready' ? (
          <p>{t('chain_fairness.loading')}</p>
        ) : rounds.items.length === 0 ? (
          <p>{t('chain_fairness.no_rounds')}</p>
        ) : (
          <>
            {/* The brand's zone, which may not be the player's own. */}
            <p>{t('chain_fairness.time_zone', { zone: zoneName(rounds.timezone, language) })}</p>
            <ol className="chain-fair__rounds" data-testid="chain-fairness-rounds">
              {rounds.items.map((item) => {
                const time = formatTime(item.created_at, language, rounds.timezone);
                const over = item.fairness.kind === 'chain' && item.fairness.round_seed !== null;
                return (
                  <li key={item.id} className="chain-fair__round" data-round={item.id}>
                    <time dateTime={item.created_at} className="chain-fair__time">
                      {time}
                    </time>
                    <span className="chain-fair__result">
                      {item.outcome === null ? t('chain_fairness.in_play') : describe(item)}
                    </span>
                    <span className="chain-fair__amounts">
                      {t('chain_fairness.amounts', {
                        bet: money(item.bet, item.currency, language),
                        win: money(item.win, item.currency, language),
                      })}
                    </span>
                    <a
                      className="chain-fair__verify"
                      href={verifyUrl(item.id)}
                      target="_blank"
                      rel="noopener"
                    >
                      {over ? t('chain_fairness.verify') : t('chain_fairness.details')}
                      <span className="visually-hidden">
                        {' '}
                        {t('chain_fairness.link_more', { time })}
                      </span>
                    </a>
                  </li>
                );
              })}
            </ol>
          </>
        )}
      </section>
    </div>
  );
}
