import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { BonusSection } from '../../features/bonus/components/bonus-section';
import { DEFAULT_BONUS_VIEW, isBonusView, type BonusView } from '../../features/bonus/bonus-views';
import { InboxSection } from '../../features/inbox/components/inbox-section';
import { LanguageForm } from '../../features/profile/components/language-form';
import { PasswordForm } from '../../features/profile/components/password-form';
import {
  DEFAULT_MILES_VIEW,
  isMilesView,
  MilesSection,
} from '../../features/miles/components/miles-section';
import { PersonalDataForm } from '../../features/profile/components/personal-data-form';
import {
  ProfileLayout,
  type ProfileSection,
} from '../../features/profile/components/profile-layout';
import { OrdersSection } from '../../features/store/components/orders-section';
import { BetHistory } from '../../features/sports/components/bet-history';
import { ReferralsSection } from '../../features/referrals/components/referrals-section';
import { ResponsibleSection } from '../../features/responsible/components/responsible-section';
import { useWalletSummary } from '../../features/wallet/api/get-wallet-summary';
import { WalletSection } from '../../features/wallet/components/wallet-section';
import { walletKeys } from '../../features/wallet/wallet-keys';
import { brandMoney, sportsSiteOf } from '../brand-money';
import {
  bonusPath,
  DEPOSIT_PATH,
  MESSAGES_PATH,
  ORDERS_PATH,
  milesPath,
  realGamePath,
  REFERRALS_PATH,
  RESPONSIBLE_PATH,
  SPORTS_PATH,
  STORE_PATH,
  WITHDRAW_PATH,
} from '../player-paths';
import { isLanguage, LANGUAGES } from '@tribuna/contracts/language-codes';
import type { MilesSection as MilesView } from '@tribuna/contracts/miles';
import { useSession } from '../../lib/session';
import { useSiteConfiguration } from '../start-up';
import { usePageTitle } from '../use-page-title';

/**
 * `/profile` (login required; pam_type 2 only, see guards). The sections of other
 * features (messages, miles, referrals) join this list as they come.
 */
export function ProfileRoute() {
  return <ProfilePage />;
}

/** `/profile/responsible`: the profile opened on its responsible gambling section. */
export function ProfileResponsibleRoute() {
  return <ProfilePage activeId="responsible" />;
}

/** `/profile/messages`: the profile opened on the player's messages. */
export function ProfileMessagesRoute() {
  return <ProfilePage activeId="messages" />;
}

/** `/profile/orders`: the profile opened on the player's store orders. */
export function ProfileOrdersRoute() {
  return <ProfilePage activeId="orders" />;
}

/** `/profile/referrals`: the profile opened on the player's referral code and referrals. */
export function ProfileReferralsRoute() {
  return <ProfilePage activeId="referrals" />;
}

/**
 * `/profile/bonus/:section`: the profile opened on its bonuses, at one of their sections;
 * without one (or with one it does not know), at the active ones.
 */
export function ProfileBonusRoute() {
  const { section } = useParams();
  const view = isBonusView(section) ? section : DEFAULT_BONUS_VIEW;
  return <ProfilePage activeId="bonus" bonusView={view} />;
}

/** `/profile/miles/:section`: the profile opened on its miles, at one of their sections. */
export function ProfileMilesRoute() {
  const { section } = useParams();
  const view = isMilesView(section) ? section : DEFAULT_MILES_VIEW;
  return <ProfilePage activeId="miles" milesView={view} />;
}

function ProfilePage({
  activeId,
  bonusView = DEFAULT_BONUS_VIEW,
  milesView = DEFAULT_MILES_VIEW,
}: {
  activeId?: string;
  bonusView?: BonusView;
  milesView?: MilesView;
}) {
  const { t } = useTranslation();
  usePageTitle('pages.titles.profile');
  const { user } = useSession();
  const configuration = useSiteConfiguration();
  const client = useQueryClient();
  const wallet = useWalletSummary();
  if (!user) return null;
  const languages = (configuration?.languages ?? [...LANGUAGES]).filter(isLanguage);
  const sections: ProfileSection[] = [
    {
      id: 'personal',
      label: t('profile.sections.personal'),
      content: <PersonalDataForm user={user} />,
    },
    {
      id: 'language',
      label: t('profile.sections.language'),
      content: <LanguageForm languages={languages} />,
    },
    {
      id: 'password',
      label: t('profile.sections.password'),
      content: <PasswordForm username={user.username} />,
    },
    { id: 'wallet', label: t('wallet.title'), content: <WalletSection /> },
  ];
  if (configuration) {
    sections.push({
      id: 'messages',
      path: MESSAGES_PATH,
      label: t('inbox.title'),
      content: <InboxSection timeZone={configuration.timezone} />,
    });
  }
  // A brand whose jurisdiction forbids bonuses has no section for them.
  if (configuration?.jurisdiction.bonuses_allowed) {
    sections.push({
      id: 'bonus',
      path: bonusPath(DEFAULT_BONUS_VIEW),
      label: t('bonus.title'),
      content: (
        <BonusSection
          view={bonusView}
          pathOf={bonusPath}
          money={brandMoney(configuration)}
          timeZone={configuration.timezone}
          depositPath={DEPOSIT_PATH}
          playPaths={{ sports: SPORTS_PATH, game: realGamePath }}
          bonusBalance={wallet.data?.balance.bonus}
          onMoneyMoved={() => void client.invalidateQueries({ queryKey: walletKeys.all })}
        />
      ),
    });
  }
  if (configuration) {
    sections.push({
      id: 'miles',
      path: milesPath(DEFAULT_MILES_VIEW),
      label: t('miles.title'),
      content: (
        <MilesSection
          view={milesView}
          pathOf={milesPath}
          money={brandMoney(configuration)}
          timeZone={configuration.timezone}
          onCashMoved={() => void client.invalidateQueries({ queryKey: walletKeys.all })}
        />
      ),
    });
  }
  // A brand with a partner's sportsbook keeps its bets there.
  if (configuration && !configuration.sports_url) {
    sections.push({
      id: 'bets',
      label: t('sports.bets.history'),
      content: <BetHistory site={sportsSiteOf(configuration)} />,
    });
  }
  if (configuration) {
    sections.push(
      {
        id: 'orders',
        path: ORDERS_PATH,
        label: t('store_orders.title'),
        content: (
          <OrdersSection
            timeZone={configuration.timezone}
            storePath={STORE_PATH}
            bonusesPath={bonusPath('list')}
          />
        ),
      },
      {
        id: 'referrals',
        path: REFERRALS_PATH,
        label: t('referrals.title'),
        content: (
          <ReferralsSection money={brandMoney(configuration)} timeZone={configuration.timezone} />
        ),
      },
    );
    sections.push({
      id: 'responsible',
      path: RESPONSIBLE_PATH,
      label: t('profile.sections.responsible'),
      content: (
        <ResponsibleSection
          money={brandMoney(configuration)}
          timeZone={configuration.timezone}
          country={configuration.jurisdiction.country}
          withdrawPath={WITHDRAW_PATH}
        />
      ),
    });
  }
  return <ProfileLayout user={user} sections={sections} activeId={activeId} />;
}
