import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button';
import {
  ChoiceField,
  DateRangeFields,
  translatedChoices,
} from '../../../components/ui/filter-fields';
import { Notice } from '../../../components/ui/notice';
import { asDay, isBackwards, todayIn } from '../../../lib/day-range';
import { QueryResult } from '../../../components/ui/query-result';
import { useGgr } from '../api/get-ggr';
import { downloadText, ggrCsv } from '../ggr-csv';
import { CasinoTabs } from './casino-tabs';
import { GgrTable } from './ggr-table';
import '../casino.css';
import { useUrlFilters } from '../../../lib/use-url-filters';
import { zoneName } from '@tribuna/contracts/time-zones';
import { currentLanguage } from '../../../lib/i18n';
import '../casino-texts';

const BY = ['game', 'provider'] as const;

/** GGR per day in the brand's time zone, per game or provider, with a CSV of the rows. */
export function GgrPage() {
  const { t } = useTranslation();
  // No typed filters and no pages: the URL keeps the days and the grouping.
  const { params, change } = useUrlFilters([]);
  const by = BY.find((value) => value === params.get('by')) ?? 'game';
  const chosenFrom = asDay(params.get('from'));
  const chosenTo = asDay(params.get('to'));
  // "Today" is the brand's: its time zone comes with a report (the previous one stays
  // while the next loads), and until the first arrives the browser's day stands in.
  const [timezone, setTimezone] = useState<string>();
  const today = todayIn(timezone);
  const from = chosenFrom ?? today;
  const to = chosenTo ?? today;
  const badRange = isBackwards(from, to);
  const ggr = useGgr({ from, to: badRange ? from : to, by });
  // Adjusting state to what was just rendered (React's pattern for derived state): at most once.
  if (ggr.data && ggr.data.timezone !== timezone) setTimezone(ggr.data.timezone);

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
        <DateRangeFields
          from={from}
          to={to}
          labels={{ from: t('casino.ggr.from'), to: t('casino.ggr.to') }}
          onChange={change}
        />
        <ChoiceField
          label={t('casino.ggr.by')}
          value={by}
          required
          choices={translatedChoices(BY, (value) => t(`casino.ggr.by.${value}`))}
          onChange={(value) => change({ by: value })}
        />
        <div className="casino-toolbar-action">
          <Button onClick={download} disabled={!ggr.data || badRange}>
            {t('casino.ggr.download')}
          </Button>
        </div>
      </div>
      <p className="muted casino-hint">
        {t('casino.ggr.hint', {
          timezone: ggr.data ? zoneName(ggr.data.timezone, currentLanguage()) : '…',
        })}
      </p>
      {badRange && <Notice tone="error">{t('casino.ggr.range_invalid')}</Notice>}
      <QueryResult query={ggr} hidden={badRange}>
        {(data) => (
          <div className="table-wrap" aria-busy={ggr.isFetching}>
            <GgrTable report={data} by={by} />
          </div>
        )}
      </QueryResult>
    </div>
  );
}
