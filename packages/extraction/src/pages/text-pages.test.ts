import { utils, write } from '@e965/xlsx';
import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import { readDocument } from '../read/read-document.js';
import { readDocumentPages } from './read-document-pages.js';

const utf8 = (text: string) => new TextEncoder().encode(text);

function utf16le(text: string): Uint8Array {
  const bytes = new Uint8Array(2 + text.length * 2);
  bytes.set([0xff, 0xfe]);
  for (let i = 0; i < text.length; i++) {
    bytes[2 + 2 * i] = text.charCodeAt(i) & 0xff;
    bytes[3 + 2 * i] = text.charCodeAt(i) >> 8;
  }
  return bytes;
}

describe('readDocumentPages on plain text', () => {
  it('splits paragraphs at blank lines and pages at form feeds, joining lines and mending only certain hyphens', async () => {
    const text = [
      'Annual letter to shareholders',
      '',
      'Our management team thanks you. The manage-',
      'ment of risk stays our first task, and our long-',
      'term plans are long-term.',
      '\f第二页的第一段，',
      '中文行之间不加空格。',
      '',
      '',
    ].join('\r\n');
    const doc = await readDocumentPages(utf8(text));
    expect(doc).toMatchObject({ kind: 'text', title: null, ocrPages: [] });
    expect(doc.pages).toEqual([
      {
        number: 1,
        blocks: [
          { type: 'paragraph', text: 'Annual letter to shareholders' },
          {
            type: 'paragraph',
            text: 'Our management team thanks you. The management of risk stays our first task, and our long-term plans are long-term.',
          },
        ],
      },
      { number: 2, blocks: [{ type: 'paragraph', text: '第二页的第一段，中文行之间不加空格。' }] },
    ]);
  });

  it('decodes UTF-16 with a byte-order mark and GB18030', async () => {
    const utf16 = await readDocumentPages(utf16le('Première ligne\n\nDeuxième paragraphe'));
    expect(utf16.pages[0]?.blocks).toEqual([
      { type: 'paragraph', text: 'Première ligne' },
      { type: 'paragraph', text: 'Deuxième paragraphe' },
    ]);
    // "营业收入增长" in GB18030 (not valid UTF-8).
    const gb = new Uint8Array([0xd3, 0xaa, 0xd2, 0xb5, 0xca, 0xd5, 0xc8, 0xeb, 0xd4, 0xf6, 0xb3, 0xa4]);
    expect((await readDocumentPages(gb)).pages[0]?.blocks).toEqual([{ type: 'paragraph', text: '营业收入增长' }]);
  });

  it('refuses a text longer than the limit before splitting it, and binary data', async () => {
    await expect(readDocumentPages(utf8('word '.repeat(100)), { limits: { maxTextChars: 100 } })).rejects.toMatchObject(
      { name: 'DocumentReadError', reason: 'content_too_large' },
    );
    await expect(readDocumentPages(new Uint8Array([1, 2, 3, 0, 5]))).rejects.toMatchObject({
      reason: 'unsupported_type',
    });
  });

  it('leaves readDocument refusing plain text, as the financial flow expects', async () => {
    await expect(readDocument(utf8('hello world'))).rejects.toMatchObject({ reason: 'unsupported_type' });
  });
});

