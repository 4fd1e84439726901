import { Document, HeadingLevel, Packer, Paragraph, Table, TableCell, TableRow } from 'docx';
import { describe, expect, it } from 'vitest';
import { readDocument } from './read-document.js';

const cell = (text: string) => new TableCell({ children: [new Paragraph(text)] });

describe('readDocument on DOCX', () => {
  it('reads Word tables with the heading and text above them', async () => {
    const document = new Document({
      sections: [
        {
          children: [
            new Paragraph({ text: 'Consolidated balance sheets', heading: HeadingLevel.HEADING_1 }),
            new Paragraph('(In thousands of euros)'),
            new Table({
              rows: [
                new TableRow({ children: [cell(''), cell('2024'), cell('2023')] }),
                new TableRow({ children: [cell('Cash'), cell('1,200'), cell('950')] }),
                new TableRow({ children: [cell('Total assets'), cell('(3,400)'), cell('3,100')] }),
              ],
            }),
          ],
        },
      ],
    });
    const doc = await readDocument(new Uint8Array(await Packer.toBuffer(document)));
    expect(doc.kind).toBe('docx');
    expect(doc.tables).toHaveLength(1);
    expect(doc.tables[0]).toMatchObject({
      page: 1,
      title: 'Consolidated balance sheets',
      context: ['Consolidated balance sheets', '(In thousands of euros)'],
    });
    expect(doc.tables[0]?.rows).toEqual([
      ['', '2024', '2023'],
      ['Cash', '1,200', '950'],
      ['Total assets', '(3,400)', '3,100'],
    ]);
  });
});
