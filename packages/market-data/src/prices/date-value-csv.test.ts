import { describe, expect, it } from 'vitest';
import { parseDateValueCsv } from './date-value-csv.js';
import { parseFredCsv } from './fred-csv.js';

describe('date,value CSV', () => {
  it('keeps missing observations as null (empty or FRED ".") and never fills them', () => {
    const rows = parseDateValueCsv(
      'DATE,SP500\r\n2016-02-12,1864.78\r\n2016-02-15,.\r\n2016-02-16,\r\n',
      [['DATE', 'SP500']],
      'x',
      'y',
    );
    expect(rows).toEqual([
      { date: '2016-02-12', value: 1864.78 },
      { date: '2016-02-15', value: null },
      { date: '2016-02-16', value: null },
    ]);
  });

  it('drops missing values from a FRED series and accepts both header spellings', () => {
    expect(parseFredCsv('observation_date,SP500\n2016-02-12,1864.78\n2016-02-15,\n', 'SP500', 'u')).toEqual([
      { date: '2016-02-12', value: 1864.78 },
    ]);
    expect(parseFredCsv('DATE,GS10\n1953-04-01,2.83\n', 'GS10', 'u')).toEqual([{ date: '1953-04-01', value: 2.83 }]);
  });

  it.each([
    ['a wrong header', 'date,close\n2020-01-01,1\n'],
    ['a malformed date', 'DATE,SP500\n2020-13-01,1\n'],
    ['a non-numeric value', 'DATE,SP500\n2020-01-01,abc\n'],
    ['dates out of order', 'DATE,SP500\n2020-01-02,1\n2020-01-01,2\n'],
    ['a duplicated date', 'DATE,SP500\n2020-01-02,1\n2020-01-02,2\n'],
  ])('rejects %s as PROVIDER_BAD_RESPONSE', (_case, text) => {
    expect(() => parseDateValueCsv(text, [['DATE', 'SP500']], 'FRED SP500', 'url')).toThrow(
      expect.objectContaining({ code: 'PROVIDER_BAD_RESPONSE' }),
    );
  });
});
