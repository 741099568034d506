import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { HouseRound, SeedPair } from '@tribuna/contracts/house';
import { handTotal, type BlackjackAction } from '@tribuna/games/blackjack';
import type { HouseGameProps } from '../house-game-props';
import { money } from '../money';
import { betSteps, nearestStep } from '../solo/bet-steps';
import { playErrorMessages, UnreadableAnswer } from '../solo/play-error';
import { readAllowed, readBlackjackState, type BlackjackView } from './blackjack-view';
import { PlayingCard } from './playing-card';
import './blackjack-texts';
import './blackjack.css';

interface ViewAnswer {
  round: HouseRound;
  state: unknown;
  allowed: unknown;
}

interface PlayAnswer extends ViewAnswer {
  balance: number;
  seeds: SeedPair;
}

interface Hand {
  roundId: string;
  view: BlackjackView;
  allowed: BlackjackAction[];
}

const ACTIONS: BlackjackAction[] = ['hit', 'stand', 'double', 'split'];

function toHand(answer: ViewAnswer): Hand | null {
  const view = readBlackjackState(answer.state);
  return view ? { roundId: answer.round.id, view, allowed: readAllowed(answer.allowed) } : null;
}

/** Blackjack against the dealer: bet, deal, play each hand, see it settled. */
export function BlackjackGame({ session, api, language, onBalance }: HouseGameProps) {
  const { t } = useTranslation();
  const { currency } = session;
  const format = useCallback(
    (minor: number) => money(minor, currency, language),
    [currency, language],
  );
  const steps = useMemo(
    () => betSteps(session.game.min_bet, session.game.max_bet),
    [session.game.min_bet, session.game.max_bet],
  );
  const [bet, setBet] = useState(() => nearestStep(steps, session.game.min_bet * 5));
  const [hand, setHand] = useState<Hand | null>(null);
  const [loading, setLoading] = useState(true);
  const [busy, setBusy] = useState(false);
  const [problems, setProblems] = useState<string[]>([]);
  const alive = useRef(true);
  useEffect(() => {
    alive.current = true;
    return () => {
      alive.current = false;
    };
  }, []);

  // A hand left open (a reload, a lost connection) is played on where it stopped.
  useEffect(() => {
    let cancelled = false;
    api
      .get<ViewAnswer | null>('/blackjack/current')
      .then((current) => {
        if (cancelled || !current) return;
        const open = toHand(current);
        if (open) setHand(open);
      })
      .catch((error: unknown) => {
        if (!cancelled) setProblems(playErrorMessages(error, t));
      })
      .finally(() => {
        if (!cancelled) setLoading(false);
      });
    return () => {
      cancelled = true;
    };
  }, [api, t]);

  async function call(path: string, body: unknown) {
    setBusy(true);
    setProblems([]);
    try {
      const answer = await api.send<PlayAnswer>('POST', path, body);
      if (!alive.current) return;
      const next = toHand(answer);
      onBalance(answer.balance);
      if (!next) throw new UnreadableAnswer();
      setHand(next);
    } catch (error) {
      if (alive.current) setProblems(playErrorMessages(error, t));
    } finally {
      if (alive.current) setBusy(false);
    }
  }

  const open = hand?.view.phase === 'player';
  const stepIndex = Math.max(0, steps.indexOf(bet));
  const view = hand?.view ?? null;
  const dealerTotal = view ? handTotal(view.dealer) : null;

  function totalText(cards: readonly number[]) {
    const { total, soft } = handTotal(cards);
    return soft && total < 21 ? t('blackjack.soft_total', { total }) : String(total);
  }

  return (
    <div className="blackjack">
      <div className="blackjack-felt" aria-busy={busy || loading}>
        <section className="blackjack-side" aria-labelledby="bj-dealer">
          <h2 id="bj-dealer" className="blackjack-side__title">
            {t('blackjack.dealer')}
            {view && dealerTotal ? (
              <span className="blackjack-total" data-testid="dealer-total">
                {view.phase === 'settled'
                  ? totalText(view.dealer)
                  : t('blackjack.showing', { total: dealerTotal.total })}
              </span>
            ) : null}
          </h2>
          <div className="cards" role="group" aria-label={t('blackjack.dealer_cards')}>
            {view ? (
              <>
                {view.dealer.map((card, i) => (
                  <PlayingCard key={i} card={card} />
                ))}
                {view.phase === 'player' && view.dealer.length < 2 ? (
                  <PlayingCard card={null} />
                ) : null}
              </>
            ) : (
              <p className="blackjack-empty">{t('blackjack.pays')}</p>
            )}
          </div>
        </section>

        <section className="blackjack-side" aria-labelledby="bj-player">
          <h2 id="bj-player" className="blackjack-side__title">
            {t('blackjack.your_hands', { count: view?.hands.length ?? 1 })}
          </h2>
          <div className="blackjack-hands">
            {view?.hands.map((h, i) => {
              const result = view.settlement?.hands[i];
              const active = view.phase === 'player' && view.active === i;
              return (
                <div
                  key={i}
                  className={`blackjack-hand${active ? ' blackjack-hand--active' : ''}`}
                  data-testid="player-hand"
                  aria-current={active ? 'true' : undefined}
                >
                  <div
                    className="cards"
                    role="group"
                    aria-label={t('blackjack.hand_cards', { n: i + 1 })}
                  >
                    {h.cards.map((card, c) => (
                      <PlayingCard key={c} card={card} />
                    ))}
                  </div>
                  <p className="blackjack-hand__line">
                    <span className="blackjack-total">{totalText(h.cards)}</span>
                    <span>
                      {t('blackjack.bet_of', { amount: format(h.bet) })}
                      {h.doubled ? ` · ${t('blackjack.doubled')}` : ''}
                    </span>
                  </p>
                  {result ? (
                    <p
                      className={`blackjack-result blackjack-result--${result.outcome}`}
                      data-testid="hand-result"
                    >
                      {t(`blackjack.outcomes.${result.outcome}`)}
                      {result.payout > 0 ? ` · ${format(result.payout)}` : ''}
                    </p>
                  ) : null}
                </div>
              );
            })}
          </div>
        </section>
      </div>

      <div className="blackjack-status" aria-live="polite" data-testid="blackjack-status">
        {view?.settlement
          ? view.settlement.totalPayout > 0
            ? t('blackjack.round_paid', { amount: format(view.settlement.totalPayout) })
            : t('blackjack.round_lost')
          : open
            ? t('blackjack.your_move')
            : null}
      </div>

      {open && hand ? (
        <div className="blackjack-actions" role="group" aria-label={t('blackjack.actions')}>
          {ACTIONS.map((action) => (
            <button
              key={action}
              type="button"
              className={`solo-button blackjack-action blackjack-action--${action}`}
              disabled={busy || !hand.allowed.includes(action)}
              onClick={() => void call('/blackjack/act', { round_id: hand.roundId, action })}
            >
              {t(`blackjack.do.${action}`)}
            </button>
          ))}
        </div>
      ) : (
        <div className="blackjack-bet">
          <div className="blackjack-bet__picker" role="group" aria-label={t('blackjack.bet')}>
            <button
              type="button"
              className="blackjack-bet__step"
              aria-label={t('blackjack.bet_lower')}
              disabled={busy || stepIndex === 0}
              onClick={() => setBet(steps[stepIndex - 1] ?? bet)}
            >
              −
            </button>
            <span className="blackjack-bet__value">
              <span className="blackjack-bet__label">{t('blackjack.bet')}</span>
              <output data-testid="blackjack-bet">{format(bet)}</output>
            </span>
            <button
              type="button"
              className="blackjack-bet__step"
              aria-label={t('blackjack.bet_higher')}
              disabled={busy || stepIndex >= steps.length - 1}
              onClick={() => setBet(steps[stepIndex + 1] ?? bet)}
            >
              +
            </button>
          </div>
          <button
            type="button"
            className="solo-button solo-button--primary blackjack-deal"
            disabled={busy || loading || steps.length === 0}
            onClick={() => void call('/blackjack/deal', { bet })}
          >
            {view ? t('blackjack.deal_again') : t('blackjack.deal')}
          </button>
        </div>
      )}

      {problems.length > 0 ? (
        <div className="solo-error" role="alert">
          {problems.map((message) => (
            <p key={message}>{message}</p>
          ))}
        </div>
      ) : null}
      <p className="blackjack-rules">{t('blackjack.rules')}</p>
    </div>
  );
}
