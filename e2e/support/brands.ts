import { PORT } from './run-paths';

/**
 * The demo brands as the browser tests see them (see apps/api/src/modules/tenants/demo-brands.ts),
 * on this worker's server.
 */
export interface E2eBrand {
  slug: string;
  name: string;
  origin: string;
  primary: string;
  /** Where a guest lands on `/`: the lobby, or login (pam_type not 2, or a landing). */
  guestHome: '/' | '/login';
  /** The brand keeps its players' accounts and wallet here (pam_type 2). */
  ownsAccounts: boolean;
  /** Its header: products in a strip under the bar (1), or behind a menu button on a phone (2). */
  header: 'header-1' | 'header-2';
}

export const BRANDS = {
  tribuna: {
    slug: 'tribuna',
    name: 'Tribuna',
    origin: `http://localhost:${PORT}`,
    primary: '#22c55e',
    guestHome: '/',
    ownsAccounts: true,
    header: 'header-1',
  },
  riobet: {
    slug: 'riobet',
    name: 'RioBet',
    origin: `http://127.0.0.1:${PORT}`,
    primary: '#facc15',
    guestHome: '/login',
    ownsAccounts: false,
    header: 'header-2',
  },
  luckystar: {
    slug: 'luckystar',
    name: 'Lucky Star',
    origin: `http://lucky.localhost:${PORT}`,
    primary: '#a855f7',
    guestHome: '/login',
    ownsAccounts: true,
    header: 'header-2',
  },
} satisfies Record<string, E2eBrand>;

export const DEMO_PLAYER = { username: 'demo', password: 'demo1234' } as const;
