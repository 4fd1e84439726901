import { beforeAll, describe, expect, it } from 'vitest';
import { readWithLibreOffice, type WriterReading } from './libreoffice.test-helper.js';
import { markdownToDocx } from './markdown-to-docx.js';
import { STOCK_PITCH, TINY_PNG_BASE64 } from './report-fixture.test-helper.js';

/** The positions of each text in the whole, which must all be found and ascend. */
function positions(text: string, parts: string[]): number[] {
  const found: number[] = [];
  let from = 0;
  for (const part of parts) {
    const index = text.indexOf(part, from);
    expect(index, `"${part}" after position ${from}`).toBeGreaterThanOrEqual(0);
    found.push(index);
    from = index + part.length;
  }
  return found;
}

/** Text with layout whitespace (line wraps, table cell gaps) folded to single spaces. */
const folded = (text: string) => text.replace(/\s+/g, ' ');

describe('the report as LibreOffice Writer reads it', () => {
  let writer: WriterReading;

  beforeAll(async () => {
    const markdown = `${STOCK_PITCH.replace('## 中文摘要', `![Revenue chart](data:image/png;base64,${TINY_PNG_BASE64})\n\n## 中文摘要`)}`;
    const docx = await markdownToDocx(markdown, {
      title: 'NVIDIA stock pitch',
      language: 'en',
      author: 'Research desk',
      createdAt: '2026-11-25T08:00:00Z',
    });
    writer = await readWithLibreOffice(docx);
  }, 300_000);

  it('takes the Markdown headings for headings of the same levels, in order', () => {
    const headings = [...writer.html.matchAll(/<h([1-6])[^>]*>(.*?)<\/h\1>/gs)].map(
      (match) => `h${match[1]}:${match[2]!.replace(/<[^>]+>/g, '').trim()}`,
    );
    expect(headings).toEqual(['h2:Investment thesis', 'h3:Key figures', 'h3:Risks', 'h2:中文摘要']);
  });

  it('lays out the title, headings, table figures, list and quote in the order written', () => {
    positions(folded(writer.pdfText), [
      'NVIDIA stock pitch',
      'Research desk · 2026-11-25',
      'Investment thesis',
      'grew 142% in fiscal 2025',
      'Key figures',
      'Revenue ($m) 60,922 130,497 up',
      'Gross margin 72.7% 75.0% up',
      'Risks',
      '1. Export controls',
      '2. Customer concentration',
      'an unknown source[^S7] stays as text',
      'Demand exceeds supply',
      '中文摘要',
      '英伟达的数据中心收入大幅增长',
    ]);
  });

  it('prints each citation as a footnote with its source, and no citation marker as text', () => {
    const text = folded(writer.pdfText);
    const [body, firstNote, secondNote] = positions(text, [
      '英伟达的数据中心收入大幅增长',
      'NVIDIA Form 10-K for fiscal 2025 — https://investor.nvidia.com/10k',
      'Intrinsic DCF model of NVDA, base case',
    ]);
    expect(firstNote).toBeGreaterThan(body!);
    expect(secondNote).toBeGreaterThan(firstNote!);
    expect(text.split('NVIDIA Form 10-K for fiscal 2025').length - 1).toBe(3);
    expect(text).not.toContain('[^S1]');
    expect(text).not.toContain('[^S2]');
  });

  it('embeds the picture', () => {
    expect(writer.html).toMatch(/<img [^>]*alt="Revenue chart"/);
  });
});
