import type {
  RESPONSIBLE_API as ResponsibleApi,
  StatementQuery,
} from '@tribuna/contracts/responsible';

// The calls' paths as literals type-checked against the contract: the reality check runs on
// every page of a player, and importing the contract's module would bring zod into the
// first page.
type ApiPath = `/api/${string}`;
function relative<P extends ApiPath>(path: P): string {
  // apiRequest adds the `/api` base itself.
  return path.slice('/api'.length);
}
const base: (typeof ResponsibleApi)['base'] = '/api/responsible';
const limits: (typeof ResponsibleApi)['limits'] = '/api/responsible/limits';
const confirm: (typeof ResponsibleApi)['confirm'] = '/api/responsible/limits/confirm';
const cancel: (typeof ResponsibleApi)['cancel'] = '/api/responsible/limits/cancel';
const realityCheck: (typeof ResponsibleApi)['realityCheck'] = '/api/responsible/reality-check';
const session: (typeof ResponsibleApi)['session'] = '/api/responsible/session';
const sessionContinue: (typeof ResponsibleApi)['sessionContinue'] =
  '/api/responsible/session/continue';
const breaks: (typeof ResponsibleApi)['breaks'] = '/api/responsible/breaks';
const statement: (typeof ResponsibleApi)['statement'] = '/api/responsible/statement';
const statementCsv: (typeof ResponsibleApi)['statementCsv'] = '/api/responsible/statement.csv';

export const RESPONSIBLE_PATHS = {
  base: relative(base),
  limits: relative(limits),
  confirm: relative(confirm),
  cancel: relative(cancel),
  realityCheck: relative(realityCheck),
  session: relative(session),
  sessionContinue: relative(sessionContinue),
  breaks: relative(breaks),
  statement: relative(statement),
  statementCsv: relative(statementCsv),
};

/** What the statement form asks: the period, and the days when the player picked them. */
export type StatementFilter = Pick<StatementQuery, 'period'> & { from?: string; to?: string };

/** Query keys: everything of the player's responsible gambling under `['responsible']`. */
export const responsibleKeys = {
  all: ['responsible'] as const,
  state: (playerId: string) => ['responsible', 'state', playerId] as const,
  session: (playerId: string) => ['responsible', 'session', playerId] as const,
  statement: (playerId: string, filter: StatementFilter) =>
    ['responsible', 'statement', playerId, filter] as const,
};
