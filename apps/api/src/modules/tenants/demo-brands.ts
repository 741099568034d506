import type { SiteSettings } from '@tribuna/contracts/site-settings';
import { PRODUCTS } from '@tribuna/contracts/site-settings';
import {
  JURISDICTION_PRESET_PROFILES,
  type JurisdictionProfile,
} from '@tribuna/contracts/jurisdiction';

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
  redirects: [],
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
  jurisdiction: JurisdictionProfile;
}

/**
 * Three brands that between them show every branch of the spec: pam_type 2 (open
 * home), pam_type 1 (accounts managed elsewhere: guests go to login), and landing.
 */
export const DEMO_BRANDS: DemoBrand[] = [
  {
    slug: 'tribuna',
    hosts: ['localhost', 'tribuna.localhost'],
    jurisdiction: { ...JURISDICTION_PRESET_PROFILES.general, country: 'AR' },
    settings: {
      ...base,
      name: 'Tribuna',
      language: 'es_ES',
      currency: 'ARS',
      timezone: 'America/Argentina/Buenos_Aires',
      pam_type: 2,
      landing: false,
      // A Spanish address for the promotions page, so the route rules show in the demo.
      redirects: [{ from: '/promociones', to: '/promotions', external: false }],
      // A welcome offer for guests, and a short tour for players (es_ES, the brand's language).
      popups: [
        {
          id: 'tribuna-welcome-offer',
          kind: 'promo',
          enabled: true,
          audience: 'guests',
          title: 'Bono de bienvenida del 100%',
          body: 'Duplicamos tu primer depósito hasta $ 50.000.\n\nRegístrate hoy y empieza a jugar con el doble.',
          image_url: '/brands/tribuna/promo-welcome.svg',
          link_url: '/promotions/type/bonus',
        },
        {
          id: 'tribuna-player-tour',
          kind: 'tutorial',
          enabled: true,
          audience: 'players',
          title: 'Tu cuenta en Tribuna',
          body: 'Elige un deporte o un juego en el menú de arriba.\n\nArma tu cupón: toca una cuota y confirma tu apuesta.\n\nEn tu perfil puedes depositar, retirar y fijar tus límites de juego.',
          image_url: null,
          link_url: '/sport-rules',
        },
      ],
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
    // Brazil's law: no bonuses; its help organisations.
    jurisdiction: JURISDICTION_PRESET_PROFILES.brazil,
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
      popups: [
        {
          id: 'riobet-pix',
          kind: 'generic',
          enabled: true,
          audience: 'all',
          title: 'Depósitos por Pix',
          body: 'Agora você pode depositar e sacar por Pix, 24 horas por dia.\n\nO dinheiro cai na sua conta em poucos minutos.',
          image_url: null,
          link_url: '/terms',
        },
      ],
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
    jurisdiction: { ...JURISDICTION_PRESET_PROFILES.general, country: 'US' },
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
      // For the WhatsApp landing, which staff can choose in the office.
      whatsapp_number: '+1 305 555 0142',
      // Off by default: staff can switch it on to see a mandatory notice.
      popups: [
        {
          id: 'luckystar-notice',
          kind: 'block',
          enabled: false,
          audience: 'all',
          title: 'Important notice',
          body: 'Online betting is only allowed where the law permits it.\n\nBy continuing you confirm that you are over 18 and that betting is legal where you are.',
          image_url: null,
          link_url: '/terms',
        },
      ],
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
