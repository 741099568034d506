import { describe, expect, it } from 'vitest';
import type { OfficeGgr } from '@tribuna/contracts/casino-office';
import { ggrCsv } from './ggr-csv';

const HEADER = ['Day', 'Slug', 'Game', 'Rounds', 'Currency', 'Bets', 'Wins', 'Rollbacks', 'GGR'];

describe('the GGR CSV', () => {
  it('writes one line per row and the totals, amounts as exact decimals', () => {
    const report: OfficeGgr = {
      currency: 'ARS',
      timezone: 'America/Argentina/Buenos_Aires',
      items: [
        {
          day: '2026-11-20',
          key: 'tesoro-del-dragon',
          name: 'Tesoro del Dragón',
          rounds: 3,
          bets: 150_050,
          wins: 200_000,
          rollbacks: 0,
          ggr: -49_950,
        },
        {
          day: '2026-11-21',
          key: 'evil',
          name: '=HYPERLINK("x")',
          rounds: 1,
          bets: 1,
          wins: 0,
          rollbacks: 0,
          ggr: 1,
        },
      ],
      totals: { bets: 150_051, wins: 200_000, rollbacks: 0, ggr: -49_949 },
    };
    const lines = ggrCsv(report, HEADER, 'Total').split('\r\n');
    expect(lines).toEqual([
      '"Day","Slug","Game","Rounds","Currency","Bets","Wins","Rollbacks","GGR"',
      '"2026-11-20","tesoro-del-dragon","Tesoro del Dragón","3","ARS","1500.50","2000.00","0.00","-499.50"',
      // A name a spreadsheet would run stays text; its quotes are doubled.
      '"2026-11-21","evil","\'=HYPERLINK(""x"")","1","ARS","0.01","0.00","0.00","0.01"',
      '"Total","","","4","ARS","1500.51","2000.00","0.00","-499.49"',
      '',
    ]);
  });

  it('still has its header and totals when the range has no rounds', () => {
    const report: OfficeGgr = {
      currency: 'USD',
      timezone: 'UTC',
      items: [],
      totals: { bets: 0, wins: 0, rollbacks: 0, ggr: 0 },
    };
    expect(ggrCsv(report, HEADER, 'Total').split('\r\n')).toHaveLength(3);
  });
});
