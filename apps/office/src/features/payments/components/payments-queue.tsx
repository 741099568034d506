import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { Currency } from '@tribuna/contracts/currencies';
import type {
  DEPOSIT_METHODS,
  DepositStatus,
  WITHDRAWAL_METHODS,
  WithdrawalStatus,
} from '@tribuna/contracts/wallet';
import { Notice, Spinner } from '../../../components/ui/notice';
import { Pager } from '../../../components/ui/pager';
import { errorMessage } from '../../../lib/http';
import { formatMoney } from '../../../lib/money';
import type { DecisionInput, PaymentKind } from '../api/decide-payment';
import { exportPaymentsCsv, paymentsCsvPath } from '../api/export-payments-csv';
import type { PaymentsFilters as Query } from '../api/get-deposits';
import { PAGE_SIZE, type ALL_STATUSES } from '../hooks/use-payments-filters';
import { DecisionDialog, type Decision } from './decision-dialog';
import { PaymentsFilters } from './payments-filters';
import { PaymentsSummary } from './payments-summary';
import { PaymentsTabs } from './payments-tabs';
import '../payments.css';
import '../payments-texts';

type Status = DepositStatus | WithdrawalStatus;
type Method = (typeof DEPOSIT_METHODS)[number] | (typeof WITHDRAWAL_METHODS)[number];

/** What the queue needs of a payment. */
interface Payment {
  id: string;
  amount: number;
  currency: Currency;
  player: { username: string };
}

/** What the queue needs of one decision's mutation (`useDecidePayment`). */
interface DecisionMutation {
  mutate: (input: DecisionInput, options: { onSuccess: () => void }) => void;
  reset: () => void;
  isPending: boolean;
  error: unknown;
}

interface QueueList<P> {
  isPending: boolean;
  isError: boolean;
  isFetching: boolean;
  error: unknown;
  data?: { items: P[]; totals: { count: number; amount: number }; has_more: boolean } | undefined;
}

interface QueueFilters<S extends Status, M extends Method> {
  query: Query;
  status: S | typeof ALL_STATUSES;
  method: M | undefined;
  text: string;
  from: string | undefined;
  to: string | undefined;
  offset: number;
  setText: (text: string) => void;
  change: (changes: Record<string, string | undefined>) => void;
}

/** The words of a queue's two decisions, for the payment they are about. */
export interface QueueTexts {
  acceptTitle: string;
  acceptText: (values: { amount: string; username: string }) => string;
  acceptLabel: string;
  accepted: string;
  rejectTitle: string;
  rejectText: (values: { amount: string; username: string }) => string;
  rejected: string;
}

/** The table's ways to the decisions: `clear` forgets the last one's notice. */
export interface QueueActions<P> {
  decide: (decision: 'accept' | 'reject', payment: P) => void;
  clear: () => void;
}

/**
 * A payments queue (deposits or withdrawals): its filters in the URL, the totals and their
 * CSV, one page of the table, and a dialog per decision, which staff take one by one.
 */
export function PaymentsQueue<P extends Payment, S extends Status, M extends Method>({
  kind,
  statuses,
  methods,
  filters,
  list,
  accept,
  reject,
  texts,
  table,
  children,
}: {
  kind: PaymentKind;
  statuses: readonly S[];
  methods: readonly M[];
  filters: QueueFilters<S, M>;
  list: QueueList<P>;
  accept: DecisionMutation;
  reject: DecisionMutation;
  texts: QueueTexts;
  table: (items: P[], actions: QueueActions<P>) => ReactNode;
  /** More dialogs of the page's own, such as a deposit's proof. */
  children?: ReactNode;
}) {
  const { t } = useTranslation();
  const [open, setOpen] = useState<{ decision: 'accept' | 'reject'; payment: P } | null>(null);
  const [done, setDone] = useState<string>();
  const [exporting, setExporting] = useState(false);
  const [exportError, setExportError] = useState<unknown>();

  function clear() {
    accept.reset();
    reject.reset();
    setDone(undefined);
  }

  const actions: QueueActions<P> = {
    decide: (decision, payment) => {
      clear();
      setOpen({ decision, payment });
    },
    clear,
  };

  function submit({ reason, idempotencyKey }: Decision) {
    if (!open) return;
    const { id } = open.payment;
    const [mutation, notice] =
      open.decision === 'accept' ? [accept, texts.accepted] : [reject, texts.rejected];
    mutation.mutate(
      { id, idempotencyKey, ...(open.decision === 'reject' ? { reason: reason ?? '' } : {}) },
      {
        onSuccess: () => {
          setOpen(null);
          setDone(notice);
        },
      },
    );
  }

  async function download() {
    setExporting(true);
    setExportError(undefined);
    try {
      await exportPaymentsCsv(kind, filters.query);
    } catch (error) {
      setExportError(error);
    } finally {
      setExporting(false);
    }
  }

  const values = {
    amount: open ? formatMoney(open.payment.amount, open.payment.currency) : '',
    username: open?.payment.player.username ?? '',
  };

  return (
    <div className="page">
      <header className="page-header">
        <h1>{t('payments.title')}</h1>
      </header>
      <PaymentsTabs />
      <PaymentsFilters
        statuses={statuses.map((value) => ({ value, label: t(`payments.status.${value}`) }))}
        methods={methods.map((value) => ({ value, label: t(`payments.method.${value}`) }))}
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
      {list.isPending && <Spinner label={t('app.loading')} />}
      {list.isError && <Notice tone="error">{errorMessage(list.error)}</Notice>}
      {list.data && (
        <>
          <PaymentsSummary
            count={list.data.totals.count}
            amount={list.data.totals.amount}
            currency={list.data.items[0]?.currency}
            csvHref={paymentsCsvPath(kind, filters.query)}
            exporting={exporting}
            onExport={() => void download()}
          />
          <div className="table-wrap" aria-busy={list.isFetching}>
            {table(list.data.items, actions)}
          </div>
          <Pager
            offset={filters.offset}
            limit={PAGE_SIZE}
            hasMore={list.data.has_more}
            onChange={(next) => filters.change({ offset: next ? String(next) : undefined })}
          />
        </>
      )}

      <DecisionDialog
        open={open?.decision === 'accept'}
        title={texts.acceptTitle}
        text={<p>{texts.acceptText(values)}</p>}
        submitLabel={texts.acceptLabel}
        askReason={false}
        pending={accept.isPending}
        error={accept.error}
        onSubmit={submit}
        onClose={() => setOpen(null)}
      />
      <DecisionDialog
        open={open?.decision === 'reject'}
        title={texts.rejectTitle}
        text={<p>{texts.rejectText(values)}</p>}
        submitLabel={t('payments.reject')}
        askReason
        pending={reject.isPending}
        error={reject.error}
        onSubmit={submit}
        onClose={() => setOpen(null)}
      />
      {children}
    </div>
  );
}
