import { BONUS_SECTION_STATUS, type BonusStatus } from '@tribuna/contracts/bonus';

/**
 * The spec's six sections, in the order a bonus lives through them: offered (or a code),
 * waiting for its deposit, running, then ended. Each has an address of its own
 * (`/profile/bonus/<view>`); `list` (the active ones) opens first.
 */
export const BONUS_VIEWS = [
  'available',
  'code',
  'claimed',
  'list',
  'completed',
  'canceled',
] as const;
export type BonusView = (typeof BONUS_VIEWS)[number];
/** The sections that list bonuses (every one but the code's form). */
export type BonusListView = Exclude<BonusView, 'code'>;
export const DEFAULT_BONUS_VIEW = 'list' satisfies BonusListView;

export function isBonusView(value: string | null | undefined): value is BonusView {
  return (BONUS_VIEWS as readonly (string | null | undefined)[]).includes(value);
}

/** The status a listing section shows, as the contract pairs them. */
export function statusOfView(view: BonusListView): BonusStatus {
  return BONUS_SECTION_STATUS[view];
}

/** The section that lists a bonus of `status`: where the player is taken after a change. */
export function viewOfStatus(status: BonusStatus): BonusListView {
  const views = Object.keys(BONUS_SECTION_STATUS) as BonusListView[];
  return views.find((view) => BONUS_SECTION_STATUS[view] === status) ?? DEFAULT_BONUS_VIEW;
}
