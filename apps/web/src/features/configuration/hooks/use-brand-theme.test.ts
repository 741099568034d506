import { describe, expect, it } from 'vitest';
import type { Configurations } from '@tribuna/contracts/configurations';
import { applyBrandTheme, readableOn } from './use-brand-theme';

describe('applyBrandTheme', () => {
  it('sets the colours, theme and favicon of the brand', () => {
    const configuration = {
      theme: 'dark',
      colors: {
        primary: '#facc15',
        secondary: '#2563eb',
        background: '#06162e',
        surface: '#0d2547',
        text: '#f8fafc',
      },
      logos: {
        favicon: { light: '/brands/riobet/favicon.svg', dark: '/brands/riobet/favicon.svg' },
        header: { light: '/brands/riobet/logo.svg', dark: '/brands/riobet/logo.svg' },
      },
    } as Configurations;
    const root = document.documentElement;
    applyBrandTheme(configuration, root);
    expect(root.style.getPropertyValue('--color-primary')).toBe('#facc15');
    expect(root.style.getPropertyValue('--color-on-primary')).toBe('#000000');
    expect(root.style.getPropertyValue('--color-background')).toBe('#06162e');
    expect(root.dataset.theme).toBe('dark');
    expect(document.querySelector('link[rel="icon"]')?.getAttribute('href')).toBe(
      '/brands/riobet/favicon.svg',
    );
  });

  it('picks the readable text colour for a background', () => {
    expect(readableOn('#ffffff')).toBe('#000000');
    expect(readableOn('#000000')).toBe('#ffffff');
    expect(readableOn('#1e3a8a')).toBe('#ffffff');
    expect(readableOn('#22c55e')).toBe('#000000');
  });
});
