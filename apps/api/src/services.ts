import type { Infrastructure } from './infrastructure';
import { createTokenIssuer } from './lib/tokens';
import { createXsrf } from './lib/xsrf';
import { createAuditService } from './modules/audit/audit.service';
import { createContentService } from './modules/content/content.service';
import { createLiveService } from './modules/live/live.service';
import { createTenantsService } from './modules/tenants/tenants.service';
import { createMailService, type MailLog } from './modules/mail/mail.service';
import { createPlayersService } from './modules/players/players.service';
import { createStaffService } from './modules/staff/staff.service';
import { createWalletService } from './modules/wallet/wallet.service';
import { createCasinoModule } from './modules/casino/casino-module';
import { createHouseModule } from './modules/house/house-module';
import type { ProviderTransport } from './modules/house/house-wallet';
import type { HouseOptions } from './modules/house/house-module';
import { createSportsModule } from './modules/sports/sports-module';
import type { SportsFeedOptions } from './modules/sports/sports-feed';
import { cumbreSecret } from './modules/partner-provider/cumbre-games';

/** Every module's service, wired to the ones it uses. Modules meet only here. */
export function createServices(
  infra: Infrastructure,
  /** How the house games reach the seamless-wallet API: the app's own routes. */
  selfCall: ProviderTransport,
  log?: MailLog,
  /** The house games' timings (from the env; undefined keeps the defaults). */
  houseOptions: HouseOptions = {},
  /** The sportsbook's feed (from the env; undefined keeps the defaults). */
  sportsOptions: SportsFeedOptions = {},
) {
  const { db } = infra.database;
  const { bus, secrets } = infra;
  const tokens = createTokenIssuer(secrets.jwt);
  const xsrf = createXsrf(secrets.hmac);
  const audit = createAuditService({ db });
  const tenants = createTenantsService({ db, bus, audit });
  const staff = createStaffService({ db, tokens, limiter: infra.limiter, audit });
  const live = createLiveService({ bus });
  const mail = createMailService({ db, log });
  const players = createPlayersService({ db, bus, tokens, limiter: infra.limiter, audit, mail });
  const content = createContentService({ db, audit });
  const wallet = createWalletService({ db, audit, live, tenants, players });
  const casino = createCasinoModule({ db, bus, audit, tenants, players, wallet });
  const house = createHouseModule({
    db,
    bus,
    live,
    tenants,
    transport: selfCall,
    providerSecret: () => casino.providerSecret('tribuna'),
    ...houseOptions,
  });
  const sports = createSportsModule(
    { db, bus, live, tenants, audit, wallet, players },
    sportsOptions,
  );
  // The demo partner provider's shared secret: the seed registers it, the partner signs with it.
  const partners = { cumbre: { secret: cumbreSecret(secrets.partners) } };
  return {
    tokens,
    xsrf,
    audit,
    tenants,
    live,
    staff,
    mail,
    players,
    content,
    wallet,
    casino,
    house,
    sports,
    partners,
  };
}
export type Services = ReturnType<typeof createServices>;

declare module 'fastify' {
  interface FastifyInstance {
    services: Services;
  }
}
