import type { FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Dialog } from '../../../components/ui/dialog';
import { FormActions } from '../../../components/ui/form-actions';
import { Notice } from '../../../components/ui/notice';
import { errorMessage } from '../../../lib/http';
import { useDeletePromotion } from '../api/delete-promotion';
import '../promotions-texts';

/** Asks before a promotion leaves the site for good; says why when the API refuses. */
export function DeletePromotionDialog({
  promotion,
  onClose,
  onDeleted,
}: {
  /** The one to delete; null: the dialog is closed. */
  promotion: { id: string; title: string } | null;
  onClose: () => void;
  onDeleted: () => void;
}) {
  const { t } = useTranslation();
  const remove = useDeletePromotion();

  function submit(event: FormEvent) {
    event.preventDefault();
    if (!promotion || remove.isPending) return;
    remove.mutate(promotion.id, {
      onSuccess: () => {
        remove.reset();
        onDeleted();
      },
    });
  }

  function close() {
    remove.reset();
    onClose();
  }

  return (
    <Dialog open={promotion !== null} title={t('promotions.delete_title')} onClose={close}>
      <form onSubmit={submit}>
        <p>{t('promotions.delete_text', { title: promotion?.title ?? '' })}</p>
        {remove.isError && <Notice tone="error">{errorMessage(remove.error)}</Notice>}
        <FormActions
          pending={remove.isPending}
          onCancel={close}
          submitLabel={t('promotions.delete')}
        />
      </form>
    </Dialog>
  );
}
