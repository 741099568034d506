import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { officeCancelRequestSchema, type OfficeBonus } from '@tribuna/contracts/bonus';
import type { Currency } from '@tribuna/contracts/currencies';
import { Button } from '../../../components/ui/button';
import { Dialog } from '../../../components/ui/dialog';
import { Field } from '../../../components/ui/field';
import { Notice } from '../../../components/ui/notice';
import { errorMessage } from '../../../lib/http';
import { issueText } from '../../../lib/i18n';
import { formatMoney } from '../../../lib/money';
import '../bonus-messages';
import '../bonus-texts';

interface CancelBonusDialogProps {
  /** The bonus to cancel; none: closed. */
  bonus: OfficeBonus | null;
  currency: Currency;
  pending: boolean;
  error: unknown;
  onConfirm: (bonus: OfficeBonus, reason: string) => void;
  onClose: () => void;
}

/** Staff confirm a cancellation and say why: the player's bonus money is forfeited. */
export function CancelBonusDialog({ bonus, onClose, ...form }: CancelBonusDialogProps) {
  const { t } = useTranslation();
  return (
    <Dialog
      open={bonus !== null}
      title={t('bonus.player.cancel_title', { campaign: bonus?.campaign_name ?? '' })}
      onClose={onClose}
    >
      {/* Mounted on each opening: one reason per cancellation. */}
      {bonus && <CancelBonusForm {...form} bonus={bonus} onClose={onClose} />}
    </Dialog>
  );
}

function CancelBonusForm({
  bonus,
  currency,
  pending,
  error,
  onConfirm,
  onClose,
}: Omit<CancelBonusDialogProps, 'bonus'> & { bonus: OfficeBonus }) {
  const { t } = useTranslation();
  const [reason, setReason] = useState('');
  const [reasonError, setReasonError] = useState<string>();

  function submit(event: FormEvent) {
    event.preventDefault();
    if (pending) return;
    const parsed = officeCancelRequestSchema.safeParse({ reason });
    if (!parsed.success) {
      setReasonError(issueText(parsed.error.issues[0]?.message ?? '', t('bonus.player.reason')));
      return;
    }
    setReasonError(undefined);
    onConfirm(bonus, parsed.data.reason);
  }

  return (
    <form onSubmit={submit} noValidate>
      <p>{t('bonus.player.cancel_text', { amount: formatMoney(bonus.amount, currency) })}</p>
      {error !== null && error !== undefined && <Notice tone="error">{errorMessage(error)}</Notice>}
      <Field label={t('bonus.player.reason')} error={reasonError}>
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
      <div className="form-actions">
        <Button onClick={onClose}>{t('bonus.player.keep')}</Button>
        <Button type="submit" variant="danger" disabled={pending}>
          {t('bonus.player.cancel_submit')}
        </Button>
      </div>
    </form>
  );
}
