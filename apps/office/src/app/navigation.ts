import type { UiKey } from '../lib/locales/en-us';
import type { Access } from '../lib/scopes';

/** The pages of the office and who may open them (the API enforces the same). */
export const NAVIGATION: readonly { path: string; label: UiKey; anyOf: readonly Access[] }[] = [
  { path: '/settings', label: 'nav.settings', anyOf: ['marketing'] },
  { path: '/content', label: 'nav.content', anyOf: ['marketing'] },
  { path: '/promotions', label: 'nav.promotions', anyOf: ['marketing'] },
  // Marketing finds players to grant bonuses: the search and who a player is, read-only.
  { path: '/players', label: 'nav.players', anyOf: ['support', 'compliance', 'marketing'] },
  { path: '/bonuses', label: 'nav.bonuses', anyOf: ['marketing'] },
  { path: '/messages', label: 'nav.messages', anyOf: ['marketing'] },
  { path: '/store', label: 'nav.store', anyOf: ['marketing'] },
  { path: '/tournaments', label: 'nav.tournaments', anyOf: ['marketing'] },
  { path: '/miles', label: 'nav.miles', anyOf: ['marketing'] },
  { path: '/referrals', label: 'nav.referrals', anyOf: ['marketing'] },
  { path: '/payments', label: 'nav.payments', anyOf: ['payments'] },
  { path: '/casino', label: 'nav.casino', anyOf: ['casino'] },
  { path: '/sports', label: 'nav.sports', anyOf: ['trader'] },
  { path: '/reports/ggr', label: 'nav.reports', anyOf: ['casino', 'trader'] },
  { path: '/compliance', label: 'nav.compliance', anyOf: ['compliance'] },
  { path: '/staff', label: 'nav.staff', anyOf: ['admin'] },
  { path: '/audit', label: 'nav.audit', anyOf: ['admin'] },
  { path: '/tenants', label: 'nav.tenants', anyOf: ['owner'] },
];
