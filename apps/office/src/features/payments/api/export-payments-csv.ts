import { OFFICE_PAYMENTS_API } from '@tribuna/contracts/wallet';
import { apiBlob } from '../../../lib/http';
import type { PaymentsFilters } from './get-deposits';

export type PaymentsKind = 'deposits' | 'withdrawals';

/** The .csv route with the queue's filters: every matching row, so no page. */
export function paymentsCsvPath(kind: PaymentsKind, filters: PaymentsFilters): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(filters)) {
    if (key === 'limit' || key === 'offset' || value === undefined || value === '') continue;
    params.set(key, String(value));
  }
  const query = params.toString();
  const path = `${OFFICE_PAYMENTS_API[kind]}.csv`;
  return query ? `${path}?${query}` : path;
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

/**
 * Downloads every row the filters match as CSV. Fetched with the staff token and
 * saved from a Blob: a plain link to the .csv route could not carry the Bearer.
 */
export async function exportPaymentsCsv(
  kind: PaymentsKind,
  filters: PaymentsFilters,
  today: string = new Date().toISOString().slice(0, 10),
): Promise<void> {
  const blob = await apiBlob(paymentsCsvPath(kind, filters));
  saveBlob(blob, `${kind}-${today}.csv`);
}
