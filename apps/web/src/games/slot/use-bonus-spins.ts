import { useCallback, useEffect, useRef, useState } from 'react';
import type { BonusSpins } from '@tribuna/contracts/house';
import type { HouseApi } from '../house-api';
import { getBonusSpins } from './bonus-spins-api';

/**
 * The bonus spins the slot offers its player (real money only): read when the screen
 * opens and again after each bonus spin (or its refusal), so a bonus used up, canceled or
 * lapsed elsewhere stops being offered. `spent` counts a played spin at once, before the
 * read catches up. A failed read changes nothing: paid play goes on as usual.
 */
export function useBonusSpins(api: HouseApi, real: boolean) {
  const [offer, setOffer] = useState<BonusSpins | null>(null);
  const alive = useRef(true);

  useEffect(() => {
    alive.current = true;
    if (real) {
      getBonusSpins(api).then(
        (items) => {
          if (alive.current) setOffer(items[0] ?? null);
        },
        () => undefined,
      );
    }
    return () => {
      alive.current = false;
    };
  }, [api, real]);

  const refresh = useCallback(async () => {
    if (!real) return;
    try {
      const items = await getBonusSpins(api);
      if (alive.current) setOffer(items[0] ?? null);
    } catch {
      // Kept as it was: the next spin's answer or read says more.
    }
  }, [api, real]);

  /** One spin of `bonusId` played: one fewer left (none: no offer). */
  const spent = useCallback((bonusId: string) => {
    setOffer((current) => {
      if (!current || current.bonus_id !== bonusId) return current;
      return current.remaining > 1 ? { ...current, remaining: current.remaining - 1 } : null;
    });
  }, []);

  return { offer, refresh, spent };
}