describe('readDocumentPages on Markdown', () => {
  it('reads headings, pipe tables with their header row, lists, code and images', async () => {
    const markdown = [
      '# Product guide',
      '',
      'Setup takes **two** steps, described in [the manual](https://example.com/manual).',
      'It works offline.',
      '',
      '## Prices',
      '',
      '| Plan | Monthly | Yearly |',
      '|:-----|--------:|-------:|',
      '| Basic | $10 | $100 |',
      '| Pro \\| Team | $20 | $200 |',
      '',
      '- First item',
      '  continues here',
      '- Second item',
      '',
      '```',
      'npm install',
      'npm start',
      '```',
      '![Architecture diagram](diagram.png)',
      '',
      'Notes',
      '-----',
      '\fLast page',
    ].join('\n');
    const doc = await readDocumentPages(utf8(markdown));
    expect(doc).toMatchObject({ kind: 'markdown', title: 'Product guide' });
    expect(doc.pages).toEqual([
      {
        number: 1,
        blocks: [
          { type: 'heading', text: 'Product guide', level: 1 },
          { type: 'paragraph', text: 'Setup takes two steps, described in the manual. It works offline.' },
          { type: 'heading', text: 'Prices', level: 2 },
          {
            type: 'table',
            title: 'Prices',
            headerRows: 1,
            rows: [
              ['Plan', 'Monthly', 'Yearly'],
              ['Basic', '$10', '$100'],
              ['Pro | Team', '$20', '$200'],
            ],
          },
          { type: 'paragraph', text: 'First item continues here' },
          { type: 'paragraph', text: 'Second item' },
          { type: 'paragraph', text: 'npm install\nnpm start' },
          { type: 'image', alt: 'Architecture diagram' },
          { type: 'heading', text: 'Notes', level: 2 },
        ],
      },
      { number: 2, blocks: [{ type: 'paragraph', text: 'Last page' }] },
    ]);
  });

  it('reads hostile long lines in linear time (an unclosed link or emphasis, a heading of spaces, a million hyphenated lines)', async () => {
    const texts = [
      `# Title\n\n${'['.repeat(3)}${'a'.repeat(600_000)}\n${'**a '.repeat(150_000)}`,
      `# ${' '.repeat(1_000_000)}x`,
      '|'.repeat(300_000),
      'long-\n'.repeat(300_000),
      `${'中'.repeat(5)}\n`.repeat(250_000),
    ];
    for (const text of texts) {
      const started = performance.now();
      const doc = await readDocumentPages(utf8(text));
      expect(doc.pages.length).toBeGreaterThan(0);
      // Quadratic work on these would take minutes.
      expect(performance.now() - started).toBeLessThan(5000);
    }
  });

  it('takes text as Markdown only with a heading or a pipe table, and CSV stays CSV', async () => {
    expect((await readDocumentPages(utf8('Just a note.\nNothing more.'))).kind).toBe('text');
    expect((await readDocumentPages(utf8('a | b\n--|--\n1 | 2\n'))).kind).toBe('markdown');
    expect((await readDocumentPages(utf8('#hashtag is not a heading'))).kind).toBe('text');
    expect((await readDocumentPages(utf8('Item,2024,2023\nRevenue,"1,234",1000\n'))).kind).toBe('csv');
  });
});

describe('readDocumentPages on spreadsheets and CSV', () => {
  it('gives one page per sheet with the sheet as one table headed by its first row; an empty sheet is an empty page', async () => {
    const workbook = new ExcelJS.Workbook();
    const income = workbook.addWorksheet('Income');
    income.addRows([
      ['Item', 2024, 2023],
      ['Revenue', 1234, 1000],
    ]);
    workbook.addWorksheet('Empty');
    workbook.addWorksheet('Staff').addRows([
      ['Name', 'Team'],
      ['Ana', 'Sales'],
    ]);
    const doc = await readDocumentPages(new Uint8Array(await workbook.xlsx.writeBuffer()));
    expect(doc).toMatchObject({ kind: 'xlsx', title: null });
    expect(doc.pages).toEqual([
      {
        number: 1,
        blocks: [
          {
            type: 'table',
            title: 'Income',
            headerRows: 1,
            rows: [
              ['Item', '2024', '2023'],
              ['Revenue', '1234', '1000'],
            ],
          },
        ],
      },
      { number: 2, blocks: [] },
      {
        number: 3,
        blocks: [
          {
            type: 'table',
            title: 'Staff',
            headerRows: 1,
            rows: [
              ['Name', 'Team'],
              ['Ana', 'Sales'],
            ],
          },
        ],
      },
    ]);
  });

  it('reads a legacy XLS and a CSV the same way', async () => {
    const book = utils.book_new();
    utils.book_append_sheet(
      book,
      utils.aoa_to_sheet([
        ['Item', 'Value'],
        ['Cash', 12.5],
      ]),
      'Balance',
    );
    const xls = await readDocumentPages(new Uint8Array(write(book, { bookType: 'xls', type: 'array' }) as ArrayBuffer));
    expect(xls.kind).toBe('xls');
    expect(xls.pages[0]?.blocks).toEqual([
      {
        type: 'table',
        title: 'Balance',
        headerRows: 1,
        rows: [
          ['Item', 'Value'],
          ['Cash', '12.5'],
        ],
      },
    ]);
    const csv = await readDocumentPages(utf8('Item;2024\nRevenue;1.234,5\n'));
    expect(csv).toMatchObject({
      kind: 'csv',
      pages: [{ number: 1, blocks: [{ type: 'table', title: null, headerRows: 1 }] }],
    });
    await expect(
      readDocumentPages(utf8(`a,b\n${'1,2\n'.repeat(50)}`), { limits: { maxTextChars: 100 } }),
    ).rejects.toMatchObject({
      reason: 'content_too_large',
    });
  });
});
