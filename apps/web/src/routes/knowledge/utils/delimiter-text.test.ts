import { DEFAULT_DELIMITER } from '@app/contract';
import { describe, expect, it } from 'vitest';
import { delimiterToText, textToDelimiter } from './delimiter-text';

describe('delimiter text', () => {
  it('writes new lines, tabs and backslashes so a one-line box can hold them, and reads them back', () => {
    expect(delimiterToText(DEFAULT_DELIMITER)).toBe('\\n!?。；！？');
    for (const delimiter of [DEFAULT_DELIMITER, '\t;', '\\n literally', '`##`\n']) {
      expect(textToDelimiter(delimiterToText(delimiter))).toBe(delimiter);
    }
    expect(textToDelimiter('\\q')).toBe('\\q');
  });
});
