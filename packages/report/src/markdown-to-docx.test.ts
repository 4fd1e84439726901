import JSZip from 'jszip';
import { beforeAll, describe, expect, it } from 'vitest';
import { markdownToDocx } from './markdown-to-docx.js';
import { STOCK_PITCH, TINY_PNG_BASE64 } from './report-fixture.test-helper.js';

async function unzip(bytes: Uint8Array) {
  const zip = await JSZip.loadAsync(bytes);
  const read = async (path: string) => {
    const file = zip.file(path);
    if (!file) throw new Error(`no ${path} in the docx`);
    return file.async('string');
  };
  return { zip, read };
}

/** The visible text of each `<w:p>` (or table cell paragraph) with its paragraph style, in order. */
function paragraphs(xml: string): { style: string | null; text: string; xml: string }[] {
  return [...xml.matchAll(/<w:p>(.*?)<\/w:p>|<w:p [^>]*>(.*?)<\/w:p>/gs)].map((match) => {
    const body = match[1] ?? match[2] ?? '';
    const style = /<w:pStyle w:val="([^"]+)"\/>/.exec(body)?.[1] ?? null;
    const text = [...body.matchAll(/<w:t(?: [^>]*)?>([^<]*)<\/w:t>/g)].map((t) => t[1]).join('');
    return { style, text, xml: body };
  });
}

