import type { RouteRedirect } from '@tribuna/contracts/builds';
import { currencyDecimals } from '@tribuna/contracts/currencies';
import {
  siteSettingsSchema,
  type Popup,
  type SiteSettings,
} from '@tribuna/contracts/site-settings';
import { issueParams, issueText, uiText } from '../../lib/i18n';
import { settingsEnUS, type SettingsTextKey } from './locales/en-us';
import { amountFormatText, fromMinorUnits, toMinorUnits } from '../../lib/money';
import './settings-texts';

type LimitKey = keyof SiteSettings['limits'];
export const LIMIT_KEYS: readonly LimitKey[] = [
  'min_deposit',
  'min_withdrawal',
  'max_daily_withdrawal',
];

export type PopupDraft = Omit<Popup, 'image_url' | 'link_url'> & {
  image_url: string;
  link_url: string;
};

/** A route rule as edited: `key` keeps its inputs in place while rules are moved. */
export type RedirectDraft = RouteRedirect & { key: string };

/**
 * What the form edits: the settings as typed. Amounts are major-unit text in the staff
 * member's format, and optional values are text where empty means "none".
 */
export type SettingsDraft = Omit<
  SiteSettings,
  | 'pam_type'
  | 'whatsapp_number'
  | 'sports_url'
  | 'limits'
  | 'popups'
  | 'redirects'
  | 'enabled_modules'
  | 'trackers'
> & {
  pam_type: string;
  whatsapp_number: string;
  sports_url: string;
  limits: Record<LimitKey, string>;
  popups: PopupDraft[];
  redirects: RedirectDraft[];
  zoho_key: string;
  analytics_enabled: boolean;
  analytics_code: string;
};

export type FieldErrors = Record<string, string>;

export function toDraft(settings: SiteSettings): SettingsDraft {
  const decimals = currencyDecimals(settings.currency);
  const { enabled_modules, trackers, limits, popups, redirects, ...rest } = settings;
  return {
    ...rest,
    pam_type: String(settings.pam_type),
    whatsapp_number: settings.whatsapp_number ?? '',
    sports_url: settings.sports_url ?? '',
    limits: {
      min_deposit: fromMinorUnits(limits.min_deposit, decimals),
      min_withdrawal: fromMinorUnits(limits.min_withdrawal, decimals),
      max_daily_withdrawal: fromMinorUnits(limits.max_daily_withdrawal, decimals),
    },
    popups: popups.map((popup) => ({
      ...popup,
      image_url: popup.image_url ?? '',
      link_url: popup.link_url ?? '',
    })),
    // Keys from the position, so the same settings always give the same draft.
    redirects: redirects.map((rule, index) => ({ key: `rule-${index}`, ...rule })),
    zoho_key: enabled_modules.customer_support.zoho.key ?? '',
    analytics_enabled: trackers.analytics.enabled,
    analytics_code: trackers.analytics.code ?? '',
  };
}

function orNull(text: string): string | null {
  const value = text.trim();
  return value === '' ? null : value;
}

/** The label a field's message names, for a dotted path of the settings. */
export function fieldLabelKey(path: string): SettingsTextKey | undefined {
  const popup = /^popups\.\d+\.(\w+)$/.exec(path);
  if (popup) {
    const key = `popup.${popup[1] ?? ''}`;
    return isSettingsKey(key) ? key : undefined;
  }
  const redirect = /^redirects\.\d+\.(\w+)$/.exec(path);
  if (redirect) {
    const key = `redirect.${redirect[1] ?? ''}`;
    return isSettingsKey(key) ? key : undefined;
  }
  const aliases: Record<string, SettingsTextKey> = {
    'enabled_modules.customer_support.zoho.key': 'settings.zoho_key',
    'trackers.analytics.code': 'settings.analytics_code',
    'trackers.analytics.enabled': 'settings.analytics_enabled',
    'maintenance.enabled': 'settings.maintenance',
  };
  const alias = aliases[path];
  if (alias) return alias;
  const key = `settings.${path}`;
  return isSettingsKey(key) ? key : undefined;
}

function isSettingsKey(key: string): key is SettingsTextKey {
  return Object.hasOwn(settingsEnUS, key);
}

/** The form's paths for the schema's paths (the draft flattens a few nested fields). */
function draftPath(path: string): string {
  if (path === 'enabled_modules.customer_support.zoho.key') return 'zoho_key';
  if (path === 'trackers.analytics.code') return 'analytics_code';
  if (path === 'trackers.analytics.enabled') return 'analytics_enabled';
  return path;
}

/** Turns a schema's issue paths and message keys into texts keyed by form path. */
export function issuesToErrors(
  issues: readonly { path: readonly PropertyKey[]; message: string }[],
): FieldErrors {
  const errors: FieldErrors = {};
  for (const issue of issues) {
    const path = issue.path.map(String).join('.');
    const labelKey = fieldLabelKey(path);
    const label = labelKey ? uiText(labelKey).toLowerCase() : path;
    const target = draftPath(path);
    errors[target] ??= issueText(issue.message, label, issueParams(issue));
  }
  return errors;
}

/**
 * Validates the draft with the contract's own schema (the one the API applies),
 * so the form refuses exactly what the server would.
 */
export function fromDraft(
  draft: SettingsDraft,
): { ok: true; settings: SiteSettings } | { ok: false; errors: FieldErrors } {
  const decimals = currencyDecimals(draft.currency);
  const errors: FieldErrors = {};
  const limits: Record<LimitKey, number> = {
    min_deposit: 0,
    min_withdrawal: 0,
    max_daily_withdrawal: 0,
  };
  for (const key of LIMIT_KEYS) {
    const minor = toMinorUnits(draft.limits[key], decimals);
    if (minor === null) errors[`limits.${key}`] = amountFormatText(decimals);
    else limits[key] = minor;
  }
  const pamType = /^\d{1,2}$/.test(draft.pam_type.trim()) ? Number(draft.pam_type) : Number.NaN;
  const { zoho_key, analytics_enabled, analytics_code, ...rest } = draft;
  const candidate = {
    ...rest,
    pam_type: pamType,
    whatsapp_number: orNull(draft.whatsapp_number),
    sports_url: orNull(draft.sports_url),
    limits,
    popups: draft.popups.map((popup) => ({
      ...popup,
      image_url: orNull(popup.image_url),
      link_url: orNull(popup.link_url),
    })),
    redirects: draft.redirects.map((rule) => ({
      from: rule.from.trim(),
      to: rule.to.trim(),
      external: rule.external,
    })),
    enabled_modules: { customer_support: { zoho: { key: orNull(zoho_key) } } },
    trackers: { analytics: { enabled: analytics_enabled, code: orNull(analytics_code) } },
  };
  // The schema checks this only once every field is valid; say it at once.
  if (draft.languages.length > 0 && !draft.languages.includes(draft.language)) {
    errors.language = issueText('validation.invalid', uiText('settings.language').toLowerCase());
  }
  const parsed = siteSettingsSchema.safeParse(candidate);
  if (!parsed.success) Object.assign(errors, { ...issuesToErrors(parsed.error.issues), ...errors });
  if (Object.keys(errors).length > 0 || !parsed.success) return { ok: false, errors };
  return { ok: true, settings: parsed.data };
}
