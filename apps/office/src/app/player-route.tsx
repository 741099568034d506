import { Link, useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { useQueryClient } from '@tanstack/react-query';
import { useMe } from '../features/auth/api/get-me';
import { PAYMENTS_QUERY_KEY } from '../features/payments/api/payments-keys';
import { canAccess } from '../lib/scopes';
import { Lazy, page } from './lazy-page';

const PlayerPage = page(() => import('../features/players/components/player-page'), 'PlayerPage');
const PlayerWalletPanel = page(
  () => import('../features/payments/components/player-wallet-panel'),
  'PlayerWalletPanel',
);
const PlayerActivityPanel = page(
  () => import('../features/activity/components/player-activity-panel'),
  'PlayerActivityPanel',
);
const PlayerBonusesPanel = page(
  () => import('../features/bonus/components/player-bonuses-panel'),
  'PlayerBonusesPanel',
);

const PlayerMilesPanel = page(
  () => import('../features/miles/components/player-miles-panel'),
  'PlayerMilesPanel',
);

/** The player page's miles, for the marketing desk: the figures, the moves, an award. */
function PlayerMiles() {
  const { id = '' } = useParams();
  const me = useMe();
  if (!me.data || !canAccess(me.data, ['marketing'])) return null;
  return (
    <Lazy>
      <PlayerMilesPanel playerId={id} />
    </Lazy>
  );
}

/** The player page's wallet panel, for staff of the payments desk; admins may adjust. */
function PlayerWallet() {
  const { id = '' } = useParams();
  const me = useMe();
  if (!me.data || !canAccess(me.data, ['payments'])) return null;
  return (
    <Lazy>
      <PlayerWalletPanel playerId={id} canAdjust={canAccess(me.data, ['admin'])} />
    </Lazy>
  );
}

/** The player page's activity panel, for the support and compliance desks. */
function PlayerActivity() {
  const { id = '' } = useParams();
  const me = useMe();
  if (!me.data || !canAccess(me.data, ['support', 'compliance'])) return null;
  return (
    <Lazy>
      <PlayerActivityPanel playerId={id} />
    </Lazy>
  );
}

/** On the player page, for the compliance desk: the way to the player's responsible gambling. */
function PlayerResponsibleLink() {
  const { t } = useTranslation();
  const { id = '' } = useParams();
  const me = useMe();
  if (!me.data || !canAccess(me.data, ['compliance'])) return null;
  return (
    <p>
      <Link to={`/compliance/players/${encodeURIComponent(id)}`}>{t('players.responsible')} →</Link>
    </p>
  );
}

/**
 * The player page's bonuses, for the marketing desk (hidden from staff without it); a grant
 * or a cancellation moves the player's bonus balance, which the wallet panel shows.
 */
function PlayerBonuses() {
  const { id = '' } = useParams();
  const me = useMe();
  const queryClient = useQueryClient();
  if (!me.data || !canAccess(me.data, ['marketing'])) return null;
  return (
    <Lazy>
      <PlayerBonusesPanel
        playerId={id}
        currency={me.data.tenant.currency}
        onChange={() => void queryClient.invalidateQueries({ queryKey: PAYMENTS_QUERY_KEY })}
      />
    </Lazy>
  );
}

/**
 * The player page (RequireAccess has waited for `me`): the support and compliance desks get
 * every detail and the block; marketing finds the player there to grant a bonus. Each panel
 * shows only to the staff its API answers, so nobody meets a refusal on the page.
 */
export function PlayerRoute() {
  const me = useMe();
  if (!me.data) return null;
  return (
    <PlayerPage desk={canAccess(me.data, ['support', 'compliance'])}>
      <PlayerResponsibleLink />
      <PlayerWallet />
      <PlayerBonuses />
      <PlayerMiles />
      <PlayerActivity />
    </PlayerPage>
  );
}
