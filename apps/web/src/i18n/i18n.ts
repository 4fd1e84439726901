import { DEFAULT_LANGUAGE, isLanguage, LANGUAGES, type TLanguage, toBcp47 } from '@app/contract';
import i18next, { type i18n } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { registerI18n } from './lazy-namespaces';
import { NAMESPACES, resources } from './resources';

/**
 * Creates an i18next instance in `language`, initialised synchronously (every resource is bundled),
 * so the first render is already translated. Each app (and each test) gets its own instance.
 */
export function createI18n(language: TLanguage): i18n {
  const instance = i18next.createInstance();
  void instance.use(initReactI18next).init({
    lng: language,
    fallbackLng: DEFAULT_LANGUAGE,
    supportedLngs: [...LANGUAGES],
    // 'zh-TRADITIONAL' must not fall back to Simplified 'zh' on a missing key: English is the fallback.
    load: 'currentOnly',
    ns: [...NAMESPACES],
    defaultNS: 'common',
    resources,
    initAsync: false,
    interpolation: { escapeValue: false }, // React escapes what it renders
    returnEmptyString: false,
  });
  registerI18n(instance);
  return instance;
}

/** The instance's language as a product language code. */
export function currentLanguage(instance: i18n): TLanguage {
  const language = instance.resolvedLanguage ?? instance.language;
  return isLanguage(language) ? language : DEFAULT_LANGUAGE;
}

/** Keeps `<html lang>` in step with the UI language (screen readers and hyphenation use it). */
export function applyDocumentLanguage(language: TLanguage): void {
  if (typeof document !== 'undefined') document.documentElement.lang = toBcp47(language);
}
