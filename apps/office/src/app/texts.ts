import type { enUS } from '../lib/locales/en-us';
import type { activityEnUS } from '../features/activity/locales/en-us';
import type { auditEnUS } from '../features/audit/locales/en-us';
import type { bonusEnUS } from '../features/bonus/locales/en-us';
import type { inboxEnUS } from '../features/inbox/locales/en-us';
import type { casinoEnUS } from '../features/casino/locales/en-us';
import type { complianceEnUS } from '../features/compliance/locales/en-us';
import type { milesEnUS } from '../features/miles/locales/en-us';
import type { contentEnUS } from '../features/content/locales/en-us';
import type { paymentsEnUS } from '../features/payments/locales/en-us';
import type { playersEnUS } from '../features/players/locales/en-us';
import type { promotionsEnUS } from '../features/promotions/locales/en-us';
import type { referralsEnUS } from '../features/referrals/locales/en-us';
import type { settingsEnUS } from '../features/settings/locales/en-us';
import type { sportsEnUS } from '../features/sports/locales/en-us';
import type { staffEnUS } from '../features/staff/locales/en-us';
import type { storeEnUS } from '../features/store/locales/en-us';
import type { tenantsEnUS } from '../features/tenants/locales/en-us';
import type { tournamentsEnUS } from '../features/tournaments/locales/en-us';

/**
 * What `t` checks keys and their parameters against: the shell's texts, which the first page
 * carries, and each feature's, which come with its chunk. Features meet here, in src/app.
 */
type OfficeTexts = typeof enUS &
  typeof activityEnUS &
  typeof auditEnUS &
  typeof bonusEnUS &
  typeof casinoEnUS &
  typeof inboxEnUS &
  typeof complianceEnUS &
  typeof milesEnUS &
  typeof contentEnUS &
  typeof paymentsEnUS &
  typeof playersEnUS &
  typeof promotionsEnUS &
  typeof referralsEnUS &
  typeof settingsEnUS &
  typeof sportsEnUS &
  typeof staffEnUS &
  typeof storeEnUS &
  typeof tenantsEnUS &
  typeof tournamentsEnUS;

declare module 'i18next' {
  interface CustomTypeOptions {
    resources: { translation: OfficeTexts };
    keySeparator: false;
    nsSeparator: false;
  }
}
