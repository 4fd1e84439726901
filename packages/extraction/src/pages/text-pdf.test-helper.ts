/** PDFs of text lines set in Helvetica (a standard font: no font file needed), for the page reader's tests. */
import { pdfOf } from '../read/bomb-documents.test-helper.js';

/** A line: where its text starts (`x`, and `y` of its baseline from the top of a US Letter page), its size and weight. */
export type TPdfTextLine = { x: number; y: number; text: string; size?: number; isBold?: boolean };

/** A PDF whose pages hold the given lines (ASCII text), or only a picture (`'image'`: a scan without text). */
export function textPdf(pages: (TPdfTextLine[] | 'image')[]): Uint8Array {
  const first = 6;
  const kids = pages.map((_, i) => `${first + 2 * i} 0 R`).join(' ');
  const pdfString = (text: string) => text.replace(/[\\()]/g, (ch) => `\\${ch}`);
  return pdfOf([
    '<< /Type /Catalog /Pages 2 0 R >>',
    `<< /Type /Pages /Kids [${kids}] /Count ${pages.length} >>`,
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica /Encoding /WinAnsiEncoding >>',
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica-Bold /Encoding /WinAnsiEncoding >>',
    // A 2 × 2 grey picture (0x41 = "A").
    '<< /Type /XObject /Subtype /Image /Width 2 /Height 2 /ColorSpace /DeviceGray /BitsPerComponent 8 /Length 4 >>\nstream\nAAAA\nendstream',
    ...pages.flatMap((lines, i) => {
      const content =
        lines === 'image'
          ? 'q 612 0 0 792 0 0 cm /Im0 Do Q'
          : lines
              .map(
                (line) =>
                  `BT /${line.isBold ? 'F2' : 'F1'} ${line.size ?? 10} Tf 1 0 0 1 ${line.x} ${792 - line.y} Tm (${pdfString(line.text)}) Tj ET`,
              )
              .join('\n');
      return [
        `<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] /Resources << /Font << /F1 3 0 R /F2 4 0 R >> /XObject << /Im0 5 0 R >> >> /Contents ${first + 2 * i + 1} 0 R >>`,
        `<< /Length ${content.length} >>\nstream\n${content}\nendstream`,
      ];
    }),
  ]);
}

/** Lines of a paragraph at a 12-point pitch, the first indented. */
export function paragraph(y: number, texts: string[], left = 50): TPdfTextLine[] {
  return texts.map((text, i) => ({ x: i === 0 ? left + 20 : left, y: y + 12 * i, text }));
}

/** A table row: a label and amounts right-aligned at 400, 480 (approximately: 5.6 points a digit). */
export function tableRow(y: number, label: string, amounts: string[]): TPdfTextLine[] {
  return [
    { x: 50, y, text: label },
    ...amounts.map((amount, i) => ({ x: 420 + 80 * i - 5.6 * amount.length, y, text: amount })),
  ];
}
