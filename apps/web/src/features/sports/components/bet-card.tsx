import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { Bet, BetLeg, RefusalReason } from '@tribuna/contracts/sports';
import { formatOdds } from '@tribuna/contracts/odds-format';
import { Button } from '../../../components/ui/button';
import { ApiError } from '../../../lib/api-error';
import { currentLanguage } from '../../../lib/i18n';
import { message } from '../../../lib/messages';
import { useActionKeys } from '../../../lib/use-idempotency-key';
import { useCashOut } from '../api/cash-out';
import { marketLabel, outcomeLabel, type Teams } from '../market-labels';
import { useOddsFormat } from '../odds-preference';
import { formatMoment, useMoney, useSportsSite } from '../sports-site';
import '../sports-texts';

function LegRow({ leg }: { leg: BetLeg }) {
  const { t } = useTranslation();
  const format = useOddsFormat();
  const teams: Teams = { home: leg.home, away: leg.away };
  return (
    <li className="bet-leg">
      <Link
        className="bet-leg__event"
        title={leg.event_name}
        to={`/sports/${encodeURIComponent(leg.competition_slug)}/${encodeURIComponent(leg.event_slug)}`}
      >
        {leg.event_name}
      </Link>
      <span className="bet-leg__pick">
        {marketLabel(t, leg.market_type, leg.line)}:{' '}
        {outcomeLabel(t, teams, leg.market_type, leg.line, leg.outcome)}
      </span>
      <span className="bet-leg__odds">{formatOdds(leg.odds, format)}</span>
      {leg.result && (
        <span className={`bet-leg__result bet-leg__result--${leg.result}`}>
          {t(`sports.result.${leg.result}`)}
        </span>
      )}
    </li>
  );
}

/** Cash out at the offer shown: one click asks, a second confirms. */
function CashOut({ bet, onCashedOut }: { bet: Bet; onCashedOut?: (amount: number) => void }) {
  const { t } = useTranslation();
  const money = useMoney();
  const keys = useActionKeys();
  const [confirming, setConfirming] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const [done, setDone] = useState<number | null>(null);
  const cashOut = useCashOut((answer) => {
    keys.done();
    const paid = answer.bet.payout ?? answer.bet.cash_out ?? 0;
    // Said by the list when it has one: this bet leaves the open ones.
    if (onCashedOut) onCashedOut(paid);
    else setDone(paid);
  });
  if (done !== null) {
    return (
      <p className="bet-card__note" role="status">
        {t('sports.bets.cashed', { amount: money(done) })}
      </p>
    );
  }
  const offer = bet.cash_out;
  if (offer === null || (bet.status !== 'open' && !cashOut.isPending)) {
    return problem ? (
      <p className="bet-card__problem" role="alert">
        {problem}
      </p>
    ) : null;
  }
  function take(amount: number) {
    setProblem(null);
    const key = keys.keyFor(`${bet.id}:${amount}`);
    cashOut.mutate(
      { bet, amount, key },
      {
        onError: (error) => {
          setConfirming(false);
          if (error instanceof ApiError && error.status !== 0) keys.done();
          setProblem(error instanceof ApiError ? error.messages.join(' ') : t('sports.failed'));
        },
      },
    );
  }
  return (
    <div className="bet-card__cash-out">
      {problem && (
        <p className="bet-card__problem" role="alert">
          {problem}
        </p>
      )}
      {confirming ? (
        <div className="bet-card__confirm">
          <Button onClick={() => take(offer)} disabled={cashOut.isPending}>
            {t('sports.bets.confirm', { amount: money(offer) })}
          </Button>
          <Button variant="ghost" onClick={() => setConfirming(false)} disabled={cashOut.isPending}>
            {t('sports.bets.cancel')}
          </Button>
        </div>
      ) : (
        <Button variant="secondary" onClick={() => setConfirming(true)} data-testid="cash-out">
          {t('sports.bets.cash_out', { amount: money(offer) })}
        </Button>
      )}
    </div>
  );
}

/**
 * Why a bet was refused, where the reason needs no figure of the moment (a limit's amount
 * is not kept with the bet): the status already says "Refused" for the others.
 */
const REASONS_SAID_ALONE: ReadonlySet<RefusalReason> = new Set([
  'bet_stop_during_delay',
  'price_changed_during_delay',
  'market_closed',
  'suspended',
  'liability',
  'not_found',
]);

/**
 * What the last figure of a card is: still to come, paid, or the stake given back. A free
 * bet's figures are its winnings, and a void gives the free bet back, not money.
 */
function returnOf(bet: Bet): {
  label: 'potential' | 'potential_winnings' | 'payout' | 'refunded' | 'free_bet_back';
  amount: number;
} {
  if (bet.payout === null) {
    return {
      label: bet.free_bet ? 'potential_winnings' : 'potential',
      amount: bet.potential_payout,
    };
  }
  if (bet.status === 'refused' || bet.status === 'void') {
    return bet.free_bet
      ? { label: 'free_bet_back', amount: bet.stake }
      : { label: 'refunded', amount: bet.payout };
  }
  return { label: 'payout', amount: bet.payout };
}

/** One bet: its legs, stake, odds, what it may pay or paid, and its cash out. */
export function BetCard({
  bet,
  onCashedOut,
}: {
  bet: Bet;
  onCashedOut?: (amount: number) => void;
}) {
  const { t } = useTranslation();
  const money = useMoney();
  const site = useSportsSite();
  const format = useOddsFormat();
  const { label, amount } = returnOf(bet);
  return (
    <article
      className={`bet-card bet-card--${bet.status}`}
      data-testid="bet-card"
      data-bet={bet.id}
    >
      <header className="bet-card__header">
        <span className="bet-card__kind">
          {t(`sports.bets.${bet.kind}`)}
          {bet.free_bet && (
            <span className="bet-card__free" data-testid="bet-free">
              {t('sports.bets.free_bet')}
            </span>
          )}
        </span>
        <span className={`bet-card__status bet-card__status--${bet.status}`}>
          {t(`sports.bets.status.${bet.status}`)}
        </span>
      </header>
      <ul className="bet-card__legs">
        {bet.legs.map((leg) => (
          <LegRow key={`${leg.market_id}:${leg.outcome}`} leg={leg} />
        ))}
      </ul>
      {bet.refusal && REASONS_SAID_ALONE.has(bet.refusal) && (
        <p className="bet-card__problem">{message(`sports.refused.${bet.refusal}`)}</p>
      )}
      <dl className="bet-card__numbers">
        <div>
          <dt>{t('sports.bets.stake')}</dt>
          <dd>{money(bet.stake)}</dd>
        </div>
        <div>
          <dt>{t('sports.bets.odds')}</dt>
          <dd>{formatOdds(bet.odds, format)}</dd>
        </div>
        <div>
          <dt>{t(`sports.bets.${label}`)}</dt>
          <dd>{money(amount)}</dd>
        </div>
        <div>
          <dt>{t('sports.bets.placed_at')}</dt>
          <dd>
            <time dateTime={bet.placed_at}>
              {formatMoment(bet.placed_at, currentLanguage(), site.timeZone)}
            </time>
          </dd>
        </div>
      </dl>
      {(bet.status === 'open' || bet.cash_out !== null) && (
        <CashOut bet={bet} onCashedOut={onCashedOut} />
      )}
    </article>
  );
}
