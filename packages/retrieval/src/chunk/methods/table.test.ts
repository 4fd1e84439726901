import { describe, expect, it } from 'vitest';
import { chunkDocument } from '../chunk-document.js';
import { documentOf, expectWholeMarkdownTable, paragraph, table } from '../pages.test-helper.js';

const holdings = table(
  [
    ['Ticker', 'Shares', 'Value'],
    ['', '(thousands)', '(USD m)'],
    ['KO', '400,000', '24,900'],
    ['AAPL', '300,000', '', ''],
  ],
  2,
  'Holdings',
);

describe('table chunking', () => {
  it('makes every row a chunk of header: value pairs (multi-row headers joined, empty cells left out)', () => {
    const chunks = chunkDocument(
      documentOf([[paragraph('Portfolio as of year end.'), holdings]], { kind: 'csv' }),
      'table',
      {},
    );
    expect(chunks.map((chunk) => [chunk.content, chunk.contentType])).toEqual([
      ['Portfolio as of year end.', 'text'],
      ['Ticker: KO; Shares (thousands): 400,000; Value (USD m): 24,900', 'table'],
      ['Ticker: AAPL; Shares (thousands): 300,000', 'table'],
    ]);
    expect(chunks[1]!.headings).toEqual(['Holdings']);
  });

  it('names columns without a header "Column n"', () => {
    const chunks = chunkDocument(documentOf([[table([['x', '1']], 0)]]), 'table', {});
    expect(chunks[0]!.content).toBe('Column 1: x; Column 2: 1');
  });

  it('keeps a spreadsheet HTML table with html4excel, and Markdown for a PDF', () => {
    const [html] = chunkDocument(documentOf([[holdings]], { kind: 'xlsx' }), 'table', { html4excel: true });
    expect(html!.content).toBe(
      '<table><caption>Holdings</caption><tr><th>Ticker</th><th>Shares</th><th>Value</th><th></th></tr><tr><th></th><th>(thousands)</th><th>(USD m)</th><th></th></tr><tr><td>KO</td><td>400,000</td><td>24,900</td><td></td></tr><tr><td>AAPL</td><td>300,000</td><td></td><td></td></tr></table>',
    );
    const [markdown] = chunkDocument(documentOf([[holdings]], { kind: 'pdf' }), 'naive', { html4excel: true });
    expectWholeMarkdownTable(markdown!.content, 4);
  });
});
