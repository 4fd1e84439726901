import { describe, expect, it } from 'vitest';
import { countTokens } from '../tokens.js';
import { expectWholeMarkdownTable, markdownRows } from './pages.test-helper.js';
import { renderTableParts } from './table-render.js';

const revenueTable = {
  type: 'table' as const,
  rows: [
    ['', '2024', '2023', '2022'],
    ['iPhone', '201,183', '200,583', '205,489'],
    ['Mac', '29,984', '29,357', '40,177'],
    ['Services | other', '96,169', '85,200', '78,129'],
  ],
  headerRows: 1,
  title: 'Net sales by category (in millions)',
};

describe('renderTableParts', () => {
  it('writes a pipe table with its title above, cells escaped, every row as wide as the header', () => {
    const [content] = renderTableParts(revenueTable, 'markdown', 512);
    expect(content!.split('\n')[0]).toBe('Net sales by category (in millions)');
    expect(content).toContain('|  | 2024 | 2023 | 2022 |');
    expect(content).toContain('| Services \\| other | 96,169 | 85,200 | 78,129 |');
    expectWholeMarkdownTable(content!, 4);
    expect(markdownRows(content!)[3]).toEqual(['Services | other', '96,169', '85,200', '78,129']);
  });

  it('writes the sentence that introduces the table under its title, in every part', () => {
    const introduction = 'Net sales by category were as follows (in millions):';
    const parts = renderTableParts(revenueTable, 'markdown', 60, introduction);
    expect(parts.length).toBeGreaterThan(1);
    for (const part of parts) expect(part.split('\n').slice(0, 2)).toEqual([revenueTable.title, introduction]);
    const [html] = renderTableParts(revenueTable, 'html', 512, introduction);
    expect(html).toContain(`<caption>${revenueTable.title}\n${introduction}</caption>`);
  });

  it('pads short rows and drops empty ones', () => {
    const ragged = { ...revenueTable, rows: [['Item', 'Value'], ['A'], ['', ''], ['B', '2', 'extra']] };
    const [content] = renderTableParts(ragged, 'markdown', 512);
    expectWholeMarkdownTable(content!, 3);
    expect(markdownRows(content!)).toEqual([
      ['Item', 'Value', ''],
      ['A', '', ''],
      ['B', '2', 'extra'],
    ]);
  });

  it('cuts a large table between rows, the header rows repeated in every part', () => {
    const rows = [
      ['Segment', 'Q1', 'Q2', 'Q3', 'Q4'],
      ['', 'unaudited', 'unaudited', 'unaudited', 'unaudited'],
      ...Array.from({ length: 120 }, (_, i) => [`Region ${i}`, `${i * 3}`, `${i * 5}`, `${i * 7}`, `${i * 11}`]),
    ];
    const parts = renderTableParts({ type: 'table', rows, headerRows: 2, title: 'Quarterly sales' }, 'markdown', 200);
    expect(parts.length).toBeGreaterThan(3);
    const seen: string[] = [];
    for (const part of parts) {
      expect(countTokens(part)).toBeLessThanOrEqual(200);
      expect(part.startsWith('Quarterly sales\n| Segment | Q1 | Q2 | Q3 | Q4 |')).toBe(true);
      expectWholeMarkdownTable(part, 5);
      const [header, second, ...body] = markdownRows(part);
      expect(header).toEqual(rows[0]);
      expect(second).toEqual(rows[1]);
      seen.push(...body.map((row) => row[0]!));
    }
    // Every row once, in order: none lost or cut.
    expect(seen).toEqual(rows.slice(2).map((row) => row[0]));
  });

  it('keeps a single row larger than the budget whole, with the header', () => {
    const long = 'a very long footnote cell '.repeat(40);
    const parts = renderTableParts(
      {
        type: 'table',
        rows: [
          ['Note', 'Text'],
          ['1', 'short'],
          ['2', long],
          ['3', 'short too'],
        ],
        headerRows: 1,
        title: null,
      },
      'markdown',
      60,
    );
    expect(parts).toHaveLength(3);
    expect(markdownRows(parts[1]!)).toEqual([
      ['Note', 'Text'],
      ['2', long.trim()],
    ]);
    expect(countTokens(parts[1]!)).toBeGreaterThan(60);
  });

  it('gives a table with no known header a blank header line', () => {
    const [content] = renderTableParts(
      { type: 'table', rows: [['a', 'b']], headerRows: 0, title: null },
      'markdown',
      512,
    );
    expect(content).toBe('|  |  |\n| --- | --- |\n| a | b |');
  });

  it('writes HTML with the header in th cells, escaped, when asked', () => {
    const [content] = renderTableParts(revenueTable, 'html', 512);
    expect(content).toMatch(
      /^<table><caption>Net sales by category \(in millions\)<\/caption><tr><th><\/th><th>2024<\/th>/u,
    );
    expect(content).toContain('<tr><td>Mac</td><td>29,984</td><td>29,357</td><td>40,177</td></tr>');
    const escaped = renderTableParts({ ...revenueTable, rows: [['a<b', 'R&D']], headerRows: 1 }, 'html', 512)[0];
    expect(escaped).toContain('<th>a&lt;b</th><th>R&amp;D</th>');
  });
});
