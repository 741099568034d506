import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { StoreOrder } from '@tribuna/contracts/store';
import { Button } from '../../../components/ui/button';
import { formatDateTime } from '../../../lib/date-time';
import { useOrders } from '../api/get-orders';
import { formatMiles } from '../store-format';
import '../store-texts';
import '../store.css';

function addressLine(order: StoreOrder): string | null {
  const a = order.address;
  if (!a) return null;
  return [a.full_name, a.street, a.city, a.region, a.postal_code, a.country]
    .filter((part) => part !== '')
    .join(', ');
}

/** The profile's orders: each with its state and what happened to it, in the brand's time. */
export function OrdersSection({
  timeZone,
  storePath,
  bonusesPath,
}: {
  timeZone: string;
  storePath: string;
  bonusesPath: string;
}) {
  const { t, i18n } = useTranslation();
  const orders = useOrders();
  const when = (iso: string) => formatDateTime(iso, i18n.language, timeZone);
  return (
    <section className="store-orders" aria-labelledby="store-orders-title">
      <h2 id="store-orders-title" className="store-orders__title">
        {t('store_orders.title')}
      </h2>
      <p className="store-orders__intro">{t('store_orders.intro')}</p>
      {orders.isPending && <p role="status">{t('store_orders.loading')}</p>}
      {orders.isError && (
        <div role="alert" className="store__status">
          <p>{t('store_orders.failed')}</p>
          <Button variant="secondary" onClick={() => void orders.refetch()}>
            {t('store_orders.retry')}
          </Button>
        </div>
      )}
      {orders.data?.length === 0 && (
        <div className="store__status">
          <p>{t('store_orders.empty')}</p>
          <Link className="button button--primary" to={storePath}>
            {t('store_orders.go_store')}
          </Link>
        </div>
      )}
      {orders.data && orders.data.length > 0 && (
        <ul className="store-orders__list">
          {orders.data.map((order) => {
            const to = addressLine(order);
            return (
              <li key={order.id} className="store-order" data-testid="store-order">
                <div className="store-order__head">
                  <h3 className="store-order__name">{order.item_name}</h3>
                  <span className={`store-state store-state--${order.state}`}>
                    {t(`store_orders.states.${order.state}`)}
                  </span>
                </div>
                <p className="store-order__price">
                  {t('store_orders.price', { miles: formatMiles(order.price, i18n.language) })}
                </p>
                <ul className="store-order__facts">
                  <li>{t('store_orders.bought_at', { date: when(order.created_at) })}</li>
                  {order.shipped_at && (
                    <li>{t('store_orders.shipped_at', { date: when(order.shipped_at) })}</li>
                  )}
                  {order.carrier && (
                    <li>{t('store_orders.carrier', { carrier: order.carrier })}</li>
                  )}
                  {order.tracking && (
                    <li>{t('store_orders.tracking', { tracking: order.tracking })}</li>
                  )}
                  {order.kind === 'physical' && order.delivered_at && (
                    <li>{t('store_orders.delivered_at', { date: when(order.delivered_at) })}</li>
                  )}
                  {order.cancelled_at && (
                    <li>{t('store_orders.cancelled_at', { date: when(order.cancelled_at) })}</li>
                  )}
                  {to && (
                    <li className="store-order__address">
                      {t('store_orders.to', { address: to })}
                    </li>
                  )}
                </ul>
                {order.bonus_id && (
                  <Link className="store-order__link" to={bonusesPath}>
                    {t('store_orders.bonus_link')}
                  </Link>
                )}
              </li>
            );
          })}
        </ul>
      )}
    </section>
  );
}
