import { useTranslation } from 'react-i18next';
import { ROUND_STATUSES } from '@tribuna/contracts/casino-office';
import { Field } from '../../../components/ui/field';
import { Notice, Spinner } from '../../../components/ui/notice';
import { Pager } from '../../../components/ui/pager';
import { errorMessage } from '../../../lib/http';
import { useCatalogue } from '../api/get-games';
import { useRounds } from '../api/get-rounds';
import { useUrlFilters } from '../../../lib/use-url-filters';
import { roundsQuery } from '../rounds-query';
import { CasinoTabs } from './casino-tabs';
import { RoundsTable } from './rounds-table';
import '../casino.css';

const PAGE_SIZE = 50;

/** Game recall: any round by its id (ours or the provider's), player, game, state or day. */
export function RoundsPage() {
  const { t } = useTranslation();
  const filters = useUrlFilters(['round', 'player']);
  const query = roundsQuery(filters.params, PAGE_SIZE, filters.offset);
  const badRange = query.from !== undefined && query.to !== undefined && query.from > query.to;
  const rounds = useRounds(query);
  const catalogue = useCatalogue();
  // A provider narrows the games offered; the chosen game stays listed whatever it is.
  const games = (catalogue.data?.games ?? []).filter(
    (game) => !query.provider || game.provider === query.provider || game.slug === query.game,
  );
  const unknownGame =
    query.game !== undefined && !games.some((game) => game.slug === query.game)
      ? query.game
      : undefined;

  return (
    <div className="page">
      <header className="page-header">
        <h1>{t('casino.title')}</h1>
      </header>
      <CasinoTabs />
      <div className="toolbar" role="search">
        <Field
          label={t('casino.rounds.round')}
          hint={t('casino.rounds.round_hint')}
          className="grow"
        >
          {(control) => (
            <input
              {...control}
              type="search"
              className="mono"
              value={filters.texts.round}
              onChange={(event) => filters.setText('round', event.target.value)}
            />
          )}
        </Field>
        <Field
          label={t('casino.rounds.player')}
          hint={t('casino.rounds.player_hint')}
          className="grow"
        >
          {(control) => (
            <input
              {...control}
              type="search"
              value={filters.texts.player}
              onChange={(event) => filters.setText('player', event.target.value)}
            />
          )}
        </Field>
        <Field label={t('casino.rounds.provider')}>
          {(control) => (
            <select
              {...control}
              value={query.provider ?? ''}
              onChange={(event) => filters.change({ provider: event.target.value || undefined })}
            >
              <option value="">{t('common.all')}</option>
              {(catalogue.data?.providers ?? []).map((p) => (
                <option key={p.slug} value={p.slug}>
                  {p.name}
                </option>
              ))}
              {query.provider &&
                catalogue.data &&
                !catalogue.data.providers.some((p) => p.slug === query.provider) && (
                  <option value={query.provider}>{query.provider}</option>
                )}
            </select>
          )}
        </Field>
        <Field label={t('casino.rounds.game')}>
          {(control) => (
            <select
              {...control}
              value={query.game ?? ''}
              onChange={(event) => filters.change({ game: event.target.value || undefined })}
            >
              <option value="">{t('common.all')}</option>
              {games.map((game) => (
                <option key={game.slug} value={game.slug}>
                  {game.name}
                </option>
              ))}
              {/* A link's game outside the catalogue (or before it loads) still shows. */}
              {unknownGame && <option value={unknownGame}>{unknownGame}</option>}
            </select>
          )}
        </Field>
        <Field label={t('common.status')}>
          {(control) => (
            <select
              {...control}
              value={query.status ?? ''}
              onChange={(event) => filters.change({ status: event.target.value || undefined })}
            >
              <option value="">{t('common.all')}</option>
              {ROUND_STATUSES.map((status) => (
                <option key={status} value={status}>
                  {t(`casino.status.${status}`)}
                </option>
              ))}
            </select>
          )}
        </Field>
        <Field label={t('casino.ggr.from')}>
          {(control) => (
            <input
              {...control}
              type="date"
              value={query.from ?? ''}
              max={query.to}
              onChange={(event) => filters.change({ from: event.target.value || undefined })}
            />
          )}
        </Field>
        <Field label={t('casino.ggr.to')}>
          {(control) => (
            <input
              {...control}
              type="date"
              value={query.to ?? ''}
              min={query.from}
              onChange={(event) => filters.change({ to: event.target.value || undefined })}
            />
          )}
        </Field>
      </div>
      <p className="muted casino-hint">{t('casino.rounds.days_hint')}</p>
      {badRange && <Notice tone="error">{t('casino.ggr.range_invalid')}</Notice>}
      {rounds.isPending && <Spinner label={t('app.loading')} />}
      {rounds.isError && <Notice tone="error">{errorMessage(rounds.error)}</Notice>}
      {rounds.data && !badRange && (
        <>
          <div className="table-wrap" aria-busy={rounds.isFetching}>
            <RoundsTable items={rounds.data.items} />
          </div>
          <Pager
            offset={filters.offset}
            limit={PAGE_SIZE}
            hasMore={rounds.data.has_more}
            onChange={(next) => filters.change({ offset: next ? String(next) : undefined })}
          />
        </>
      )}
    </div>
  );
}
