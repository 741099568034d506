import { isOfAge } from '@tribuna/contracts/jurisdiction';
import crypto from 'node:crypto';
import { and, eq, or, sql } from 'drizzle-orm';
import type { RegisterRequest } from '@tribuna/contracts/auth';
import type { Language } from '@tribuna/contracts/languages';
import type { Db, DbOrTx, Tx } from '../../db/database';
import { isUniqueViolation } from '../../db/errors';
import { AppError } from '../../lib/app-error';
import type { RateLimiter } from '../../lib/rate-limiter';
import { hashPassword } from '../../lib/secure-tokens';
import { tooManyAttempts } from './player-errors';
import type { PlayerRecord } from './player-records';
import type { ClientInfo, IssuedTokens, PlayerSessions } from './player-sessions';
import { players } from './players.schema';

/** New accounts per client address and brand per hour: stops scripted sign-ups. */
const REGISTRATIONS_PER_ADDRESS = 10;
const REGISTRATION_WINDOW_MS = 60 * 60_000;

type TakenField = 'auth.username_taken' | 'auth.email_taken';

// No 0/O or 1/I, so a code read aloud or typed from a screenshot works.
const CODE_ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';
function referralCode(): string {
  const bytes = crypto.randomBytes(8);
  return Array.from(bytes, (b) => CODE_ALPHABET[b % CODE_ALPHABET.length]).join('');
}

/** Which of username and email are already taken on this brand, as field errors. */
export async function takenFields(
  tx: DbOrTx,
  tenantId: string,
  username: string,
  email: string,
): Promise<Record<string, TakenField>> {
  const rows = await tx
    .select({ username: players.username, email: players.email })
    .from(players)
    .where(
      and(
        eq(players.tenantId, tenantId),
        or(
          eq(sql`lower(${players.username})`, username.toLowerCase()),
          eq(sql`lower(${players.email})`, email.toLowerCase()),
        ),
      ),
    );
  const fields: Record<string, TakenField> = {};
  for (const row of rows) {
    if (row.username.toLowerCase() === username.toLowerCase())
      fields.username = 'auth.username_taken';
    if (row.email.toLowerCase() === email.toLowerCase()) fields.email = 'auth.email_taken';
  }
  return fields;
}

function conflict(fields: Record<string, TakenField>): AppError {
  const first = fields.username ?? fields.email ?? 'auth.username_taken';
  return new AppError(409, 'CONFLICT', first, { fields });
}

/** A new account with a referral code of its own; a taken username or email is a 409. */
export async function insertPlayer(
  tx: DbOrTx,
  values: Omit<typeof players.$inferInsert, 'referralCode'>,
): Promise<PlayerRecord> {
  const fields = await takenFields(tx, values.tenantId, values.username, values.email);
  if (Object.keys(fields).length > 0) throw conflict(fields);
  // A clash of random codes is rare; a savepoint lets us try another without losing the rest.
  for (let attempt = 0; ; attempt += 1) {
    try {
      return await tx.transaction(async (sp) => {
        const [row] = await sp
          .insert(players)
          .values({ ...values, referralCode: referralCode() })
          .returning();
        if (!row) throw new Error('player insert returned nothing');
        return row;
      });
    } catch (error) {
      if (!isUniqueViolation(error)) throw error;
      const raced = await takenFields(tx, values.tenantId, values.username, values.email);
      if (Object.keys(raced).length > 0) throw conflict(raced);
      if (attempt >= 4) throw error;
    }
  }
}

/**
 * A rule another module adds to registration: `check` refuses bad input before anything is
 * stored (a bonus code that is not one), `within` acts in the registration's transaction
 * once the player exists (the code's bonus), so a refusal there stores nothing either.
 */
export interface RegistrationStep {
  check?(tenantId: string, input: RegisterRequest): Promise<void>;
  within?(
    tx: Tx,
    tenantId: string,
    playerId: string,
    input: RegisterRequest,
    /** Who signs up from where, and whose referral code they gave (checked to exist). */
    context: { client: ClientInfo; referredBy: string | null },
  ): Promise<void>;
}

export function createPlayerRegistration(deps: {
  db: Db;
  limiter: RateLimiter;
  sessions: Pick<PlayerSessions, 'openSession'>;
  steps: readonly RegistrationStep[];
}) {
  const { db, limiter, sessions, steps } = deps;

  /** Creates the account and logs it in, in one transaction: a refusal stores nothing. */
  async function register(
    tenantId: string,
    input: RegisterRequest & { language: Language },
    client: ClientInfo,
    /** The brand's minimum age (its jurisdiction profile) and its day today. */
    age: { minimum: number; today: string },
  ): Promise<IssuedTokens> {
    if (!isOfAge(input.birth_date, age.minimum, age.today)) {
      throw new AppError(400, 'VALIDATION_FAILED', 'responsible.under_minimum_age', {
        params: { age: age.minimum },
        fields: { birth_date: 'responsible.under_minimum_age' },
      });
    }
    const budget = await limiter.hit(
      `player-register-ip:${tenantId}:${client.ip}`,
      REGISTRATIONS_PER_ADDRESS,
      REGISTRATION_WINDOW_MS,
    );
    if (!budget.allowed) throw tooManyAttempts(budget.resetInMs, 'auth.too_many_registrations');
    for (const step of steps) await step.check?.(tenantId, input);
    const passwordHash = await hashPassword(input.password);
    try {
      return await db.transaction(async (tx) => {
        let referredBy: string | null = null;
        if (input.referral_code) {
          const [referrer] = await tx
            .select({ id: players.id })
            .from(players)
            .where(
              and(
                eq(players.tenantId, tenantId),
                eq(players.referralCode, input.referral_code.toUpperCase()),
              ),
            );
          if (!referrer) {
            throw new AppError(400, 'VALIDATION_FAILED', 'auth.referral_unknown', {
              fields: { referral_code: 'auth.referral_unknown' },
            });
          }
          referredBy = referrer.id;
        }
        const row = await insertPlayer(tx, {
          tenantId,
          username: input.username,
          email: input.email,
          passwordHash,
          name: input.name,
          lastName: input.last_name,
          phone: input.phone ?? null,
          dni: input.dni ?? null,
          gender: input.gender ?? null,
          country: input.country ?? null,
          state: input.state ?? null,
          city: input.city ?? null,
          birthDate: input.birth_date,
          language: input.language,
          referredBy,
          promoCode: input.promo_code ?? null,
        });
        for (const step of steps) {
          await step.within?.(tx, tenantId, row.id, input, { client, referredBy });
        }
        return sessions.openSession(tx, tenantId, row.id, client);
      });
    } catch (error) {
      // Two registrations racing for one name: the loser gets the same 409.
      if (!isUniqueViolation(error)) throw error;
      const fields = await takenFields(db, tenantId, input.username, input.email);
      throw Object.keys(fields).length > 0 ? conflict(fields) : error;
    }
  }

  return { register };
}
