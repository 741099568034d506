import type { InfiniteData, QueryClient } from '@tanstack/react-query';
import type { CasinoGame, CasinoGameDetail, CasinoLobby } from '@tribuna/contracts/casino';
import type { GamesList } from './api/get-favorites';
import type { GamesPage } from './api/get-games';
import { casinoKeys } from './casino-keys';

function mark<G extends CasinoGame>(game: G, slug: string, favorite: boolean): G {
  return game.slug === slug && game.favorite !== favorite ? { ...game, favorite } : game;
}

function markAll<G extends CasinoGame>(games: G[], slug: string, favorite: boolean): G[] {
  return games.map((game) => mark(game, slug, favorite));
}

/**
 * Marks a game as (not) favourite in every cached casino answer of the player: lobbies,
 * lists, the game itself, and adds it to or drops it from the favourites list, so every
 * tile showing it changes at once, without a call.
 */
export function markFavorite(
  client: QueryClient,
  playerId: string,
  game: CasinoGame,
  favorite: boolean,
): void {
  const { slug } = game;
  for (const kind of ['casino', 'live'] as const) {
    client.setQueriesData<CasinoLobby>({ queryKey: casinoKeys.lobby(kind, playerId) }, (lobby) =>
      lobby
        ? {
            ...lobby,
            rails: lobby.rails.map((rail) => ({
              ...rail,
              games: markAll(rail.games, slug, favorite),
            })),
            recent: markAll(lobby.recent, slug, favorite),
          }
        : lobby,
    );
  }
  client.setQueriesData<InfiniteData<GamesPage, number>>(
    { queryKey: ['casino', 'games', playerId] },
    (data) =>
      data
        ? {
            ...data,
            pages: data.pages.map((page) => ({
              ...page,
              items: markAll(page.items, slug, favorite),
            })),
          }
        : data,
  );
  client.setQueriesData<CasinoGameDetail>(
    { queryKey: casinoKeys.game(slug, playerId) },
    (detail) => (detail ? mark(detail, slug, favorite) : detail),
  );
  client.setQueryData<GamesList>(casinoKeys.favorites(playerId), (list) => {
    if (!list) return list;
    const others = list.items.filter((item) => item.slug !== slug);
    return { items: favorite ? [{ ...game, favorite: true }, ...others] : others };
  });
}
