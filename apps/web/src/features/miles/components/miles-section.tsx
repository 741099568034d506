import { useEffect, useMemo, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { MILES_SECTIONS, type MilesSection as MilesView } from '@tribuna/contracts/miles';
import { Button } from '../../../components/ui/button';
import { currentLanguage } from '../../../lib/i18n';
import { useMilesSummary } from '../api/get-miles-summary';
import { milesFormat, tierProgress, type MilesMoney } from '../miles-format';
import { MilesClaim } from './miles-claim';
import { MilesTable } from './miles-table';
import { MilesWithdraw } from './miles-withdraw';
import '../miles.css';
import '../miles-texts';

export const DEFAULT_MILES_VIEW: MilesView = 'claim';

export function isMilesView(value: string | undefined): value is MilesView {
  return (MILES_SECTIONS as readonly string[]).includes(value ?? '');
}

interface MilesSectionProps {
  /** The section the address names. */
  view: MilesView;
  /** The address of each section (`/profile/miles/<view>`). */
  pathOf: (view: MilesView) => string;
  money: MilesMoney;
  /** The brand's time zone: days and expiries are said in it. */
  timeZone: string;
  /** A withdrawal moved cash: the wallet's figures are read again. */
  onCashMoved: () => void;
}

/**
 * The profile's miles: the balance, what waits to be claimed and the tier, then the spec's
 * three sections (claim, the miles table, withdraw with its table), each at its address.
 */
export function MilesSection({ view, pathOf, money, timeZone, onCashMoved }: MilesSectionProps) {
  const { t } = useTranslation();
  const language = currentLanguage();
  const { currency, decimals } = money;
  const format = useMemo(
    () => milesFormat({ currency, decimals }, language, timeZone),
    [currency, decimals, language, timeZone],
  );
  const summary = useMilesSummary();
  const activeLink = useRef<HTMLAnchorElement>(null);

  // On a phone the sections are a row that may scroll: the chosen one is brought into it.
  useEffect(() => {
    const link = activeLink.current;
    const list = link?.closest('ul');
    if (!link || !list || list.scrollWidth <= list.clientWidth) return;
    const offset = link.getBoundingClientRect().left - list.getBoundingClientRect().left;
    list.scrollLeft += offset - (list.clientWidth - link.offsetWidth) / 2;
  }, [view]);

  const data = summary.data;
  return (
    <section className="miles" aria-labelledby="miles-title">
      <h2 id="miles-title" className="profile__section-title">
        {t('miles.title')}
      </h2>
      <p className="miles-muted">{t('miles.intro')}</p>
      {summary.isPending && (
        <p className="miles-muted" role="status">
          {t('miles.loading')}
        </p>
      )}
      {summary.isError && (
        <div className="miles-note" role="alert">
          <p>{t('miles.failed')}</p>
          <Button variant="secondary" onClick={() => void summary.refetch()}>
            {t('miles.retry')}
          </Button>
        </div>
      )}
      {data && (
        <div className="miles-card" data-testid="miles-summary">
          <dl className="miles-figures">
            <div>
              <dt>{t('miles.balance')}</dt>
              <dd data-testid="miles-balance">{format.miles(data.balance)}</dd>
            </div>
            <div>
              <dt>{t('miles.pending')}</dt>
              <dd data-testid="miles-pending">{format.miles(data.pending)}</dd>
            </div>
            <div>
              <dt>{t('miles.lifetime')}</dt>
              <dd>{format.miles(data.lifetime)}</dd>
            </div>
          </dl>
          <div className={`miles-tier miles-tier--${data.tier}`}>
            <p className="miles-tier__name" data-testid="miles-tier">
              {t('miles.tier', { tier: t(`miles.tiers.${data.tier}`) })}
            </p>
            <p className="miles-muted">
              {t('miles.multiplier', { percent: format.percent(data.multiplier_pct) })}
            </p>
            {data.next_tier ? (
              <>
                <div
                  className="miles-meter"
                  role="progressbar"
                  aria-label={t('miles.next_tier', {
                    count: Math.max(0, data.next_tier.threshold - data.lifetime),
                    tier: t(`miles.tiers.${data.next_tier.tier}`),
                  })}
                  aria-valuemin={0}
                  aria-valuemax={100}
                  aria-valuenow={tierProgress(data.lifetime, data.next_tier.threshold)}
                >
                  <span
                    className="miles-meter__bar"
                    style={{
                      width: `${tierProgress(data.lifetime, data.next_tier.threshold)}%`,
                    }}
                  />
                </div>
                <p className="miles-muted">
                  {t('miles.next_tier', {
                    count: format.miles(Math.max(0, data.next_tier.threshold - data.lifetime)),
                    tier: t(`miles.tiers.${data.next_tier.tier}`),
                  })}
                </p>
              </>
            ) : (
              <p className="miles-muted">{t('miles.top_tier')}</p>
            )}
            <p className="miles-muted miles-small">{t('miles.review')}</p>
          </div>
        </div>
      )}
      <nav className="miles-views" aria-label={t('miles.views_label')}>
        <ul className="miles-views__list">
          {MILES_SECTIONS.map((item) => (
            <li key={item}>
              <Link
                ref={item === view ? activeLink : undefined}
                className="miles-views__link"
                to={pathOf(item)}
                aria-current={item === view ? 'page' : undefined}
                preventScrollReset
              >
                {t(`miles.views.${item}`)}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
      <div className="miles__view" data-testid={`miles-view-${view}`}>
        {view === 'claim' && <MilesClaim summary={data} format={format} />}
        {view === 'table' && <MilesTable format={format} timeZone={timeZone} />}
        {view === 'withdraw' && (
          <MilesWithdraw summary={data} format={format} onCashMoved={onCashMoved} />
        )}
      </div>
    </section>
  );
}
