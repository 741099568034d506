import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import type { OfficePromotion } from '@tribuna/contracts/promotions';
import { Button } from '../../../components/ui/button';
import { DataTable } from '../../../components/ui/data-table';
import { Notice, Spinner } from '../../../components/ui/notice';
import { formatDateTime } from '../../../lib/format';
import { errorMessage } from '../../../lib/http';
import { currentLanguage } from '../../../lib/i18n';
import { usePromotions } from '../api/get-promotions';
import { promotionStatus, titleFor } from '../promotion-status';
import { DeletePromotionDialog } from './delete-promotion-dialog';
import '../promotions.css';
import '../promotions-texts';

/** Every promotion of the brand in the site's order: whether it is on the site, its dates. */
export function PromotionsPage() {
  const { t } = useTranslation();
  const location = useLocation();
  const list = usePromotions();
  const [deleting, setDeleting] = useState<{ id: string; title: string } | null>(null);
  const [deleted, setDeleted] = useState(
    (location.state as { notice?: string } | null)?.notice === 'deleted',
  );
  const now = new Date();
  const language = currentLanguage();
  const columns = [
    { label: t('promotions.col.title') },
    { label: t('promotions.col.type') },
    { label: t('promotions.col.status') },
    { label: t('promotions.col.starts') },
    { label: t('promotions.col.ends') },
    { label: t('promotions.col.position'), className: 'amount' as const },
    { label: t('common.actions'), className: 'actions' as const, hidden: true },
  ];

  function row(promotion: OfficePromotion) {
    const title = titleFor(promotion, language) ?? t('promotions.untitled');
    const status = promotionStatus(promotion, now);
    return (
      <tr key={promotion.id}>
        <th scope="row">
          <Link to={`/promotions/${promotion.id}`}>{title}</Link>
        </th>
        <td>
          <span className={`promo-type promo-type-${promotion.type}`}>
            {t(`promotions.type.${promotion.type}`)}
          </span>
        </td>
        <td>
          <span className={`promo-status promo-status-${status}`}>
            {t(`promotions.status.${status}`)}
          </span>
        </td>
        <td className="nowrap">{formatDateTime(promotion.starts_at)}</td>
        <td className="nowrap">
          {promotion.ends_at ? formatDateTime(promotion.ends_at) : t('promotions.no_end')}
        </td>
        <td className="amount">{promotion.position}</td>
        <td className="actions">
          <Link
            className="btn btn-secondary"
            to={`/promotions/${promotion.id}`}
            aria-label={t('promotions.edit_one', { title })}
          >
            {t('common.edit')}
          </Link>
          <Button
            variant="danger"
            aria-label={t('promotions.delete_one', { title })}
            onClick={() => {
              setDeleted(false);
              setDeleting({ id: promotion.id, title });
            }}
          >
            {t('promotions.delete')}
          </Button>
        </td>
      </tr>
    );
  }

  return (
    <div className="page">
      <header className="page-header page-header-row">
        <div className="page-header">
          <h1>{t('promotions.title')}</h1>
          <p className="muted">{t('promotions.intro')}</p>
        </div>
        <Link className="btn btn-primary" to="/promotions/new">
          {t('promotions.new')}
        </Link>
      </header>
      {deleted && <Notice tone="success">{t('promotions.deleted')}</Notice>}
      {list.isPending && <Spinner label={t('app.loading')} />}
      {list.isError && <Notice tone="error">{errorMessage(list.error)}</Notice>}
      {list.isSuccess && (
        <div className="table-wrap">
          <DataTable className="promo-table" columns={columns} empty={list.data.length === 0}>
            {list.data.map(row)}
          </DataTable>
        </div>
      )}
      <DeletePromotionDialog
        promotion={deleting}
        onClose={() => setDeleting(null)}
        onDeleted={() => {
          setDeleting(null);
          setDeleted(true);
        }}
      />
    </div>
  );
}
