import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CASINO_KINDS, type CasinoKind } from '@tribuna/contracts/casino';
import type { OfficeGame } from '@tribuna/contracts/casino-office';
import { Field } from '../../../components/ui/field';
import { Notice, Spinner } from '../../../components/ui/notice';
import { Pager } from '../../../components/ui/pager';
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

const PAGE_SIZE = 50;
const VISIBILITY = { shown: 'true', hidden: 'false' } as const;

function asKind(value: string | null): CasinoKind | undefined {
  return CASINO_KINDS.find((kind) => kind === value);
}

/** The brand's catalogue: search and filters, a switch per game, and the lobby's order. */
export function GamesPage() {
  const { t } = useTranslation();
  const filters = useUrlFilters(['q']);
  const { params } = filters;
  const visibility = Object.values(VISIBILITY).find((v) => v === params.get('enabled'));
  const query = {
    q: params.get('q') ?? undefined,
    kind: asKind(params.get('kind')),
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
        <Field
          label={t('casino.filter.search')}
          hint={t('casino.filter.search_hint')}
          className="grow"
        >
          {(control) => (
            <input
              {...control}
              type="search"
              value={filters.texts.q}
              onChange={(event) => filters.setText('q', event.target.value)}
            />
          )}
        </Field>
        <Field label={t('casino.filter.kind')}>
          {(control) => (
            <select
              {...control}
              value={query.kind ?? ''}
              onChange={(event) => filters.change({ kind: event.target.value || undefined })}
            >
              <option value="">{t('common.all')}</option>
              {CASINO_KINDS.map((kind) => (
                <option key={kind} value={kind}>
                  {t(`casino.kind.${kind}`)}
                </option>
              ))}
            </select>
          )}
        </Field>
        <Field label={t('casino.filter.category')}>
          {(control) => (
            <select
              {...control}
              value={query.category ?? ''}
              onChange={(event) => filters.change({ category: event.target.value || undefined })}
            >
              <option value="">{t('common.all')}</option>
              {(categories.data ?? []).map((c) => (
                <option key={c.slug} value={c.slug}>
                  {categoryNames.get(c.slug)}
                </option>
              ))}
            </select>
          )}
        </Field>
        <Field label={t('casino.filter.provider')}>
          {(control) => (
            <select
              {...control}
              value={query.provider ?? ''}
              onChange={(event) => filters.change({ provider: event.target.value || undefined })}
            >
              <option value="">{t('common.all')}</option>
              {(providers.data ?? []).map((p) => (
                <option key={p.slug} value={p.slug}>
                  {p.name}
                </option>
              ))}
            </select>
          )}
        </Field>
        <Field label={t('casino.filter.visibility')}>
          {(control) => (
            <select
              {...control}
              value={visibility ?? ''}
              onChange={(event) => filters.change({ enabled: event.target.value || undefined })}
            >
              <option value="">{t('common.all')}</option>
              <option value={VISIBILITY.shown}>{t('casino.visibility.shown')}</option>
              <option value={VISIBILITY.hidden}>{t('casino.visibility.hidden')}</option>
            </select>
          )}
        </Field>
      </div>
      <p className="muted casino-hint">{t('casino.games.hint')}</p>
      {done && <Notice tone="success">{done}</Notice>}
      {toggle.isError && <Notice tone="error">{errorMessage(toggle.error)}</Notice>}
      {order.isError && <Notice tone="error">{errorMessage(order.error)}</Notice>}
      {games.isPending && <Spinner label={t('app.loading')} />}
      {games.isError && <Notice tone="error">{errorMessage(games.error)}</Notice>}
      {games.data && (
        <>
          <p className="muted" aria-live="polite" data-testid="games-total">
            {t('casino.games.total', { count: games.data.total })}
          </p>
          <div className="table-wrap" aria-busy={games.isFetching || order.isPending}>
            <GamesTable
              items={games.data.items}
              categoryNames={categoryNames}
              currency={games.data.currency}
              count={catalogue.data?.total ?? games.data.total}
              togglingSlug={toggle.isPending ? toggle.variables.slug : undefined}
              ordering={order.isPending}
              onToggle={onToggle}
              onReorder={onReorder}
            />
          </div>
          <Pager
            offset={filters.offset}
            limit={PAGE_SIZE}
            hasMore={filters.offset + games.data.items.length < games.data.total}
            onChange={(next) => filters.change({ offset: next ? String(next) : undefined })}
          />
        </>
      )}
    </div>
  );
}
