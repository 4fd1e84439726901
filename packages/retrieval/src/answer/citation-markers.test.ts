import { describe, expect, it } from 'vitest';
import { parseCitationMarkers } from './citation-markers.js';

describe('parseCitationMarkers', () => {
  it('reads every form of marker as [ID:n], in order of first citation', () => {
    const answer = 'A [ID:2]. B [ID: 1]. C (ID:3). D ##1$$. E [ID:3, ID:2]. F [id：2,3]. G （ID:1）';
    expect(parseCitationMarkers(answer, 3)).toEqual({
      text: 'A [ID:2]. B [ID:1]. C [ID:3]. D [ID:1]. E [ID:3][ID:2]. F [ID:2][ID:3]. G （ID:1）',
      ids: [2, 1, 3],
    });
  });

  it('drops numbers that are not passages, with their marker', () => {
    expect(parseCitationMarkers('Sales rose [ID:0] [ID:4]. Costs fell [ID:9, ID:2].', 3)).toEqual({
      text: 'Sales rose. Costs fell [ID:2].',
      ids: [2],
    });
  });

  it('leaves an answer without markers as it is', () => {
    expect(parseCitationMarkers('No markers here (see page 3).', 3)).toEqual({
      text: 'No markers here (see page 3).',
      ids: [],
    });
  });
});
