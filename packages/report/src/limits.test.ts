import { describe, expect, it } from 'vitest';
import { ReportLimitError, type ReportLimitName, type ReportLimits } from './limits.js';
import { markdownToDocx } from './markdown-to-docx.js';
import { TINY_PNG_BASE64 } from './report-fixture.test-helper.js';

const png = `![chart](data:image/png;base64,${TINY_PNG_BASE64})`;
const table = (rows: number, columns = 2) =>
  [
    `|${' h |'.repeat(columns)}`,
    `|${' - |'.repeat(columns)}`,
    ...Array.from({ length: rows }, (_, row) => `|${` ${row} |`.repeat(columns)}`),
  ].join('\n');

async function refusal(markdown: string, limits: Partial<ReportLimits>): Promise<ReportLimitError> {
  const error = await markdownToDocx(markdown, { title: 'Limits', language: 'en', createdAt: new Date(), limits }).then(
    () => null,
    (caught: unknown) => caught,
  );
  expect(error).toBeInstanceOf(ReportLimitError);
  return error as ReportLimitError;
}

describe('report limits', () => {
  const cases: [ReportLimitName, string, Partial<ReportLimits>, number][] = [
    ['markdownCharacters', 'x'.repeat(101), { markdownCharacters: 100 }, 101],
    ['tables', `${table(1)}\n\ntext\n\n${table(1)}`, { tables: 1 }, 2],
    ['tableRows', table(3), { tableRows: 3 }, 4],
    ['tableColumns', table(1, 4), { tableColumns: 3 }, 4],
    ['images', `${png}\n\n${png}\n\n${png}`, { images: 2 }, 3],
    ['imageBytes', png, { imageBytes: 10 }, Buffer.from(TINY_PNG_BASE64, 'base64').length],
    [
      'totalImageBytes',
      `${png}\n\n${png}`,
      { totalImageBytes: 100 },
      2 * Buffer.from(TINY_PNG_BASE64, 'base64').length,
    ],
    ['citations', 'a[^S1] b[^S1] c[^S1]\n\n[^S1]: Source', { citations: 2 }, 3],
    ['nestingDepth', '> > > deep', { nestingDepth: 2 }, 3],
    ['nestingDepth', '- a\n  - b\n    - c', { nestingDepth: 2 }, 3],
  ];

  it.each(cases)('refuses a report over its %s limit, naming the limit', async (limit, markdown, limits, actual) => {
    const error = await refusal(markdown, limits);
    expect(error.limit).toBe(limit);
    expect(error.code).toBe('REPORT_LIMIT_EXCEEDED');
    expect(error.max).toBe(limits[limit]);
    expect(error.actual).toBe(actual);
  });

  it('counts Markdown characters without the base64 data of images', async () => {
    const text = 'x'.repeat(100);
    const markdown = `${text}\n\n${png}`;
    const limits = { markdownCharacters: markdown.length - TINY_PNG_BASE64.length };
    await expect(
      markdownToDocx(markdown, { title: 'Images', language: 'en', createdAt: new Date(), limits }),
    ).resolves.toBeInstanceOf(Uint8Array);
    const error = await refusal(`x${markdown}`, limits);
    expect(error).toMatchObject({ limit: 'markdownCharacters', actual: limits.markdownCharacters + 1 });
  });

  it('accepts a report exactly at its limits', async () => {
    const markdown = `${table(2)}\n\n${png}\n\na[^S1]\n\n[^S1]: Source\n\n> > quote`;
    const bytes = await markdownToDocx(markdown, {
      title: 'At the limits',
      language: 'en',
      createdAt: new Date(),
      limits: {
        markdownCharacters: markdown.length,
        tables: 1,
        tableRows: 3,
        images: 1,
        citations: 1,
        nestingDepth: 2,
      },
    });
    expect(bytes.byteLength).toBeGreaterThan(0);
  });

  it('refuses lists nested thousands deep from the source, before the parser runs out of memory on them', async () => {
    const markdown = Array.from({ length: 3000 }, (_, depth) => `${'  '.repeat(depth)}- level ${depth}`).join('\n');
    const error = await refusal(markdown, { markdownCharacters: markdown.length });
    expect(error).toMatchObject({ limit: 'nestingDepth', actual: 3000 });
  });
});
