import { useId, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button';
import { useGames } from '../api/get-games';
import type { GamesFilter } from '../casino-keys';
import { GameGrid } from './game-rail';
import type { PlayGame } from './game-tile';
import '../casino-texts';

interface GameListProps {
  title: string;
  filter: GamesFilter;
  onPlay: PlayGame;
  /** E.g. "Back to the lobby": beside the title. */
  action?: ReactNode;
  /** The heading's level: 2 under the page's title. */
  headingLevel?: 2 | 3;
}

/**
 * The games of a category, a provider or a search, a page at a time with "Load more";
 * says "No games found" when there are none, and how many there are as they change.
 */
export function GameList({ title, filter, onPlay, action, headingLevel = 2 }: GameListProps) {
  const { t } = useTranslation();
  const titleId = useId();
  const games = useGames(filter);
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  const items = games.data?.pages.flatMap((page) => page.items) ?? [];
  const total = games.data?.pages[0]?.total ?? 0;
  return (
    <section className="game-list" aria-labelledby={titleId} aria-busy={games.isFetching}>
      <div className="casino-section__head">
        <Heading id={titleId} className="casino-section__title">
          {title}
        </Heading>
        {action}
      </div>
      <p className="casino-note" role="status">
        {games.isPending
          ? t('casino.loading')
          : games.isError
            ? t('casino.failed')
            : total === 0
              ? t('casino.empty')
              : t('casino.found', { count: total })}
      </p>
      {games.isError && (
        <Button variant="secondary" onClick={() => void games.refetch()}>
          {t('casino.retry')}
        </Button>
      )}
      {items.length > 0 && <GameGrid games={items} onPlay={onPlay} />}
      {games.hasNextPage && (
        <Button
          variant="secondary"
          className="game-list__more"
          disabled={games.isFetchingNextPage}
          onClick={() => void games.fetchNextPage()}
        >
          {t('casino.load_more')}
        </Button>
      )}
    </section>
  );
}
