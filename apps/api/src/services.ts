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

/** Every module's service, wired to the ones it uses. Modules meet only here. */
export function createServices(infra: Infrastructure, log?: MailLog) {
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
  return { tokens, xsrf, audit, tenants, live, staff, mail, players, content, wallet, casino };
}
export type Services = ReturnType<typeof createServices>;

declare module 'fastify' {
  interface FastifyInstance {
    services: Services;
  }
}
