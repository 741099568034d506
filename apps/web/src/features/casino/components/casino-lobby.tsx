import { useState, type ComponentType } from 'react';
import { useTranslation } from 'react-i18next';
import type { CasinoKind } from '@tribuna/contracts/casino';
import { Button } from '../../../components/ui/button';
import { useLobby } from '../api/get-lobby';
import type { CasinoMoney } from '../game-facts';
import { useDebouncedValue } from '../hooks/use-debounced-value';
import { useGamePanel } from '../hooks/use-game-panel';
import { GameList } from './game-list';
import { GamePanelHost, type GameExtra } from './game-panel-host';
import type { PlayGame } from './game-tile';
import { SearchBox } from './lobby-filters';
import {
  CompactLobby,
  RailsLobby,
  SidebarLobby,
  type LobbyVariant,
  type LobbyViewProps,
} from './lobby-variants';
import '../casino.css';
import '../casino-texts';

interface CasinoLobbyProps {
  kind: CasinoKind;
  variant: LobbyVariant;
  /** The page's title (the route's). */
  title: string;
  /** The brand's money, for the games' bet limits. */
  money: CasinoMoney;
  /** Other features' parts on the game screen (the app's). */
  gameExtra?: GameExtra;
}

const VARIANTS: Record<LobbyVariant, ComponentType<LobbyViewProps>> = {
  'lobby-1': RailsLobby,
  'lobby-2': SidebarLobby,
  'lobby-3': CompactLobby,
};

/**
 * The casino or live-casino lobby in the brand's variant, with search as you type over
 * it (results in place of the lobby) and the player panel of an open game.
 */
export function CasinoLobby({ kind, variant, title, money, gameExtra }: CasinoLobbyProps) {
  const { t } = useTranslation();
  const lobby = useLobby(kind);
  const panel = useGamePanel();
  const [search, setSearch] = useState('');
  const [category, setCategory] = useState('');
  const [provider, setProvider] = useState('');
  const query = useDebouncedValue(search.trim());
  const onPlay: PlayGame = (game, mode) => panel.open(game.slug, mode);
  const View = VARIANTS[variant];

  return (
    <div className={`casino casino--${variant}`}>
      <div className="casino__head">
        <h1 className="casino__title">{title}</h1>
        <SearchBox value={search} onChange={setSearch} />
      </div>
      {query !== '' ? (
        <GameList
          title={t('casino.search.results', { query })}
          filter={{ kind, q: query }}
          onPlay={onPlay}
          action={
            <Button variant="ghost" onClick={() => setSearch('')}>
              {t('casino.back_to_lobby')}
            </Button>
          }
        />
      ) : lobby.data ? (
        <View
          kind={kind}
          lobby={lobby.data}
          category={category}
          onCategory={setCategory}
          provider={provider}
          onProvider={setProvider}
          onPlay={onPlay}
          // A banner's game: the panel picks real money for a player, else demo if allowed.
          onOpenGame={(slug) => panel.open(slug, null)}
        />
      ) : lobby.isError ? (
        <div className="casino-note" role="alert">
          <p>{t('casino.failed')}</p>
          <Button variant="secondary" onClick={() => void lobby.refetch()}>
            {t('casino.retry')}
          </Button>
        </div>
      ) : (
        <p className="casino-note" role="status">
          {t('casino.loading')}
        </p>
      )}
      <GamePanelHost money={money} extra={gameExtra} />
    </div>
  );
}
