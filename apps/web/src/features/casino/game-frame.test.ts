import { describe, expect, it } from 'vitest';
import { frameSandbox, PROVIDER_SANDBOX } from './game-frame';

const SITE = 'https://tribuna.example';

describe('the game frame’s sandbox', () => {
  it('puts a provider’s page in an opaque origin, even on the site’s own host', () => {
    for (const url of [
      '/partner/cumbre/play?game=dados&token=t',
      'https://games.provider.example/launch?token=t',
      `${SITE}/partner/cumbre/play`,
    ]) {
      const sandbox = frameSandbox(url, SITE);
      expect(sandbox).toBe(PROVIDER_SANDBOX);
      expect(sandbox?.split(' ')).not.toContain('allow-same-origin');
      expect(sandbox?.split(' ')).toContain('allow-scripts');
      expect(sandbox?.split(' ')).toContain('allow-forms');
    }
  });

  it('frames the house’s own pages on the site’s origin without a sandbox', () => {
    expect(frameSandbox('/games/house/blackjack?session=s#token=t', SITE)).toBeUndefined();
    expect(frameSandbox(`${SITE}/games/house/cohete?session=s`, SITE)).toBeUndefined();
  });

  it('does not take a look-alike path or another host for the house', () => {
    expect(frameSandbox('https://evil.example/games/house/cohete', SITE)).toBe(PROVIDER_SANDBOX);
    expect(frameSandbox('/games/housewares/x', SITE)).toBe(PROVIDER_SANDBOX);
    expect(frameSandbox('//evil.example/games/house/x', SITE)).toBe(PROVIDER_SANDBOX);
    expect(frameSandbox('/games/house/../../partner/x', SITE)).toBe(PROVIDER_SANDBOX);
  });
});
