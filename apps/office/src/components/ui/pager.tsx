import { useTranslation } from 'react-i18next';
import { Button } from './button';

/** Previous / next over offset pages: the API says whether a next page exists. */
export function Pager({
  offset,
  limit,
  hasMore,
  onChange,
}: {
  offset: number;
  limit: number;
  hasMore: boolean;
  onChange: (offset: number) => void;
}) {
  const { t } = useTranslation();
  return (
    <nav className="pager" aria-label={t('common.page', { page: offset / limit + 1 })}>
      <Button disabled={offset === 0} onClick={() => onChange(Math.max(0, offset - limit))}>
        {t('common.previous')}
      </Button>
      <span aria-live="polite">{t('common.page', { page: Math.floor(offset / limit) + 1 })}</span>
      <Button disabled={!hasMore} onClick={() => onChange(offset + limit)}>
        {t('common.next')}
      </Button>
    </nav>
  );
}
