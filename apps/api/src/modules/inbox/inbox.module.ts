import { addMessages } from '@tribuna/contracts/messages';
import { inboxMessages } from '@tribuna/contracts/messages/inbox';
import { defineModule } from '../../kernel/module';
import { SYSTEM_ACTOR } from '../audit/audit.service';
import { inboxOfficeRoutes, inboxRoutes } from './inbox.routes';
import { createInboxService, type InboxService } from './inbox.service';

// Its refusals and the campaign form's rules, out of the shared catalogue's values (ADR 0043).
addMessages(inboxMessages);

declare module '../../kernel/module' {
  interface ModuleServices {
    inbox: InboxService;
  }
}

/**
 * The player's inbox: every module writes its messages with `send` in its own transaction;
 * the inbox renders them in the reader's language, pushes them live after they commit,
 * and sends the office's campaigns to segments of players (ADR 0050).
 */
export const inboxModule = defineModule({
  name: 'inbox',
  needs: ['audit', 'tenants', 'players', 'activity', 'live'],
  create: ({ audit, tenants, players, activity, live }, { db, clock }) =>
    createInboxService({ db, clock, tenants, players, activity, live, audit }),
  async routes(groups, inbox) {
    await groups.player((api) => inboxRoutes(api, { inbox }));
    await groups.office(['marketing'], (api) => inboxOfficeRoutes(api, { inbox }));
  },
  jobs: (inbox) => inbox.jobs,
  seed: {
    /** A welcome campaign to every player of the brand, sent at once through its own job. */
    async brand(inbox, brand) {
      await inbox.createCampaign(SYSTEM_ACTOR, brand.id, {
        name: 'Welcome',
        texts: {
          en_US: {
            title: `Welcome to ${brand.name}`,
            body: 'Your messages live here: deposits, bonuses, limits and our news. Good luck!',
          },
          es_ES: {
            title: `Te damos la bienvenida a ${brand.name}`,
            body: 'Aquí verás tus mensajes: depósitos, bonos, límites y nuestras novedades. ¡Suerte!',
          },
          pt_BR: {
            title: `Boas-vindas à ${brand.name}`,
            body: 'Aqui ficam suas mensagens: depósitos, bônus, limites e nossas novidades. Boa sorte!',
          },
        },
        segment: {},
        send_at: null,
      });
    },
  },
});
