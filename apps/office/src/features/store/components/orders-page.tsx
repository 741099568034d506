import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import {
  STORE_ORDER_STATES,
  type OfficeStoreOrder,
  type StoreOrderState,
} from '@tribuna/contracts/store';
import { Button } from '../../../components/ui/button';
import { DataTable, type DataTableColumn } from '../../../components/ui/data-table';
import { Dialog } from '../../../components/ui/dialog';
import { ChoiceField, translatedChoices } from '../../../components/ui/filter-fields';
import { FormActions } from '../../../components/ui/form-actions';
import { InputField } from '../../../components/ui/form-fields';
import { Notice } from '../../../components/ui/notice';
import { QueryResult } from '../../../components/ui/query-result';
import { serverFormErrors, type FormErrors } from '../../../lib/form-errors';
import { formatDateTime } from '../../../lib/format';
import { errorMessage } from '../../../lib/http';
import { useChangeOrder, type OrderChange } from '../api/change-order';
import { useOrders } from '../api/get-orders';
import { StoreTabs } from './store-tabs';
import '../store.css';
import '../store-texts';

function isState(value: string | undefined): value is StoreOrderState {
  return STORE_ORDER_STATES.some((state) => state === value);
}

function addressText(order: OfficeStoreOrder): string {
  const a = order.address;
  if (!a) return '—';
  return [a.full_name, a.phone, a.street, a.city, a.region, a.postal_code, a.country]
    .filter((part) => part !== '')
    .join(', ');
}

/** The ship or cancel form of one order (deliver needs no form). */
function OrderDialog({
  order,
  action,
  onClose,
  onDone,
}: {
  order: OfficeStoreOrder;
  action: 'ship' | 'cancel';
  onClose: () => void;
  onDone: () => void;
}) {
  const { t } = useTranslation();
  const change = useChangeOrder();
  const [carrier, setCarrier] = useState('');
  const [tracking, setTracking] = useState('');
  const [reason, setReason] = useState('');
  const [errors, setErrors] = useState<FormErrors>({});
  const [failure, setFailure] = useState<string | null>(null);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setFailure(null);
    const request: OrderChange =
      action === 'ship'
        ? {
            action,
            id: order.id,
            carrier: carrier.trim() || null,
            tracking: tracking.trim() || null,
          }
        : { action, id: order.id, reason };
    try {
      await change.mutateAsync(request);
      onDone();
    } catch (error) {
      const fields = serverFormErrors(error);
      setErrors(fields);
      if (Object.keys(fields).length === 0) setFailure(errorMessage(error));
    }
  }

  return (
    <Dialog
      open
      title={t(action === 'ship' ? 'store.orders.ship_title' : 'store.orders.cancel_title', {
        item: order.item_name,
      })}
      onClose={onClose}
    >
      <form className="grid-form" onSubmit={(e) => void submit(e)} noValidate>
        {failure && <Notice tone="error">{failure}</Notice>}
        {action === 'ship' ? (
          <>
            <InputField
              name="carrier"
              label={t('store.orders.carrier')}
              value={carrier}
              error={errors.carrier}
              onChange={setCarrier}
            />
            <InputField
              name="tracking"
              label={t('store.orders.tracking')}
              value={tracking}
              error={errors.tracking}
              onChange={setTracking}
            />
          </>
        ) : (
          <>
            <p className="muted">{t('store.orders.cancel_hint', { miles: order.price })}</p>
            <InputField
              name="reason"
              label={t('store.orders.reason')}
              value={reason}
              error={errors.reason}
              onChange={setReason}
            />
          </>
        )}
        <FormActions
          pending={change.isPending}
          onCancel={onClose}
          submitLabel={action === 'ship' ? t('store.orders.ship') : t('store.orders.cancel')}
        />
      </form>
    </Dialog>
  );
}

