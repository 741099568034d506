import { useTranslation } from 'react-i18next';
import { isKnownActivityProduct } from '@tribuna/contracts/activity';
import '../activity-texts';

/** A product's name in the reader's language; a product the office does not know yet, as the API named it. */
export function ProductName({ product }: { product: string }) {
  const { t } = useTranslation();
  return <>{isKnownActivityProduct(product) ? t(`activity.product.${product}`) : product}</>;
}
