import { and, eq, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { AppError } from '../../lib/app-error';
import type { RateLimiter } from '../../lib/rate-limiter';
import { hashPassword, verifyPassword } from '../../lib/secure-tokens';
import { tooManyAttempts, userBlocked } from './player-errors';
import type { PlayerRecord } from './player-records';
import type { ClientInfo, IssuedTokens, PlayerSessions } from './player-sessions';
import { players } from './players.schema';

export const LOGIN_WINDOW_MS = 15 * 60_000;
export const LOGIN_FAILURES_PER_ACCOUNT = 5;
const LOGIN_FAILURES_PER_ADDRESS = 20;

/** The failure budget of one account (or of a login naming none), shared by every way in. */
export function loginFailuresKey(tenantId: string, account: string): string {
  return `player-login:${tenantId}:${account}`;
}

function credentialsIncorrect(): AppError {
  return new AppError(401, 'INVALID_CREDENTIALS', 'auth.credentials_incorrect', { alert: true });
}

/**
 * A rule another module adds to logging in (responsible gambling: no login during a break):
 * it refuses with an AppError the player reads, once the password was right.
 */
export type LoginGate = (tenantId: string, playerId: string) => Promise<void>;

export function createPlayerLogin(deps: {
  db: Db;
  limiter: RateLimiter;
  sessions: Pick<PlayerSessions, 'openSession'>;
  gates: readonly LoginGate[];
}) {
  const { db, limiter, sessions, gates } = deps;
  // Verified against when an account does not exist, so both answers take as long.
  // Made now, not on first use, so that first answer is not slower either.
  const dummyHash = hashPassword('tribuna-no-such-player');

  async function findByLogin(tenantId: string, login: string): Promise<PlayerRecord | undefined> {
    const name = login.trim().toLowerCase();
    // Usernames cannot hold '@', so one identifier never matches two accounts.
    const [row] = await db
      .select()
      .from(players)
      .where(
        and(
          eq(players.tenantId, tenantId),
          or(eq(sql`lower(${players.username})`, name), eq(sql`lower(${players.email})`, name)),
        ),
      )
      .limit(1);
    return row;
  }

  /**
   * Username or email and password. At most 5 failures per account and 20 failures
   * per address in 15 minutes, counted on every process (Redis when scaled out). Only
   * failures count against an address: many players share one behind a carrier's or
   * an office's NAT, and their good logins must not lock each other out.
   */
  async function login(
    tenantId: string,
    input: { username: string; password: string },
    client: ClientInfo,
  ): Promise<IssuedTokens> {
    const addressKey = `player-login-ip:${tenantId}:${client.ip}`;
    const byAddress = await limiter.peek(addressKey, LOGIN_FAILURES_PER_ADDRESS);
    if (!byAddress.allowed) throw tooManyAttempts(byAddress.resetInMs);

    const row = await findByLogin(tenantId, input.username);
    // Keyed by the account when there is one, so username and email share a budget.
    const accountKey = loginFailuresKey(tenantId, row?.id ?? input.username.trim().toLowerCase());
    const byAccount = await limiter.peek(accountKey, LOGIN_FAILURES_PER_ACCOUNT);
    if (!byAccount.allowed) throw tooManyAttempts(byAccount.resetInMs);

    const ok = row
      ? await verifyPassword(row.passwordHash, input.password)
      : (await verifyPassword(await dummyHash, input.password), false);
    if (!row || !ok) {
      await Promise.all([
        limiter.hit(accountKey, LOGIN_FAILURES_PER_ACCOUNT, LOGIN_WINDOW_MS),
        limiter.hit(addressKey, LOGIN_FAILURES_PER_ADDRESS, LOGIN_WINDOW_MS),
      ]);
      throw credentialsIncorrect();
    }
    // Said only to whoever knows the password, so it reveals nothing to others.
    if (row.status !== 'active') throw userBlocked();
    await limiter.reset(accountKey);
    for (const gate of gates) await gate(tenantId, row.id);
    return db.transaction((tx) => sessions.openSession(tx, tenantId, row.id, client));
  }

  return { login };
}
