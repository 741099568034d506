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
}

let state: SessionState = { status: 'unknown', token: null };
const listeners = new Set<() => void>();

function emit(next: SessionState): void {
  state = next;
  for (const listener of listeners) listener();
}

export function getAccessToken(): string | null {
  return state.token;
}

export function setAccessToken(token: string): void {
  emit({ status: 'signed-in', token });
}

export function clearSession(): void {
  emit({ status: 'signed-out', token: null });
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
