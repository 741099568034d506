import { useState, type FormEvent, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { Currency } from '@tribuna/contracts/currencies';
import { HELP_BY_COUNTRY } from '@tribuna/contracts/help-organisations';
import {
  JURISDICTION_PRESETS,
  LIMIT_PERIODS,
  REALITY_CHECK_MINUTES,
  SELF_EXCLUSIONS,
  TIME_OUTS,
  type JurisdictionPreset,
  type JurisdictionProfile,
} from '@tribuna/contracts/jurisdiction';
import { Button } from '../../../components/ui/button';
import { Checkbox, Field } from '../../../components/ui/field';
import { Notice } from '../../../components/ui/notice';
import type { FormErrors } from '../../../lib/form-errors';
import { currentLanguage, messageText } from '../../../lib/i18n';
import { countryName } from '../compliance-format';
import { fromDraft, isPreset, toDraft, type ProfileDraft } from '../profile-draft';
import '../compliance-texts';

type NumberField = 'minimum_age' | 'max_wagering_multiple' | 'limit_raise_cool_off_hours';

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <fieldset className="section">
      <legend className="section-title">{title}</legend>
      {children}
    </fieldset>
  );
}

/**
 * The platform owner's editor of a brand's jurisdiction profile: a preset fills in every
 * field, then each may be changed; checked with the API's own schema before it is sent.
 */
