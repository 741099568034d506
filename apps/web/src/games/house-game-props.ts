import type { HouseSession } from '@tribuna/contracts/house';
import type { Language } from '@tribuna/contracts/languages';
import type { HouseApi } from './house-api';
import type { HouseLive } from './house-live';

/** What the shell gives every game screen. */
export interface HouseGameProps {
  session: HouseSession;
  api: HouseApi;
  live: HouseLive;
  language: Language;
  /** The balance shown in the shell's bar; call it with every balance an answer brings. */
  balance: number;
  onBalance: (balance: number) => void;
  /** Milliseconds to add to Date.now() for the server's clock (countdowns). */
  clockOffset: number;
}