/** Orders by state, newest first: ship, mark delivered, or cancel before shipping. */
export function OrdersPage() {
  const { t } = useTranslation();
  const [state, setState] = useState<StoreOrderState | undefined>('placed');
  const orders = useOrders(state);
  const deliver = useChangeOrder();
  const [open, setOpen] = useState<{ order: OfficeStoreOrder; action: 'ship' | 'cancel' } | null>(
    null,
  );
  const [failure, setFailure] = useState<string | null>(null);
  const label = {
    item: t('store.col.item'),
    player: t('store.col.player'),
    state: t('store.col.state'),
    placed: t('store.col.placed'),
    delivery: t('store.col.delivery'),
  };
  const columns: DataTableColumn[] = [
    { label: label.item },
    { label: label.player },
    { label: label.state },
    { label: label.placed },
    { label: label.delivery },
    { label: t('common.actions'), className: 'actions', hidden: true },
  ];

  async function markDelivered(order: OfficeStoreOrder) {
    setFailure(null);
    try {
      await deliver.mutateAsync({ action: 'deliver', id: order.id });
    } catch (error) {
      setFailure(errorMessage(error));
    }
  }

  return (
    <div className="page">
      <header className="page-header">
        <h1>{t('store.title')}</h1>
      </header>
      <StoreTabs />
      <div className="toolbar" role="search">
        <ChoiceField
          label={t('store.orders.filter')}
          value={state}
          choices={translatedChoices(STORE_ORDER_STATES, (s) => t(`store.state.${s}`))}
          onChange={(value) => setState(isState(value) ? value : undefined)}
        />
      </div>
      {failure && <Notice tone="error">{failure}</Notice>}
      <QueryResult query={orders}>
        {(data) => (
          <div className="table-wrap" aria-busy={orders.isFetching}>
            <DataTable className="stacked-table" columns={columns} empty={data.length === 0}>
              {data.map((order) => (
                <tr key={order.id} data-testid={`store-order-${order.id}`}>
                  <th scope="row">
                    {order.item_name}
                    <span className="muted store-order-miles">
                      {t('store.orders.miles', { miles: order.price })}
                    </span>
                  </th>
                  <td data-label={label.player}>{order.username ?? order.player_id}</td>
                  <td data-label={label.state}>
                    <span className={`pill store-pill-${order.state}`}>
                      {t(`store.state.${order.state}`)}
                    </span>
                  </td>
                  <td data-label={label.placed}>{formatDateTime(order.created_at)}</td>
                  <td data-label={label.delivery} className="store-delivery">
                    {order.kind === 'physical' ? addressText(order) : t('store.orders.bonus')}
                    {(order.carrier || order.tracking) && (
                      <span className="muted">
                        {t('store.orders.tracking_line', {
                          carrier: order.carrier ?? '',
                          tracking: order.tracking ?? '',
                        })}
                      </span>
                    )}
                    {order.cancel_reason && <span className="muted">{order.cancel_reason}</span>}
                  </td>
                  <td className="actions">
                    {order.state === 'placed' && (
                      <>
                        <Button
                          variant="primary"
                          onClick={() => setOpen({ order, action: 'ship' })}
                        >
                          {t('store.orders.ship')}
                        </Button>
                        <Button onClick={() => setOpen({ order, action: 'cancel' })}>
                          {t('store.orders.cancel')}
                        </Button>
                      </>
                    )}
                    {order.state === 'shipped' && (
                      <Button
                        variant="primary"
                        disabled={deliver.isPending}
                        onClick={() => void markDelivered(order)}
                      >
                        {t('store.orders.deliver')}
                      </Button>
                    )}
                  </td>
                </tr>
              ))}
            </DataTable>
          </div>
        )}
      </QueryResult>
      {open && (
        <OrderDialog
          order={open.order}
          action={open.action}
          onClose={() => setOpen(null)}
          onDone={() => setOpen(null)}
        />
      )}
    </div>
  );
}
