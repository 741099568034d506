import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { PaymentMethods } from '@tribuna/contracts/wallet';
import { Notice, Spinner } from '../../../components/ui/notice';
import { serverFormErrors } from '../../../lib/form-errors';
import { errorMessage } from '../../../lib/http';
import { usePaymentMethods } from '../api/get-payment-methods';
import { useUpdatePaymentMethods } from '../api/update-payment-methods';
import { PaymentMethodsForm } from './payment-methods-form';
import { PaymentsTabs } from './payments-tabs';
import '../payments.css';
import '../payments-texts';

/** How the brand's players pay in: edited as one document, saved with PUT. */
export function PaymentMethodsPage() {
  const { t } = useTranslation();
  const methods = usePaymentMethods();
  const update = useUpdatePaymentMethods();
  const [saved, setSaved] = useState(0);

  function save(next: PaymentMethods) {
    update.mutate(next, { onSuccess: () => setSaved((count) => count + 1) });
  }

  return (
    <div className="page">
      <header className="page-header">
        <h1>{t('payments.title')}</h1>
      </header>
      <PaymentsTabs />
      {methods.isPending && <Spinner label={t('app.loading')} />}
      {methods.isError && <Notice tone="error">{errorMessage(methods.error)}</Notice>}
      {methods.data && (
        <PaymentMethodsForm
          // Each save starts a fresh draft from what the server kept.
          key={saved}
          initial={methods.data}
          saving={update.isPending}
          serverErrors={serverFormErrors(update.error)}
          banner={
            <>
              {saved > 0 && !update.isError && (
                <Notice tone="success">{t('payments.methods_saved')}</Notice>
              )}
              {update.isError && <Notice tone="error">{errorMessage(update.error)}</Notice>}
            </>
          }
          onSave={save}
        />
      )}
    </div>
  );
}
