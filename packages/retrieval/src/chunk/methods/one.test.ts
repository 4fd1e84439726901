import { describe, expect, it } from 'vitest';
import { countTokens } from '../../tokens.js';
import { chunkDocument } from '../chunk-document.js';
import { documentOf, filingSentences, heading, paragraph, table } from '../pages.test-helper.js';

describe('one chunking', () => {
  it('makes the selected pages one chunk, whatever its length, tables in full', () => {
    const document = documentOf([
      [heading('Memo', 1), ...filingSentences(40).map(paragraph)],
      [
        table(
          [
            ['Metric', 'Value'],
            ['EV/EBITDA', '11.2x'],
          ],
          1,
          'Multiples',
        ),
      ],
      [paragraph('Left out by the page range.')],
    ]);
    const chunks = chunkDocument(document, 'one', { chunk_token_num: 64, pages: [[1, 2]] });
    expect(chunks).toHaveLength(1);
    const [chunk] = chunks;
    expect(chunk).toMatchObject({ contentType: 'text', pageFrom: 1, pageTo: 2, headings: [] });
    expect(chunk!.content.startsWith('Memo\nSentence 1:')).toBe(true);
    expect(chunk!.content.endsWith('Multiples\n| Metric | Value |\n| --- | --- |\n| EV/EBITDA | 11.2x |')).toBe(true);
    expect(chunk!.content).not.toContain('Left out');
    expect(chunk!.tokenCount).toBe(countTokens(chunk!.content));
    expect(chunk!.tokenCount).toBeGreaterThan(64);
  });

  it('gives nothing for an empty document', () => {
    expect(chunkDocument(documentOf([[]]), 'one', {})).toEqual([]);
  });
});