export function ProfileForm({
  profile,
  presets,
  currency,
  saving,
  serverErrors = {},
  banner,
  onSave,
  onInvalid,
}: {
  profile: JurisdictionProfile;
  presets: Record<JurisdictionPreset, JurisdictionProfile>;
  currency: Currency;
  saving: boolean;
  /** The server's field messages, by profile path. */
  serverErrors?: FormErrors;
  banner?: ReactNode;
  onSave: (profile: JurisdictionProfile) => void;
  /** The draft was refused before sending: an earlier "saved" no longer holds. */
  onInvalid?: () => void;
}) {
  const { t } = useTranslation();
  const language = currentLanguage();
  const [draft, setDraft] = useState<ProfileDraft>(() => toDraft(profile, language));
  const [errors, setErrors] = useState<FormErrors>({});
  const shown = { ...serverErrors, ...errors };

  const labels: Record<string, string> = {
    preset: t('compliance.profile.preset'),
    country: t('compliance.profile.country'),
    minimum_age: t('compliance.profile.minimum_age'),
    max_wagering_multiple: t('compliance.profile.max_wagering_multiple'),
    limit_raise_cool_off_hours: t('compliance.profile.cool_off'),
    reality_check_default_minutes: t('compliance.profile.reality_check'),
    shortest_time_out: t('compliance.profile.shortest_time_out'),
    shortest_self_exclusion: t('compliance.profile.shortest_self_exclusion'),
    ...Object.fromEntries(
      LIMIT_PERIODS.map((period) => [
        `default_deposit_limits.${period}`,
        `${t('compliance.profile.deposit_limits')}: ${t(`compliance.profile.deposit.${period}`)}`,
      ]),
    ),
  };

  // The countries with help organisations, the current one whatever it is, by name.
  const countries = [...new Set([...Object.keys(HELP_BY_COUNTRY), draft.country])]
    .filter((code) => code !== '')
    .map((code) => ({ code, name: countryName(code, language) }))
    .sort((a, b) => a.name.localeCompare(b.name, language.replace('_', '-')));

  function set<K extends keyof ProfileDraft>(key: K, value: ProfileDraft[K]) {
    setDraft((current) => ({ ...current, [key]: value }));
  }

  function choosePreset(value: string) {
    const preset = presets[isPreset(value) ? value : draft.preset];
    setDraft(toDraft(preset, language));
    setErrors({});
  }

  function submit(event: FormEvent) {
    event.preventDefault();
    const result = fromDraft(draft, language, {
      wholeNumber: t('compliance.profile.whole_number'),
      range: (minimum, maximum) => t('compliance.profile.range', { minimum, maximum }),
      required: (path) =>
        messageText('validation.required', { field: (labels[path] ?? path).toLowerCase() }),
      labels,
    });
    if (!result.ok) {
      setErrors(result.errors);
      onInvalid?.();
      // Take the keyboard to the first field that needs attention.
      requestAnimationFrame(() => {
        document.querySelector<HTMLElement>('.profile-form [aria-invalid="true"]')?.focus();
      });
      return;
    }
    setErrors({});
    onSave(result.profile);
  }

  function numberField(field: NumberField, hint: string) {
    return (
      <Field label={labels[field] ?? field} hint={hint} error={shown[field]}>
        {(control) => (
          <input
            {...control}
            name={field}
            inputMode="numeric"
            value={draft[field]}
            onChange={(event) => set(field, event.target.value)}
          />
        )}
      </Field>
    );
  }

  return (
    <form className="profile-form" onSubmit={submit} noValidate>
      {banner}
      {Object.keys(errors).length > 0 && <Notice tone="error">{t('common.fix_errors')}</Notice>}

      <Field
        label={labels.preset ?? ''}
        hint={t('compliance.profile.preset_hint')}
        error={shown.preset}
        className="profile-preset"
      >
        {(control) => (
          <select
            {...control}
            name="preset"
            value={draft.preset}
            onChange={(event) => choosePreset(event.target.value)}
          >
            {JURISDICTION_PRESETS.map((preset) => (
              <option key={preset} value={preset}>
                {t(`compliance.preset.${preset}`)}
              </option>
            ))}
          </select>
        )}
      </Field>

      <Section title={t('compliance.profile.section.players')}>
        <Field
          label={labels.country ?? ''}
          hint={t('compliance.profile.country_hint')}
          error={shown.country}
        >
          {(control) => (
            <select
              {...control}
              name="country"
              value={draft.country}
              onChange={(event) => set('country', event.target.value)}
            >
              <option value="">{t('compliance.profile.country_none')}</option>
              {countries.map(({ code, name }) => (
                <option key={code} value={code}>
                  {name}
                </option>
              ))}
            </select>
          )}
        </Field>
        {numberField('minimum_age', t('compliance.profile.minimum_age_hint'))}
        <div className="field field-check">
          <Checkbox
            label={t('compliance.profile.bonuses_allowed')}
            checked={draft.bonuses_allowed}
            onChange={(checked) => set('bonuses_allowed', checked)}
          />
        </div>
        {numberField('max_wagering_multiple', t('compliance.profile.max_wagering_multiple_hint'))}
      </Section>

      <Section title={t('compliance.profile.section.limits')}>
        <fieldset className="profile-group" aria-describedby="deposit-limits-hint">
          <legend>{`${t('compliance.profile.deposit_limits')} (${currency})`}</legend>
          <p className="field-hint" id="deposit-limits-hint">
            {t('compliance.profile.deposit_limits_hint', { currency })}
          </p>
          {LIMIT_PERIODS.map((period) => {
            const path = `default_deposit_limits.${period}`;
            return (
              <Field
                key={period}
                label={t(`compliance.profile.deposit.${period}`)}
                error={shown[path]}
              >
                {(control) => (
                  <input
                    {...control}
                    name={path}
                    inputMode="numeric"
                    placeholder={t('compliance.limit.none')}
                    value={draft.default_deposit_limits[period]}
                    onChange={(event) =>
                      set('default_deposit_limits', {
                        ...draft.default_deposit_limits,
                        [period]: event.target.value,
                      })
                    }
                  />
                )}
              </Field>
            );
          })}
        </fieldset>
        {numberField('limit_raise_cool_off_hours', t('compliance.profile.cool_off_hint'))}
        <Field
          label={labels.reality_check_default_minutes ?? ''}
          error={shown.reality_check_default_minutes}
        >
          {(control) => (
            <select
              {...control}
              name="reality_check_default_minutes"
              value={draft.reality_check_default_minutes}
              onChange={(event) => set('reality_check_default_minutes', event.target.value)}
            >
              {REALITY_CHECK_MINUTES.map((minutes) => (
                <option key={minutes} value={String(minutes)}>
                  {t('compliance.profile.every_minutes', { minutes })}
                </option>
              ))}
            </select>
          )}
        </Field>
      </Section>

      <Section title={t('compliance.profile.section.breaks')}>
        <Field label={labels.shortest_time_out ?? ''} error={shown.shortest_time_out}>
          {(control) => (
            <select
              {...control}
              name="shortest_time_out"
              value={draft.shortest_time_out}
              onChange={(event) => {
                const value = TIME_OUTS.find((length) => length === event.target.value);
                if (value) set('shortest_time_out', value);
              }}
            >
              {TIME_OUTS.map((length) => (
                <option key={length} value={length}>
                  {t(`compliance.length.${length}`)}
                </option>
              ))}
            </select>
          )}
        </Field>
        <Field label={labels.shortest_self_exclusion ?? ''} error={shown.shortest_self_exclusion}>
          {(control) => (
            <select
              {...control}
              name="shortest_self_exclusion"
              value={draft.shortest_self_exclusion}
              onChange={(event) => {
                const value = SELF_EXCLUSIONS.find((length) => length === event.target.value);
                if (value) set('shortest_self_exclusion', value);
              }}
            >
              {SELF_EXCLUSIONS.map((length) => (
                <option key={length} value={length}>
                  {t(`compliance.length.${length}`)}
                </option>
              ))}
            </select>
          )}
        </Field>
      </Section>

      <div className="sticky-actions form-actions">
        <Button type="submit" variant="primary" disabled={saving}>
          {saving ? t('common.saving') : t('compliance.profile.save')}
        </Button>
      </div>
    </form>
  );
}
