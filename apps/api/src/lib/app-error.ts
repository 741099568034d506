import type { ErrorCode } from '@tribuna/contracts/envelope';
import type { Language } from '@tribuna/contracts/languages';
import type { MessageKey, MessageParams } from '@tribuna/contracts/messages';

interface AppErrorOptions {
  /** The message's values; a function when they read differently by language (a date). */
  params?: MessageParams | ((language: Language) => MessageParams);
  /** Shown as a modal (`type: alert`) rather than a toast. */
  alert?: boolean;
  /** Per-field message keys, for errors about particular fields. */
  fields?: Record<string, MessageKey>;
  headers?: Record<string, string>;
}

/**
 * A refusal we expect: it becomes an error envelope with its message translated into
 * the caller's language. Anything else that is thrown is a bug and answers 500.
 */
export class AppError extends Error {
  readonly status: number;
  readonly code: ErrorCode;
  readonly key: MessageKey;
  readonly options: AppErrorOptions;

  constructor(status: number, code: ErrorCode, key: MessageKey, options: AppErrorOptions = {}) {
    super(key);
    this.name = 'AppError';
    this.status = status;
    this.code = code;
    this.key = key;
    this.options = options;
  }
}

/** An error's message values in a language. */
export function paramsIn(error: AppError, language: Language): MessageParams {
  const { params } = error.options;
  return typeof params === 'function' ? params(language) : (params ?? {});
}

export function isAppError(error: unknown): error is AppError {
  return error instanceof AppError;
}