describe('markdownToDocx: a stock pitch', () => {
  let document: string;
  let footnotes: string;
  let numbering: string;
  let relationships: string;
  let core: string;

  beforeAll(async () => {
    const bytes = await markdownToDocx(STOCK_PITCH, {
      title: 'NVIDIA stock pitch',
      language: 'en',
      author: 'Research desk',
      createdAt: '2026-11-25T08:00:00Z',
    });
    const { read } = await unzip(bytes);
    document = await read('word/document.xml');
    footnotes = await read('word/footnotes.xml');
    numbering = await read('word/numbering.xml');
    relationships = await read('word/_rels/document.xml.rels');
    core = await read('docProps/core.xml');
  });

  it('opens with the title and byline, and does not repeat the Markdown title as a heading', () => {
    const all = paragraphs(document);
    expect(all[0]).toMatchObject({ style: 'Title', text: 'NVIDIA stock pitch' });
    expect(all[1]!.text).toBe('Research desk · 2026-11-25');
    expect(all.filter((p) => p.text === 'NVIDIA stock pitch')).toHaveLength(1);
    expect(core).toContain('<dc:title>NVIDIA stock pitch</dc:title>');
    expect(core).toContain('<dc:creator>Research desk</dc:creator>');
  });

  it('maps ## and ### to Word heading styles, in order', () => {
    const headings = paragraphs(document)
      .filter((p) => p.style?.startsWith('Heading'))
      .map((p) => `${p.style}:${p.text}`);
    expect(headings).toEqual([
      'Heading2:Investment thesis',
      'Heading3:Key figures',
      'Heading3:Risks',
      'Heading2:中文摘要',
    ]);
  });

  it('keeps bold, italic and links as runs', () => {
    expect(document).toMatch(/<w:b\/>.*?<w:t[^>]*>142%<\/w:t>/s);
    expect(document).toMatch(/<w:i\/>.*?<w:t[^>]*>\$152\.30<\/w:t>/s);
    expect(document).toMatch(/<w:hyperlink [^>]*r:id="([^"]+)"[^>]*>.*?annual report/s);
    expect(relationships).toContain('Target="https://investor.nvidia.com/annual-report" TargetMode="External"');
  });

  it('writes the table with a repeating header row, and numbers aligned as the Markdown says or right', () => {
    const table = /<w:tbl>.*<\/w:tbl>/s.exec(document)![0];
    const rows = [...table.matchAll(/<w:tr>(.*?)<\/w:tr>/gs)].map((row) => row[1]!);
    expect(rows).toHaveLength(3);
    expect(rows[0]).toContain('<w:tblHeader/>');
    const cells = (row: string) =>
      [...row.matchAll(/<w:tc>(.*?)<\/w:tc>/gs)].map((cell) => ({
        text: paragraphs(cell[1]!)[0]!.text,
        align: /<w:jc w:val="([^"]+)"\/>/.exec(cell[1]!)?.[1],
      }));
    expect(cells(rows[0]!).map((cell) => cell.text)).toEqual(['Metric', 'FY2024', 'FY2025', 'Trend']);
    // Column 2 is right-aligned in the Markdown; column 3 has no alignment but holds numbers.
    expect(cells(rows[1]!)).toEqual([
      { text: 'Revenue ($m)', align: 'left' },
      { text: '60,922', align: 'right' },
      { text: '130,497', align: 'right' },
      { text: 'up', align: 'center' },
    ]);
    expect(cells(rows[2]!)[2]).toEqual({ text: '75.0%', align: 'right' });
  });

  it('makes each known citation a Word footnote holding its definition, and leaves unknown ids as text', () => {
    const references = [...document.matchAll(/<w:footnoteReference w:id="(\d+)"\/>/g)].map((m) => m[1]);
    expect(references).toEqual(['1', '2', '3', '4']);
    const notes = Object.fromEntries(
      [...footnotes.matchAll(/<w:footnote w:id="(\d+)">(.*?)<\/w:footnote>/gs)].map((m) => [
        m[1],
        paragraphs(m[2]!)
          .map((p) => p.text)
          .join(''),
      ]),
    );
    expect(notes).toEqual({
      '1': 'NVIDIA Form 10-K for fiscal 2025 — https://investor.nvidia.com/10k',
      '2': 'Intrinsic DCF model of NVDA, base case',
      '3': 'NVIDIA Form 10-K for fiscal 2025 — https://investor.nvidia.com/10k',
      '4': 'NVIDIA Form 10-K for fiscal 2025 — https://investor.nvidia.com/10k',
    });
    expect(paragraphs(document).some((p) => p.text === 'an unknown source[^S7] stays as text')).toBe(true);
    // The mark sits against the word it notes, even where the Markdown left a space.
    const exportControls = paragraphs(document).find((p) => p.text.startsWith('Export controls'))!;
    expect(exportControls.xml).toMatch(
      />Export controls<\/w:t><\/w:r><w:r><w:rPr><w:rStyle w:val="FootnoteReference"\/>/,
    );
    // The definitions themselves are not body text.
    expect(document).not.toContain('[^S1]:');
    expect(document).not.toContain('Intrinsic DCF model');
  });

  it('numbers the ordered list, nests the bullets under it, and restarts numbering per list', () => {
    const risks = paragraphs(document).filter((p) => p.xml.includes('<w:numPr>'));
    const levels = risks.map((p) => `${/<w:ilvl w:val="(\d)"\/>/.exec(p.xml)![1]}:${p.text}`);
    expect(levels).toEqual([
      '0:Export controls',
      '0:Customer concentration',
      '1:hyperscalers buy half',
      '1:an unknown source[^S7] stays as text',
      '0:a bullet after the numbers',
    ]);
    expect(numbering).toContain('<w:numFmt w:val="decimal"/>');
    expect(numbering).toContain('<w:numFmt w:val="bullet"/>');
  });

  it('indents the block quote with a bar, draws the rule, and names a CJK font on the runs', () => {
    const quote = paragraphs(document).find((p) => p.text.startsWith('Demand exceeds supply'))!;
    expect(quote.xml).toMatch(/<w:pBdr><w:left [^>]*w:val="single"/);
    expect(quote.xml).toMatch(/<w:ind w:left="567"\/>/);
    expect(document).toMatch(/<w:pBdr><w:bottom [^>]*w:val="single"/);
    const chinese = paragraphs(document).find((p) => p.text.startsWith('英伟达'))!;
    expect(chinese.xml).toContain('w:eastAsia="Noto Sans CJK SC"');
  });
});

