import { useState } from 'react';
import { Link, useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { Currency } from '@tribuna/contracts/currencies';
import { Notice } from '../../../components/ui/notice';
import { QueryResult } from '../../../components/ui/query-result';
import { useResponsiblePlayer } from '../api/get-responsible-player';
import { currencyOf } from '../compliance-format';
import { useFlagReview } from '../hooks/use-flag-review';
import { BreaksTable } from './breaks-table';
import { FlagsTable } from './flags-table';
import { LimitHistoryTable, LimitsTable } from './limits-table';
import '../compliance.css';
import '../compliance-texts';

/**
 * One player's responsible gambling: limits, their changes, breaks past and present, and
 * flags. Read only: nobody but the player changes a limit, and nobody ends a break early.
 */
export function PlayerCompliancePage({ brandCurrency }: { brandCurrency: Currency }) {
  const { t } = useTranslation();
  const { id = '' } = useParams();
  const player = useResponsiblePlayer(id);
  const review = useFlagReview();
  // When the page opened: breaks are told in force or ended as of then.
  const [now] = useState(() => new Date());

  return (
    <div className="page">
      <p className="compliance-links">
        <Link to="/compliance">← {t('compliance.player.back')}</Link>
        <Link to={`/players/${encodeURIComponent(id)}`}>{t('compliance.player.details')}</Link>
      </p>
      <QueryResult query={player}>
        {(data) => {
          const currency = currencyOf(data.currency, brandCurrency);
          return (
            <>
              <header className="page-header">
                <h1>{t('compliance.player.title', { username: data.username })}</h1>
                <p className="muted">
                  {t('compliance.player.summary', {
                    currency,
                    minutes: data.reality_check_minutes,
                  })}
                </p>
              </header>
              <section className="compliance-section" aria-labelledby="limits-title">
                <h2 id="limits-title">{t('compliance.player.limits')}</h2>
                <p className="muted small">{t('compliance.player.limits_hint')}</p>
                <div className="table-wrap">
                  <LimitsTable limits={data.limits} currency={currency} />
                </div>
              </section>
              <section className="compliance-section" aria-labelledby="history-title">
                <h2 id="history-title">{t('compliance.player.history')}</h2>
                <div className="table-wrap">
                  <LimitHistoryTable history={data.history} currency={currency} />
                </div>
              </section>
              <section className="compliance-section" aria-labelledby="breaks-title">
                <h2 id="breaks-title">{t('compliance.player.breaks')}</h2>
                <div className="table-wrap">
                  <BreaksTable breaks={data.breaks} showPlayer={false} now={now} />
                </div>
              </section>
              <section className="compliance-section" aria-labelledby="flags-title">
                <h2 id="flags-title">{t('compliance.player.flags')}</h2>
                {review.done && <Notice tone="success">{review.done}</Notice>}
                {review.error && <Notice tone="error">{review.error}</Notice>}
                <div className="table-wrap">
                  <FlagsTable
                    flags={data.flags}
                    currency={currency}
                    showPlayer={false}
                    pendingId={review.pendingId}
                    onReview={review.review}
                  />
                </div>
              </section>
            </>
          );
        }}
      </QueryResult>
    </div>
  );
}
