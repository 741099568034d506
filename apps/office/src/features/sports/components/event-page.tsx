import { useState } from 'react';
import { Link, useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button';
import { Notice, Spinner } from '../../../components/ui/notice';
import { formatDateTime } from '../../../lib/format';
import { errorMessage } from '../../../lib/http';
import { formatMoney } from '../../../lib/money';
import { useSportsEvent } from '../api/get-sports-event';
import { useSetSuspension } from '../api/set-suspension';
import { useSettleMarket } from '../api/settle-market';
import { useSimulatorFinish } from '../api/simulator-finish';
import { useSimulatorScore } from '../api/simulator-score';
import { marketName, scoreText } from '../sports-format';
import { EventMarkets } from './event-markets';
import { LiabilityAmount } from './liability-amount';
import { SimulatorConsole } from './simulator-console';
import { SportsTabs } from './sports-tabs';
import '../sports.css';
import '../sports-texts';

/**
 * One event on the desk: its markets with prices and liabilities, the brand's
 * suspensions, manual results, and (for the platform owner) the simulator's console.
 */
export function EventPage({ canScore }: { canScore: boolean }) {
  const { t } = useTranslation();
  const { id = '' } = useParams();
  const query = useSportsEvent(id);
  const suspension = useSetSuspension();
  const settle = useSettleMarket();
  const score = useSimulatorScore();
  const finish = useSimulatorFinish();
  const [done, setDone] = useState<string>();

  const data = query.data;
  const failed = suspension.error ?? settle.error ?? score.error ?? finish.error;
  const busyMarket = suspension.isPending
    ? suspension.variables.id
    : settle.isPending
      ? settle.variables.marketId
      : undefined;

  function resetAll() {
    setDone(undefined);
    suspension.reset();
    settle.reset();
    score.reset();
    finish.reset();
  }

  if (query.isPending) return <Spinner label={t('app.loading')} />;
  if (query.isError || !data) {
    return (
      <div className="page">
        <Notice tone="error">{errorMessage(query.error)}</Notice>
      </div>
    );
  }
  const { event } = data;
  const title = `${event.home} – ${event.away}`;
  const nameOfMarket = (marketId: string) => {
    const market = event.markets.find((m) => m.id === marketId);
    return market ? marketName(t, market) : '';
  };

  return (
    <div className="page">
      <header className="page-header">
        <p>
          <Link to="/sports">{t('sports.event.back')}</Link>
        </p>
        <h1>{title}</h1>
        <p className="muted">
          {t(`sports.sport.${event.sport}`)} · {event.competition.name} ·{' '}
          {formatDateTime(event.start_at)}
        </p>
      </header>
      <SportsTabs />
      <section className="card" aria-label={title}>
        <div className="sports-market-head">
          <div>
            <span className={event.status === 'live' ? 'pill pill-active' : 'pill'}>
              {t(`sports.status.${event.status}`)}
            </span>{' '}
            <span className="mono strong" aria-label={t('sports.col.score')}>
              {scoreText(event)}
            </span>
            {event.clock && <span className="muted small"> · {event.clock.period}</span>}
          </div>
          <Button
            variant={data.suspended ? 'primary' : 'danger'}
            disabled={suspension.isPending}
            onClick={() => {
              resetAll();
              suspension.mutate(
                { target: 'event', id: event.id, suspended: !data.suspended },
                {
                  onSuccess: (next) =>
                    setDone(
                      t(
                        next.suspended
                          ? 'sports.event.suspended_notice'
                          : 'sports.event.reopened_notice',
                      ),
                    ),
                },
              );
            }}
          >
            {t(data.suspended ? 'sports.event.reopen' : 'sports.event.suspend')}
          </Button>
        </div>
        {data.suspended && <Notice tone="info">{t('sports.event.suspended')}</Notice>}
        <dl className="details">
          <div>
            <dt>{t('sports.col.open_bets')}</dt>
            <dd>{data.open_bets}</dd>
          </div>
          <div>
            <dt>{t('sports.col.stakes')}</dt>
            <dd>{formatMoney(data.stakes, data.currency)}</dd>
          </div>
          <div>
            <dt>{t('sports.col.liability')}</dt>
            <dd>
              <LiabilityAmount value={data.liability} currency={data.currency} />
            </dd>
          </div>
        </dl>
        <p className="muted small">
          {t('sports.event.bet_delay', { seconds: event.bet_delay_ms / 1000 })}
        </p>
      </section>
      {canScore && (event.status === 'live' || event.status === 'not_started') && (
        <SimulatorConsole
          event={event}
          busy={score.isPending || finish.isPending}
          onFinish={() => {
            resetAll();
            finish.mutate(
              { eventId: event.id },
              {
                onSuccess: (ended) =>
                  setDone(
                    t('sports.simulator.finished', {
                      home: event.home,
                      away: event.away,
                      score: `${ended.score.home}–${ended.score.away}`,
                    }),
                  ),
              },
            );
          }}
          onScore={(side) => {
            resetAll();
            score.mutate(
              { eventId: event.id, side, points: 1 },
              {
                onSuccess: () =>
                  setDone(
                    t('sports.simulator.done', {
                      team: side === 'home' ? event.home : event.away,
                    }),
                  ),
              },
            );
          }}
        />
      )}
      {done && <Notice tone="success">{done}</Notice>}
      {failed && <Notice tone="error">{errorMessage(failed)}</Notice>}
      <h2>{t('sports.event.markets')}</h2>
      <p className="muted small">{t('sports.liability_hint')}</p>
      <EventMarkets
        data={data}
        busyMarket={busyMarket}
        onSuspend={(marketId, suspended) => {
          resetAll();
          suspension.mutate(
            { target: 'market', id: marketId, suspended },
            {
              onSuccess: () =>
                setDone(
                  t(
                    suspended ? 'sports.market_suspended_notice' : 'sports.market_reopened_notice',
                    {
                      name: nameOfMarket(marketId),
                    },
                  ),
                ),
            },
          );
        }}
        onSettle={(marketId, outcomes) => {
          resetAll();
          settle.mutate(
            { marketId, outcomes },
            {
              onSuccess: () => setDone(t('sports.result.done', { name: nameOfMarket(marketId) })),
            },
          );
        }}
      />
    </div>
  );
}
