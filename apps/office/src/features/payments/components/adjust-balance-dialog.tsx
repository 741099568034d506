import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { currencyDecimals, type Currency } from '@tribuna/contracts/currencies';
import { typedText } from '@tribuna/contracts/typed-amount';
import { adjustmentRequestSchema, type AdjustmentRequest } from '@tribuna/contracts/wallet';
import { Dialog } from '../../../components/ui/dialog';
import { Field } from '../../../components/ui/field';
import { FormActions } from '../../../components/ui/form-actions';
import { Notice } from '../../../components/ui/notice';
import { issuesToFormErrors, type FormErrors } from '../../../lib/form-errors';
import { errorMessage } from '../../../lib/http';
import { currentLanguage } from '../../../lib/i18n';
import { newIdempotencyKey } from '../../../lib/idempotency-key';
import { parseSignedAmount } from '../money-format';
import '../payments-texts';

export type Adjustment = AdjustmentRequest & { idempotencyKey: string };

interface AdjustBalanceDialogProps {
  open: boolean;
  playerId: string;
  currency: Currency;
  pending: boolean;
  error: unknown;
  onSubmit: (adjustment: Adjustment) => void;
  onClose: () => void;
}

/** An administrator's manual credit or debit of a player's cash or bonus, with a reason. */
export function AdjustBalanceDialog({ open, onClose, ...form }: AdjustBalanceDialogProps) {
  const { t } = useTranslation();
  return (
    <Dialog open={open} title={t('payments.wallet.adjust_title')} onClose={onClose}>
      {/* Mounted on each opening: one adjustment, one idempotency key. */}
      <AdjustBalanceForm {...form} onClose={onClose} />
    </Dialog>
  );
}

function AdjustBalanceForm({
  playerId,
  currency,
  pending,
  error,
  onSubmit,
  onClose,
}: Omit<AdjustBalanceDialogProps, 'open'>) {
  const { t } = useTranslation();
  const [idempotencyKey] = useState(newIdempotencyKey);
  const [account, setAccount] = useState<AdjustmentRequest['account']>('cash');
  const [amount, setAmount] = useState('');
  const [reason, setReason] = useState('');
  const [errors, setErrors] = useState<FormErrors>({});
  const decimals = currencyDecimals(currency);
  // Typed in the staff member's format: "-150,50" in es_ES.
  const language = currentLanguage();
  // 150.50 in the currency's decimals (150 in CLP).
  const example = typedText(Math.floor((15_050 * 10 ** decimals) / 100), decimals, language);

  function submit(event: FormEvent) {
    event.preventDefault();
    if (pending) return;
    const minor = parseSignedAmount(amount, decimals, language);
    const parsed = adjustmentRequestSchema.safeParse({
      player_id: playerId,
      account,
      amount: minor ?? Number.NaN,
      reason,
    });
    const next = parsed.success
      ? {}
      : issuesToFormErrors(parsed.error.issues, {
          amount: t('payments.wallet.amount'),
          reason: t('payments.wallet.reason'),
        });
    if (minor === null) next.amount = t('payments.wallet.invalid_amount', { example });
    setErrors(next);
    if (parsed.success && minor !== null) onSubmit({ ...parsed.data, idempotencyKey });
  }

  return (
    <form onSubmit={submit} noValidate>
      {error !== null && error !== undefined && <Notice tone="error">{errorMessage(error)}</Notice>}
      <Field label={t('payments.wallet.account')}>
        {(control) => (
          <select
            {...control}
            value={account}
            onChange={(event) => setAccount(event.target.value === 'bonus' ? 'bonus' : 'cash')}
          >
            <option value="cash">{t('payments.wallet.cash')}</option>
            <option value="bonus">{t('payments.wallet.bonus')}</option>
          </select>
        )}
      </Field>
      <Field
        label={t('payments.wallet.amount')}
        hint={t('payments.wallet.amount_hint', { currency, example })}
        error={errors.amount}
      >
        {(control) => (
          <input
            {...control}
            inputMode="decimal"
            autoComplete="off"
            placeholder={typedText(0, decimals, language)}
            value={amount}
            onChange={(event) => setAmount(event.target.value)}
          />
        )}
      </Field>
      <Field label={t('payments.wallet.reason')} error={errors.reason}>
        {(control) => (
          <textarea
            {...control}
            rows={3}
            maxLength={500}
            required
            value={reason}
            onChange={(event) => setReason(event.target.value)}
          />
        )}
      </Field>
      <FormActions
        pending={pending}
        onCancel={onClose}
        submitLabel={t('payments.wallet.adjust_submit')}
      />
    </form>
  );
}
