import { z } from 'zod';

/**
 * The product's UI languages, as stored in `lng` and sent on the wire. English is the fallback.
 * Map to BCP 47 only where `Intl` or `Accept-Language` needs it.
 * @public
 */
export const LANGUAGES = ['en', 'es', 'zh', 'zh-TRADITIONAL', 'id'] as const;
export type TLanguage = (typeof LANGUAGES)[number];
export const DEFAULT_LANGUAGE: TLanguage = 'en';

export const ZLanguageSchema = z.enum(LANGUAGES);

/** Native names, shown in the language switcher (never translated). @public */
export const LANGUAGE_NAMES: Record<TLanguage, string> = {
  en: 'English',
  es: 'Español',
  zh: '简体中文',
  'zh-TRADITIONAL': '繁體中文',
  id: 'Bahasa Indonesia',
};

const BCP47: Record<TLanguage, string> = {
  en: 'en',
  es: 'es',
  zh: 'zh-Hans',
  'zh-TRADITIONAL': 'zh-Hant',
  id: 'id',
};

/** BCP 47 tag for `Intl` and `<html lang>`. @public */
export function toBcp47(language: TLanguage): string {
  return BCP47[language];
}

export function isLanguage(value: unknown): value is TLanguage {
  return typeof value === 'string' && (LANGUAGES as readonly string[]).includes(value);
}

/**
 * Maps one BCP 47 tag (from a browser or an `Accept-Language` header) to a product language, or
 * undefined when none fits. Chinese: Traditional for zh-Hant, zh-TW, zh-HK and zh-MO, else Simplified.
 * @public
 */
export function languageFromTag(tag: string): TLanguage | undefined {
  const lower = tag.trim().toLowerCase();
  if (isLanguage(tag)) return tag;
  if (lower === 'zh-traditional') return 'zh-TRADITIONAL';
  const [primary, ...rest] = lower.split(/[-_]/);
  if (primary === 'zh') {
    const traditional = rest.some((part) => ['hant', 'tw', 'hk', 'mo'].includes(part));
    return traditional ? 'zh-TRADITIONAL' : 'zh';
  }
  if (primary === 'in') return 'id'; // legacy ISO 639 code for Indonesian
  return LANGUAGES.find((language) => language === primary);
}

/**
 * Picks the best product language from an `Accept-Language` header by q-value; English when none fits.
 * @public
 */
export function languageFromAcceptLanguage(header: string | undefined): TLanguage {
  if (!header) return DEFAULT_LANGUAGE;
  const ranked = header
    .split(',')
    .map((part, index) => {
      const [tag = '', ...params] = part.trim().split(';');
      const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
      const weight = q ? Number.parseFloat(q.slice(2)) : 1;
      return { tag, weight: Number.isFinite(weight) ? weight : 0, index };
    })
    .filter((entry) => entry.tag && entry.weight > 0)
    .sort((a, b) => b.weight - a.weight || a.index - b.index);
  for (const entry of ranked) {
    const language = languageFromTag(entry.tag);
    if (language) return language;
  }
  return DEFAULT_LANGUAGE;
}
