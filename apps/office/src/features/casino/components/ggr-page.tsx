import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button';
import { Field } from '../../../components/ui/field';
import { Notice, Spinner } from '../../../components/ui/notice';
import { errorMessage } from '../../../lib/http';
import { useGgr } from '../api/get-ggr';
import { todayIn } from '../casino-format';
import { downloadText, ggrCsv } from '../ggr-csv';
import { CasinoTabs } from './casino-tabs';
import { GgrTable } from './ggr-table';
import '../casino.css';

const BY = ['game', 'provider'] as const;

function isoDate(value: string | null): string | undefined {
  return value && /^\d{4}-\d{2}-\d{2}$/.test(value) ? value : undefined;
}

/** GGR per day in the brand's time zone, per game or provider, with a CSV of the rows. */
export function GgrPage() {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const by = BY.find((value) => value === params.get('by')) ?? 'game';
  const chosenFrom = isoDate(params.get('from'));
  const chosenTo = isoDate(params.get('to'));
  // "Today" is the brand's: its time zone comes with a report (the previous one stays
  // while the next loads), and until the first arrives the browser's day stands in.
  const [timezone, setTimezone] = useState<string>();
  const today = todayIn(timezone);
  const from = chosenFrom ?? today;
  const to = chosenTo ?? today;
  const badRange = from > to;
  const ggr = useGgr({ from, to: badRange ? from : to, by });
  // Adjusting state to what was just rendered (React's pattern for derived state): at most once.
  if (ggr.data && ggr.data.timezone !== timezone) setTimezone(ggr.data.timezone);

  function change(changes: Record<string, string | undefined>) {
    setParams((current) => {
      const next = new URLSearchParams(current);
      for (const [key, value] of Object.entries(changes)) {
        if (value) next.set(key, value);
        else next.delete(key);
      }
      return next;
    });
  }

  function download() {
    if (!ggr.data) return;
    const header = [
      t('casino.col.day'),
      t('casino.ggr.key'),
      t(`casino.ggr.by.${by}`),
      t('casino.col.rounds'),
      t('casino.ggr.currency'),
      t('casino.col.bets'),
      t('casino.col.wins'),
      t('casino.col.rollbacks'),
      t('casino.col.ggr'),
    ];
    downloadText(ggrCsv(ggr.data, header, t('casino.ggr.total')), `ggr-${by}-${from}-${to}.csv`);
  }

  return (
    <div className="page">
      <header className="page-header">
        <h1>{t('casino.title')}</h1>
      </header>
      <CasinoTabs />
      <div className="toolbar" role="search">
        <Field label={t('casino.ggr.from')}>
          {(control) => (
            <input
              {...control}
              type="date"
              value={from}
              max={to}
              onChange={(event) => change({ from: event.target.value || undefined })}
            />
          )}
        </Field>
        <Field label={t('casino.ggr.to')}>
          {(control) => (
            <input
              {...control}
              type="date"
              value={to}
              min={from}
              onChange={(event) => change({ to: event.target.value || undefined })}
            />
          )}
        </Field>
        <Field label={t('casino.ggr.by')}>
          {(control) => (
            <select
              {...control}
              value={by}
              onChange={(event) => change({ by: event.target.value })}
            >
              {BY.map((value) => (
                <option key={value} value={value}>
                  {t(`casino.ggr.by.${value}`)}
                </option>
              ))}
            </select>
          )}
        </Field>
        <div className="casino-toolbar-action">
          <Button onClick={download} disabled={!ggr.data || badRange}>
            {t('casino.ggr.download')}
          </Button>
        </div>
      </div>
      <p className="muted casino-hint">
        {t('casino.ggr.hint', { timezone: ggr.data?.timezone ?? '…' })}
      </p>
      {badRange && <Notice tone="error">{t('casino.ggr.range_invalid')}</Notice>}
      {ggr.isPending && <Spinner label={t('app.loading')} />}
      {ggr.isError && <Notice tone="error">{errorMessage(ggr.error)}</Notice>}
      {ggr.data && !badRange && (
        <div className="table-wrap" aria-busy={ggr.isFetching}>
          <GgrTable report={ggr.data} by={by} />
        </div>
      )}
    </div>
  );
}
