import type { FastifyRequest } from 'fastify';
import { AppError } from '../lib/app-error';
import { bearerToken, type TokenIssuer } from '../lib/tokens';

export interface PlayerPrincipal {
  playerId: string;
  sessionId: string;
}

export interface StaffPrincipal {
  staffId: string;
  sessionId: string;
  username: string;
  /** Null for a platform owner, who may act on any tenant. */
  tenantId: string | null;
  scopes: string[];
  isOwner: boolean;
}

declare module 'fastify' {
  interface FastifyRequest {
    player: PlayerPrincipal | null;
    staff: StaffPrincipal | null;
  }
}

/**
 * Answers whether a session is still good right now: not revoked, account not
 * blocked. Asked on every authenticated call, so a block or a logout on one process
 * is seen by every other one at once.
 */
export type PlayerSessionCheck = (
  principal: PlayerPrincipal,
  tenantId: string,
) => Promise<'ok' | 'revoked' | 'blocked'>;
export type StaffSessionCheck = (
  staffId: string,
  sessionId: string,
) => Promise<StaffPrincipal | null>;

export interface AuthGuards {
  /** Player routes: Bearer required. */
  requirePlayer: (request: FastifyRequest) => Promise<void>;
  /** Open routes that answer more to a player: a valid Bearer is read, none is fine. */
  optionalPlayer: (request: FastifyRequest) => Promise<void>;
  /** A staff session, and one of `scopes` unless empty (owner and admin pass all). */
  checkStaff: (request: FastifyRequest, scopes: readonly string[]) => Promise<void>;
  /** Platform owner only. */
  requireOwner: (request: FastifyRequest) => Promise<void>;
}

export function createAuthGuards(deps: {
  tokens: TokenIssuer;
  checkPlayerSession: PlayerSessionCheck;
  checkStaffSession: StaffSessionCheck;
}): AuthGuards {
  async function readPlayer(request: FastifyRequest, required: boolean): Promise<void> {
    request.player = null;
    const token = bearerToken(request.headers.authorization);
    if (!token) {
      if (required) throw new AppError(401, 'LOGIN_REQUIRED', 'auth.login_required_url');
      return;
    }
    const claims = await deps.tokens.verify(token, 'player');
    // A token issued on another tenant's host is worth nothing here.
    if (!claims || claims.tid !== request.tenant.id) {
      throw new AppError(401, 'UNAUTHENTICATED', 'auth.unauthenticated');
    }
    const principal = { playerId: claims.sub, sessionId: claims.sid };
    const state = await deps.checkPlayerSession(principal, request.tenant.id);
    if (state === 'blocked')
      throw new AppError(403, 'USER_BLOCKED', 'auth.user_blocked', { alert: true });
    if (state === 'revoked') throw new AppError(401, 'UNAUTHENTICATED', 'auth.unauthenticated');
    request.player = principal;
  }

  async function readStaff(request: FastifyRequest): Promise<StaffPrincipal> {
    const token = bearerToken(request.headers.authorization);
    if (!token) throw new AppError(401, 'LOGIN_REQUIRED', 'auth.login_required_url');
    const claims = await deps.tokens.verify(token, 'staff');
    if (!claims) throw new AppError(401, 'UNAUTHENTICATED', 'auth.unauthenticated');
    // Tenant staff work only on their own tenant's host; owners on any host.
    if (claims.tid !== null && claims.tid !== request.tenant.id) {
      throw new AppError(401, 'UNAUTHENTICATED', 'auth.unauthenticated');
    }
    const staff = await deps.checkStaffSession(claims.sub, claims.sid);
    if (!staff) throw new AppError(401, 'UNAUTHENTICATED', 'auth.unauthenticated');
    request.staff = staff;
    return staff;
  }

  return {
    requirePlayer: (request) => readPlayer(request, true),
    optionalPlayer: (request) => readPlayer(request, false),
    async checkStaff(request, scopes) {
      const staff = await readStaff(request);
      if (scopes.length === 0) return;
      if (!staffHas(staff, scopes)) throw new AppError(403, 'FORBIDDEN', 'office.forbidden');
    },
    async requireOwner(request) {
      const staff = await readStaff(request);
      if (!staff.isOwner) throw new AppError(403, 'FORBIDDEN', 'office.forbidden');
    },
  };
}

/** The player of a player route. */
export function playerOf(request: FastifyRequest): PlayerPrincipal {
  if (!request.player) throw new AppError(401, 'LOGIN_REQUIRED', 'auth.login_required_url');
  return request.player;
}

/**
 * Whether a staff member holds one of `scopes`: the owner and `admin` hold them all. The
 * groups' check, and a route's own when one answer differs by desk.
 */
export function staffHas(staff: StaffPrincipal, scopes: readonly string[]): boolean {
  if (staff.isOwner || staff.scopes.includes('admin')) return true;
  return scopes.some((scope) => staff.scopes.includes(scope));
}

/** The staff member of an office route. */
export function staffOf(request: FastifyRequest): StaffPrincipal {
  if (!request.staff) throw new AppError(401, 'LOGIN_REQUIRED', 'auth.login_required_url');
  return request.staff;
}
