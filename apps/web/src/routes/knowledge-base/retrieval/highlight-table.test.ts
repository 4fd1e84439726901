import { describe, expect, it } from 'vitest';
import { highlightSegments } from './highlight-segments';
import { highlightTable } from './highlight-table';

describe('highlightTable', () => {
  it('reads a highlighted Markdown table into cells, keeping the marked terms', () => {
    const table = highlightTable(
      highlightSegments('| Segment | 2024 |\n| --- | ---: |\n| <em>Cloud</em> revenue | 4,120 |\n| Devices | 1,015 |'),
    );
    expect(table).toEqual({
      before: [],
      after: [],
      header: [[{ text: 'Segment', isMatch: false }], [{ text: '2024', isMatch: false }]],
      body: [
        [
          [
            { text: 'Cloud', isMatch: true },
            { text: ' revenue', isMatch: false },
          ],
          [{ text: '4,120', isMatch: false }],
        ],
        [[{ text: 'Devices', isMatch: false }], [{ text: '1,015', isMatch: false }]],
      ],
    });
  });

  it('keeps a caption above the table and text below it', () => {
    const table = highlightTable(
      highlightSegments('Net <em>sales</em>\n| A | B |\n| --- | --- |\n| 1 | 2 |\n\nIn millions.'),
    );
    expect(table?.before).toEqual([
      { text: 'Net ', isMatch: false },
      { text: 'sales', isMatch: true },
    ]);
    expect(table?.body).toEqual([[[{ text: '1', isMatch: false }], [{ text: '2', isMatch: false }]]]);
    expect(table?.after).toEqual([{ text: 'In millions.', isMatch: false }]);
  });

  it('is null for text that is not a table', () => {
    expect(highlightTable(highlightSegments('Net <em>revenue</em> grew | a lot'))).toBeNull();
    expect(highlightTable(highlightSegments('| a | b |\n| c | d |'))).toBeNull();
  });
});
