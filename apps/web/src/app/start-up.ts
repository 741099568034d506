import type { Configurations } from '@tribuna/contracts/configurations';
import {
  configurationQuery,
  useConfiguration,
} from '../features/configuration/api/get-configuration';
import { applyLanguage, currentLanguage, pickLanguage, storedLanguage } from '../lib/i18n';
import { configureHttp } from '../lib/http';
import { pageMeta } from '../lib/page-meta';
import { queryClient } from '../lib/query-client';
import { fetchUser, getSession, useSession, validToken } from '../lib/session';
import { i18n } from '../lib/i18n';

configureHttp({
  apiKey: () => pageMeta().apiKey,
  language: currentLanguage,
  token: validToken,
  networkMessage: () => i18n.t('errors.start_failed'),
});

let startup: Promise<Configurations> | null = null;
let lastConfiguration: Configurations | null = null;

async function run(): Promise<Configurations> {
  // A returning player is read first, so the configuration asked for is the player's.
  if (getSession().token) await fetchUser().catch(() => null);
  const configuration = await queryClient.ensureQueryData(
    configurationQuery(storedLanguage(), getSession().loggedIn),
  );
  lastConfiguration = configuration;
  applyLanguage(pickLanguage(configuration.language));
  return configuration;
}

/**
 * Start-up, once per page: the player (when a token is kept) and the configuration.
 * Every loader awaits it, since React Router runs matched loaders side by side.
 */
export function startUp(): Promise<Configurations> {
  startup ??= run().catch((error: unknown) => {
    startup = null;
    throw error;
  });
  return startup;
}

/** The configuration for the current language and session (the last one while a new one loads). */
export function useSiteConfiguration(): Configurations | null {
  const session = useSession();
  const { data } = useConfiguration(storedLanguage(), session.loggedIn);
  return data ?? lastConfiguration;
}
