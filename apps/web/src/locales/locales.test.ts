// @vitest-environment node
import { LANGUAGES } from '@app/contract';
import { describe, expect, it } from 'vitest';
import { NAMESPACES } from '../i18n/resources';
import { compareLocale } from '../test/locale-check';
import { localeNamespaces, readLocale } from '../test/source-files';

describe('locale files', () => {
  it('has one file per namespace in every language', () => {
    for (const language of LANGUAGES) expect(localeNamespaces(language), language).toEqual([...NAMESPACES].sort());
  });

  for (const language of LANGUAGES.filter((code) => code !== 'en')) {
    it(`${language} has exactly the keys and parameters of en, none empty`, () => {
      const problems = NAMESPACES.flatMap((namespace) =>
        compareLocale(readLocale('en', namespace), readLocale(language, namespace)).map(
          (problem) => `${language}/${namespace}.json: ${problem}`,
        ),
      );
      expect(problems).toEqual([]);
    });
  }

  it('en itself has no empty message', () => {
    const problems = NAMESPACES.flatMap((namespace) =>
      compareLocale(readLocale('en', namespace), readLocale('en', namespace)),
    );
    expect(problems).toEqual([]);
  });
});

describe('compareLocale', () => {
  it('reports missing, extra and empty keys, non-strings and different parameters', () => {
    const english = { a: 'Hello {{name}}', b: { c: 'C', d: 'D' } };
    const translated = { a: 'Hola {{nombre}}', b: { c: '  ', e: 'E', d: ['D'] } };
    expect(compareLocale(english, translated)).toEqual([
      '"a" has parameters {nombre} but English has {name}',
      '"b.c" is empty',
      '"b.d" is not a string',
      'extra key "b.e" (not in English)',
    ]);
    expect(compareLocale(english, { b: { c: 'C', d: 'D' } })).toEqual(['missing key "a"']);
  });
});
