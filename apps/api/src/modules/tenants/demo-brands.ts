import type { SiteSettings } from '@tribuna/contracts/site-settings';
import { PRODUCTS } from '@tribuna/contracts/site-settings';

const base: Omit<
  SiteSettings,
  'name' | 'language' | 'currency' | 'timezone' | 'colors' | 'pam_type' | 'landing'
> = {
  languages: ['es_ES', 'en_US', 'pt_BR'],
  theme: 'dark',
  logos: {
    favicon: { light: '/brands/tribuna/favicon.svg', dark: '/brands/tribuna/favicon.svg' },
    header: { light: '/brands/tribuna/logo.svg', dark: '/brands/tribuna/logo.svg' },
  },
  landing_variant: 'landing-1',
  whatsapp_number: null,
  sports_url: null,
  products: [...PRODUCTS],
  layout: { header: 'header-1', footer: 'footer-1', lobby: 'lobby-1' },
  popups: [],
  limits: { min_deposit: 100_000, min_withdrawal: 200_000, max_daily_withdrawal: 50_000_000 },
  payment_hours: { from: '09:00', to: '03:30' },
  maintenance: { enabled: false },
  enabled_modules: { customer_support: { zoho: { key: null } } },
  trackers: { analytics: { enabled: false, code: null } },
};

export interface DemoBrand {
  slug: string;
  hosts: string[];
  settings: SiteSettings;
}

/**
 * Three brands that between them show every branch of the spec: pam_type 2 (open
 * home), pam_type 1 (accounts managed elsewhere: guests go to login), and landing.
 */
export const DEMO_BRANDS: DemoBrand[] = [
  {
    slug: 'tribuna',
    hosts: ['localhost', 'tribuna.localhost'],
    settings: {
      ...base,
      name: 'Tribuna',
      language: 'es_ES',
      currency: 'ARS',
      timezone: 'America/Argentina/Buenos_Aires',
      pam_type: 2,
      landing: false,
      colors: {
        primary: '#22c55e',
        secondary: '#0ea5e9',
        background: '#0b1220',
        surface: '#131c2e',
        text: '#e5e7eb',
      },
    },
  },
  {
    slug: 'riobet',
    hosts: ['127.0.0.1', 'riobet.localhost'],
    settings: {
      ...base,
      name: 'RioBet',
      language: 'pt_BR',
      languages: ['pt_BR', 'en_US', 'es_ES'],
      currency: 'BRL',
      timezone: 'America/Sao_Paulo',
      pam_type: 1,
      landing: false,
      logos: {
        favicon: { light: '/brands/riobet/favicon.svg', dark: '/brands/riobet/favicon.svg' },
        header: { light: '/brands/riobet/logo.svg', dark: '/brands/riobet/logo.svg' },
      },
      layout: { header: 'header-2', footer: 'footer-2', lobby: 'lobby-2' },
      colors: {
        primary: '#facc15',
        secondary: '#2563eb',
        background: '#06162e',
        surface: '#0d2547',
        text: '#f8fafc',
      },
      limits: { min_deposit: 2_000, min_withdrawal: 5_000, max_daily_withdrawal: 1_000_000 },
    },
  },
  {
    slug: 'luckystar',
    hosts: ['lucky.localhost'],
    settings: {
      ...base,
      name: 'Lucky Star',
      language: 'en_US',
      languages: ['en_US', 'es_ES', 'pt_BR'],
      currency: 'USD',
      timezone: 'America/New_York',
      pam_type: 2,
      landing: true,
      landing_variant: 'landing-2',
      logos: {
        favicon: { light: '/brands/luckystar/favicon.svg', dark: '/brands/luckystar/favicon.svg' },
        header: { light: '/brands/luckystar/logo.svg', dark: '/brands/luckystar/logo.svg' },
      },
      layout: { header: 'header-2', footer: 'footer-1', lobby: 'lobby-3' },
      colors: {
        primary: '#a855f7',
        secondary: '#f43f5e',
        background: '#140a24',
        surface: '#23123d',
        text: '#f5f3ff',
      },
      limits: { min_deposit: 1_000, min_withdrawal: 2_000, max_daily_withdrawal: 500_000 },
    },
  },
];
