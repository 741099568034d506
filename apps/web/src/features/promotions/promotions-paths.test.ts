import { describe, expect, it } from 'vitest';
import { ctaTarget, otherPromotionsPath, promotionPath } from './promotions-paths';

describe('ctaTarget', () => {
  const guest = { loggedIn: false, accountsHere: true };
  const player = { loggedIn: true, accountsHere: true };

  it('opens a route as it is, for anyone', () => {
    expect(ctaTarget({ kind: 'route', path: '/live' }, guest)).toBe('/live');
    expect(ctaTarget({ kind: 'route', path: '/casino?tab=x' }, player)).toBe('/casino?tab=x');
  });

  it('signs a guest up with the code, and takes a player to enter it', () => {
    const bonus = { kind: 'bonus', code: 'BIENVENIDA' } as const;
    expect(ctaTarget(bonus, guest)).toBe('/register?promo_code=BIENVENIDA');
    expect(ctaTarget(bonus, player)).toBe('/profile/bonus/code?code=BIENVENIDA');
    // Where accounts are kept elsewhere there is no sign-up here.
    expect(ctaTarget(bonus, { loggedIn: false, accountsHere: false })).toBe('/login');
  });

  it('escapes what it puts in a path or a query', () => {
    expect(ctaTarget({ kind: 'bonus', code: 'A&B' }, guest)).toBe('/register?promo_code=A%26B');
    expect(promotionPath('a/b')).toBe('/promotions/a%2Fb');
    expect(otherPromotionsPath('x')).toBe('/promotions/x/other-promotions');
  });
});
