import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CASINO_KINDS } from '@tribuna/contracts/casino';
import type { OfficeGame } from '@tribuna/contracts/casino-office';
import { ChoiceField, SearchField, translatedChoices } from '../../../components/ui/filter-fields';
import { Notice } from '../../../components/ui/notice';
import { PagedTable, QueryResult } from '../../../components/ui/query-result';
import { errorMessage } from '../../../lib/http';
import { currentLanguage } from '../../../lib/i18n';
import { useCategories } from '../api/get-categories';
import { useGameProviders, useGames } from '../api/get-games';
import { useOrderGames, type Reorder } from '../api/order-games';
import { useSetGameEnabled } from '../api/set-game-enabled';
import { useUrlFilters } from '../../../lib/use-url-filters';
import { CasinoTabs } from './casino-tabs';
import { GamesTable } from './games-table';
import '../casino.css';
import { oneOf } from '../../../lib/one-of';
import '../casino-texts';

const PAGE_SIZE = 50;
const VISIBILITY = { shown: 'true', hidden: 'false' } as const;

/** The brand's catalogue: search and filters, a switch per game, and the lobby's order. */
export function GamesPage() {
  const { t } = useTranslation();
  const filters = useUrlFilters(['q']);
  const { params } = filters;
  const visibility = Object.values(VISIBILITY).find((v) => v === params.get('enabled'));
  const query = {
    q: params.get('q') ?? undefined,
    kind: oneOf(CASINO_KINDS, params.get('kind')),
    category: params.get('category') ?? undefined,
    provider: params.get('provider') ?? undefined,
    enabled: visibility === undefined ? undefined : visibility === VISIBILITY.shown,
    limit: PAGE_SIZE,
    offset: filters.offset,
  };
  const games = useGames(query);
  const catalogue = useGames({ limit: 1 });
  const categories = useCategories();
  const providers = useGameProviders();
  const toggle = useSetGameEnabled();
  const order = useOrderGames();
  const [done, setDone] = useState<string>();

  const language = currentLanguage();
  const categoryNames = new Map(
    (categories.data ?? []).map((c) => [c.slug, c.names[language] || c.slug]),
  );

  function onToggle(game: OfficeGame, enabled: boolean) {
    setDone(undefined);
    order.reset();
    toggle.mutate(
      { slug: game.slug, enabled },
      {
        onSuccess: () =>
          setDone(t(enabled ? 'casino.shown_notice' : 'casino.hidden_notice', { name: game.name })),
      },
    );
  }

  function onReorder(reorder: Reorder) {
    setDone(undefined);
    toggle.reset();
    order.mutate(reorder, { onSuccess: () => setDone(t('casino.order_saved')) });
  }

  return (
    <div className="page">
      <header className="page-header">
        <h1>{t('casino.title')}</h1>
      </header>
      <CasinoTabs />
      <div className="toolbar" role="search">
        <SearchField
          label={t('casino.filter.search')}
          hint={t('casino.filter.search_hint')}
          value={filters.texts.q}
          onChange={(value) => filters.setText('q', value)}
        />
        <ChoiceField
          label={t('casino.filter.kind')}
          value={query.kind}
          choices={translatedChoices(CASINO_KINDS, (k) => t(`casino.kind.${k}`))}
          onChange={(kind) => filters.change({ kind })}
        />
        <ChoiceField
          label={t('casino.filter.category')}
          value={query.category}
          choices={(categories.data ?? []).map((c) => ({
            value: c.slug,
            label: categoryNames.get(c.slug) ?? c.slug,
          }))}
          onChange={(category) => filters.change({ category })}
        />
        <ChoiceField
          label={t('casino.filter.provider')}
          value={query.provider}
          choices={(providers.data ?? []).map((p) => ({ value: p.slug, label: p.name }))}
          onChange={(provider) => filters.change({ provider })}
        />
        <ChoiceField
          label={t('casino.filter.visibility')}
          value={visibility}
          choices={[
            { value: VISIBILITY.shown, label: t('casino.visibility.shown') },
            { value: VISIBILITY.hidden, label: t('casino.visibility.hidden') },
          ]}
          onChange={(enabled) => filters.change({ enabled })}
        />
      </div>
      <p className="muted casino-hint">{t('casino.games.hint')}</p>
      {done && <Notice tone="success">{done}</Notice>}
      {toggle.isError && <Notice tone="error">{errorMessage(toggle.error)}</Notice>}
      {order.isError && <Notice tone="error">{errorMessage(order.error)}</Notice>}
      <QueryResult query={games}>
        {(data) => (
          <>
            <p className="muted" aria-live="polite" data-testid="games-total">
              {t('casino.games.total', { count: data.total })}
            </p>
            <PagedTable
              busy={games.isFetching || order.isPending}
              offset={filters.offset}
              limit={PAGE_SIZE}
              hasMore={filters.offset + data.items.length < data.total}
              onPage={filters.page}
            >
              <GamesTable
                items={data.items}
                categoryNames={categoryNames}
                currency={data.currency}
                count={catalogue.data?.total ?? data.total}
                togglingSlug={toggle.isPending ? toggle.variables.slug : undefined}
                ordering={order.isPending}
                onToggle={onToggle}
                onReorder={onReorder}
              />
            </PagedTable>
          </>
        )}
      </QueryResult>
    </div>
  );
}
