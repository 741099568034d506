import type { SiteSettings } from '@tribuna/contracts/site-settings';

/** A complete, valid settings document for tests (the demo brand's shape). */
export const demoSettings: SiteSettings = {
  name: 'Tribuna',
  language: 'es_ES',
  languages: ['es_ES', 'en_US', 'pt_BR'],
  theme: 'dark',
  colors: {
    primary: '#22c55e',
    secondary: '#0ea5e9',
    background: '#0b1220',
    surface: '#131c2e',
    text: '#e5e7eb',
  },
  logos: {
    favicon: { light: '/brands/tribuna/favicon.svg', dark: '/brands/tribuna/favicon.svg' },
    header: { light: '/brands/tribuna/logo.svg', dark: '/brands/tribuna/logo.svg' },
  },
  currency: 'ARS',
  timezone: 'America/Argentina/Buenos_Aires',
  pam_type: 2,
  landing: false,
  landing_variant: 'landing-1',
  whatsapp_number: null,
  sports_url: null,
  products: ['sports', 'casino'],
  layout: { header: 'header-1', footer: 'footer-1', lobby: 'lobby-1' },
  popups: [],
  redirects: [],
  limits: { min_deposit: 100_000, min_withdrawal: 200_000, max_daily_withdrawal: 50_000_000 },
  payment_hours: { from: '09:00', to: '03:30' },
  maintenance: { enabled: false },
  enabled_modules: { customer_support: { zoho: { key: null } } },
  trackers: { analytics: { enabled: false, code: null } },
};
