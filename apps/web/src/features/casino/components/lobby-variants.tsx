import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { CasinoKind, CasinoLobby } from '@tribuna/contracts/casino';
import { Button } from '../../../components/ui/button';
import { GameList } from './game-list';
import { GameGrid, GameRail } from './game-rail';
import type { PlayGame } from './game-tile';
import { FilterChips, ProviderFilter } from './lobby-filters';
import { LobbySlider } from './lobby-slider';
import '../casino-texts';

/** The brand's choice of lobby (its configuration's `layout.lobby`). */
export type LobbyVariant = 'lobby-1' | 'lobby-2' | 'lobby-3';

/** What every lobby variant is given: the lobby, the filters and how to open a game. */
export interface LobbyViewProps {
  kind: CasinoKind;
  lobby: CasinoLobby;
  category: string;
  onCategory: (slug: string) => void;
  provider: string;
  onProvider: (slug: string) => void;
  onPlay: PlayGame;
  onOpenGame: (slug: string) => void;
}

/** The recently played games, as a pseudo-category of lobby 2. */
const RECENT = '~recent';

function nameOf(items: { slug: string; name: string }[], slug: string): string | undefined {
  return items.find((item) => item.slug === slug)?.name;
}

/** The title of a list narrowed to a category and/or a provider. */
function useListTitle(lobby: CasinoLobby, category: string, provider: string): string {
  const { t } = useTranslation();
  const categoryName = category ? nameOf(lobby.rails, category) : undefined;
  const providerName = provider ? nameOf(lobby.providers, provider) : undefined;
  if (categoryName && providerName) return `${categoryName} · ${providerName}`;
  if (categoryName) return categoryName;
  if (providerName) return t('casino.providers.by', { provider: providerName });
  return t('casino.categories.all');
}

function filterOf(kind: CasinoKind, category: string, provider: string) {
  return {
    kind,
    ...(category ? { category } : {}),
    ...(provider ? { provider } : {}),
  };
}

/**
 * Lobby 1: the slider, a sideways rail per category ("See all" opens its full list),
 * recent play first, and the providers' strip below.
 */
export function RailsLobby(props: LobbyViewProps) {
  const { t } = useTranslation();
  const { kind, lobby, category, provider, onPlay } = props;
  const title = useListTitle(lobby, category, provider);
  const narrowed = category !== '' || provider !== '';
  return (
    <div className="casino-lobby casino-lobby--1">
      <LobbySlider slides={lobby.sliders} onOpenGame={props.onOpenGame} />
      {narrowed ? (
        <GameList
          title={title}
          filter={filterOf(kind, category, provider)}
          onPlay={onPlay}
          action={
            <Button
              variant="ghost"
              onClick={() => {
                props.onCategory('');
                props.onProvider('');
              }}
            >
              {t('casino.back_to_lobby')}
            </Button>
          }
        />
      ) : (
        <>
          {lobby.recent.length > 0 && (
            <GameRail title={t('casino.recent')} games={lobby.recent} onPlay={onPlay} />
          )}
          {lobby.rails.map((rail) => (
            <GameRail
              key={rail.slug}
              title={rail.name}
              games={rail.games}
              onPlay={onPlay}
              action={
                <Button
                  variant="ghost"
                  className="casino-section__more"
                  aria-label={`${rail.name}: ${t('casino.see_all', { count: rail.total })}`}
                  onClick={() => props.onCategory(rail.slug)}
                >
                  {t('casino.see_all', { count: rail.total })}
                </Button>
              }
            />
          ))}
        </>
      )}
      <ProviderFilter
        look="chips"
        className="providers-strip"
        providers={lobby.providers}
        value={provider}
        onChange={props.onProvider}
      />
    </div>
  );
}

/** Lobby 2: the slider, then the categories down the side (a row on phones) beside a grid. */
export function SidebarLobby(props: LobbyViewProps) {
  const { t } = useTranslation();
  const recentId = useId();
  const { kind, lobby, category, provider, onPlay } = props;
  const title = useListTitle(lobby, category === RECENT ? '' : category, provider);
  const choices = [
    { value: '', label: t('casino.categories.all') },
    ...(lobby.recent.length > 0 ? [{ value: RECENT, label: t('casino.recent') }] : []),
    ...lobby.rails.map((rail) => ({ value: rail.slug, label: rail.name })),
  ];
  return (
    <div className="casino-lobby casino-lobby--2">
      <LobbySlider slides={lobby.sliders} onOpenGame={props.onOpenGame} />
      <div className="lobby-sidebar">
        <nav className="lobby-sidebar__nav" aria-label={t('casino.categories.label')}>
          <FilterChips
            className="filter-chips--column"
            label={t('casino.categories.label')}
            choices={choices}
            value={category}
            onChange={props.onCategory}
          />
          {category !== RECENT && (
            <ProviderFilter
              look="select"
              className="lobby-sidebar__providers"
              providers={lobby.providers}
              value={provider}
              onChange={props.onProvider}
            />
          )}
        </nav>
        <div className="lobby-sidebar__main">
          {category === RECENT ? (
            <section className="game-list" aria-labelledby={recentId}>
              <h2 id={recentId} className="casino-section__title">
                {t('casino.recent')}
              </h2>
              <GameGrid games={lobby.recent} onPlay={onPlay} />
            </section>
          ) : (
            <GameList title={title} filter={filterOf(kind, category, provider)} onPlay={onPlay} />
          )}
        </div>
      </div>
    </div>
  );
}

/** Lobby 3: a small slider, filter chips (categories, providers) on top of a compact grid. */
export function CompactLobby(props: LobbyViewProps) {
  const { t } = useTranslation();
  const { kind, lobby, category, provider, onPlay } = props;
  const title = useListTitle(lobby, category, provider);
  return (
    <div className="casino-lobby casino-lobby--3">
      <LobbySlider slides={lobby.sliders} onOpenGame={props.onOpenGame} compact />
      <div className="casino-lobby__chips">
        <FilterChips
          label={t('casino.categories.label')}
          choices={[
            { value: '', label: t('casino.categories.all') },
            ...lobby.rails.map((rail) => ({ value: rail.slug, label: rail.name })),
          ]}
          value={category}
          onChange={props.onCategory}
        />
        <ProviderFilter
          look="chips"
          providers={lobby.providers}
          value={provider}
          onChange={props.onProvider}
        />
      </div>
      {lobby.recent.length > 0 && category === '' && provider === '' && (
        <GameRail title={t('casino.recent')} games={lobby.recent} onPlay={onPlay} />
      )}
      <GameList title={title} filter={filterOf(kind, category, provider)} onPlay={onPlay} />
    </div>
  );
}
