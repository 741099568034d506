import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { currencyDecimals, type Currency } from '@tribuna/contracts/currencies';
import type { SportSettings } from '@tribuna/contracts/sports';
import {
  sportSettingsRequestSchema,
  type SportSettingsRequest,
} from '@tribuna/contracts/sports-office';
import { Button } from '../../../components/ui/button';
import { Checkbox, Field } from '../../../components/ui/field';
import { Notice } from '../../../components/ui/notice';
import { issuesToFormErrors, type FormErrors } from '../../../lib/form-errors';
import type { SportsTextKey } from '../locales/en-us';
import { amountFormatText, fromMinorUnits, toMinorUnits } from '../../../lib/money';
import { bpToPercent, percentToBp } from '../sports-format';
import '../sports-texts';

type MoneyField = 'min_stake' | 'max_stake' | 'max_payout' | 'max_event_liability';
const MONEY_FIELDS: readonly [MoneyField, SportsTextKey][] = [
  ['min_stake', 'sports.settings.min_stake'],
  ['max_stake', 'sports.settings.max_stake'],
  ['max_payout', 'sports.settings.max_payout'],
  ['max_event_liability', 'sports.settings.max_event_liability'],
];
type TextField = MoneyField | 'margin' | 'max_odds' | 'max_price' | 'bet_delay' | 'cash_out_margin';
type Draft = Record<TextField, string> & { cash_out_enabled: boolean };

function isMoney(field: TextField): field is MoneyField {
  return MONEY_FIELDS.some(([money]) => money === field);
}

function draftOf(settings: SportSettings, decimals: number): Draft {
  return {
    margin: bpToPercent(settings.margin_bp),
    min_stake: fromMinorUnits(settings.min_stake, decimals),
    max_stake: fromMinorUnits(settings.max_stake, decimals),
    max_payout: fromMinorUnits(settings.max_payout, decimals),
    max_event_liability: fromMinorUnits(settings.max_event_liability, decimals),
    max_odds: String(settings.max_odds),
    max_price: String(settings.max_price),
    bet_delay: String(settings.bet_delay_ms / 1000),
    cash_out_margin: bpToPercent(settings.cash_out_margin_bp),
    cash_out_enabled: settings.cash_out_enabled,
  };
}

function numberOf(text: string): number | null {
  const value = Number(text.trim().replace(',', '.'));
  return text.trim() === '' || !Number.isFinite(value) ? null : value;
}

/** The form's texts as the API's request, or the fields that are not numbers. */
function requestOf(
  draft: Draft,
  decimals: number,
): { request: Record<string, unknown>; notNumbers: TextField[] } {
  const notNumbers: TextField[] = [];
  function check<T>(field: TextField, value: T | null): T | number {
    if (value === null) notNumbers.push(field);
    return value ?? Number.NaN;
  }
  const delay = numberOf(draft.bet_delay);
  return {
    request: {
      margin_bp: check('margin', percentToBp(draft.margin)),
      min_stake: check('min_stake', toMinorUnits(draft.min_stake, decimals)),
      max_stake: check('max_stake', toMinorUnits(draft.max_stake, decimals)),
      max_payout: check('max_payout', toMinorUnits(draft.max_payout, decimals)),
      max_event_liability: check(
        'max_event_liability',
        toMinorUnits(draft.max_event_liability, decimals),
      ),
      max_odds: check('max_odds', numberOf(draft.max_odds)),
      max_price: check('max_price', numberOf(draft.max_price)),
      bet_delay_ms: check('bet_delay', delay === null ? null : Math.round(delay * 1000)),
      cash_out_margin_bp: check('cash_out_margin', percentToBp(draft.cash_out_margin)),
      cash_out_enabled: draft.cash_out_enabled,
    },
    notNumbers,
  };
}

/** Where each request field's message shows in the form. */
const FIELD_OF_REQUEST: Record<string, TextField> = {
  margin_bp: 'margin',
  bet_delay_ms: 'bet_delay',
  cash_out_margin_bp: 'cash_out_margin',
};

/**
 * One sport's margin, limits (stakes, payout, a bet's odds, the highest price offered: a
 * price above it is locked on the site), live delay and cash-out terms for the brand.
 */
