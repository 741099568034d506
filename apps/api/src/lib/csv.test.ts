import { describe, expect, it } from 'vitest';
import { csvCell, toCsv } from './csv';

describe('CSV export', () => {
  it('quotes every cell and keeps formulas as text', () => {
    expect(csvCell('plain')).toBe('"plain"');
    expect(csvCell('say "hi"')).toBe('"say ""hi"""');
    expect(csvCell('=1+1')).toBe(`"'=1+1"`);
    expect(csvCell('+54 11')).toBe(`"'+54 11"`);
    expect(csvCell('-2')).toBe(`"'-2"`);
    expect(csvCell('@SUM(A1)')).toBe(`"'@SUM(A1)"`);
    expect(csvCell(null)).toBe('""');
    expect(csvCell(-5)).toBe('"-5"');
  });

  it('writes a header row and CRLF lines', () => {
    expect(toCsv(['a', 'b'], [['1', 'x,y']])).toBe('"a","b"\r\n"1","x,y"\r\n');
  });
});
