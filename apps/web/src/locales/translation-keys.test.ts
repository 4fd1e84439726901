// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { NAMESPACES } from '../i18n/resources';
import { findTranslationKeys, hasMessage } from '../test/find-translation-keys';
import { flattenLocale } from '../test/locale-check';
import { appSourceFiles, readLocale } from '../test/source-files';

const english = Object.fromEntries(NAMESPACES.map((namespace) => [namespace, readLocale('en', namespace)]));

function usedKeys() {
  return appSourceFiles(['.ts', '.tsx']).flatMap((file) => findTranslationKeys(file.path, file.text, NAMESPACES));
}

describe('translation keys', () => {
  it('every key used in src exists in en', () => {
    const missing = usedKeys()
      .filter((use) => !hasMessage(english[use.namespace], use.path))
      .map((use) => `${use.file}:${use.line} ${use.key}`);
    expect(missing).toEqual([]);
  });

  it('every key in en is used somewhere (no dead translations to maintain)', () => {
    const used = new Set(usedKeys().map((use) => `${use.namespace}:${use.path}`));
    const unused = NAMESPACES.flatMap((namespace) =>
      Array.from(flattenLocale(english[namespace]).keys(), (path) => `${namespace}:${path}`),
    ).filter((key) => !used.has(key));
    expect(unused).toEqual([]);
  });

  it('finds keys in t() calls and key tables, and the check flags unknown ones', () => {
    const snippet = `
      const KEYS = { light: 'common:colorScheme.light' } as const;
      const label = t('auth:signIn.title');
      const plain = i18n.t('loading');
      const wrong = t('common:nav.nowhere');
      const notAKey = 'hello:world';`;
    const uses = findTranslationKeys('x.tsx', snippet, NAMESPACES);
    expect(uses.map((use) => use.key)).toEqual([
      'common:colorScheme.light',
      'auth:signIn.title',
      'loading',
      'common:nav.nowhere',
    ]);
    expect(uses.filter((use) => !hasMessage(english[use.namespace], use.path)).map((use) => use.key)).toEqual([
      'common:nav.nowhere',
    ]);
  });
});