export function SportSettingsForm({
  settings,
  currency,
  saving,
  serverErrors = {},
  onSave,
}: {
  settings: SportSettings;
  currency: Currency;
  saving: boolean;
  serverErrors?: FormErrors;
  onSave: (request: SportSettingsRequest) => void;
}) {
  const { t } = useTranslation();
  const decimals = currencyDecimals(currency);
  const [draft, setDraft] = useState<Draft>(() => draftOf(settings, decimals));
  const [errors, setErrors] = useState<FormErrors>({});
  const sportName = t(`sports.sport.${settings.sport}`);
  const labels: Record<TextField, string> = {
    margin: t('sports.settings.margin'),
    min_stake: `${t('sports.settings.min_stake')} (${currency})`,
    max_stake: `${t('sports.settings.max_stake')} (${currency})`,
    max_payout: `${t('sports.settings.max_payout')} (${currency})`,
    max_event_liability: `${t('sports.settings.max_event_liability')} (${currency})`,
    max_odds: t('sports.settings.max_odds'),
    max_price: t('sports.settings.max_price'),
    bet_delay: t('sports.settings.bet_delay'),
    cash_out_margin: t('sports.settings.cash_out_margin'),
  };
  const hints: Partial<Record<TextField, string>> = {
    max_odds: t('sports.settings.max_odds_hint'),
    max_price: t('sports.settings.max_price_hint'),
  };
  const shown: FormErrors = {};
  for (const [path, text] of Object.entries({ ...serverErrors, ...errors })) {
    shown[FIELD_OF_REQUEST[path] ?? path] = text;
  }

  function submit(event: FormEvent) {
    event.preventDefault();
    const { request, notNumbers } = requestOf(draft, decimals);
    if (notNumbers.length > 0) {
      setErrors(
        Object.fromEntries(
          notNumbers.map((f) => [
            f,
            isMoney(f) ? amountFormatText(decimals) : t('sports.settings.number'),
          ]),
        ),
      );
      return;
    }
    const parsed = sportSettingsRequestSchema.safeParse(request);
    if (!parsed.success) {
      const found = issuesToFormErrors(parsed.error.issues, {
        ...labels,
        margin_bp: labels.margin,
        bet_delay_ms: labels.bet_delay,
        cash_out_margin_bp: labels.cash_out_margin,
      });
      // The rules across fields read better in words than as "invalid".
      const across = (field: string) =>
        parsed.error.issues.some((i) => i.path[0] === field && i.code === 'custom');
      if (across('max_stake')) found.max_stake = t('sports.settings.min_max');
      if (across('max_price')) found.max_price = t('sports.settings.price_above_odds');
      setErrors(found);
      return;
    }
    setErrors({});
    onSave(parsed.data);
  }

  function textField(field: TextField, inputMode: 'decimal' | 'numeric' = 'decimal') {
    return (
      <Field key={field} label={labels[field]} error={shown[field]} hint={hints[field]}>
        {(control) => (
          <input
            {...control}
            inputMode={inputMode}
            placeholder={isMoney(field) ? fromMinorUnits(0, decimals) : undefined}
            value={draft[field]}
            onChange={(event) => setDraft((d) => ({ ...d, [field]: event.target.value }))}
          />
        )}
      </Field>
    );
  }

  return (
    <form
      className="card"
      onSubmit={submit}
      noValidate
      aria-labelledby={`sport-settings-${settings.sport}`}
      data-testid={`sport-settings-${settings.sport}`}
    >
      <h2 id={`sport-settings-${settings.sport}`}>{sportName}</h2>
      {Object.keys(errors).length > 0 && <Notice tone="error">{t('common.fix_errors')}</Notice>}
      <div className="sports-settings-grid">
        {textField('margin')}
        {MONEY_FIELDS.map(([field]) => textField(field))}
        {textField('max_odds')}
        {textField('max_price')}
        {textField('bet_delay')}
        {textField('cash_out_margin')}
      </div>
      <Checkbox
        label={t('sports.settings.cash_out_enabled')}
        checked={draft.cash_out_enabled}
        onChange={(checked) => setDraft((d) => ({ ...d, cash_out_enabled: checked }))}
      />
      <div>
        <Button type="submit" variant="primary" disabled={saving}>
          {saving ? t('common.saving') : t('sports.settings.save', { sport: sportName })}
        </Button>
      </div>
    </form>
  );
}
