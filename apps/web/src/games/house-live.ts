import type { Language } from '@tribuna/contracts/languages';
import { openLiveChannel } from '../lib/live';

/** A pseudo event type: the channel (re)connected, so a screen may reload its state. */
export const HOUSE_LIVE_CONNECTED = 'live.connected';

export interface HouseLive {
  /** Calls `handler` with the data of every event of this type on the brand's topic. */
  subscribe(type: string, handler: (data: unknown) => void): () => void;
  close(): void;
}

/**
 * The brand's live topic, heard as a guest (the game page has no player token): the
 * shared tables' rounds arrive here for every player at once.
 */
export function openHouseLive(language: () => Language): HouseLive {
  const handlers = new Map<string, Set<(data: unknown) => void>>();
  const channel = openLiveChannel({
    language,
    token: () => Promise.resolve(null),
    onMessage(message) {
      // Every (re)connection starts with `hello`: a screen may have missed events meanwhile.
      if (message.type === 'hello') {
        for (const handler of handlers.get(HOUSE_LIVE_CONNECTED) ?? []) handler(null);
      }
      if (message.type !== 'event' || !message.topic.startsWith('tenant:')) return;
      for (const handler of handlers.get(message.event.type) ?? []) handler(message.event.data);
    },
  });
  return {
    subscribe(type, handler) {
      const set = handlers.get(type) ?? new Set();
      set.add(handler);
      handlers.set(type, set);
      return () => set.delete(handler);
    },
    close: () => channel.close(),
  };
}
