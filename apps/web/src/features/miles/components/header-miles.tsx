import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Icon } from '../../../components/ui/icon';
import { star } from '../../../components/ui/icon-set';
import { currentLanguage } from '../../../lib/i18n';
import { localeOf } from '@tribuna/contracts/money';
import { useMilesSummary } from '../api/get-miles-summary';
import '../miles-texts';

/**
 * The account menu's line for miles: the balance, asked when the menu opens (this chunk
 * comes then too, so the first page carries none of it), linking to the profile's miles.
 */
export function HeaderMiles({ path, onNavigate }: { path: string; onNavigate: () => void }) {
  const { t } = useTranslation();
  const { data } = useMilesSummary();
  const count =
    data === undefined
      ? '…'
      : new Intl.NumberFormat(localeOf(currentLanguage())).format(data.balance);
  return (
    <Link className="account-menu__item" to={path} onClick={onNavigate} data-testid="account-miles">
      <Icon path={star} />
      {t('miles.header', { count })}
    </Link>
  );
}
