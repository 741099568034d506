import { useTranslation } from 'react-i18next';
import { Button } from './button';

/** Cancel and submit at the foot of a dialog form; the submit shows "Saving…" while pending. */
export function FormActions({
  pending,
  onCancel,
  submitLabel,
  cancelLabel,
}: {
  pending: boolean;
  onCancel: () => void;
  /** Defaults to "Save". */
  submitLabel?: string;
  /** Defaults to "Cancel" (a dialog that itself cancels something says "Keep it"). */
  cancelLabel?: string;
}) {
  const { t } = useTranslation();
  return (
    <div className="form-actions">
      <Button onClick={onCancel}>{cancelLabel ?? t('common.cancel')}</Button>
      <Button type="submit" variant="primary" disabled={pending}>
        {pending ? t('common.saving') : (submitLabel ?? t('common.save'))}
      </Button>
    </div>
  );
}
