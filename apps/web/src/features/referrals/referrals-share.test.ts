import { describe, expect, it } from 'vitest';
import { whatsappShareUrl } from './referrals-share';

describe('whatsappShareUrl', () => {
  it('carries the whole text, link and accents included, as one encoded parameter', () => {
    const url = whatsappShareUrl(
      'Únete con mi código AB23CD45: https://x.test/register?ref=AB23CD45&a=1',
    );
    expect(url.startsWith('https://wa.me/?text=')).toBe(true);
    expect(new URL(url).searchParams.get('text')).toBe(
      'Únete con mi código AB23CD45: https://x.test/register?ref=AB23CD45&a=1',
    );
    expect(new URL(url).searchParams.get('a')).toBeNull();
  });
});
