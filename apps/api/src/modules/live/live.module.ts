import { defineModule } from '../../kernel/module';
import { liveRoutes } from './live.routes';
import { createLiveService, type LiveService } from './live.service';

declare module '../../kernel/module' {
  interface ModuleServices {
    live: LiveService;
  }
}

/** The pages' WebSocket: what each tab hears live (balances, prices, tables). */
export const liveModule = defineModule({
  name: 'live',
  needs: ['players'],
  create: (_deps, { bus }) => createLiveService({ bus }),
  routes: (groups, live, { tokens }, { players }) =>
    groups.open((api) =>
      liveRoutes(api, {
        live,
        tokens,
        checkPlayerSession: (principal, tenantId) => players.checkSession(principal, tenantId),
      }),
    ),
});
