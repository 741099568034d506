import { defineModule } from '../../kernel/module';
import { CUMBRE_CATALOGUE_GAMES, CUMBRE_PROVIDER } from './cumbre-catalogue';
import { cumbreSecret } from './cumbre-games';
import { cumbreRoutes } from './cumbre.routes';

/** The demo partners this process hosts, each with the secret it shares with us. */
export interface PartnersService {
  cumbre: { secret: string };
}

declare module '../../kernel/module' {
  interface ModuleServices {
    partners: PartnersService;
  }
}

/**
 * A demo third-party provider that this process happens to host (ADR 0018): it reaches
 * the platform only through launch URLs and signed HTTP calls to the wallet API. Its
 * secret is derived from the server's key, so the seed and the partner agree on it.
 */
export const partnersModule = defineModule({
  name: 'partners',
  needs: ['casino'],
  create: (_deps, { secrets }) => ({ cumbre: { secret: cumbreSecret(secrets.partners) } }),
  routes: (groups, partners) =>
    groups.external((app) => cumbreRoutes(app, { secret: partners.cumbre.secret })),
  seed: {
    /** Cumbre in the catalogue, as an operator would add an outside studio. */
    async platform(partners, { casino }) {
      await casino.importCatalogue({
        providers: [{ ...CUMBRE_PROVIDER, secret: partners.cumbre.secret }],
        categories: [],
        games: CUMBRE_CATALOGUE_GAMES,
      });
    },
  },
});
