import { useTranslation } from 'react-i18next';
import { isKnownActivityProduct } from '@tribuna/contracts/activity';
import type { Choice } from '../../../components/ui/filter-fields';
import '../activity-texts';

/** The products a filter offers, by their names in the reader's language. */
export function useProductChoices(products: readonly string[]): Choice[] {
  const { t } = useTranslation();
  return products.map((value) => ({
    value,
    label: isKnownActivityProduct(value) ? t(`activity.product.${value}`) : value,
  }));
}
