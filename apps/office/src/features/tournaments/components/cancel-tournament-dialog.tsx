import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { officeCancelTournamentRequestSchema } from '@tribuna/contracts/tournaments';
import { Dialog } from '../../../components/ui/dialog';
import { FormActions } from '../../../components/ui/form-actions';
import { InputField } from '../../../components/ui/form-fields';
import { Notice } from '../../../components/ui/notice';
import { issuesToFormErrors, serverFormErrors, type FormErrors } from '../../../lib/form-errors';
import { errorMessage } from '../../../lib/http';
import { useCancelTournament } from '../api/cancel-tournament';
import '../tournaments-texts';

/** Asks why, and cancels the tournament once confirmed: its buy-ins go back to the players. */
export function CancelTournamentDialog({
  id,
  name,
  onClose,
  onCancelled,
}: {
  id: string;
  name: string;
  onClose: () => void;
  onCancelled: () => void;
}) {
  const { t } = useTranslation();
  const cancel = useCancelTournament();
  const [reason, setReason] = useState('');
  const [errors, setErrors] = useState<FormErrors>({});
  const [failure, setFailure] = useState<string | null>(null);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setFailure(null);
    const checked = officeCancelTournamentRequestSchema.safeParse({ reason });
    if (!checked.success) {
      setErrors(
        issuesToFormErrors(checked.error.issues, { reason: t('tournaments.cancel.reason') }),
      );
      return;
    }
    setErrors({});
    try {
      await cancel.mutateAsync({ id, reason: checked.data.reason });
      onCancelled();
    } catch (error) {
      const fields = serverFormErrors(error);
      setErrors(fields);
      if (Object.keys(fields).length === 0) setFailure(errorMessage(error));
    }
  }

  return (
    <Dialog open title={t('tournaments.cancel.title', { name })} onClose={onClose}>
      <form className="grid-form" onSubmit={(e) => void submit(e)} noValidate>
        {failure && <Notice tone="error">{failure}</Notice>}
        <p className="muted">{t('tournaments.cancel.hint')}</p>
        <InputField
          name="reason"
          label={t('tournaments.cancel.reason')}
          error={errors.reason}
          value={reason}
          onChange={setReason}
        />
        <FormActions
          pending={cancel.isPending}
          onCancel={onClose}
          submitLabel={t('tournaments.cancel.confirm')}
          cancelLabel={t('tournaments.cancel.keep')}
        />
      </form>
    </Dialog>
  );
}
