import type { ReactNode } from 'react';
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
import { Checkbox } from '../../../components/ui/field';
import { InputField, SelectField } from '../../../components/ui/form-fields';
import { FieldGroup, FormSection } from '../../../components/ui/form-section';
import { FormNotices } from '../../../components/ui/form-notices';
import { requiredText, type FormErrors } from '../../../lib/form-errors';
import { currentLanguage } from '../../../lib/i18n';
import { useDraftForm } from '../../../lib/use-draft-form';
import { countryName } from '../compliance-format';
import { fromDraft, isPreset, toDraft, type ProfileDraft } from '../profile-draft';
import '../compliance-texts';

type NumberField = 'minimum_age' | 'max_wagering_multiple' | 'limit_raise_cool_off_hours';

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

  const { draft, setDraft, set, errors, setErrors, shown, submit } = useDraftForm({
    initial: (): ProfileDraft => toDraft(profile, language),
    check: (current: ProfileDraft) =>
      fromDraft(current, language, {
        wholeNumber: t('compliance.profile.whole_number'),
        range: (minimum, maximum) => t('compliance.profile.range', { minimum, maximum }),
        required: requiredText(labels),
        labels,
      }),
    onValid: (result) => onSave(result.profile),
    onInvalid,
    serverErrors,
  });

  // The countries with help organisations, the current one whatever it is, by name.
  const countries = [...new Set([...Object.keys(HELP_BY_COUNTRY), draft.country])]
    .filter((code) => code !== '')
    .map((code) => ({ code, name: countryName(code, language) }))
    .sort((a, b) => a.name.localeCompare(b.name, language.replace('_', '-')));

  function choosePreset(value: string) {
    const preset = presets[isPreset(value) ? value : draft.preset];
    setDraft(toDraft(preset, language));
    setErrors({});
  }

  function numberField(field: NumberField, hint: string) {
    return (
      <InputField
        name={field}
        kind="whole"
        label={labels[field] ?? field}
        hint={hint}
        error={shown[field]}
        value={draft[field]}
        onChange={(value) => set(field, value)}
      />
    );
  }

  return (
    <form className="profile-form grid-form" onSubmit={submit} noValidate>
      {banner}
      <FormNotices errors={errors} />

      <SelectField
        name="preset"
        label={labels.preset ?? ''}
        hint={t('compliance.profile.preset_hint')}
        error={shown.preset}
        className="profile-preset"
        value={draft.preset}
        options={JURISDICTION_PRESETS.map((preset) => ({
          value: preset,
          label: t(`compliance.preset.${preset}`),
        }))}
        onChange={choosePreset}
      />

      <FormSection title={t('compliance.profile.section.players')}>
        <SelectField
          name="country"
          label={labels.country ?? ''}
          hint={t('compliance.profile.country_hint')}
          error={shown.country}
          value={draft.country}
          options={[
            { value: '', label: t('compliance.profile.country_none') },
            ...countries.map(({ code, name }) => ({ value: code, label: name })),
          ]}
          onChange={(country) => set('country', country)}
        />
        {numberField('minimum_age', t('compliance.profile.minimum_age_hint'))}
        <div className="field field-check">
          <Checkbox
            label={t('compliance.profile.bonuses_allowed')}
            checked={draft.bonuses_allowed}
            onChange={(checked) => set('bonuses_allowed', checked)}
          />
        </div>
        {numberField('max_wagering_multiple', t('compliance.profile.max_wagering_multiple_hint'))}
      </FormSection>

      <FormSection title={t('compliance.profile.section.limits')}>
        <FieldGroup
          id="deposit-limits"
          legend={`${t('compliance.profile.deposit_limits')} (${currency})`}
          hint={t('compliance.profile.deposit_limits_hint', { currency })}
          invalid={LIMIT_PERIODS.some((period) => shown[`default_deposit_limits.${period}`])}
        >
          {LIMIT_PERIODS.map((period) => {
            const path = `default_deposit_limits.${period}`;
            return (
              <InputField
                key={period}
                name={path}
                kind="whole"
                label={t(`compliance.profile.deposit.${period}`)}
                error={shown[path]}
                placeholder={t('compliance.limit.none')}
                value={draft.default_deposit_limits[period]}
                onChange={(value) =>
                  set('default_deposit_limits', {
                    ...draft.default_deposit_limits,
                    [period]: value,
                  })
                }
              />
            );
          })}
        </FieldGroup>
        {numberField('limit_raise_cool_off_hours', t('compliance.profile.cool_off_hint'))}
        <SelectField
          name="reality_check_default_minutes"
          label={labels.reality_check_default_minutes ?? ''}
          error={shown.reality_check_default_minutes}
          value={draft.reality_check_default_minutes}
          options={REALITY_CHECK_MINUTES.map((minutes) => ({
            value: String(minutes),
            label: t('compliance.profile.every_minutes', { minutes }),
          }))}
          onChange={(minutes) => set('reality_check_default_minutes', minutes)}
        />
      </FormSection>

      <FormSection title={t('compliance.profile.section.breaks')}>
        <SelectField
          name="shortest_time_out"
          label={labels.shortest_time_out ?? ''}
          error={shown.shortest_time_out}
          value={draft.shortest_time_out}
          options={TIME_OUTS.map((length) => ({
            value: length,
            label: t(`compliance.length.${length}`),
          }))}
          onChange={(length) => set('shortest_time_out', length)}
        />
        <SelectField
          name="shortest_self_exclusion"
          label={labels.shortest_self_exclusion ?? ''}
          error={shown.shortest_self_exclusion}
          value={draft.shortest_self_exclusion}
          options={SELF_EXCLUSIONS.map((length) => ({
            value: length,
            label: t(`compliance.length.${length}`),
          }))}
          onChange={(length) => set('shortest_self_exclusion', length)}
        />
      </FormSection>

      <div className="sticky-actions form-actions">
        <Button type="submit" variant="primary" disabled={saving}>
          {saving ? t('common.saving') : t('compliance.profile.save')}
        </Button>
      </div>
    </form>
  );
}
