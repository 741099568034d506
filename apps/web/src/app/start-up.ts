import type { Configurations } from '@tribuna/contracts/configurations';
import {
  configurationQuery,
  useConfiguration,
} from '../features/configuration/api/get-configuration';
import {
  applyLanguage,
  currentLanguage,
  loadLanguage,
  pickLanguage,
  storedLanguage,
} from '../lib/i18n';
import { configureHttp } from '../lib/http';
import { startIntegrations } from '../lib/integrations';
import { pageMeta } from '../lib/page-meta';
import { queryClient } from '../lib/query-client';
import {
  fetchUser,
  getSession,
  resetSession,
  startTokenValidation,
  syncSessionAcrossTabs,
  useSession,
  validToken,
  type TokenValidationInterval,
} from '../lib/session';
import { i18n } from '../lib/i18n';

configureHttp({
  apiKey: () => pageMeta().apiKey,
  language: currentLanguage,
  token: validToken,
  networkMessage: () => i18n.t('errors.start_failed'),
  resetSession: () => resetSession(),
});

/** Session options (spec: token validation off by default; `true` is every 1000 ms). */
export const SESSION_OPTIONS: { tokenValidationInterval: TokenValidationInterval } = {
  tokenValidationInterval: false,
};

let startup: Promise<Configurations> | null = null;
let lastConfiguration: Configurations | null = null;
let stopTokenValidation: (() => void) | null = null;

async function run(): Promise<Configurations> {
  // Before the first refresh: another tab's news must reach this one from the start.
  syncSessionAcrossTabs();
  // A visitor's kept language is fetched alongside the rest; otherwise the brand's, below.
  const kept = storedLanguage();
  const keptTexts = kept ? loadLanguage(kept) : null;
  // A returning player is read first, so the configuration asked for is the player's.
  if (getSession().token) await fetchUser().catch(() => null);
  const configuration = await queryClient.ensureQueryData(
    configurationQuery(storedLanguage(), getSession().loggedIn),
  );
  lastConfiguration = configuration;
  const language = pickLanguage(configuration.language);
  await (keptTexts ?? loadLanguage(language));
  applyLanguage(language);
  startIntegrations(configuration);
  stopTokenValidation ??= startTokenValidation(SESSION_OPTIONS.tokenValidationInterval);
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
