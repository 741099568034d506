/**
 * A refused input or action. `code` is a message key (docs/decisions/0005) the API
 * translates; `message` is for logs and tests.
 */
export class GameError extends Error {
  readonly code: string;

  constructor(code: string, message: string) {
    super(message);
    this.name = 'GameError';
    this.code = code;
  }
}
