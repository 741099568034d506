import { auditEnUS, type AuditTextKey } from './locales/en-us';
import './audit-texts';

function isAuditKey(key: string): key is AuditTextKey {
  return Object.hasOwn(auditEnUS, key);
}

/**
 * Families of actions named by a pattern rather than one by one: a sports suspension of an
 * event or a market, and the players' own limit and break changes (set, confirmed,
 * cancelled; a time-out or a self-exclusion).
 */
const FAMILIES: readonly [RegExp, AuditTextKey][] = [
  [/^sports\.[a-z_]+\.suspend$/, 'audit.action.sports.suspend'],
  [/^sports\.[a-z_]+\.reopen$/, 'audit.action.sports.reopen'],
  [/^responsible\.limit(\.|$)/, 'audit.action.responsible.limit'],
  [/^responsible\.break(\.|$)/, 'audit.action.responsible.break'],
];

/** The words for an audited action ("player.block": "Player blocked"); none for one we do not know. */
export function auditActionKey(action: string): AuditTextKey | undefined {
  const exact = `audit.action.${action}`;
  if (isAuditKey(exact)) return exact;
  return FAMILIES.find(([pattern]) => pattern.test(action))?.[1];
}
