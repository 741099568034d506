import { useSyncExternalStore } from 'react';

/**
 * The staff session as the page knows it. The access token lives only in memory
 * (an XSS cannot lift it from storage); the refresh token is an httpOnly cookie the
 * page never sees, so a reload asks the API for a new access token.
 */
export type SessionStatus = 'unknown' | 'signed-in' | 'signed-out';

interface SessionState {
  status: SessionStatus;
  token: string | null;
  /** After an expiry the sign-in page sends staff back where they were; not after a sign-out. */
  returnAfterSignIn: boolean;
}

let state: SessionState = { status: 'unknown', token: null, returnAfterSignIn: true };
const listeners = new Set<() => void>();

function emit(next: SessionState): void {
  state = next;
  for (const listener of listeners) listener();
}

export function getAccessToken(): string | null {
  return state.token;
}

export function setAccessToken(token: string): void {
  emit({ status: 'signed-in', token, returnAfterSignIn: true });
}

export function clearSession(returnAfterSignIn = true): void {
  emit({ status: 'signed-out', token: null, returnAfterSignIn });
}

export function shouldReturnAfterSignIn(): boolean {
  return state.returnAfterSignIn;
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

function getStatus(): SessionStatus {
  return state.status;
}

export function useSessionStatus(): SessionStatus {
  return useSyncExternalStore(subscribe, getStatus, getStatus);
}
