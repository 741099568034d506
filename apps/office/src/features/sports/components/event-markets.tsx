import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { OutcomeResult } from '@tribuna/contracts/sports';
import type { OfficeEvent } from '@tribuna/contracts/sports-office';
import { Button } from '../../../components/ui/button';
import { formatMoney } from '../../../lib/money';
import { marketName, outcomeName } from '../sports-format';
import { LiabilityAmount } from './liability-amount';
import { ManualResultForm } from './manual-result-form';
import '../sports-texts';

export interface EventMarketsProps {
  data: OfficeEvent;
  /** The market being changed, so only its buttons wait. */
  busyMarket: string | undefined;
  onSuspend: (marketId: string, suspended: boolean) => void;
  onSettle: (marketId: string, outcomes: { key: string; result: OutcomeResult }[]) => void;
}

/** Every market of an event with its prices, status and each outcome's liability for the brand. */
export function EventMarkets({ data, busyMarket, onSuspend, onSettle }: EventMarketsProps) {
  const { t } = useTranslation();
  const [settling, setSettling] = useState<string>();
  const { event, currency } = data;
  const suspendedHere = new Set(data.suspended_markets);
  const liabilities = new Map(
    data.liabilities.map((m) => [m.market_id, new Map(m.outcomes.map((o) => [o.key, o]))]),
  );
  const nameOf = (key: string) => outcomeName(t, event, key);

  if (event.markets.length === 0) return <p className="muted">{t('common.empty')}</p>;
  return (
    <div className="sports-markets">
      {event.markets.map((market) => {
        const name = marketName(t, market);
        const byBrand = suspendedHere.has(market.id);
        const closed = market.status === 'settled' || market.status === 'void';
        const busy = busyMarket === market.id;
        const outcomes = liabilities.get(market.id);
        return (
          <section
            key={market.id}
            className="card"
            aria-label={name}
            data-testid={`sports-market-${market.id}`}
          >
            <div className="sports-market-head">
              <h3>{name}</h3>
              <div className="sports-market-actions">
                <span
                  className={market.status === 'open' ? 'pill pill-active' : 'pill pill-disabled'}
                >
                  {t(`sports.market_status.${market.status}`)}
                </span>
                {byBrand && (
                  <span className="small sports-risk">{t('sports.suspended_by_brand')}</span>
                )}
                {!closed && (
                  <Button
                    variant={byBrand ? 'primary' : 'secondary'}
                    disabled={busy}
                    aria-label={t(byBrand ? 'sports.reopen_market' : 'sports.suspend_market', {
                      name,
                    })}
                    onClick={() => onSuspend(market.id, !byBrand)}
                  >
                    {t(byBrand ? 'sports.reopen' : 'sports.suspend')}
                  </Button>
                )}
                {market.status !== 'void' && (
                  <Button
                    variant="ghost"
                    aria-expanded={settling === market.id}
                    aria-label={t('sports.result.open_label', { name })}
                    onClick={() => setSettling(settling === market.id ? undefined : market.id)}
                  >
                    {t('sports.result.open')}
                  </Button>
                )}
              </div>
            </div>
            <table className="table sports-table">
              <thead>
                <tr>
                  <th scope="col">{t('sports.col.outcome')}</th>
                  <th scope="col" className="amount">
                    {t('sports.col.odds')}
                  </th>
                  <th scope="col" className="amount">
                    {t('sports.col.bets')}
                  </th>
                  <th scope="col" className="amount">
                    {t('sports.col.stakes')}
                  </th>
                  <th scope="col" className="amount">
                    {t('sports.col.liability')}
                  </th>
                </tr>
              </thead>
              <tbody>
                {market.outcomes.map((outcome) => {
                  const risk = outcomes?.get(outcome.key);
                  return (
                    <tr key={outcome.key}>
                      <th scope="row">
                        {nameOf(outcome.key)}
                        {outcome.result && (
                          <span className="muted small">
                            {' '}
                            · {t(`sports.result.${outcome.result}`)}
                          </span>
                        )}
                      </th>
                      <td className="amount mono">{outcome.odds.toFixed(2)}</td>
                      <td className="amount">{risk?.bets ?? 0}</td>
                      <td className="amount">{formatMoney(risk?.stakes ?? 0, currency)}</td>
                      <td className="amount">
                        <LiabilityAmount value={risk?.liability ?? 0} currency={currency} />
                      </td>
                    </tr>
                  );
                })}
              </tbody>
            </table>
            {settling === market.id && (
              <ManualResultForm
                market={market}
                name={name}
                outcomeName={nameOf}
                busy={busy}
                onSubmit={(chosen) => onSettle(market.id, chosen)}
              />
            )}
          </section>
        );
      })}
    </div>
  );
}