describe('markdownToDocx: pictures and languages', () => {
  it('embeds a PNG data URL as a picture and leaves a note for a remote or SVG image', async () => {
    const markdown = [
      `![Revenue chart](data:image/png;base64,${TINY_PNG_BASE64})`,
      '',
      '![remote](https://example.com/chart.png)',
      '',
      '![vector](data:image/svg+xml;base64,PHN2Zy8+)',
    ].join('\n');
    const { zip, read } = await unzip(
      await markdownToDocx(markdown, { title: 'Charts', language: 'en', createdAt: new Date() }),
    );
    const media = Object.keys(zip.files).filter((path) => path.startsWith('word/media/'));
    expect(media).toHaveLength(1);
    const document = await read('word/document.xml');
    expect(document).toContain('<wp:docPr id="1" name="Revenue chart"');
    // 2×1 pixels at 9,525 EMU per pixel.
    expect(document).toContain('<wp:extent cx="19050" cy="9525"/>');
    expect(document).toContain('[Image not embedded (remote): only PNG or JPEG data URLs are embedded]');
    expect(document).toContain('[Image not embedded (vector): only PNG or JPEG data URLs are embedded]');
  });

  it('writes a Chinese report with Chinese notes, language tags and the traditional font for zh-TRADITIONAL', async () => {
    const simplified = await unzip(
      await markdownToDocx('![图表](https://example.com/a.png)', {
        title: '报告',
        language: 'zh',
        createdAt: new Date(),
      }),
    );
    expect(await simplified.read('word/document.xml')).toContain('[未嵌入图片“图表”：只嵌入 PNG 或 JPEG 数据 URL]');
    expect(await simplified.read('word/styles.xml')).toMatch(/<w:lang w:val="zh-CN" w:eastAsia="zh-CN"\/>/);
    const traditional = await unzip(
      await markdownToDocx('報告內容', { title: '報告', language: 'zh-TRADITIONAL', createdAt: new Date() }),
    );
    expect(await traditional.read('word/document.xml')).toContain('w:eastAsia="Noto Sans CJK TC"');
  });

  it('writes code blocks in a monospace font and keeps raw HTML and entities as the characters written', async () => {
    const { read } = await unzip(
      await markdownToDocx('```\nP/E = price / EPS\n```\n\nR&D <b>grew</b>', {
        title: 'Code',
        language: 'en',
        createdAt: new Date(),
      }),
    );
    const document = await read('word/document.xml');
    expect(document).toMatch(/w:ascii="Courier New"[^>]*\/>.*?<w:t[^>]*>P\/E = price \/ EPS<\/w:t>/s);
    expect(paragraphs(document).map((p) => p.text)).toContain('R&amp;D &lt;b&gt;grew&lt;/b&gt;');
  });
});

describe('markdownToDocx: list starts, breaks and footnote definitions', () => {
  it('starts a list at its first number, continues a definition over indented lines, and keeps the first of two', async () => {
    const markdown = [
      '3. third',
      '4. fourth',
      '',
      'line one  ',
      'line two[^A]',
      '',
      '[^A]: First part',
      '    continued here',
      '[^A]: A second definition of A',
    ].join('\n');
    const { read } = await unzip(
      await markdownToDocx(markdown, { title: 'Misc', language: 'en', createdAt: new Date() }),
    );
    const numbering = await read('word/numbering.xml');
    expect(numbering).toMatch(/<w:lvl w:ilvl="0"[^>]*><w:start w:val="3"\/>/);
    const document = await read('word/document.xml');
    expect(document).toMatch(/line one<\/w:t><\/w:r><w:r><w:br\/><\/w:r>/);
    const footnotes = await read('word/footnotes.xml');
    expect(footnotes).toContain('First part continued here');
    expect(footnotes).not.toContain('A second definition');
  });
});

describe('markdownToDocx: awkward Markdown', () => {
  const build = async (markdown: string) =>
    (await unzip(await markdownToDocx(markdown, { title: 'Edge', language: 'en', createdAt: 'not a date' }))).read;

  it('makes a document of empty Markdown, with the title and no byline for an unreadable date', async () => {
    const document = await (await build(''))('word/document.xml');
    expect(paragraphs(document).map((p) => p.text)).toEqual(['Edge']);
  });

  it('puts a citation in a heading and a table nested in a list item, and keeps an escaped marker as text', async () => {
    const read = await build(
      '## Outlook[^S1]\n\n- | a | b |\n  |---|---|\n  | 1 | 2 |\n\n\\[^S1] escaped\n\n[^S1]: Source',
    );
    const document = await read('word/document.xml');
    const heading = paragraphs(document).find((p) => p.style === 'Heading2')!;
    expect(heading.text).toBe('Outlook');
    expect(heading.xml).toContain('<w:footnoteReference w:id="1"/>');
    expect(document).toContain('<w:tbl>');
    expect(paragraphs(document).map((p) => p.text)).toContain('[^S1] escaped');
    expect(await read('word/footnotes.xml')).toContain('>Source</w:t>');
  });

  it('keeps malformed markers as text and shows nothing for a definition never cited', async () => {
    const read = await build('text [^] [^ S1] [^S1 ]\n\n[^S1]: never cited');
    const document = await read('word/document.xml');
    expect(paragraphs(document).map((p) => p.text)).toContain('text [^] [^ S1] [^S1 ]');
    expect(document).not.toContain('never cited');
    expect(await read('word/footnotes.xml')).not.toContain('never cited');
  });
});
