import { describe, expect, it } from 'vitest';
import { chunkDocument } from '../chunk-document.js';
import { documentOf, heading, paragraph } from '../pages.test-helper.js';

describe('resume chunking', () => {
  it('cuts a CV into its sections, bold-line section names included', () => {
    const document = documentOf([
      [
        heading('Jane Analyst', 1),
        paragraph('jane@example.com · +1 555 0100'),
        paragraph('Experience'),
        paragraph('Equity analyst, 2019–2024: covered 30 consumer companies.'),
        paragraph('Education:'),
        paragraph('MSc Finance, 2019.'),
      ],
      [
        paragraph('工作经历'),
        paragraph('2015–2019 某证券公司研究员。'),
        paragraph('Skills'),
        paragraph('DCF, SQL, Python.'),
      ],
    ]);
    const chunks = chunkDocument(document, 'resume', {});
    expect(chunks.map((chunk) => [chunk.content, chunk.headings, chunk.pageFrom])).toEqual([
      ['Jane Analyst\njane@example.com · +1 555 0100', ['Jane Analyst'], 1],
      ['Experience\nEquity analyst, 2019–2024: covered 30 consumer companies.', ['Experience'], 1],
      ['Education\nMSc Finance, 2019.', ['Education'], 1],
      ['工作经历\n2015–2019 某证券公司研究员。', ['工作经历'], 2],
      ['Skills\nDCF, SQL, Python.', ['Skills'], 2],
    ]);
  });
});
