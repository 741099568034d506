import type { FastifyReply } from 'fastify';

/** Cells a spreadsheet would run as a formula. */
const FORMULA_START = /^[=+\-@\t\r]/;

/**
 * One CSV cell: every cell quoted, quotes doubled, and text a spreadsheet would take
 * for a formula (=, +, -, @) prefixed with ' so it stays text.
 */
export function csvCell(value: string | number | null): string {
  const text = value === null ? '' : String(value);
  const safe = typeof value === 'string' && FORMULA_START.test(text) ? `'${text}` : text;
  return `"${safe.replaceAll('"', '""')}"`;
}

/** The header row and one row per record, CRLF-separated as RFC 4180 says. */
export function toCsv(header: string[], rows: (string | number | null)[][]): string {
  return [header, ...rows].map((row) => row.map(csvCell).join(',')).join('\r\n') + '\r\n';
}

/** Sends a CSV export as a download. */
export function sendCsv(reply: FastifyReply, name: string, csv: string): FastifyReply {
  return reply
    .type('text/csv; charset=utf-8')
    .header('content-disposition', `attachment; filename="${name}"`)
    .header('cache-control', 'private, no-store')
    .send(csv);
}
