import { useEffect, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { CURRENCIES, currencyDecimals, type Currency } from '@tribuna/contracts/currencies';
import { LANGUAGES, type Language } from '@tribuna/contracts/languages';
import { PRODUCTS, type SiteSettings } from '@tribuna/contracts/site-settings';
import { typedExample, typedText } from '@tribuna/contracts/typed-amount';
import { Button } from '../../../components/ui/button';
import { Checkbox, Field } from '../../../components/ui/field';
import { FormSection } from '../../../components/ui/form-section';
import { FormNotices } from '../../../components/ui/form-notices';
import { currentLanguage } from '../../../lib/i18n';
import { useDraftForm } from '../../../lib/use-draft-form';
import type { SettingsTextKey } from '../locales/en-us';
import {
  fromDraft,
  LIMIT_KEYS,
  toDraft,
  type FieldErrors,
  type SettingsDraft,
} from '../settings-draft';
import { PopupsEditor } from './popups-editor';
import { RedirectsEditor } from './redirects-editor';
import { ThemePreview } from './theme-preview';
import '../settings-texts';

const COLOUR_KEYS = ['primary', 'secondary', 'background', 'surface', 'text'] as const;
const LOGO_KEYS = [
  ['header', 'dark'],
  ['header', 'light'],
  ['favicon', 'dark'],
  ['favicon', 'light'],
] as const;
const LANDING_VARIANTS: SiteSettings['landing_variant'][] = ['landing-1', 'landing-2', 'whatsapp'];
const HEADERS: SiteSettings['layout']['header'][] = ['header-1', 'header-2'];
const FOOTERS: SiteSettings['layout']['footer'][] = ['footer-1', 'footer-2'];
const LOBBIES: SiteSettings['layout']['lobby'][] = ['lobby-1', 'lobby-2', 'lobby-3'];
const CURRENCY_CODES = Object.keys(CURRENCIES) as Currency[];

function timeZones(current: string): string[] {
  const zones =
    typeof Intl.supportedValuesOf === 'function' ? Intl.supportedValuesOf('timeZone') : [];
  return zones.includes(current) ? zones : [current, ...zones];
}

export interface SettingsFormProps {
  initial: SiteSettings;
  saving: boolean;
  /** Field messages the server answered with, keyed by settings path. */
  serverErrors?: FieldErrors;
  banner?: ReactNode;
  onSave: (settings: SiteSettings) => void;
}

/** Edits every site setting on a draft, checked with the API's own schema before saving. */
export function SettingsForm({
  initial,
  saving,
  serverErrors = {},
  banner,
  onSave,
}: SettingsFormProps) {
  const { t } = useTranslation();
  const { draft, set, errors, shown, submit } = useDraftForm({
    initial: (): SettingsDraft => toDraft(initial),
    check: fromDraft,
    onValid: (result) => onSave(result.settings),
    serverErrors,
  });
  const [pristine] = useState(() => JSON.stringify(toDraft(initial)));
  const dirty = JSON.stringify(draft) !== pristine;

  // Closing or reloading the tab would lose the draft: let the browser ask first.
  useEffect(() => {
    if (!dirty) return;
    const warn = (event: BeforeUnloadEvent) => event.preventDefault();
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, [dirty]);

  function text(
    path: string,
    label: SettingsTextKey,
    value: string,
    onChange: (value: string) => void,
    extra: {
      hint?: string;
      type?: string;
      inputMode?: 'url' | 'tel' | 'decimal' | 'numeric';
      placeholder?: string;
    } = {},
  ) {
    return (
      <Field label={t(label)} error={shown[path]} hint={extra.hint}>
        {(control) => (
          <input
            {...control}
            name={path}
            type={extra.type ?? 'text'}
            inputMode={extra.inputMode}
            placeholder={extra.placeholder}
            value={value}
            onChange={(event) => onChange(event.target.value)}
          />
        )}
      </Field>
    );
  }

  function select<T extends string>(
    path: string,
    label: SettingsTextKey,
    value: T,
    options: readonly T[],
    onChange: (value: T) => void,
    optionLabel: (value: T) => string = (v) => v,
  ) {
    return (
      <Field label={t(label)} error={shown[path]}>
        {(control) => (
          <select
            {...control}
            name={path}
            value={value}
            onChange={(event) => {
              const next = options.find((option) => option === event.target.value);
              if (next !== undefined) onChange(next);
            }}
          >
            {options.map((option) => (
              <option key={option} value={option}>
                {optionLabel(option)}
              </option>
            ))}
          </select>
        )}
      </Field>
    );
  }

  const decimals = currencyDecimals(draft.currency);

  return (
    <div className="settings-layout">
      <form className="settings-form" onSubmit={submit} noValidate>
        {banner}
        <FormNotices errors={errors} />

        <FormSection title={t('settings.section.brand')}>
          {text('name', 'settings.name', draft.name, (value) => set('name', value))}
        </FormSection>

        <FormSection title={t('settings.section.theme')}>
          <div className="field">
            <span className="field-label" id="theme-label">
              {t('settings.theme')}
            </span>
            <div className="segmented" role="radiogroup" aria-labelledby="theme-label">
              {(['dark', 'light'] as const).map((theme) => (
                <label key={theme} className="segment">
                  <input
                    type="radio"
                    name="theme"
                    value={theme}
                    checked={draft.theme === theme}
                    onChange={() => set('theme', theme)}
                  />
                  <span>{t(`settings.theme.${theme}`)}</span>
                </label>
              ))}
            </div>
          </div>
          <div className="grid-colours">
            {COLOUR_KEYS.map((key) => {
              const path = `colors.${key}`;
              const value = draft.colors[key];
              const setColour = (next: string) => set('colors', { ...draft.colors, [key]: next });
              return (
                <Field key={key} label={t(`settings.colors.${key}`)} error={shown[path]}>
                  {(control) => (
                    <div className="colour-input">
                      <input
                        type="color"
                        aria-label={t('settings.colour_picker', {
                          label: t(`settings.colors.${key}`),
                        })}
                        value={/^#[0-9a-fA-F]{6}$/.test(value) ? value.toLowerCase() : '#000000'}
                        onChange={(event) => setColour(event.target.value)}
                      />
                      <input
                        {...control}
                        name={path}
                        className="mono"
                        maxLength={7}
                        spellCheck={false}
                        value={value}
                        onChange={(event) => setColour(event.target.value)}
                      />
                    </div>
                  )}
                </Field>
              );
            })}
          </div>
        </FormSection>

        <FormSection title={t('settings.section.logos')}>
          <div className="grid-2">
            {LOGO_KEYS.map(([kind, theme]) => (
              <div key={`${kind}.${theme}`}>
                {text(
                  `logos.${kind}.${theme}`,
                  `settings.logos.${kind}.${theme}`,
                  draft.logos[kind][theme],
                  (value) =>
                    set('logos', {
                      ...draft.logos,
                      [kind]: { ...draft.logos[kind], [theme]: value },
                    }),
                  { inputMode: 'url' },
                )}
              </div>
            ))}
          </div>
        </FormSection>

        <FormSection title={t('settings.section.regional')}>
          <div className="field">
            <span className="field-label" id="languages-label">
              {t('settings.languages')}
            </span>
            <div className="checks" role="group" aria-labelledby="languages-label">
              {LANGUAGES.map((language) => (
                <Checkbox
                  key={language}
                  label={t(`lang.${language}`)}
                  checked={draft.languages.includes(language)}
                  onChange={(checked) =>
                    set(
                      'languages',
                      checked
                        ? LANGUAGES.filter((l) => l === language || draft.languages.includes(l))
                        : draft.languages.filter((l) => l !== language),
                    )
                  }
                />
              ))}
            </div>
            {shown.languages && <p className="field-error">{shown.languages}</p>}
          </div>
          <div className="grid-2">
            {select<Language>(
              'language',
              'settings.language',
              draft.language,
              LANGUAGES,
              (value) => set('language', value),
              (value) => t(`lang.${value}`),
            )}
            {select<Currency>(
              'currency',
              'settings.currency',
              draft.currency,
              CURRENCY_CODES,
              (value) => set('currency', value),
            )}
            {select(
              'timezone',
              'settings.timezone',
              draft.timezone,
              timeZones(draft.timezone),
              (value) => set('timezone', value),
            )}
          </div>
        </FormSection>

        <FormSection title={t('settings.section.access')}>
          <div className="grid-2">
            {text(
              'pam_type',
              'settings.pam_type',
              draft.pam_type,
              (value) => set('pam_type', value),
              {
                hint: t('settings.pam_type_hint'),
                inputMode: 'numeric',
              },
            )}
            {select(
              'landing_variant',
              'settings.landing_variant',
              draft.landing_variant,
              LANDING_VARIANTS,
              (value) => set('landing_variant', value),
            )}
            {text(
              'whatsapp_number',
              'settings.whatsapp_number',
              draft.whatsapp_number,
              (value) => set('whatsapp_number', value),
              { inputMode: 'tel', type: 'tel' },
            )}
            {text(
              'sports_url',
              'settings.sports_url',
              draft.sports_url,
              (value) => set('sports_url', value),
              { inputMode: 'url' },
            )}
          </div>
          <Checkbox
            label={t('settings.landing')}
            checked={draft.landing}
            onChange={(value) => set('landing', value)}
          />
        </FormSection>

        <FormSection title={t('settings.section.products')}>
          <div className="checks checks-grid" role="group" aria-label={t('settings.products')}>
            {PRODUCTS.map((product) => (
              <Checkbox
                key={product}
                label={t(`product.${product}`)}
                checked={draft.products.includes(product)}
                onChange={(checked) =>
                  set(
                    'products',
                    checked
                      ? PRODUCTS.filter((p) => p === product || draft.products.includes(p))
                      : draft.products.filter((p) => p !== product),
                  )
                }
              />
            ))}
          </div>
        </FormSection>

        <FormSection title={t('settings.section.layout')}>
          <div className="grid-3">
            {select(
              'layout.header',
              'settings.layout.header',
              draft.layout.header,
              HEADERS,
              (value) => set('layout', { ...draft.layout, header: value }),
            )}
            {select(
              'layout.footer',
              'settings.layout.footer',
              draft.layout.footer,
              FOOTERS,
              (value) => set('layout', { ...draft.layout, footer: value }),
            )}
            {select('layout.lobby', 'settings.layout.lobby', draft.layout.lobby, LOBBIES, (value) =>
              set('layout', { ...draft.layout, lobby: value }),
            )}
          </div>
        </FormSection>

        <FormSection title={t('settings.section.popups')}>
          <PopupsEditor
            popups={draft.popups}
            errors={shown}
            onChange={(popups) => set('popups', popups)}
          />
        </FormSection>

        <FormSection title={t('settings.section.redirects')}>
          <RedirectsEditor
            redirects={draft.redirects}
            errors={shown}
            onChange={(redirects) => set('redirects', redirects)}
          />
        </FormSection>

        <FormSection title={t('settings.section.limits')}>
          <p className="muted">
            {t('settings.limits_hint', {
              currency: draft.currency,
              decimals,
              example: typedExample(decimals, currentLanguage()),
            })}
          </p>
          <div className="grid-3">
            {LIMIT_KEYS.map((key) => (
              <div key={key}>
                {text(
                  `limits.${key}`,
                  `settings.limits.${key}`,
                  draft.limits[key],
                  (value) => set('limits', { ...draft.limits, [key]: value }),
                  { inputMode: 'decimal', placeholder: typedText(0, decimals, currentLanguage()) },
                )}
              </div>
            ))}
          </div>
        </FormSection>

        <FormSection title={t('settings.section.operations')}>
          <div className="grid-2">
            {text(
              'payment_hours.from',
              'settings.payment_hours.from',
              draft.payment_hours.from,
              (value) => set('payment_hours', { ...draft.payment_hours, from: value }),
              { type: 'time' },
            )}
            {text(
              'payment_hours.to',
              'settings.payment_hours.to',
              draft.payment_hours.to,
              (value) => set('payment_hours', { ...draft.payment_hours, to: value }),
              { type: 'time' },
            )}
          </div>
          <label className="switch">
            <input
              type="checkbox"
              role="switch"
              checked={draft.maintenance.enabled}
              onChange={(event) => set('maintenance', { enabled: event.target.checked })}
            />
            <span>{t('settings.maintenance')}</span>
          </label>
        </FormSection>

        <FormSection title={t('settings.section.integrations')}>
          {text('zoho_key', 'settings.zoho_key', draft.zoho_key, (value) => set('zoho_key', value))}
          <Checkbox
            label={t('settings.analytics_enabled')}
            checked={draft.analytics_enabled}
            onChange={(value) => set('analytics_enabled', value)}
          />
          {text('analytics_code', 'settings.analytics_code', draft.analytics_code, (value) =>
            set('analytics_code', value),
          )}
        </FormSection>

        <div className="form-actions sticky-actions">
          <Button type="submit" variant="primary" disabled={saving}>
            {saving ? t('common.saving') : t('common.save')}
          </Button>
        </div>
      </form>
      <ThemePreview draft={draft} />
    </div>
  );
}
