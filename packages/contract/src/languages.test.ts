import { describe, expect, it } from 'vitest';
import { languageFromAcceptLanguage, languageFromTag, toBcp47 } from './languages.js';

describe('languages', () => {
  it.each([
    ['zh-CN', 'zh'],
    ['zh-Hans', 'zh'],
    ['zh', 'zh'],
    ['zh-TW', 'zh-TRADITIONAL'],
    ['zh-HK', 'zh-TRADITIONAL'],
    ['zh-Hant-TW', 'zh-TRADITIONAL'],
    ['zh-TRADITIONAL', 'zh-TRADITIONAL'],
    ['es-419', 'es'],
    ['in', 'id'],
    ['id-ID', 'id'],
    ['en-GB', 'en'],
    ['fr', undefined],
  ])('maps the tag %s to %s', (tag, expected) => {
    expect(languageFromTag(tag)).toBe(expected);
  });

  it('picks the best supported language of an Accept-Language header by weight', () => {
    expect(languageFromAcceptLanguage('fr-FR,fr;q=0.9,es;q=0.8,en;q=0.7')).toBe('es');
    expect(languageFromAcceptLanguage('en;q=0.2, zh-TW;q=0.8')).toBe('zh-TRADITIONAL');
    expect(languageFromAcceptLanguage('de, *;q=0.1')).toBe('en');
    expect(languageFromAcceptLanguage(undefined)).toBe('en');
    expect(languageFromAcceptLanguage('id;q=0')).toBe('en');
  });

  it('maps product codes to BCP 47 for Intl', () => {
    expect(toBcp47('zh-TRADITIONAL')).toBe('zh-Hant');
    expect(new Intl.NumberFormat(toBcp47('zh')).format(1234.5)).toBe('1,234.5');
  });
});
