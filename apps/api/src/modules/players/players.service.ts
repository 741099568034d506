import { and, eq, sql } from 'drizzle-orm';
import type { Db, DbOrTx } from '../../db/database';
import { rowsOf } from '../../db/rows';
import type { EventBus } from '../../lib/bus';
import type { RateLimiter } from '../../lib/rate-limiter';
import type { TokenIssuer } from '../../lib/tokens';
import type { AuditService } from '../audit/audit.service';
import type { MailService } from '../mail/mail.service';
import { createPlayerDemo } from './player-demo';
import { createPlayerLogin, type LoginGate } from './player-login';
import { createPlayerOffice } from './player-office';
import { createPlayerPasswords } from './player-passwords';
import { createPlayerProfile } from './player-profile';
import { createPlayerRecords, playerStatusOf, toUser } from './player-records';
import { createPlayerRegistration, type RegistrationStep } from './player-registration';
import { createPlayerSessions } from './player-sessions';
import { playerSessions } from './players.schema';

// The types of this service's answers, so other modules need only this file.
export type { PlayerRecord, PlayerRow, PlayerStatus } from './player-records';
export type { ClientInfo, IssuedTokens, RevokeReason } from './player-sessions';
export type { RegistrationStep } from './player-registration';

export type PlayersService = ReturnType<typeof createPlayersService>;

/**
 * Player accounts, their sessions (refresh-token families) and passwords, one
 * concern per file; this is the one face other modules and the routes see.
 */
export function createPlayersService(deps: {
  db: Db;
  bus: EventBus;
  tokens: TokenIssuer;
  limiter: RateLimiter;
  audit: AuditService;
  mail: MailService;
}) {
  const records = createPlayerRecords(deps);
  const sessions = createPlayerSessions(deps);
  const registrationSteps: RegistrationStep[] = [];
  const { register } = createPlayerRegistration({ ...deps, sessions, steps: registrationSteps });
  const loginGates: LoginGate[] = [];
  const { login } = createPlayerLogin({ ...deps, sessions, gates: loginGates });
  const passwords = createPlayerPasswords({ ...deps, records, sessions });
  const profile = createPlayerProfile(deps);
  const office = createPlayerOffice({ ...deps, records, sessions });
  const { ensureDemo } = createPlayerDemo(deps);

  return {
    toUser,
    register,
    login,
    refresh: sessions.refresh,
    sessionOfRefreshToken: sessions.sessionOfRefreshToken,
    endSessions: sessions.endSessions,
    /** Ends all of a player's sessions in `tx`; call what it answers after the commit. */
    endAllSessions: sessions.endAllSessions,
    /** Adds a rule to logging in (registered by the module that owns it, at start). */
    useLoginGate(gate: LoginGate): void {
      loginGates.push(gate);
    },
    /** Adds a rule to registration (registered by the module that owns it, at start). */
    useRegistrationStep(step: RegistrationStep): void {
      registrationSteps.push(step);
    },
    checkSession: sessions.checkSession,
    /** The full account, for the user call. */
    getRecord: records.getRecord,
    requestPasswordReset: passwords.requestPasswordReset,
    resetPassword: passwords.resetPassword,
    changePassword: passwords.changePassword,
    updateProfile: profile.updateProfile,
    setLanguage: profile.setLanguage,
    search: office.search,
    getById: records.getById,
    refs: office.refs,
    /** Active players with their language: all, or by ids, countries, languages. */
    audience: office.audience,
    /** The player's status as an expression for another module's own statement. */
    statusOf: playerStatusOf,
    setStatus: office.setStatus,
    ensureDemo,
    /** Whether two players have signed up or logged in on one device (its cookie), in `via`. */
    async shareDevice(via: DbOrTx, playerId: string, otherId: string): Promise<boolean> {
      const [row] = rowsOf<{ shared: boolean }>(
        await via.execute(sql`select exists (
          select 1 from player_sessions a join player_sessions b on b.device_id = a.device_id
          where a.player_id = ${playerId} and b.player_id = ${otherId}
            and a.device_id is not null) as shared`),
      );
      return row?.shared === true;
    },
    /** Whether a player has signed up or logged in on a device (its cookie), in `via`. */
    async usedDevice(via: DbOrTx, playerId: string, deviceId: string): Promise<boolean> {
      const [row] = await via
        .select({ id: playerSessions.id })
        .from(playerSessions)
        .where(and(eq(playerSessions.playerId, playerId), eq(playerSessions.deviceId, deviceId)))
        .limit(1);
      return row !== undefined;
    },
  };
}
