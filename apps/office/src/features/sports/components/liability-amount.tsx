import type { Currency } from '@tribuna/contracts/currencies';
import { formatMoney } from '../../../lib/money';

/** A liability: a loss for the brand shows in red, a gain in green. */
export function LiabilityAmount({ value, currency }: { value: number; currency: Currency }) {
  const tone = value > 0 ? 'sports-risk' : value < 0 ? 'sports-safe' : undefined;
  return <span className={tone}>{formatMoney(value, currency)}</span>;
}
