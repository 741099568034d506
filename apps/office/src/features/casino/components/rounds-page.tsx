import { useTranslation } from 'react-i18next';
import { ROUND_STATUSES } from '@tribuna/contracts/casino-office';
import {
  ChoiceField,
  DateRangeFields,
  SearchField,
  translatedChoices,
} from '../../../components/ui/filter-fields';
import { Notice } from '../../../components/ui/notice';
import { isBackwards } from '../../../lib/day-range';
import { PagedTable, QueryResult } from '../../../components/ui/query-result';
import { useCatalogue } from '../api/get-games';
import { useRounds } from '../api/get-rounds';
import { useUrlFilters } from '../../../lib/use-url-filters';
import { roundsQuery } from '../rounds-query';
import { CasinoTabs } from './casino-tabs';
import { RoundsTable } from './rounds-table';
import '../casino.css';
import '../casino-texts';

const PAGE_SIZE = 50;

/** Game recall: any round by its id (ours or the provider's), player, game, state or day. */
export function RoundsPage() {
  const { t } = useTranslation();
  const filters = useUrlFilters(['round', 'player']);
  const query = roundsQuery(filters.params, PAGE_SIZE, filters.offset);
  const badRange = isBackwards(query.from, query.to);
  const rounds = useRounds(query);
  const catalogue = useCatalogue();
  // A provider narrows the games offered; the chosen game stays listed whatever it is.
  const games = (catalogue.data?.games ?? []).filter(
    (game) => !query.provider || game.provider === query.provider || game.slug === query.game,
  );

  return (
    <div className="page">
      <header className="page-header">
        <h1>{t('casino.title')}</h1>
      </header>
      <CasinoTabs />
      <div className="toolbar" role="search">
        <SearchField
          label={t('casino.rounds.round')}
          hint={t('casino.rounds.round_hint')}
          mono
          value={filters.texts.round}
          onChange={(value) => filters.setText('round', value)}
        />
        <SearchField
          label={t('casino.rounds.player')}
          hint={t('casino.rounds.player_hint')}
          value={filters.texts.player}
          onChange={(value) => filters.setText('player', value)}
        />
        <ChoiceField
          label={t('casino.rounds.provider')}
          value={query.provider}
          choices={(catalogue.data?.providers ?? []).map((p) => ({ value: p.slug, label: p.name }))}
          onChange={(provider) => filters.change({ provider })}
        />
        <ChoiceField
          label={t('casino.rounds.game')}
          value={query.game}
          choices={games.map((game) => ({ value: game.slug, label: game.name }))}
          onChange={(game) => filters.change({ game })}
        />
        <ChoiceField
          label={t('common.status')}
          value={query.status}
          choices={translatedChoices(ROUND_STATUSES, (s) => t(`casino.status.${s}`))}
          onChange={(status) => filters.change({ status })}
        />
        <DateRangeFields
          from={query.from}
          to={query.to}
          labels={{ from: t('casino.ggr.from'), to: t('casino.ggr.to') }}
          onChange={filters.change}
        />
      </div>
      <p className="muted casino-hint">{t('casino.rounds.days_hint')}</p>
      {badRange && <Notice tone="error">{t('casino.ggr.range_invalid')}</Notice>}
      <QueryResult query={rounds} hidden={badRange}>
        {(data) => (
          <PagedTable
            busy={rounds.isFetching}
            offset={filters.offset}
            limit={PAGE_SIZE}
            hasMore={data.has_more}
            onPage={filters.page}
          >
            <RoundsTable items={data.items} />
          </PagedTable>
        )}
      </QueryResult>
    </div>
  );
}
