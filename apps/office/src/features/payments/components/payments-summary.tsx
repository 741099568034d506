import { useTranslation } from 'react-i18next';
import type { Currency } from '@tribuna/contracts/currencies';
import { formatMoney } from '../../../lib/money';
import '../payments-texts';

/** The totals of every row the filters match (not just this page) and their CSV export. */
export function PaymentsSummary({
  count,
  amount,
  currency,
  csvHref,
  exporting,
  onExport,
}: {
  count: number;
  amount: number;
  /** The payments' currency; unknown when nothing matches. */
  currency: Currency | undefined;
  csvHref: string;
  exporting: boolean;
  onExport: () => void;
}) {
  const { t } = useTranslation();
  return (
    <div className="payments-summary">
      <p className="strong" aria-live="polite" data-testid="payments-totals">
        {count > 0 && currency
          ? t('payments.totals', { count, amount: formatMoney(amount, currency) })
          : t('payments.totals_none')}
      </p>
      {/* A real link for its semantics; the click fetches with the staff token instead. */}
      <a
        className="btn btn-secondary"
        href={csvHref}
        aria-disabled={exporting}
        onClick={(event) => {
          event.preventDefault();
          if (!exporting) onExport();
        }}
      >
        {exporting ? t('payments.exporting') : t('payments.export')}
      </a>
    </div>
  );
}
