import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { Promotion } from '@tribuna/contracts/promotions';
import { formatDate } from '../../../lib/date-time';
import { ctaTarget, type CtaVisitor } from '../promotions-paths';
import '../promotions-texts';

/** What every promotion view needs besides the promotion: who looks, in which language and zone. */
export interface PromotionViewContext {
  visitor: CtaVisitor;
  language: string;
  /** The brand's time zone: dates are its days. */
  timeZone?: string | undefined;
}

/** The promotion's banner; without one, a panel in the brand's colours keeps the layout. */
export function PromotionImage({ url, className }: { url: string | null; className?: string }) {
  const classes = ['card-image', className].filter(Boolean).join(' ');
  // Decorative: the title next to it says what it shows.
  if (!url) return <div className={`${classes} promo-image--none`} aria-hidden="true" />;
  return (
    <img
      className={classes}
      src={url}
      alt=""
      width={600}
      height={300}
      loading="lazy"
      decoding="async"
    />
  );
}

export function PromotionBadge({ type }: { type: Promotion['type'] }) {
  const { t } = useTranslation();
  return <span className={`promo-badge promo-badge--${type}`}>{t(`promotions.type.${type}`)}</span>;
}

/** "Until 26 May 2027", or that it has no end. */
export function PromotionEnd({
  promotion,
  context,
}: {
  promotion: Promotion;
  context: PromotionViewContext;
}) {
  const { t } = useTranslation();
  if (!promotion.ends_at) return <span>{t('promotions.no_end')}</span>;
  const date = formatDate(promotion.ends_at, context.language, context.timeZone);
  return <span>{t('promotions.until', { date })}</span>;
}

/** The promotion's button: its own label, else the site's ("Claim", "Go"). */
export function PromotionCta({
  promotion,
  context,
  className = 'button button--primary',
}: {
  promotion: Promotion;
  context: PromotionViewContext;
  className?: string;
}) {
  const { t } = useTranslation();
  const { cta } = promotion;
  if (!cta) return null;
  const label =
    promotion.cta_label || t(cta.kind === 'bonus' ? 'promotions.cta.claim' : 'promotions.cta.go');
  return (
    <Link className={className} to={ctaTarget(cta, context.visitor)} data-testid="promotion-cta">
      {label}
    </Link>
  );
}
