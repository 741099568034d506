import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import {
  STORE_LOW_STOCK,
  deliveryAddressSchema,
  type DeliveryAddress,
  type StoreBuyResult,
  type StoreItem,
} from '@tribuna/contracts/store';
import { Button } from '../../../components/ui/button';
import { FormAlert } from '../../../components/ui/form-alert';
import { ApiError } from '../../../lib/api-error';
import { fieldErrorsOf, type FieldErrors } from '../../../lib/form-errors';
import { currentLanguage } from '../../../lib/i18n';
import { useActionKeys } from '../../../lib/use-idempotency-key';
import { useBuyItem } from '../api/buy-item';
import { formatMiles } from '../store-format';
import { AddressForm, EMPTY_ADDRESS } from './address-form';

/** Where the card's links lead (the site's paths, given by the page's route). */
export interface StoreLinks {
  login: () => void;
  loginPath: string;
  ordersPath: string;
  bonusesPath: string;
  casinoPath: string;
  sportsPath: string;
}

type Stage = { step: 'idle' } | { step: 'confirm' } | { step: 'done'; result: StoreBuyResult };

/** An item: its picture, price, stock and limit, and the way to buy it with a confirmation. */
export function StoreItemCard({
  item,
  miles,
  links,
}: {
  item: StoreItem;
  /** The player's miles; null for a guest. */
  miles: number | null;
  links: StoreLinks;
}) {
  const { t, i18n } = useTranslation();
  const language = i18n.language;
  const titleId = useId();
  const [stage, setStage] = useState<Stage>({ step: 'idle' });
  const [address, setAddress] = useState<DeliveryAddress>(EMPTY_ADDRESS);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [messages, setMessages] = useState<string[]>([]);
  const keys = useActionKeys();
  const buying = useBuyItem();
  const n = (value: number) => formatMiles(value, language);

  const soldOut = item.stock !== null && item.stock <= 0;
  const limitReached =
    item.limit !== null && item.bought !== null && item.bought >= item.limit.count;
  const missing = miles === null ? 0 : Math.max(0, item.price - miles);

  async function confirm(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setMessages([]);
    let sent: DeliveryAddress | null = null;
    if (item.kind === 'physical') {
      const checked = deliveryAddressSchema.safeParse(address);
      if (!checked.success) {
        setErrors(fieldErrorsOf(checked.error, currentLanguage()));
        return;
      }
      sent = checked.data;
    }
    setErrors({});
    try {
      const result = await buying.mutateAsync({
        itemId: item.id,
        address: sent,
        idempotencyKey: keys.keyFor(JSON.stringify({ item: item.id, address: sent })),
      });
      keys.done();
      setStage({ step: 'done', result });
    } catch (error) {
      if (!(error instanceof ApiError)) {
        setMessages([t('store_page.failed_buy')]);
        return;
      }
      // The address's fields come back as `address.<field>`: shown under each field.
      const fields: FieldErrors = {};
      for (const [name, texts] of Object.entries(error.fields)) {
        fields[name.replace(/^address\./, '')] = texts;
      }
      setErrors(fields);
      const under = new Set(Object.values(fields).flat());
      const rest = error.messages.filter((text) => !under.has(text));
      setMessages(rest.length || Object.keys(fields).length ? rest : [t('store_page.failed_buy')]);
    }
  }

  function action() {
    if (stage.step === 'done') {
      const { result } = stage;
      const text =
        result.order.kind === 'physical'
          ? t('store_page.done_physical')
          : result.bonus_status === 'active'
            ? t('store_page.done_bonus_active')
            : t('store_page.done_bonus_waiting');
      return (
        <div className="store-card__result" role="status">
          <p>{text}</p>
          <Link
            className="button button--secondary"
            to={result.order.kind === 'physical' ? links.ordersPath : links.bonusesPath}
          >
            {result.order.kind === 'physical'
              ? t('store_page.see_orders')
              : t('store_page.see_bonuses')}
          </Link>
        </div>
      );
    }
    if (miles === null) {
      return (
        <Link
          className="button button--primary store-card__buy"
          to={links.loginPath}
          onClick={links.login}
        >
          {t('store_page.login')}
        </Link>
      );
    }
    if (soldOut || limitReached) {
      return (
        <Button className="store-card__buy" disabled>
          {soldOut ? t('store_page.sold_out') : t('store_page.limit_reached')}
        </Button>
      );
    }
    if (missing > 0) {
      return (
        <div className="store-card__short">
          <p>{t('store_page.short', { missing: n(missing) })}</p>
          <p className="store-card__earn">{t('store_page.earn')}</p>
          <div className="store-card__links">
            <Link className="button button--secondary" to={links.casinoPath}>
              {t('store_page.earn_casino')}
            </Link>
            <Link className="button button--secondary" to={links.sportsPath}>
              {t('store_page.earn_sports')}
            </Link>
          </div>
        </div>
      );
    }
    if (stage.step === 'confirm') {
      return (
        <form className="store-confirm" onSubmit={(event) => void confirm(event)} noValidate>
          <p className="store-confirm__title">
            {t('store_page.confirm_title', { name: item.name })}
          </p>
          <p>
            {t('store_page.confirm_cost', { price: n(item.price), left: n(miles - item.price) })}
          </p>
          {item.kind === 'physical' && (
            <AddressForm value={address} errors={errors} onChange={setAddress} />
          )}
          <FormAlert messages={messages} />
          <div className="store-card__links">
            <button type="submit" className="button button--primary" disabled={buying.isPending}>
              {buying.isPending ? t('store_page.buying') : t('store_page.confirm')}
            </button>
            <Button
              variant="ghost"
              onClick={() => {
                setStage({ step: 'idle' });
                setMessages([]);
                setErrors({});
              }}
            >
              {t('store_page.cancel')}
            </Button>
          </div>
        </form>
      );
    }
    return (
      <Button
        className="store-card__buy"
        aria-label={t('store_page.buy_item', { name: item.name })}
        onClick={() => setStage({ step: 'confirm' })}
      >
        {t('store_page.buy')}
      </Button>
    );
  }

  const limitText =
    item.limit === null
      ? null
      : item.bought === null
        ? t(`store_page.limit_${item.limit.period}_guest`, { count: item.limit.count })
        : t(`store_page.limit_${item.limit.period}`, {
            count: item.limit.count,
            bought: item.bought,
          });

  return (
    <article
      className="surface-card"
      aria-labelledby={titleId}
      lang={item.language.replace('_', '-')}
      data-testid="store-item"
    >
      {item.image_url ? (
        <img className="card-image" src={item.image_url} alt="" loading="lazy" />
      ) : (
        <div className="card-image store-card__image--none" aria-hidden="true" />
      )}
      <div className="surface-card__content">
        <p className="store-card__meta">
          <span className={`store-badge store-badge--${item.kind}`}>
            {t(`store_page.kinds.${item.kind}`)}
          </span>
          {soldOut ? (
            <span className="store-card__stock">{t('store_page.sold_out')}</span>
          ) : (
            item.stock !== null &&
            item.stock <= STORE_LOW_STOCK && (
              <span className="store-card__stock">
                {t('store_page.stock_left', { count: item.stock })}
              </span>
            )
          )}
        </p>
        <h2 id={titleId} className="surface-card__title">
          {item.name}
        </h2>
        {item.description && <p className="store-card__description">{item.description}</p>}
        <p className="store-card__price">
          <span className="visually-hidden">{t('store_page.price_label')}: </span>
          {t('store_page.miles', { miles: n(item.price) })}
        </p>
        {limitText && <p className="store-card__limit">{limitText}</p>}
        <div className="store-card__action">{action()}</div>
      </div>
    </article>
  );
}
