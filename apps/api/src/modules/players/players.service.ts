import type { Db } from '../../db/database';
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
  };
}
