import { describe, expect, it } from 'vitest';
import { formatFileSize } from './file-labels';

describe('formatFileSize', () => {
  it('writes the largest unit of at least 1, in the language', () => {
    expect(formatFileSize(0, 'en')).toBe('0 byte');
    expect(formatFileSize(900, 'en')).toBe('900 byte');
    expect(formatFileSize(1536, 'en')).toBe('1.5 kB');
    expect(formatFileSize(10 * 1024 * 1024, 'en')).toBe('10 MB');
    expect(formatFileSize(2_621_440, 'es')).toBe('2,5 MB');
  });
});
