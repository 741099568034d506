import { hashPassword } from '../../lib/secure-tokens';
import { defineModule } from '../../kernel/module';
import {
  PLAYER_DESK_SCOPES,
  PLAYER_LOOKUP_SCOPES,
  playersLookupRoutes,
  playersOfficeRoutes,
} from './players.office-routes';
import { playersRoutes } from './players.routes';
import { createPlayersService, type PlayersService } from './players.service';

declare module '../../kernel/module' {
  interface ModuleServices {
    players: PlayersService;
  }
}

// One argon2 hash for every demo player keeps the seed fast.
let demoPasswordHash: Promise<string> | undefined;

/** Players: sign-up, log-in and sessions, password resets, profile; support's desk. */
export const playersModule = defineModule({
  name: 'players',
  needs: ['audit', 'mail'],
  create: ({ audit, mail }, { db, bus, tokens, limiter }) =>
    createPlayersService({ db, bus, tokens, limiter, audit, mail }),
  async routes(groups, players, { xsrf, tokens, clock }) {
    await playersRoutes(groups, { players, xsrf, tokens, clock });
    // Two groups, so a route added to the desk's can never be marketing's by accident.
    await groups.office(PLAYER_LOOKUP_SCOPES, (api) => playersLookupRoutes(api, { players }));
    await groups.office(PLAYER_DESK_SCOPES, (api) => playersOfficeRoutes(api, { players }));
  },
  seed: {
    /** `demo` / `demo1234`, and `blocked` / `demo1234` (refused: "User blocked"). */
    async brand(players, brand) {
      demoPasswordHash ??= hashPassword('demo1234');
      const passwordHash = await demoPasswordHash;
      const common = { lastName: 'Player', language: brand.language };
      await players.ensureDemo(
        brand.id,
        {
          ...common,
          username: 'demo',
          email: `demo@${brand.slug}.test`,
          name: 'Demo',
          status: 'active',
        },
        passwordHash,
      );
      await players.ensureDemo(
        brand.id,
        {
          ...common,
          username: 'blocked',
          email: `blocked@${brand.slug}.test`,
          name: 'Blocked',
          status: 'blocked',
          blockedReason: 'Demo account: always blocked',
        },
        passwordHash,
      );
    },
  },
});
