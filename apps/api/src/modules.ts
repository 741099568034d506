import type { AnyModule } from './kernel/module';
import { activityModule } from './modules/activity/activity.module';
import { auditModule } from './modules/audit/audit.module';
import { bonusModule } from './modules/bonus/bonus.module';
import { casinoModule } from './modules/casino/casino.module';
import { contentModule } from './modules/content/content.module';
import { inboxModule } from './modules/inbox/inbox.module';
import { houseModule } from './modules/house/house.module';
import { liveModule } from './modules/live/live.module';
import { mailModule } from './modules/mail/mail.module';
import { milesModule } from './modules/miles/miles.module';
import { partnersModule } from './modules/partner-provider/partners.module';
import { playersModule } from './modules/players/players.module';
import { referralsModule } from './modules/referrals/referrals.module';
import { promotionsModule } from './modules/promotions/promotions.module';
import { responsibleModule } from './modules/responsible/responsible.module';
import { sportsModule } from './modules/sports/sports.module';
import { storeModule } from './modules/store/store.module';
import { staffModule } from './modules/staff/staff.module';
import { tenantsModule } from './modules/tenants/tenants.module';
import { tournamentsModule } from './modules/tournaments/tournaments.module';
import { walletModule } from './modules/wallet/wallet.module';

/**
 * The platform's modules, in the order they are built: each after the modules it needs
 * (the kernel refuses to start otherwise). A new product is one folder and one line here.
 */
export const MODULES: readonly AnyModule[] = [
  auditModule,
  staffModule,
  tenantsModule,
  mailModule,
  playersModule,
  activityModule,
  liveModule,
  inboxModule,
  contentModule,
  promotionsModule,
  walletModule,
  responsibleModule,
  casinoModule,
  bonusModule,
  milesModule,
  houseModule,
  sportsModule,
  partnersModule,
  storeModule,
  referralsModule,
  tournamentsModule,
];
