import { describe, expect, it } from 'vitest';
import { detectInitialLanguage } from './detect-language';

describe('detectInitialLanguage', () => {
  it('prefers the stored choice, then the user language, then the browser, then English', () => {
    expect(detectInitialLanguage({ stored: 'es', userLanguage: 'id', browserLanguages: ['zh-TW'] })).toBe('es');
    expect(detectInitialLanguage({ stored: null, userLanguage: 'id', browserLanguages: ['zh-TW'] })).toBe('id');
    expect(detectInitialLanguage({ stored: null, userLanguage: null, browserLanguages: ['fr-FR', 'zh-TW'] })).toBe(
      'zh-TRADITIONAL',
    );
    expect(detectInitialLanguage({ stored: null, userLanguage: undefined, browserLanguages: ['zh-CN'] })).toBe('zh');
    expect(detectInitialLanguage({ stored: null, userLanguage: null, browserLanguages: ['fr', 'de'] })).toBe('en');
  });
});
