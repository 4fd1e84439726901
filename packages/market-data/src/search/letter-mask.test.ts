import { describe, expect, it } from 'vitest';
import { boundedEditDistance } from './edit-distance.js';
import { letterMask, maskDistance } from './letter-mask.js';

describe('letter masks', () => {
  it('never exceed the edit distance (a lower bound)', () => {
    const words = [
      'microsoft',
      'microsft',
      'mircosoft',
      'nvidia',
      'nvidai',
      'apple',
      'appl',
      'tesla',
      '3m',
      'a123',
      'zzqxv',
    ];
    for (const a of words) {
      for (const b of words) {
        expect(maskDistance(letterMask(a), letterMask(b))).toBeLessThanOrEqual(boundedEditDistance(a, b, 20));
      }
    }
  });

  it('tells far words apart', () => {
    expect(maskDistance(letterMask('microsoft'), letterMask('nvidia'))).toBeGreaterThan(2);
  });
});
