import { describe, expect, it } from 'vitest';
import { compsCsv } from './comps-csv';

const peer = (ticker: string, name: string) => ({
  ticker,
  name,
  rule: 'user',
  inputs: { price: -1.5, priceDate: '2025-12-31', marketCap: 1e9, fiscalYear: 2025, epsLyr: -0.25 },
  multiples: {},
});

describe('compsCsv', () => {
  it('writes text that starts like a formula with a leading apostrophe, numbers as numbers', () => {
    const csv = compsCsv({
      asOf: '2025-12-31',
      peers: [
        peer('AMD', '=HYPERLINK("http://attacker.test","x")'),
        peer('+1', '@SUM(A1)'),
        peer('-2', '\t=1+1'),
        peer('ＡＢ', '＝1+1'),
      ],
      summary: [],
    } as never);
    const rows = csv.split('\r\n');
    expect(rows[2]).toMatch(/^AMD,"'=HYPERLINK\(""http:\/\/attacker\.test"",""x""\)",user,-1\.5,2025-12-31,/);
    expect(rows[3]).toMatch(/^'\+1,'@SUM\(A1\),user,/);
    expect(rows[4]).toMatch(/^'-2,'\t=1\+1,user,/);
    expect(rows[5]).toMatch(/^ＡＢ,'＝1\+1,user,/);
    expect(rows[2]).toContain(',-0.25,');
  });
});
