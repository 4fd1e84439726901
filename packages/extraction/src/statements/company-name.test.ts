import { describe, expect, it } from 'vitest';
import type { TSourceTable } from '../types.js';
import { findCompanyName } from './company-name.js';

function table(fields: Partial<TSourceTable>): TSourceTable {
  return { page: 1, lastPage: 1, title: null, context: [], rows: [], ...fields };
}

describe('findCompanyName', () => {
  it('reads the registrant an XBRL financial report names on its cover sheet', () => {
    const cover = table({
      title: 'Cover Page',
      rows: [
        ['Entity Information [Line Items]', ''],
        ['Entity Registrant Name', 'Orchard Devices Inc.', ''],
      ],
    });
    expect(findCompanyName({ tables: [cover] })).toBe('Orchard Devices Inc.');
  });

  it('reads the line above a 10-K cover’s “exact name of registrant”, before any statement header', () => {
    const cover = table({
      context: [
        'Commission File Number: 001-35551',
        '__________',
        'Meta Platforms, Inc.',
        '(Exact name of registrant as specified in its charter)',
      ],
      rows: [['Delaware', '20-1665019']],
    });
    const statement = table({ page: 24, context: ['META PLATFORMS, INC.', 'CONSOLIDATED STATEMENTS OF INCOME'] });
    expect(findCompanyName({ tables: [statement, cover] })).toBe('Meta Platforms, Inc.');
  });

  it('reads the cover caption inside a table, from the cell above it', () => {
    const cover = table({
      rows: [['Lettering Search Inc.'], ['(Exact name of registrant as specified in its charter)']],
    });
    expect(findCompanyName({ tables: [cover] })).toBe('Lettering Search Inc.');
  });

  it('reads a Chinese report’s preparer, without the unit printed after it', () => {
    const sheet = table({ context: ['合并资产负债表', '编制单位:山城酿造股份有限公司 单位:元 币种:人民币'] });
    expect(findCompanyName({ tables: [sheet] })).toBe('山城酿造股份有限公司');
  });

  it('takes the company printed above most statement titles, without “and Subsidiaries”', () => {
    const tables = [
      table({ context: ['Riverbend Pharma Inc. and Subsidiaries', 'Consolidated Statements of Earnings'] }),
      table({ context: ['Riverbend Pharma Inc. and Subsidiaries', 'Consolidated Balance Sheets'] }),
      table({ context: ['Some Other Co.', 'Consolidated Statements of Cash Flows'] }),
    ];
    expect(findCompanyName({ tables })).toBe('Riverbend Pharma Inc.');
  });

  it('does not take a date, a page number or a caption above a statement title for a name', () => {
    const tables = [
      table({ context: ['January 29, 2025', 'CONSOLIDATED BALANCE SHEETS'] }),
      table({ context: ['85', 'Table of Contents', 'CONSOLIDATED STATEMENTS OF INCOME'] }),
      table({ rows: [['货币资金', '36,091,090,060.90']] }),
    ];
    expect(findCompanyName({ tables })).toBeNull();
  });
});
