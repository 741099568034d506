import { describe, expect, it } from 'vitest';
import { whatsappLink } from './whatsapp-link';

describe('whatsappLink', () => {
  it('keeps only the digits of the number', () => {
    expect(whatsappLink('+54 9 11 5555 0101')).toBe('https://wa.me/5491155550101');
  });

  it('prefills the text, encoded', () => {
    const link = whatsappLink('+55 21 99999 0000', 'Olá! Quero jogar & ganhar?');
    expect(link).toBe('https://wa.me/5521999990000?text=Ol%C3%A1%21+Quero+jogar+%26+ganhar%3F');
    expect(new URL(link ?? '').searchParams.get('text')).toBe('Olá! Quero jogar & ganhar?');
  });

  it('leaves out an empty text', () => {
    expect(whatsappLink('5491155550101', '   ')).toBe('https://wa.me/5491155550101');
  });

  it('answers null without a usable number', () => {
    expect(whatsappLink(null, 'Hi')).toBeNull();
    expect(whatsappLink('', 'Hi')).toBeNull();
    expect(whatsappLink('+1 23', 'Hi')).toBeNull();
    expect(whatsappLink('1234567890123456', 'Hi')).toBeNull();
  });
});
