import { describe, expect, it } from 'vitest';
import { DOCUMENTS } from '../read/documents.test-helper.js';
import { canOcr } from '../read/ocr.js';
import { scanOf } from '../read/scanned-pdf.test-helper.js';
import { readDocumentPages } from './read-document-pages.js';
import { paragraph, tableRow, textPdf } from './text-pdf.test-helper.js';

const FIRST = [
  'Our business depends on many factors that we describe below, and a careful investor reads',
  'them all before deciding. Our results depend on the ability of management to run the manage-',
  'ment systems we built over many years, in every market where we sell our products today.',
];
const SECOND = [
  'We invest for the long term in research, and our long-term plans may change as markets do,',
  'as competitors enter our markets or as the rules that govern our products change over time.',
];
const NOTE = 'The accompanying notes are an integral part of these consolidated financial statements.';
const THIRD = ['We compete with many companies, some of them larger than we are, and management expects more.'];

describe('readDocumentPages on PDF', () => {
  it('reads headings by size, capitals and font, paragraphs by gap and indent, and tables split over pages', async () => {
    const pdf = textPdf([
      [
        { x: 50, y: 60, text: 'Annual Report', size: 18, isBold: true },
        { x: 50, y: 100, text: 'ITEM 1A. RISK FACTORS', isBold: true },
        ...paragraph(120, FIRST),
        ...paragraph(164, SECOND),
        { x: 50, y: 200, text: 'Competition', isBold: true },
        ...paragraph(216, THIRD),
        { x: 150, y: 260, text: 'CONSOLIDATED STATEMENTS OF INCOME', isBold: true },
        ...tableRow(280, '', ['2024', '2023']),
        ...tableRow(294, 'Revenue', ['1,200', '1,100']),
        ...tableRow(306, 'Cost of revenue', ['(700)', '(650)']),
        ...tableRow(318, 'Gross profit', ['500', '450']),
      ],
      [
        ...tableRow(60, 'Operating expenses', ['(300)', '(280)']),
        ...tableRow(72, 'Net income', ['200', '170']),
        ...paragraph(100, [NOTE]),
      ],
    ]);
    const doc = await readDocumentPages(pdf);
    expect(doc.kind).toBe('pdf');
    expect(doc.ocrPages).toEqual([]);
    expect(doc.pages.map((p) => p.number)).toEqual([1, 2]);
    const [first, second] = doc.pages;
    expect(first?.blocks.slice(0, 7)).toEqual([
      { type: 'heading', text: 'Annual Report', level: 1 },
      { type: 'heading', text: 'ITEM 1A. RISK FACTORS', level: 2 },
      { type: 'paragraph', text: FIRST.join(' ').replace('manage- ment', 'management') },
      // "long-term" is printed with its hyphen elsewhere: the line break keeps it.
      { type: 'paragraph', text: SECOND.join(' ') },
      { type: 'heading', text: 'Competition', level: 2 },
      { type: 'paragraph', text: THIRD[0] },
      { type: 'heading', text: 'CONSOLIDATED STATEMENTS OF INCOME', level: 2 },
    ]);
    expect(first?.blocks[7]).toEqual({
      type: 'table',
      title: 'CONSOLIDATED STATEMENTS OF INCOME',
      headerRows: 1,
      rows: [
        ['', '2024', '2023'],
        ['Revenue', '1,200', '1,100'],
        ['Cost of revenue', '(700)', '(650)'],
        ['Gross profit', '500', '450'],
      ],
    });
    // The part on page 2 gets the header row of the part on page 1.
    expect(second?.blocks).toEqual([
      {
        type: 'table',
        title: 'CONSOLIDATED STATEMENTS OF INCOME',
        headerRows: 1,
        rows: [
          ['', '2024', '2023'],
          ['Operating expenses', '(300)', '(280)'],
          ['Net income', '200', '170'],
        ],
      },
      { type: 'paragraph', text: NOTE },
    ]);
    expect(doc.title).toBe('Annual Report');
  });

  it('gives a scanned page that OCR does not read as an image', async () => {
    const doc = await readDocumentPages(textPdf([[{ x: 50, y: 60, text: 'Cover letter' }], 'image']));
    expect(doc.ocrPages).toEqual([]);
    expect(doc.pages).toEqual([
      { number: 1, blocks: [{ type: 'paragraph', text: 'Cover letter' }] },
      { number: 2, blocks: [{ type: 'image', alt: null }] },
    ]);
  });

  it('reports each page read to onPage', async () => {
    const calls: [number, number][] = [];
    await readDocumentPages(
      textPdf([[{ x: 50, y: 60, text: 'One' }], [{ x: 50, y: 60, text: 'Two' }], [{ x: 50, y: 60, text: 'Three' }]]),
      { onPage: (done, total) => void calls.push([done, total]) },
    );
    expect(calls).toEqual([
      [1, 3],
      [2, 3],
      [3, 3],
    ]);
  });
});

describe.skipIf(!(await canOcr()) && process.env.CI !== 'true')(
  'readDocumentPages on a scanned PDF (Tesseract)',
  () => {
    it('reads the scanned page by OCR, lists it in ocrPages and rebuilds its table', async () => {
      const doc = await readDocumentPages(scanOf(`${DOCUMENTS}pdf/nke-10-k-fy2023-2023-05-31.pdf`, 60));
      expect(doc.ocrPages).toEqual([1]);
      const income = doc.pages[0]?.blocks.find(
        (b) => b.type === 'table' && b.title === 'CONSOLIDATED STATEMENTS OF INCOME',
      );
      expect(income).toMatchObject({ rows: expect.arrayContaining([['Cost of sales', '28,925', '25,231', '24,576']]) });
      expect(doc.pages[0]?.blocks).not.toContainEqual({ type: 'image', alt: null });
    }, 120_000);
  },
);
