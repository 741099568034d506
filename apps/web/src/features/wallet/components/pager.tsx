import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button';
import '../cashier-texts';

interface PagerProps {
  /** Zero-based offset of the page shown. */
  offset: number;
  limit: number;
  hasMore: boolean;
  onChange: (offset: number) => void;
}

/** "Page N" with previous and next, over limit/offset pages. */
export function Pager({ offset, limit, hasMore, onChange }: PagerProps) {
  const { t } = useTranslation();
  const page = Math.floor(offset / limit) + 1;
  return (
    <nav className="wallet-pager" aria-label={t('wallet.pager.label')}>
      <Button
        variant="secondary"
        disabled={offset === 0}
        onClick={() => onChange(Math.max(0, offset - limit))}
      >
        {t('wallet.pager.previous')}
      </Button>
      <span className="wallet-pager__page" aria-current="page">
        {t('wallet.pager.page', { page })}
      </span>
      <Button variant="secondary" disabled={!hasMore} onClick={() => onChange(offset + limit)}>
        {t('wallet.pager.next')}
      </Button>
    </nav>
  );
}
