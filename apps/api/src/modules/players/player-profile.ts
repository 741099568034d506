import { and, eq, ne, sql } from 'drizzle-orm';
import type { Language } from '@tribuna/contracts/languages';
import type { UpdateProfileRequest } from '@tribuna/contracts/profile';
import type { Db } from '../../db/database';
import { isUniqueViolation } from '../../db/errors';
import { AppError } from '../../lib/app-error';
import { playerGone } from './player-errors';
import type { PlayerRecord } from './player-records';
import { players } from './players.schema';

function emailTakenByOther(): AppError {
  return new AppError(409, 'CONFLICT', 'profile.email_taken', {
    fields: { email: 'profile.email_taken' },
  });
}

/** An optional text the player left out stays; null or blank clears it. */
function optionalColumn(value: string | null | undefined): string | null | undefined {
  return value === undefined ? undefined : value?.trim() || null;
}

/** What players change of their own account, but the password. */
export function createPlayerProfile(deps: { db: Db }) {
  const { db } = deps;

  /**
   * The player's own personal data; the username stays. An email of another player
   * of this brand, in any case, is refused and nothing changes.
   */
  async function updateProfile(
    tenantId: string,
    playerId: string,
    input: UpdateProfileRequest,
  ): Promise<PlayerRecord> {
    const email = input.email.trim();
    const patch = {
      email,
      name: input.name,
      lastName: input.last_name,
      phone: optionalColumn(input.phone),
      dni: optionalColumn(input.dni),
      gender: optionalColumn(input.gender),
      country: optionalColumn(input.country),
      state: optionalColumn(input.state),
      city: optionalColumn(input.city),
      birthDate: optionalColumn(input.birth_date),
    };
    try {
      return await db.transaction(async (tx) => {
        const [other] = await tx
          .select({ id: players.id })
          .from(players)
          .where(
            and(
              eq(players.tenantId, tenantId),
              eq(sql`lower(${players.email})`, email.toLowerCase()),
              ne(players.id, playerId),
            ),
          )
          .limit(1);
        if (other) throw emailTakenByOther();
        const [row] = await tx
          .update(players)
          .set({ ...patch, updatedAt: sql`now()` })
          .where(and(eq(players.tenantId, tenantId), eq(players.id, playerId)))
          .returning();
        if (!row) throw playerGone();
        return row;
      });
    } catch (error) {
      // Two players racing for one address: the unique index decides, same answer.
      if (isUniqueViolation(error)) throw emailTakenByOther();
      throw error;
    }
  }

  /** The language of the player's site and mails. */
  async function setLanguage(
    tenantId: string,
    playerId: string,
    language: Language,
  ): Promise<PlayerRecord> {
    const [row] = await db
      .update(players)
      .set({ language, updatedAt: sql`now()` })
      .where(and(eq(players.tenantId, tenantId), eq(players.id, playerId)))
      .returning();
    if (!row) throw playerGone();
    return row;
  }

  return { updateProfile, setLanguage };
}
