import type { OfficeGgr } from '@tribuna/contracts/casino-office';
import { decimalAmount } from './casino-format';

/** Cells a spreadsheet would run as a formula. */
const FORMULA_START = /^[=+\-@\t\r]/;
/** A plain amount such as "-10.50" is a number to a spreadsheet, never a formula. */
const PLAIN_NUMBER = /^-?\d+(\.\d+)?$/;

/** Every cell quoted, quotes doubled, formula-looking text kept as text (as the API's CSVs do). */
function cell(value: string | number): string {
  const text = String(value);
  const formula = FORMULA_START.test(text) && !PLAIN_NUMBER.test(text);
  const safe = formula ? `'${text}` : text;
  return `"${safe.replaceAll('"', '""')}"`;
}

/**
 * The GGR report as CSV (RFC 4180, CRLF): one line per day and game or provider, then
 * the totals. Amounts in major units with the currency's decimals, so a spreadsheet
 * sums them; built from the rows on screen, which are every row of the range.
 */
export function ggrCsv(report: OfficeGgr, header: readonly string[], totalLabel: string): string {
  const money = (minor: number) => decimalAmount(minor, report.currency);
  const rows: (string | number)[][] = report.items.map((r) => [
    r.day,
    r.key,
    r.name,
    r.rounds,
    report.currency,
    money(r.bets),
    money(r.wins),
    money(r.rollbacks),
    money(r.ggr),
  ]);
  const rounds = report.items.reduce((sum, r) => sum + r.rounds, 0);
  const { totals } = report;
  rows.push([
    totalLabel,
    '',
    '',
    rounds,
    report.currency,
    money(totals.bets),
    money(totals.wins),
    money(totals.rollbacks),
    money(totals.ggr),
  ]);
  return [header, ...rows].map((row) => row.map(cell).join(',')).join('\r\n') + '\r\n';
}

/** Hands a text file to the browser's download, then lets the memory go. */
export function downloadText(text: string, filename: string, type = 'text/csv'): void {
  // A BOM so spreadsheet apps read the accents of game names as UTF-8.
  const url = URL.createObjectURL(new Blob(['\ufeff', text], { type: `${type};charset=utf-8` }));
  const link = document.createElement('a');
  link.href = url;
  link.download = filename;
  link.hidden = true;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}
