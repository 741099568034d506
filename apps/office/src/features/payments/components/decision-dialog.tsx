import { useState, type FormEvent, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { officeRejectRequestSchema } from '@tribuna/contracts/wallet';
import { Dialog } from '../../../components/ui/dialog';
import { Field } from '../../../components/ui/field';
import { FormActions } from '../../../components/ui/form-actions';
import { Notice } from '../../../components/ui/notice';
import { errorMessage } from '../../../lib/http';
import { issueText } from '../../../lib/i18n';
import { newIdempotencyKey } from '../../../lib/idempotency-key';
import '../payments-texts';

export interface Decision {
  /** Set when the dialog asks for one (a rejection). */
  reason?: string;
  /** One per opening of the dialog: a double click or a retry sends the same key. */
  idempotencyKey: string;
}

interface DecisionDialogProps {
  open: boolean;
  title: string;
  text: ReactNode;
  submitLabel: string;
  /** A rejection needs a reason; an approval or a payout does not. */
  askReason: boolean;
  pending: boolean;
  error: unknown;
  onSubmit: (decision: Decision) => void;
  onClose: () => void;
}

/** Confirms one staff decision on one payment: approve, pay, or reject with a reason. */
export function DecisionDialog({ open, title, onClose, ...form }: DecisionDialogProps) {
  return (
    <Dialog open={open} title={title} onClose={onClose}>
      {/* Mounted on each opening, so each opening is a new action with its own key. */}
      <DecisionForm {...form} onClose={onClose} />
    </Dialog>
  );
}

function DecisionForm({
  text,
  submitLabel,
  askReason,
  pending,
  error,
  onSubmit,
  onClose,
}: Omit<DecisionDialogProps, 'open' | 'title'>) {
  const { t } = useTranslation();
  const [idempotencyKey] = useState(newIdempotencyKey);
  const [reason, setReason] = useState('');
  const [reasonError, setReasonError] = useState<string>();

  function submit(event: FormEvent) {
    event.preventDefault();
    if (pending) return;
    if (!askReason) {
      onSubmit({ idempotencyKey });
      return;
    }
    const parsed = officeRejectRequestSchema.safeParse({ reason });
    if (!parsed.success) {
      setReasonError(issueText(parsed.error.issues[0]?.message ?? '', t('payments.reason')));
      return;
    }
    setReasonError(undefined);
    onSubmit({ reason: parsed.data.reason, idempotencyKey });
  }

  return (
    <form onSubmit={submit} noValidate>
      <div>{text}</div>
      {error !== null && error !== undefined && <Notice tone="error">{errorMessage(error)}</Notice>}
      {askReason && (
        <Field label={t('payments.reason')} error={reasonError}>
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
      )}
      <FormActions pending={pending} onCancel={onClose} submitLabel={submitLabel} />
    </form>
  );
}
