import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DEPOSIT_METHODS, DEPOSIT_STATUSES, type OfficeDeposit } from '@tribuna/contracts/wallet';
import { getDepositProof } from '../api/get-deposit-proof';
import { useDeposits } from '../api/get-deposits';
import { useDecidePayment } from '../api/decide-payment';
import { usePaymentsFilters } from '../hooks/use-payments-filters';
import { DepositsTable } from './deposits-table';
import { PaymentsQueue } from './payments-queue';
import { ProofViewer } from './proof-viewer';
import '../payments-texts';

/** The deposits queue: pending first by default, decided by staff one by one. */
export function DepositsPage() {
  const { t } = useTranslation();
  const filters = usePaymentsFilters(DEPOSIT_STATUSES, DEPOSIT_METHODS);
  const deposits = useDeposits(filters.query);
  const approve = useDecidePayment('deposits', 'approve');
  const reject = useDecidePayment('deposits', 'reject');
  const [proof, setProof] = useState<OfficeDeposit | null>(null);
  const proofId = proof?.id;
  const loadProof = useCallback(
    (signal: AbortSignal) => getDepositProof(proofId ?? '', signal),
    [proofId],
  );
  const username = proof?.player.username ?? '';

  return (
    <PaymentsQueue
      kind="deposits"
      statuses={DEPOSIT_STATUSES}
      methods={DEPOSIT_METHODS}
      filters={filters}
      list={deposits}
      accept={approve}
      reject={reject}
      texts={{
        acceptTitle: t('payments.approve_deposit_title'),
        acceptText: (values) => t('payments.approve_deposit_text', values),
        acceptLabel: t('payments.approve'),
        accepted: t('payments.deposit_approved'),
        rejectTitle: t('payments.reject_deposit_title'),
        rejectText: (values) => t('payments.reject_deposit_text', values),
        rejected: t('payments.deposit_rejected'),
      }}
      table={(items, { decide, clear }) => (
        <DepositsTable
          items={items}
          onViewProof={(deposit) => {
            clear();
            setProof(deposit);
          }}
          onApprove={(deposit) => decide('accept', deposit)}
          onReject={(deposit) => decide('reject', deposit)}
        />
      )}
    >
      <ProofViewer
        open={proof !== null}
        title={t('payments.proof_title', { username })}
        alt={t('payments.proof_alt', { username })}
        load={loadProof}
        onClose={() => setProof(null)}
      />
    </PaymentsQueue>
  );
}
