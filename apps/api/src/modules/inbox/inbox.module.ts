import { addMessages } from '@tribuna/contracts/messages';
import { inboxMessages } from '@tribuna/contracts/messages/inbox';
import { defineModule } from '../../kernel/module';
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
});
