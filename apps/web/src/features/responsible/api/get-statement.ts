import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { Statement } from '@tribuna/contracts/responsible';
import { apiBlob, apiRequest } from '../../../lib/http';
import { useSession } from '../../../lib/session';
import { RESPONSIBLE_PATHS, responsibleKeys, type StatementFilter } from '../responsible-keys';

/** `GET /api/responsible/statement`: wagered, returned and net per period and product. */
export async function getStatement(filter: StatementFilter): Promise<Statement> {
  const answer = await apiRequest<{ response: Statement }>('GET', RESPONSIBLE_PATHS.statement, {
    query: filter,
    showErrors: false,
  });
  return answer.response;
}

export function statementQuery(playerId: string, filter: StatementFilter) {
  return queryOptions({
    queryKey: responsibleKeys.statement(playerId, filter),
    queryFn: () => getStatement(filter),
    placeholderData: keepPreviousData,
  });
}

export function useStatement(filter: StatementFilter) {
  const { user, loggedIn } = useSession();
  const playerId = loggedIn && user ? user.id : '';
  return useQuery({ ...statementQuery(playerId, filter), enabled: playerId !== '' });
}

/** Hands a fetched file to the browser's download, then lets the memory go. */
function saveBlob(blob: Blob, filename: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = filename;
  link.hidden = true;
  document.body.append(link);
  link.click();
  link.remove();
  // Some browsers start the download only after the click has returned.
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}

/** The .csv route with the statement's filter, for the link's own address. */
export function statementCsvPath(filter: StatementFilter): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(filter)) {
    if (typeof value === 'string' && value !== '') params.set(key, value);
  }
  return `/api${RESPONSIBLE_PATHS.statementCsv}?${params.toString()}`;
}

/**
 * Downloads the statement as CSV. Fetched with the player's token and saved from a Blob:
 * a plain link to the .csv route could not carry the Bearer.
 */
export async function downloadStatementCsv(filter: StatementFilter, filename: string) {
  const blob = await apiBlob(RESPONSIBLE_PATHS.statementCsv, { query: filter });
  saveBlob(blob, filename);
}
