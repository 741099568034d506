import type { ErrorCode, ErrorEnvelope } from '@tribuna/contracts/envelope';

/** An error answer of the API, with its messages already in the page's language. */
export class ApiError extends Error {
  readonly status: number;
  readonly code: ErrorCode | 'NETWORK';
  readonly messages: string[];
  readonly fields: Record<string, string[]>;
  /** The server asks for a modal rather than a notification. */
  readonly alert: boolean;

  constructor(
    status: number,
    envelope: Omit<Partial<ErrorEnvelope>, 'code'> & { code: ApiError['code'] },
  ) {
    const messages = envelope.response ?? [];
    super(messages.join(' ') || envelope.code);
    this.name = 'ApiError';
    this.status = status;
    this.code = envelope.code;
    this.messages = messages;
    this.fields = envelope.fields ?? {};
    this.alert = envelope.type === 'alert';
  }
}

/** Raised when neither the access token nor the refresh token can be used: the call is aborted. */
export class ExpiredAuthSessionError extends Error {
  constructor() {
    super('Both token and refresh token have expired. Your request was aborted.');
    this.name = 'ExpiredAuthSessionError';
  }
}
