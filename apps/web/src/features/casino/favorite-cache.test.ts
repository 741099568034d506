import { QueryClient, type InfiniteData } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import type { CasinoGameDetail, CasinoLobby } from '@tribuna/contracts/casino';
import type { GamesList } from './api/get-favorites';
import type { GamesPage } from './api/get-games';
import { casinoKeys } from './casino-keys';
import { markFavorite } from './favorite-cache';
import { CRASH, ROULETTE, SLOT, testLobby } from './test-lobby';

describe('markFavorite', () => {
  it("marks the game in every cached answer of the player, and no other player's", () => {
    const client = new QueryClient();
    client.setQueryData(casinoKeys.lobby('casino', 'p1', 'en_US'), testLobby({ recent: [SLOT] }));
    client.setQueryData(casinoKeys.lobby('casino', 'p2', 'en_US'), testLobby());
    const filter = { kind: 'casino' as const, q: 'lucky' };
    client.setQueryData<InfiniteData<GamesPage, number>>(casinoKeys.games('p1', filter), {
      pages: [{ items: [SLOT, CRASH], total: 2, has_more: false }],
      pageParams: [0],
    });
    client.setQueryData<CasinoGameDetail>(casinoKeys.game(SLOT.slug, 'p1', 'en_US'), {
      ...SLOT,
      description: '',
    });
    client.setQueryData<GamesList>(casinoKeys.favorites('p1'), { items: [ROULETTE] });

    markFavorite(client, 'p1', SLOT, true);

    const lobby = client.getQueryData<CasinoLobby>(casinoKeys.lobby('casino', 'p1', 'en_US'));
    const flags = (lobby?.rails ?? []).flatMap((rail) =>
      rail.games.map((game) => `${game.slug}:${game.favorite}`),
    );
    expect(flags).toEqual([
      'lucky-reels:true',
      'european-roulette:false',
      'lucky-reels:true',
      'european-roulette:false',
      'rocket-crash:false',
    ]);
    expect(lobby?.recent[0]?.favorite).toBe(true);
    const other = client.getQueryData<CasinoLobby>(casinoKeys.lobby('casino', 'p2', 'en_US'));
    expect(other?.rails[0]?.games[0]?.favorite).toBe(false);
    const list = client.getQueryData<InfiniteData<GamesPage, number>>(
      casinoKeys.games('p1', filter),
    );
    expect(list?.pages[0]?.items.map((game) => game.favorite)).toEqual([true, false]);
    expect(
      client.getQueryData<CasinoGameDetail>(casinoKeys.game(SLOT.slug, 'p1', 'en_US'))?.favorite,
    ).toBe(true);
    expect(
      client.getQueryData<GamesList>(casinoKeys.favorites('p1'))?.items.map((game) => game.slug),
    ).toEqual([SLOT.slug, ROULETTE.slug]);

    markFavorite(client, 'p1', SLOT, false);
    expect(
      client.getQueryData<GamesList>(casinoKeys.favorites('p1'))?.items.map((game) => game.slug),
    ).toEqual([ROULETTE.slug]);
    expect(
      client.getQueryData<CasinoLobby>(casinoKeys.lobby('casino', 'p1', 'en_US'))?.rails[0]
        ?.games[0]?.favorite,
    ).toBe(false);
  });
});
