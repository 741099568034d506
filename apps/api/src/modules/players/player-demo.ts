import type { Language } from '@tribuna/contracts/languages';
import type { Db } from '../../db/database';
import type { PlayerStatus } from './player-records';
import { insertPlayer, takenFields } from './player-registration';

export function createPlayerDemo(deps: { db: Db }) {
  const { db } = deps;

  /** Demo accounts: created once, left alone after. Takes a ready hash to stay fast. */
  async function ensureDemo(
    tenantId: string,
    input: {
      username: string;
      email: string;
      name: string;
      lastName: string;
      language: Language;
      status: PlayerStatus;
      blockedReason?: string;
      /** The player whose referral code this one signed up with (a demo friend). */
      referredBy?: string;
    },
    passwordHash: string,
  ): Promise<void> {
    await db.transaction(async (tx) => {
      const fields = await takenFields(tx, tenantId, input.username, input.email);
      if (Object.keys(fields).length > 0) return;
      await insertPlayer(tx, {
        tenantId,
        username: input.username,
        email: input.email,
        passwordHash,
        name: input.name,
        lastName: input.lastName,
        language: input.language,
        status: input.status,
        blockedReason: input.blockedReason ?? null,
        referredBy: input.referredBy ?? null,
      });
    });
  }

  return { ensureDemo };
}
