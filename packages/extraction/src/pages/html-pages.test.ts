import { Document, HeadingLevel, Packer, PageBreak, Paragraph, Table, TableCell, TableRow, TextRun } from 'docx';
import { describe, expect, it } from 'vitest';
import { readDocumentPages } from './read-document-pages.js';

const encode = (text: string) => new TextEncoder().encode(text);
const footer = (page: number) => `<div style="text-align:center">Example Corp. | 2024 Form 10-K | ${page}</div>`;

const HTML = `<!DOCTYPE html><html><head><title>Example 10-K</title><style>.x { color: red }</style></head><body>
<div style="display:none"><ix:header><ix:hidden><ix:nonNumeric name="dei:Name">hidden fact</ix:nonNumeric></ix:hidden></ix:header></div>
<script>var notText = 1;</script>
<h1>Annual Report</h1>
<div><span style="font-weight:700">Item 1A. Risk Factors</span></div>
<p>Our business faces risks.<br>We describe them below.</p>
<ul><li>Competition is intense.</li><li>Prices <b>change</b>.</li></ul>
<img src="logo.png" alt="Example logo"><img src="spacer.gif" width="1" height="1">
${footer(1)}
<hr style="page-break-after:always"/>
<div style="font-weight:bold">CONSOLIDATED STATEMENTS OF OPERATIONS</div>
<div>(In millions)</div>
<table>
  <tr><td></td><td colspan="2">2024</td><td colspan="2">2023</td></tr>
  <tr><td>Net sales</td><td>$</td><td>1,234</td><td>$</td><td>1,000</td></tr>
  <tr><td>Other income (expense)</td><td>(</td><td>5</td><td>)</td><td>7</td></tr>
</table>
<table><tr><td>${'A paragraph laid out in a table cell, as some filings do. '.repeat(8)}</td></tr>
  <tr><td><p>First block.</p><p>Second block.</p></td></tr></table>
${footer(2)}
<div style="break-before: page"><h2>Executive Officers</h2></div>
<table><thead><tr><th>Name</th><th>Age</th></tr></thead><tbody><tr><td>Jane Doe</td><td>50</td></tr><tr><td>John Roe</td><td>61</td></tr></tbody></table>
${footer(3)}
<div style="page-break-before:always"></div>
</body></html>`;

describe('readDocumentPages on HTML', () => {
  it('walks the DOM in order, skips hidden parts, splits pages at CSS page breaks and drops the running foot', async () => {
    const doc = await readDocumentPages(encode(HTML));
    expect(doc).toMatchObject({ kind: 'html', title: 'Example 10-K', ocrPages: [] });
    expect(doc.pages.map((p) => p.number)).toEqual([1, 2, 3]);
    expect(doc.pages[0]?.blocks).toEqual([
      { type: 'heading', text: 'Annual Report', level: 1 },
      // Told by its type, below the deepest heading tag the document uses (h2).
      { type: 'heading', text: 'Item 1A. Risk Factors', level: 3 },
      { type: 'paragraph', text: 'Our business faces risks. We describe them below.' },
      { type: 'paragraph', text: 'Competition is intense.' },
      { type: 'paragraph', text: 'Prices change.' },
      { type: 'image', alt: 'Example logo' },
    ]);
    expect(doc.pages[1]?.blocks).toEqual([
      { type: 'heading', text: 'CONSOLIDATED STATEMENTS OF OPERATIONS', level: 3 },
      { type: 'paragraph', text: '(In millions)' },
      {
        type: 'table',
        title: 'CONSOLIDATED STATEMENTS OF OPERATIONS',
        headerRows: 1,
        rows: [
          ['', '2024', '2023'],
          ['Net sales', '$1,234', '$1,000'],
          ['Other income (expense)', '(5)', '7'],
        ],
      },
      // A one-column table lays text out: its blocks are paragraphs.
      { type: 'paragraph', text: 'A paragraph laid out in a table cell, as some filings do. '.repeat(8).trim() },
      { type: 'paragraph', text: 'First block.' },
      { type: 'paragraph', text: 'Second block.' },
    ]);
    expect(doc.pages[2]?.blocks).toEqual([
      { type: 'heading', text: 'Executive Officers', level: 2 },
      {
        type: 'table',
        title: 'Executive Officers',
        headerRows: 1,
        rows: [
          ['Name', 'Age'],
          ['Jane Doe', '50'],
          ['John Roe', '61'],
        ],
      },
    ]);
    const text = JSON.stringify(doc);
    expect(text).not.toContain('hidden fact');
    expect(text).not.toContain('notText');
    expect(text).not.toContain('color: red');
  });

  it('is one page without page breaks, and counts the text it holds against the limit', async () => {
    const doc = await readDocumentPages(encode('<html><body><p>One</p><p>Two</p></body></html>'));
    expect(doc.pages).toEqual([
      {
        number: 1,
        blocks: [
          { type: 'paragraph', text: 'One' },
          { type: 'paragraph', text: 'Two' },
        ],
      },
    ]);
    const long = `<html><body>${'<p>0123456789</p>'.repeat(20)}</body></html>`;
    await expect(readDocumentPages(encode(long), { limits: { maxTextChars: 150 } })).rejects.toMatchObject({
      reason: 'content_too_large',
    });
    await expect(readDocumentPages(encode(long), { limits: { maxPageBlocks: 10 } })).rejects.toMatchObject({
      reason: 'content_too_large',
    });
  });
});

describe('readDocumentPages on DOCX', () => {
  it('reads Word headings, paragraphs and tables through the HTML walk, with a page per Word page break', async () => {
    const cell = (text: string) => new TableCell({ children: [new Paragraph(text)] });
    const document = new Document({
      sections: [
        {
          children: [
            new Paragraph({ text: 'Quarterly letter', heading: HeadingLevel.HEADING_1 }),
            new Paragraph('Revenue grew in every region.'),
            new Paragraph({ children: [new TextRun('Outlook follows.'), new PageBreak()] }),
            new Paragraph({ text: 'Results', heading: HeadingLevel.HEADING_2 }),
            new Table({
              rows: [
                new TableRow({ children: [cell('Region'), cell('2024'), cell('2023')] }),
                new TableRow({ children: [cell('Europe'), cell('1,200'), cell('950')] }),
                new TableRow({ children: [cell('Asia'), cell('(3,400)'), cell('3,100')] }),
              ],
            }),
          ],
        },
      ],
    });
    const doc = await readDocumentPages(new Uint8Array(await Packer.toBuffer(document)));
    expect(doc).toMatchObject({ kind: 'docx', title: 'Quarterly letter' });
    expect(doc.pages).toEqual([
      {
        number: 1,
        blocks: [
          { type: 'heading', text: 'Quarterly letter', level: 1 },
          { type: 'paragraph', text: 'Revenue grew in every region.' },
          { type: 'paragraph', text: 'Outlook follows.' },
        ],
      },
      {
        number: 2,
        blocks: [
          { type: 'heading', text: 'Results', level: 2 },
          {
            type: 'table',
            title: 'Results',
            headerRows: 1,
            rows: [
              ['Region', '2024', '2023'],
              ['Europe', '1,200', '950'],
              ['Asia', '(3,400)', '3,100'],
            ],
          },
        ],
      },
    ]);
  });
});
