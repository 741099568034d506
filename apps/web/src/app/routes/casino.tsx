import { useTranslation } from 'react-i18next';
import type { CasinoKind } from '@tribuna/contracts/casino';
import type { ComponentProps } from 'react';
import { CasinoHome } from '../../features/casino/components/casino-home';
import { CasinoLobby } from '../../features/casino/components/casino-lobby';
import { brandMoney } from '../brand-money';
import { useSiteConfiguration } from '../start-up';
import { casinoGameExtra } from '../tournaments-widget';
import { usePageTitle } from '../use-page-title';
import { usePageHandle, type PageTitle } from './page-handle';

/** The lobby of `kind` in the brand's variant, titled by its route (players' or open). */
function LobbyPage({ kind, fallbackTitle }: { kind: CasinoKind; fallbackTitle: PageTitle }) {
  const { t } = useTranslation();
  const titleKey = `pages.titles.${usePageHandle()?.title ?? fallbackTitle}`;
  usePageTitle(titleKey);
  const configuration = useSiteConfiguration();
  if (!configuration) return null;
  return (
    <CasinoLobby
      kind={kind}
      variant={configuration.layout.lobby}
      title={t(titleKey)}
      money={brandMoney(configuration)}
      gameExtra={casinoGameExtra}
    />
  );
}

/** `/casino` (players) and `/casino/casino-games` (open). */
export function CasinoRoute() {
  return <LobbyPage kind="casino" fallbackTitle="casino" />;
}

/** `/live-casino` (players) and `/live-casino/live-casino-games` (open). */
export function LiveCasinoRoute() {
  return <LobbyPage kind="live" fallbackTitle="live_casino" />;
}

/**
 * The casino's part of the home (`/`). The home takes it from this module rather than from
 * a chunk of its own: the lobby its "See all" opens is then already loaded, and the main
 * chunk keeps its query code (a second casino chunk split it off into one more file).
 */
export function HomeCasino(props: ComponentProps<typeof CasinoHome>) {
  return <CasinoHome gameExtra={casinoGameExtra} {...props} />;
}
