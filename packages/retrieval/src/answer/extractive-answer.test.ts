import { describe, expect, it } from 'vitest';
import { buildExtractiveAnswer, excerptOf, htmlTablesAsMarkdown } from './extractive-answer.js';

const numbered = (id: number, content: string) => ({
  id,
  chunkId: `c${id}`,
  documentId: 'd',
  documentName: 'r.pdf',
  pages: [1],
  content,
  similarity: 0.5,
});

describe('buildExtractiveAnswer', () => {
  it('quotes the first three passages under the label, each with its marker', () => {
    const passages = [
      numbered(1, 'First.\n\nSecond line.'),
      numbered(2, 'Two.'),
      numbered(3, 'Three.'),
      numbered(4, 'Four.'),
    ];
    expect(buildExtractiveAnswer(passages, 'Extractive answer:')).toBe(
      'Extractive answer:\n\n> First.\n> Second line. [ID:1]\n\n> Two. [ID:2]\n\n> Three. [ID:3]',
    );
  });

  it('puts the marker of a passage ending in a table row on a line of its own', () => {
    expect(buildExtractiveAnswer([numbered(1, '<table><tr><th>Y</th></tr><tr><td>1</td></tr></table>')], 'L')).toBe(
      'L\n\n> | Y |\n> | --- |\n> | 1 |\n>\n> [ID:1]',
    );
  });

  it('is null without passages', () => {
    expect(buildExtractiveAnswer([], 'label')).toBeNull();
  });
});

describe('excerptOf', () => {
  it('cuts a long passage at a sentence end past a third of the limit, else with an ellipsis', () => {
    expect(excerptOf('Alpha beta. Gamma delta epsilon.', 20)).toBe('Alpha beta.');
    expect(excerptOf('Alphabetagammadeltaepsilon', 10)).toBe('Alphabetag…');
  });
});

describe('htmlTablesAsMarkdown', () => {
  it('turns a chunk’s HTML table into a Markdown one with its caption, cells unescaped, pipes escaped', () => {
    const html =
      'Before.<table><caption>Revenue &amp; profit</caption><tr><th>Year</th><th>Revenue</th></tr>' +
      '<tr><td>2023</td><td>150 &lt;bn&gt;</td></tr><tr><td>a|b</td></tr></table>After.';
    expect(htmlTablesAsMarkdown(html)).toBe(
      'Before.\nRevenue & profit\n| Year | Revenue |\n| --- | --- |\n| 2023 | 150 <bn> |\n| a\\|b |  |\nAfter.',
    );
  });

  it('quotes a long table cut at a row’s end', () => {
    const rows = Array.from({ length: 80 }, (_, i) => `<tr><td>${2000 + i}</td><td>${i * 10}</td></tr>`).join('');
    const excerpt = excerptOf(`<table><tr><th>Year</th><th>Value</th></tr>${rows}</table>`, 200);
    expect(excerpt.startsWith('| Year | Value |\n| --- | --- |\n| 2000 | 0 |')).toBe(true);
    expect(excerpt.endsWith('|')).toBe(true);
    expect(excerpt.length).toBeLessThanOrEqual(200);
  });
});
