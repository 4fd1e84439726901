import { describe, expect, it } from 'vitest';
import { DocumentReadError } from '../types.js';
import { readDocument } from './read-document.js';

const utf8 = (text: string) => new TextEncoder().encode(text);

describe('readDocument on CSV', () => {
  it('reads comma-separated values with quoted fields and keeps a leading title line as context', async () => {
    const doc = await readDocument(
      utf8('Income statement\r\nItem,2024,2023\r\nRevenue,"1,234","1,000"\r\n"Cost of ""goods""",(500),(400)\r\n'),
    );
    expect(doc.kind).toBe('csv');
    expect(doc.tables).toHaveLength(1);
    expect(doc.tables[0]).toMatchObject({ page: 1, lastPage: 1, title: null, context: ['Income statement'] });
    expect(doc.tables[0]?.rows).toEqual([
      ['Income statement', '', ''],
      ['Item', '2024', '2023'],
      ['Revenue', '1,234', '1,000'],
      ['Cost of "goods"', '(500)', '(400)'],
    ]);
  });

  it('detects semicolons (European decimals) and tabs', async () => {
    const semi = await readDocument(utf8('Posten;2024;2023\nUmsatz;1.234,56;1.000,00\nKosten;-500,10;-400,00\n'));
    expect(semi.tables[0]?.rows[1]).toEqual(['Umsatz', '1.234,56', '1.000,00']);
    const tab = await readDocument(utf8('Item\t2024\nRevenue\t1,234\nCost\t500\n'));
    expect(tab.tables[0]?.rows).toEqual([
      ['Item', '2024'],
      ['Revenue', '1,234'],
      ['Cost', '500'],
    ]);
  });

  it('decodes UTF-8 with a byte-order mark and GB18030 (GBK) text', async () => {
    const bom = await readDocument(
      new Uint8Array([0xef, 0xbb, 0xbf, ...utf8('项目,2021年\n货币资金,"51,810,243,607.11"\n')]),
    );
    expect(bom.tables[0]?.rows[1]).toEqual(['货币资金', '51,810,243,607.11']);
    // "项目,金额\n货币资金,100\n" in GBK.
    const gbk = new Uint8Array([
      0xcf, 0xee, 0xc4, 0xbf, 0x2c, 0xbd, 0xf0, 0xb6, 0xee, 0x0a, 0xbb, 0xf5, 0xb1, 0xd2, 0xd7, 0xca, 0xbd, 0xf0, 0x2c,
      0x31, 0x30, 0x30, 0x0a,
    ]);
    expect((await readDocument(gbk)).tables[0]?.rows).toEqual([
      ['项目', '金额'],
      ['货币资金', '100'],
    ]);
  });

  it('rejects text without delimiters', async () => {
    await expect(readDocument(utf8('Just a note.\nNothing tabular here.\n'))).rejects.toMatchObject({
      reason: 'unsupported_type',
    });
    await expect(readDocument(utf8('x'))).rejects.toBeInstanceOf(DocumentReadError);
  });
});
