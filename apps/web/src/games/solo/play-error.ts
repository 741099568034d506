import type { TFunction } from 'i18next';
import { HouseApiError } from '../house-api';
import './solo-texts';
import './solo.css';

/** An answer the screen cannot show (a shape it does not know): said, never drawn wrong. */
export class UnreadableAnswer extends Error {
  constructor() {
    super('unreadable answer');
    this.name = 'UnreadableAnswer';
  }
}

/**
 * What to tell the player about a refused call: the API's own messages (already in the
 * page's language, e.g. insufficient funds or the bet limits), else a generic line.
 */
export function playErrorMessages(error: unknown, t: TFunction): string[] {
  if (error instanceof UnreadableAnswer) return [t('solo.unreadable')];
  if (error instanceof HouseApiError) {
    if (error.messages.length > 0) return error.messages;
    if (error.code === 'NETWORK') return [t('solo.network_error')];
  }
  return [t('house.error_generic')];
}

/** Whether the user prefers less motion: animations are then skipped, not slowed. */
export function reducedMotion(): boolean {
  try {
    return window.matchMedia('(prefers-reduced-motion: reduce)').matches;
  } catch {
    return true;
  }
}

/** Resolves after `ms` (at once when motion is reduced). */
export function pause(ms: number): Promise<void> {
  if (ms <= 0 || reducedMotion()) return Promise.resolve();
  return new Promise((resolve) => setTimeout(resolve, ms));
}
