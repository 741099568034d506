import { useState, type FormEvent, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { decimalTextOf, typedDecimalOf, typedText } from '@tribuna/contracts/typed-amount';
import {
  CRYPTO_COINS,
  CRYPTO_NETWORKS,
  paymentMethodsSchema,
  type CryptoMethod,
  type PaymentMethods,
} from '@tribuna/contracts/wallet';
import { Button } from '../../../components/ui/button';
import { Checkbox, Field } from '../../../components/ui/field';
import { FormSection } from '../../../components/ui/form-section';
import { Notice } from '../../../components/ui/notice';
import { issuesToFormErrors, type FormErrors } from '../../../lib/form-errors';
import { currentLanguage } from '../../../lib/i18n';
import type { PaymentsTextKey } from '../locales/en-us';
import { amountFormatText } from '../../../lib/money';
import '../payments-texts';

/** The most crypto rows the contract takes. */
const MAX_CRYPTO = 10;
/** Decimals of a rate, as the contract takes them. */
const RATE_DECIMALS = 8;

type CryptoRow = CryptoMethod & { key: number };
interface Draft {
  bank_transfer: PaymentMethods['bank_transfer'];
  crypto: CryptoRow[];
}

const BANK_FIELDS: readonly [
  keyof Omit<PaymentMethods['bank_transfer'], 'enabled'>,
  PaymentsTextKey,
][] = [
  ['bank', 'payments.methods.bank'],
  ['holder', 'payments.methods.holder'],
  ['cvu', 'payments.methods.cvu'],
  ['alias', 'payments.methods.alias'],
  ['cuit', 'payments.methods.cuit'],
];

export interface PaymentMethodsFormProps {
  initial: PaymentMethods;
  saving: boolean;
  /** Field messages the server answered with, keyed by path (`crypto.0.address`). */
  serverErrors?: FormErrors;
  banner?: ReactNode;
  onSave: (methods: PaymentMethods) => void;
}

/** The brand's bank account and crypto addresses, checked with the API's own schema. */
export function PaymentMethodsForm({
  initial,
  saving,
  serverErrors = {},
  banner,
  onSave,
}: PaymentMethodsFormProps) {
  const { t } = useTranslation();
  // Rates are typed in the staff member's format ("1180,50" in es_ES), saved in the API's.
  const language = currentLanguage();
  const [nextKey, setNextKey] = useState(initial.crypto.length);
  const [draft, setDraft] = useState<Draft>(() => ({
    bank_transfer: initial.bank_transfer,
    crypto: initial.crypto.map((row, key) => ({
      ...row,
      rate: typedDecimalOf(row.rate, language),
      key,
    })),
  }));
  const [errors, setErrors] = useState<FormErrors>({});
  const shown = { ...serverErrors, ...errors };

  function setBank(changes: Partial<PaymentMethods['bank_transfer']>) {
    setDraft((current) => ({
      ...current,
      bank_transfer: { ...current.bank_transfer, ...changes },
    }));
  }

  function setRow(key: number, changes: Partial<CryptoMethod>) {
    setDraft((current) => ({
      ...current,
      crypto: current.crypto.map((row) => (row.key === key ? { ...row, ...changes } : row)),
    }));
  }

  function addRow() {
    setDraft((current) => ({
      ...current,
      crypto: [
        ...current.crypto,
        { key: nextKey, network: 'TRC20', coin: 'USDT', address: '', rate: '', enabled: true },
      ],
    }));
    setNextKey(nextKey + 1);
  }

  function removeRow(key: number) {
    setDraft((current) => ({
      ...current,
      crypto: current.crypto.filter((row) => row.key !== key),
    }));
    // Row errors are keyed by position, which just changed.
    setErrors({});
  }

  function labels(): Record<string, string> {
    const result: Record<string, string> = {};
    for (const [name, label] of BANK_FIELDS) result[`bank_transfer.${name}`] = t(label);
    draft.crypto.forEach((_row, index) => {
      result[`crypto.${index}.network`] = t('payments.methods.network');
      result[`crypto.${index}.coin`] = t('payments.methods.coin');
      result[`crypto.${index}.address`] = t('payments.methods.address');
      result[`crypto.${index}.rate`] = t('payments.methods.rate');
    });
    return result;
  }

  function submit(event: FormEvent) {
    event.preventDefault();
    const rateErrors: FormErrors = {};
    const crypto = draft.crypto.map(({ key: _key, ...row }, index) => {
      const rate = decimalTextOf(row.rate, RATE_DECIMALS, language);
      if (rate === null) rateErrors[`crypto.${index}.rate`] = amountFormatText(RATE_DECIMALS);
      return { ...row, rate: rate ?? '' };
    });
    const parsed = paymentMethodsSchema.safeParse({ bank_transfer: draft.bank_transfer, crypto });
    if (!parsed.success || Object.keys(rateErrors).length > 0) {
      const found = parsed.success ? {} : issuesToFormErrors(parsed.error.issues, labels());
      setErrors({ ...found, ...rateErrors });
      return;
    }
    setErrors({});
    onSave(parsed.data);
  }

  return (
    <form className="payment-methods-form" onSubmit={submit} noValidate>
      {banner}
      {Object.keys(errors).length > 0 && <Notice tone="error">{t('common.fix_errors')}</Notice>}

      <FormSection title={t('payments.methods.bank_section')}>
        <Checkbox
          label={t('payments.methods.bank_enabled')}
          checked={draft.bank_transfer.enabled}
          onChange={(enabled) => setBank({ enabled })}
        />
        <div className="grid-2">
          {BANK_FIELDS.map(([name, label]) => (
            <Field
              key={name}
              label={t(label)}
              error={shown[`bank_transfer.${name}`]}
              hint={name === 'cvu' ? t('payments.methods.cvu_hint') : undefined}
            >
              {(control) => (
                <input
                  {...control}
                  name={`bank_transfer.${name}`}
                  className={name === 'cvu' || name === 'cuit' ? 'mono' : undefined}
                  inputMode={name === 'cvu' ? 'numeric' : undefined}
                  value={draft.bank_transfer[name]}
                  onChange={(event) => setBank({ [name]: event.target.value })}
                />
              )}
            </Field>
          ))}
        </div>
      </FormSection>

      <FormSection title={t('payments.methods.crypto_section')}>
        {draft.crypto.length === 0 && <p className="muted">{t('payments.methods.crypto_none')}</p>}
        {draft.crypto.map((row, index) => {
          const name = t('payments.methods.crypto_row', { n: index + 1 });
          const path = (field: string) => `crypto.${index}.${field}`;
          return (
            <fieldset key={row.key} className="crypto-row">
              <legend>{name}</legend>
              <div className="grid-2">
                <Field label={t('payments.methods.network')} error={shown[path('network')]}>
                  {(control) => (
                    <select
                      {...control}
                      value={row.network}
                      onChange={(event) => {
                        const network = CRYPTO_NETWORKS.find((n) => n === event.target.value);
                        if (network) setRow(row.key, { network });
                      }}
                    >
                      {CRYPTO_NETWORKS.map((network) => (
                        <option key={network} value={network}>
                          {network}
                        </option>
                      ))}
                    </select>
                  )}
                </Field>
                <Field label={t('payments.methods.coin')} error={shown[path('coin')]}>
                  {(control) => (
                    <select
                      {...control}
                      value={row.coin}
                      onChange={(event) => {
                        const coin = CRYPTO_COINS.find((c) => c === event.target.value);
                        if (coin) setRow(row.key, { coin });
                      }}
                    >
                      {CRYPTO_COINS.map((coin) => (
                        <option key={coin} value={coin}>
                          {coin}
                        </option>
                      ))}
                    </select>
                  )}
                </Field>
                <Field label={t('payments.methods.address')} error={shown[path('address')]}>
                  {(control) => (
                    <input
                      {...control}
                      className="mono"
                      spellCheck={false}
                      value={row.address}
                      onChange={(event) => setRow(row.key, { address: event.target.value })}
                    />
                  )}
                </Field>
                <Field
                  label={t('payments.methods.rate')}
                  hint={t('payments.methods.rate_hint', {
                    example: typedText(118_050, 2, language),
                  })}
                  error={shown[path('rate')]}
                >
                  {(control) => (
                    <input
                      {...control}
                      inputMode="decimal"
                      placeholder={typedText(0, 2, language)}
                      value={row.rate}
                      onChange={(event) => setRow(row.key, { rate: event.target.value })}
                    />
                  )}
                </Field>
              </div>
              <div className="form-actions">
                <Checkbox
                  label={t('common.enabled')}
                  checked={row.enabled}
                  onChange={(enabled) => setRow(row.key, { enabled })}
                />
                <Button
                  variant="danger"
                  aria-label={`${t('common.remove')}: ${name}`}
                  onClick={() => removeRow(row.key)}
                >
                  {t('common.remove')}
                </Button>
              </div>
            </fieldset>
          );
        })}
        <Button onClick={addRow} disabled={draft.crypto.length >= MAX_CRYPTO}>
          {t('payments.methods.add_crypto')}
        </Button>
      </FormSection>

      <div className="form-actions">
        <Button type="submit" variant="primary" disabled={saving}>
          {saving ? t('common.saving') : t('common.save')}
        </Button>
      </div>
    </form>
  );
}
