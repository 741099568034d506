import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  WITHDRAWAL_METHODS,
  WITHDRAWAL_STATUSES,
  type OfficeWithdrawal,
} from '@tribuna/contracts/wallet';
import { Notice, Spinner } from '../../../components/ui/notice';
import { Pager } from '../../../components/ui/pager';
import { errorMessage } from '../../../lib/http';
import { exportPaymentsCsv, paymentsCsvPath } from '../api/export-payments-csv';
import { useWithdrawals } from '../api/get-withdrawals';
import { useDecidePayment } from '../api/decide-payment';
import { PAGE_SIZE, usePaymentsFilters } from '../hooks/use-payments-filters';
import { formatMoney } from '../../../lib/money';
import { DecisionDialog, type Decision } from './decision-dialog';
import { PaymentsFilters } from './payments-filters';
import { PaymentsSummary } from './payments-summary';
import { PaymentsTabs } from './payments-tabs';
import { WithdrawalsTable } from './withdrawals-table';
import '../payments.css';
import '../payments-texts';

type Open = { kind: 'pay' | 'reject'; withdrawal: OfficeWithdrawal } | null;

/** The withdrawals queue: staff send the money, then mark it paid, or reject it. */
export function WithdrawalsPage() {
  const { t } = useTranslation();
  const filters = usePaymentsFilters(WITHDRAWAL_STATUSES, WITHDRAWAL_METHODS);
  const withdrawals = useWithdrawals(filters.query);
  const pay = useDecidePayment('withdrawals', 'pay');
  const reject = useDecidePayment('withdrawals', 'reject');
  const [open, setOpen] = useState<Open>(null);
  const [done, setDone] = useState<string>();
  const [exporting, setExporting] = useState(false);
  const [exportError, setExportError] = useState<unknown>();

  function show(kind: 'pay' | 'reject', withdrawal: OfficeWithdrawal) {
    pay.reset();
    reject.reset();
    setDone(undefined);
    setOpen({ kind, withdrawal });
  }

  function decide(decision: Decision) {
    if (!open) return;
    const { id } = open.withdrawal;
    if (open.kind === 'pay') {
      pay.mutate(
        { id, idempotencyKey: decision.idempotencyKey },
        {
          onSuccess: () => {
            setOpen(null);
            setDone(t('payments.withdrawal_paid'));
          },
        },
      );
    } else {
      reject.mutate(
        { id, reason: decision.reason ?? '', idempotencyKey: decision.idempotencyKey },
        {
          onSuccess: () => {
            setOpen(null);
            setDone(t('payments.withdrawal_rejected'));
          },
        },
      );
    }
  }

  async function download() {
    setExporting(true);
    setExportError(undefined);
    try {
      await exportPaymentsCsv('withdrawals', filters.query);
    } catch (error) {
      setExportError(error);
    } finally {
      setExporting(false);
    }
  }

  const withdrawal = open?.withdrawal;
  const amount = withdrawal ? formatMoney(withdrawal.amount, withdrawal.currency) : '';
  const username = withdrawal?.player.username ?? '';

  return (
    <div className="page">
      <header className="page-header">
        <h1>{t('payments.title')}</h1>
      </header>
      <PaymentsTabs />
      <PaymentsFilters
        statuses={WITHDRAWAL_STATUSES.map((value) => ({
          value,
          label: t(`payments.status.${value}`),
        }))}
        methods={WITHDRAWAL_METHODS.map((value) => ({
          value,
          label: t(`payments.method.${value}`),
        }))}
        status={filters.status}
        method={filters.method}
        text={filters.text}
        from={filters.from}
        to={filters.to}
        onText={filters.setText}
        onChange={filters.change}
      />
      {done && <Notice tone="success">{done}</Notice>}
      {exportError !== undefined && <Notice tone="error">{errorMessage(exportError)}</Notice>}
      {withdrawals.isPending && <Spinner label={t('app.loading')} />}
      {withdrawals.isError && <Notice tone="error">{errorMessage(withdrawals.error)}</Notice>}
      {withdrawals.data && (
        <>
          <PaymentsSummary
            count={withdrawals.data.totals.count}
            amount={withdrawals.data.totals.amount}
            currency={withdrawals.data.items[0]?.currency}
            csvHref={paymentsCsvPath('withdrawals', filters.query)}
            exporting={exporting}
            onExport={() => void download()}
          />
          <div className="table-wrap" aria-busy={withdrawals.isFetching}>
            <WithdrawalsTable
              items={withdrawals.data.items}
              onPay={(item) => show('pay', item)}
              onReject={(item) => show('reject', item)}
            />
          </div>
          <Pager
            offset={filters.offset}
            limit={PAGE_SIZE}
            hasMore={withdrawals.data.has_more}
            onChange={(next) => filters.change({ offset: next ? String(next) : undefined })}
          />
        </>
      )}

      <DecisionDialog
        open={open?.kind === 'pay'}
        title={t('payments.pay_withdrawal_title')}
        text={<p>{t('payments.pay_withdrawal_text', { amount, username })}</p>}
        submitLabel={t('payments.mark_paid')}
        askReason={false}
        pending={pay.isPending}
        error={pay.error}
        onSubmit={decide}
        onClose={() => setOpen(null)}
      />
      <DecisionDialog
        open={open?.kind === 'reject'}
        title={t('payments.reject_withdrawal_title')}
        text={<p>{t('payments.reject_withdrawal_text', { amount, username })}</p>}
        submitLabel={t('payments.reject')}
        askReason
        pending={reject.isPending}
        error={reject.error}
        onSubmit={decide}
        onClose={() => setOpen(null)}
      />
    </div>
  );
}
