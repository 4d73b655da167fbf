import { describe, expect, it } from 'vitest';
import { toCsv } from './exporting.ts';

describe('chart CSV', () => {
  it('quotes where needed, ends lines with CRLF, and defuses cells a spreadsheet would run as formulas', () => {
    const csv = toCsv({
      head: ['Team', 'Edits'],
      rows: [
        ['=HYPERLINK("x")', 3],
        ['Nova, Labs', -2],
        ['@home', 0],
      ],
    });
    expect(csv).toBe('Team,Edits\r\n"\'=HYPERLINK(""x"")",3\r\n"Nova, Labs",-2\r\n\'@home,0\r\n');
  });

  it('names the columns in English whatever the page shows', () => {
    expect(toCsv({ head: ['Equipo', 'Ediciones'], csvHead: ['Team', 'Edits'], rows: [['Nova', 2]] })).toBe('Team,Edits\r\nNova,2\r\n');
  });
});
