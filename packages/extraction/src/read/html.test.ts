import { describe, expect, it } from 'vitest';
import { readRealDocument, row, tableWithRow } from './documents.test-helper.js';
import { readHtmlTables } from './html.js';

describe('readHtmlTables', () => {
  it('merges the $, ) and % cells of SEC tables into their numbers and drops spacer columns', () => {
    const [table] = readHtmlTables(`
      <div style="font-weight:700">CONSOLIDATED STATEMENTS OF OPERATIONS</div>
      <div>(In millions)</div>
      <table>
        <tr><td colspan="3"></td><td colspan="3">2024</td><td></td><td colspan="3">2023</td></tr>
        <tr><td colspan="3">Net sales</td><td>$</td><td>1,234</td><td></td><td></td>
            <td>$</td><td>1,000</td><td></td></tr>
        <tr><td colspan="3">Other income/(expense), net</td><td>(</td><td>5</td><td>)</td><td></td>
            <td colspan="2">(<ix:nonFraction name="x">7</ix:nonFraction></td><td>)</td></tr>
        <tr><td colspan="3">Gross margin</td><td colspan="2">45.5</td><td>%</td><td></td>
            <td colspan="2">44.1</td><td>%</td></tr>
      </table>`);
    expect(table?.rows).toEqual([
      ['', '2024', '2023'],
      ['Net sales', '$1,234', '$1,000'],
      ['Other income/(expense), net', '(5)', '(7)'],
      ['Gross margin', '45.5%', '44.1%'],
    ]);
    expect(table?.title).toBe('CONSOLIDATED STATEMENTS OF OPERATIONS');
    expect(table?.context).toEqual(['CONSOLIDATED STATEMENTS OF OPERATIONS', '(In millions)']);
  });

  it('skips hidden inline-XBRL headers, keeps rowspans in place and reads nested tables on their own', () => {
    const tables = readHtmlTables(`
      <div style="display:none"><ix:header><table><tr><td>hidden</td><td>1</td></tr></table></ix:header></div>
      <h2>Segments</h2>
      <table>
        <tr><td rowspan="2">Americas</td><td>1</td></tr>
        <tr><td>2</td></tr>
        <tr><td>Europe</td><td><table><tr><td>inner</td><td>3</td></tr></table></td></tr>
      </table>`);
    expect(tables.map((t) => t.rows)).toEqual([
      [
        ['Americas', '1'],
        ['', '2'],
        ['Europe', ''],
      ],
      [['inner', '3']],
    ]);
    expect(tables.map((t) => [t.page, t.title])).toEqual([
      [1, 'Segments'],
      [2, 'Segments'],
    ]);
  });
});

describe('readDocument on SEC 10-K HTML', () => {
  it('reads the AAPL 10-K income statement with its title and unit line', async () => {
    const { doc, ms } = await readRealDocument('10k_html/aapl-10-k-2024-11-01.html');
    expect(doc.kind).toBe('html');
    const income = doc.tables.find((t) => t.title === 'CONSOLIDATED STATEMENTS OF OPERATIONS');
    expect(row(income, 'Total net sales')).toEqual(['Total net sales', '391,035', '383,285', '394,328']);
    expect(row(income, 'Products')).toEqual(['Products', '$294,866', '$298,085', '$316,199']);
    expect(row(income, 'Other income/(expense), net')).toEqual([
      'Other income/(expense), net',
      '269',
      '(565)',
      '(334)',
    ]);
    expect(income?.rows[1]).toEqual(['', 'September 28, 2024', 'September 30, 2023', 'September 24, 2022']);
    expect(income?.context.at(-1)).toMatch(/^\(In millions, except number of shares/);
    expect(ms).toBeLessThan(2000);
  });

  it.each([
    ['googl-10-k-2025-02-05.html', 'Total current assets', ['171,530', '163,711']],
    ['ko-10-k-2025-02-20.html', 'Total Current Assets', ['25,997', '26,732']],
    ['nvda-10-k-2025-02-26.html', 'Total current assets', ['80,126', '44,345']],
    ['tsla-10-k-2025-01-30.html', 'Total current assets', ['58,360', '49,616']],
    ['wmt-10-k-2025-03-14.html', 'Total current assets', ['79,458', '76,877']],
  ])('reads the balance sheet of %s', async (file, label, values) => {
    const { doc, ms } = await readRealDocument(`10k_html/${file}`);
    expect(row(tableWithRow(doc, label), label)?.slice(1)).toEqual(values);
    expect(ms).toBeLessThan(2000);
  });
});
