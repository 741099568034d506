import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DEPOSIT_METHODS, DEPOSIT_STATUSES, type OfficeDeposit } from '@tribuna/contracts/wallet';
import { Notice, Spinner } from '../../../components/ui/notice';
import { Pager } from '../../../components/ui/pager';
import { errorMessage } from '../../../lib/http';
import { exportPaymentsCsv, paymentsCsvPath } from '../api/export-payments-csv';
import { getDepositProof } from '../api/get-deposit-proof';
import { useDeposits } from '../api/get-deposits';
import { useDecidePayment } from '../api/decide-payment';
import { PAGE_SIZE, usePaymentsFilters } from '../hooks/use-payments-filters';
import { formatMoney } from '../../../lib/money';
import { DecisionDialog, type Decision } from './decision-dialog';
import { DepositsTable } from './deposits-table';
import { PaymentsFilters } from './payments-filters';
import { PaymentsSummary } from './payments-summary';
import { PaymentsTabs } from './payments-tabs';
import { ProofViewer } from './proof-viewer';
import '../payments.css';
import '../payments-texts';

type Open = { kind: 'approve' | 'reject' | 'proof'; deposit: OfficeDeposit } | null;

/** The deposits queue: pending first by default, decided by staff one by one. */
export function DepositsPage() {
  const { t } = useTranslation();
  const filters = usePaymentsFilters(DEPOSIT_STATUSES, DEPOSIT_METHODS);
  const deposits = useDeposits(filters.query);
  const approve = useDecidePayment('deposits', 'approve');
  const reject = useDecidePayment('deposits', 'reject');
  const [open, setOpen] = useState<Open>(null);
  const [done, setDone] = useState<string>();
  const [exporting, setExporting] = useState(false);
  const [exportError, setExportError] = useState<unknown>();
  const proofId = open?.kind === 'proof' ? open.deposit.id : undefined;
  const loadProof = useCallback(
    (signal: AbortSignal) => getDepositProof(proofId ?? '', signal),
    [proofId],
  );

  function show(kind: 'approve' | 'reject' | 'proof', deposit: OfficeDeposit) {
    approve.reset();
    reject.reset();
    setDone(undefined);
    setOpen({ kind, deposit });
  }

  function decide(decision: Decision) {
    if (!open) return;
    const { id } = open.deposit;
    if (open.kind === 'approve') {
      approve.mutate(
        { id, idempotencyKey: decision.idempotencyKey },
        {
          onSuccess: () => {
            setOpen(null);
            setDone(t('payments.deposit_approved'));
          },
        },
      );
    } else if (open.kind === 'reject') {
      reject.mutate(
        { id, reason: decision.reason ?? '', idempotencyKey: decision.idempotencyKey },
        {
          onSuccess: () => {
            setOpen(null);
            setDone(t('payments.deposit_rejected'));
          },
        },
      );
    }
  }

  async function download() {
    setExporting(true);
    setExportError(undefined);
    try {
      await exportPaymentsCsv('deposits', filters.query);
    } catch (error) {
      setExportError(error);
    } finally {
      setExporting(false);
    }
  }

  const deposit = open?.deposit;
  const amount = deposit ? formatMoney(deposit.amount, deposit.currency) : '';
  const username = deposit?.player.username ?? '';

  return (
    <div className="page">
      <header className="page-header">
        <h1>{t('payments.title')}</h1>
      </header>
      <PaymentsTabs />
      <PaymentsFilters
        statuses={DEPOSIT_STATUSES.map((value) => ({
          value,
          label: t(`payments.status.${value}`),
        }))}
        methods={DEPOSIT_METHODS.map((value) => ({
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
      {deposits.isPending && <Spinner label={t('app.loading')} />}
      {deposits.isError && <Notice tone="error">{errorMessage(deposits.error)}</Notice>}
      {deposits.data && (
        <>
          <PaymentsSummary
            count={deposits.data.totals.count}
            amount={deposits.data.totals.amount}
            currency={deposits.data.items[0]?.currency}
            csvHref={paymentsCsvPath('deposits', filters.query)}
            exporting={exporting}
            onExport={() => void download()}
          />
          <div className="table-wrap" aria-busy={deposits.isFetching}>
            <DepositsTable
              items={deposits.data.items}
              onViewProof={(item) => show('proof', item)}
              onApprove={(item) => show('approve', item)}
              onReject={(item) => show('reject', item)}
            />
          </div>
          <Pager
            offset={filters.offset}
            limit={PAGE_SIZE}
            hasMore={deposits.data.has_more}
            onChange={(next) => filters.change({ offset: next ? String(next) : undefined })}
          />
        </>
      )}

      <DecisionDialog
        open={open?.kind === 'approve'}
        title={t('payments.approve_deposit_title')}
        text={<p>{t('payments.approve_deposit_text', { amount, username })}</p>}
        submitLabel={t('payments.approve')}
        askReason={false}
        pending={approve.isPending}
        error={approve.error}
        onSubmit={decide}
        onClose={() => setOpen(null)}
      />
      <DecisionDialog
        open={open?.kind === 'reject'}
        title={t('payments.reject_deposit_title')}
        text={<p>{t('payments.reject_deposit_text', { amount, username })}</p>}
        submitLabel={t('payments.reject')}
        askReason
        pending={reject.isPending}
        error={reject.error}
        onSubmit={decide}
        onClose={() => setOpen(null)}
      />
      <ProofViewer
        open={open?.kind === 'proof'}
        title={t('payments.proof_title', { username })}
        alt={t('payments.proof_alt', { username })}
        load={loadProof}
        onClose={() => setOpen(null)}
      />
    </div>
  );
}
