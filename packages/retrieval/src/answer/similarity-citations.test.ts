import { describe, expect, it } from 'vitest';
import { answerSentences, insertCitationsBySimilarity } from './similarity-citations.js';

const passages = [
  { id: 1, content: 'Revenue rose to $47 billion in fiscal 2024.', vector: [1, 0, 0] },
  { id: 2, content: '茅台酒的销量增长了。', vector: [0, 1, 0] },
  { id: 3, content: 'Unrelated text about weather.', vector: [0, 0, 1] },
];

describe('answerSentences', () => {
  it('cuts at . ! ? ; before a space, at Chinese 。！？ and line breaks; skips code, table rows and scraps', () => {
    const answer =
      'Revenue rose to $47.1 billion. Why? 销量增长了。利润也增长了！\n| a | b |\nOK.\n```\nx = 1. y = 2.\n```\nDone here';
    expect(answerSentences(answer)).toEqual([
      'Revenue rose to $47.1 billion.',
      '销量增长了。',
      '利润也增长了！',
      'Done here',
    ]);
  });
});

describe('insertCitationsBySimilarity', () => {
  it('cites the passage closest to each sentence, markers before the line break', () => {
    const answer = 'Revenue rose to $47 billion in 2024.\n茅台酒的销量增长了。';
    const vectors = [
      [0.9, 0.1, 0],
      [0.05, 1, 0],
    ];
    expect(answerSentences(answer)).toHaveLength(2);
    expect(insertCitationsBySimilarity(answer, vectors, passages)).toEqual({
      text: 'Revenue rose to $47 billion in 2024. [ID:1]\n茅台酒的销量增长了。 [ID:2]',
      ids: [1, 2],
    });
  });

  it('cites nothing when no sentence comes near a passage, even at the lowest threshold', () => {
    const answer = 'Something entirely different was said.';
    expect(insertCitationsBySimilarity(answer, [[-1, -1, -1]], passages)).toEqual({ text: answer, ids: [] });
  });

  it('lowers the threshold until a sentence is cited (0.63 → 0.5 → 0.4)', () => {
    const answer = 'The weather report says rain.';
    // Cosine 0.5 with passage 1 (0.9 × 0.5 = 0.45, no shared word), below 0 or 0 with the others.
    const vector = [0.5, -Math.sqrt(3) / 2, 0];
    expect(insertCitationsBySimilarity(answer, [vector], passages.slice(0, 2)).ids).toEqual([1]);
    // One passage too far for the lowest threshold (0.9 × 0.3): nothing.
    expect(insertCitationsBySimilarity(answer, [[0.3, -0.95, 0]], passages.slice(0, 2)).ids).toEqual([]);
  });

  it('gives the text back when the vectors do not match the sentences', () => {
    expect(insertCitationsBySimilarity('One sentence here.', [], passages)).toEqual({
      text: 'One sentence here.',
      ids: [],
    });
  });
});
