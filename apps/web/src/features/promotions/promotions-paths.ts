import type { PROMOTIONS_API as PromotionsApi, PromotionCta } from '@tribuna/contracts/promotions';

// The call's path as a literal type-checked against the contract: importing the contract's
// module would bring zod into the feature's chunk.
const list: (typeof PromotionsApi)['list'] = '/api/promotions';

/** The promotions' call, without the `/api` base that apiRequest adds. */
export const PROMOTIONS_CALL = list.slice('/api'.length);

/** The site's pages of promotions. */
export const PROMOTIONS_PAGE = '/promotions';
export function promotionPath(id: string): string {
  return `${PROMOTIONS_PAGE}/${encodeURIComponent(id)}`;
}
export function otherPromotionsPath(id: string): string {
  return `${promotionPath(id)}/other-promotions`;
}

/** Who follows a promotion's button: a player or a guest, and whether the brand signs players up here. */
export interface CtaVisitor {
  loggedIn: boolean;
  /** The brand keeps its players' accounts here (`pam_type` 2): guests can sign up. */
  accountsHere: boolean;
}

/**
 * Where a promotion's button goes. A route opens its path; a bonus is claimed by its code: a
 * guest signs up with it (or logs in, where accounts are kept elsewhere), a player enters it
 * in the profile.
 */
export function ctaTarget(cta: PromotionCta, visitor: CtaVisitor): string {
  if (cta.kind === 'route') return cta.path;
  const code = encodeURIComponent(cta.code);
  if (visitor.loggedIn) return `/profile/bonus/code?code=${code}`;
  return visitor.accountsHere ? `/register?promo_code=${code}` : '/login';
}
