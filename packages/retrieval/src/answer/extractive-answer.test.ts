import { describe, expect, it } from 'vitest';
import { buildExtractiveAnswer, excerptOf } from './extractive-answer.js';

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
