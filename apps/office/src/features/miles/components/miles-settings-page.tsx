import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { currencyDecimals, type Currency } from '@tribuna/contracts/currencies';
import {
  MILES_RATE_KEYS,
  MILES_TIERS,
  milesTermsSchema,
  type MilesTerms,
} from '@tribuna/contracts/miles';
import { Button } from '../../../components/ui/button';
import { InputField } from '../../../components/ui/form-fields';
import { FormNotices } from '../../../components/ui/form-notices';
import { FormSection } from '../../../components/ui/form-section';
import { Notice } from '../../../components/ui/notice';
import { QueryResult } from '../../../components/ui/query-result';
import { checkWith, focusFirstInvalid, serverFormErrors } from '../../../lib/form-errors';
import { fromMinorUnits, toMinorUnits } from '../../../lib/money';
import { useDraftForm } from '../../../lib/use-draft-form';
import { useMilesSettings } from '../api/get-miles-settings';
import { useUpdateMilesSettings } from '../api/update-miles-settings';
import '../miles.css';
import '../miles-messages';
import '../miles-texts';

/** The form's text per field, by the contract's paths (`rates.casino`, `tiers.1.threshold`). */
type Draft = Record<string, string>;

function draftOf(terms: MilesTerms, decimals: number): Draft {
  const draft: Draft = {};
  for (const key of MILES_RATE_KEYS)
    draft[`rates.${key}`] = fromMinorUnits(terms.rates[key], decimals);
  terms.tiers.forEach((step, i) => {
    draft[`tiers.${i}.threshold`] = String(step.threshold);
    draft[`tiers.${i}.multiplier_pct`] = String(step.multiplier_pct);
  });
  draft.withdraw_rate = fromMinorUnits(terms.withdraw_rate, decimals);
  draft.withdraw_minimum = String(terms.withdraw_minimum);
  return draft;
}

/** Whole numbers as typed; anything else stays as it is for the schema to refuse. */
function whole(text: string | undefined): unknown {
  const trimmed = (text ?? '').trim();
  return /^\d+$/.test(trimmed) ? Number(trimmed) : trimmed;
}

function termsOf(draft: Draft, decimals: number): unknown {
  const money = (path: string) => toMinorUnits(draft[path] ?? '', decimals) ?? draft[path];
  return {
    rates: Object.fromEntries(MILES_RATE_KEYS.map((key) => [key, money(`rates.${key}`)])),
    tiers: MILES_TIERS.map((tier, i) => ({
      tier,
      threshold: whole(draft[`tiers.${i}.threshold`]),
      multiplier_pct: whole(draft[`tiers.${i}.multiplier_pct`]),
    })),
    withdraw_rate: money('withdraw_rate'),
    withdraw_minimum: whole(draft.withdraw_minimum),
  };
}

/**
 * The brand's miles terms (marketing): what real money earns a mile per kind of play, the
 * tiers, and (admins only, being money) the cash a mile is worth and the minimum withdrawal.
 */
export function MilesSettingsPage({
  currency,
  canEditMoney,
}: {
  currency: Currency;
  canEditMoney: boolean;
}) {
  const { t } = useTranslation();
  const settings = useMilesSettings();
  return (
    <div className="page">
      <h1>{t('miles.title')}</h1>
      <p className="muted">{t('miles.hint', { currency })}</p>
      <QueryResult query={settings}>
        {(terms) => (
          <MilesSettingsForm
            // A save reads the terms again: the form starts from what was stored.
            key={JSON.stringify(terms)}
            terms={terms}
            currency={currency}
            canEditMoney={canEditMoney}
          />
        )}
      </QueryResult>
    </div>
  );
}

function MilesSettingsForm({
  terms,
  currency,
  canEditMoney,
}: {
  terms: MilesTerms;
  currency: Currency;
  canEditMoney: boolean;
}) {
  const { t } = useTranslation();
  const decimals = currencyDecimals(currency);
  const [saved, setSaved] = useState(false);
  const update = useUpdateMilesSettings();

  const labels: Record<string, string> = {
    withdraw_rate: t('miles.withdraw.rate'),
    withdraw_minimum: t('miles.withdraw.minimum'),
  };
  for (const key of MILES_RATE_KEYS) labels[`rates.${key}`] = t(`miles.rate.${key}`);
  MILES_TIERS.forEach((tier, i) => {
    labels[`tiers.${i}.threshold`] = t('miles.tier.threshold', { tier: t(`miles.tier.${tier}`) });
    labels[`tiers.${i}.multiplier_pct`] = t('miles.tier.multiplier', {
      tier: t(`miles.tier.${tier}`),
    });
  });

  const { draft, setDraft, errors, shown, submit } = useDraftForm({
    initial: (): Draft => draftOf(terms, decimals),
    check: (current: Draft) => checkWith(milesTermsSchema, termsOf(current, decimals), labels),
    onValid: ({ value }, form) => {
      setSaved(false);
      update.mutate(value, {
        onSuccess: () => setSaved(true),
        onError: () => focusFirstInvalid(form),
      });
    },
    onInvalid: () => {
      setSaved(false);
      update.reset();
    },
    serverErrors: serverFormErrors(update.error),
    saving: update.isPending,
  });

  function field(path: string, kind: 'whole' | 'decimal', disabled = false) {
    return (
      <InputField
        key={path}
        name={path}
        label={labels[path] ?? path}
        kind={kind}
        value={draft[path] ?? ''}
        error={shown[path]}
        onChange={(value) => {
          setSaved(false);
          if (!disabled) setDraft((d) => ({ ...d, [path]: value }));
        }}
      />
    );
  }

  return (
    <form className="miles-settings" onSubmit={submit} noValidate>
      {saved && <Notice tone="success">{t('miles.saved')}</Notice>}
      <FormNotices errors={errors} refusal={update.error} />
      <FormSection title={t('miles.rates')}>
        <p className="muted">{t('miles.rates.hint')}</p>
        <div className="miles-grid">
          {MILES_RATE_KEYS.map((key) => field(`rates.${key}`, 'decimal'))}
        </div>
      </FormSection>
      <FormSection title={t('miles.tiers')}>
        <p className="muted">{t('miles.tiers.hint')}</p>
        {shown.tiers && <p className="field-error">{shown.tiers}</p>}
        <div className="miles-grid miles-grid--tiers">
          {MILES_TIERS.map((_, i) => [
            field(`tiers.${i}.threshold`, 'whole'),
            field(`tiers.${i}.multiplier_pct`, 'whole'),
          ])}
        </div>
      </FormSection>
      <FormSection title={t('miles.withdraw')}>
        {!canEditMoney && <p className="muted">{t('miles.withdraw.hint')}</p>}
        <fieldset className="miles-plain" disabled={!canEditMoney}>
          <div className="miles-grid">
            {field('withdraw_rate', 'decimal', !canEditMoney)}
            {field('withdraw_minimum', 'whole', !canEditMoney)}
          </div>
        </fieldset>
      </FormSection>
      <div>
        <Button type="submit" variant="primary" disabled={update.isPending}>
          {t('miles.save')}
        </Button>
      </div>
    </form>
  );
}
