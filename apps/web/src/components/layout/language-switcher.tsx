import { isLanguage, LANGUAGE_NAMES, LANGUAGES, type TLanguage, toBcp47 } from '@app/contract';
import type { ChangeEvent } from 'react';
import { useAppTranslation } from '../../i18n/use-app-translation';
import { useLanguage } from '../../i18n/use-language';

/**
 * The language select of the header, compact: a globe and the language's short name, over a native
 * select (kept for its keyboard, screen-reader and touch behaviour) whose list names each language in
 * full, in its own language. The full names would make the closed select 186 px wide, room the
 * navigation needs at 1280 px.
 */
export function LanguageSwitcher() {
  const { t } = useAppTranslation();
  const { language, changeLanguage } = useLanguage();

  function handleChange(event: ChangeEvent<HTMLSelectElement>): void {
    const next = event.target.value;
    if (isLanguage(next)) void changeLanguage(next);
  }

  return (
    <label
      title={t('common:language.label')}
      className="relative flex cursor-pointer items-center gap-1.5 rounded-md border border-line bg-surface py-1.5 pr-1.5 pl-2 text-sm text-ink hover:border-line-strong has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-focus"
    >
      <span className="sr-only">{t('common:language.label')}</span>
      <svg viewBox="0 0 20 20" className="size-4 shrink-0 text-ink-muted" aria-hidden="true">
        <circle cx="10" cy="10" r="7.25" fill="none" stroke="currentColor" strokeWidth="1.5" />
        <path
          d="M2.75 10h14.5M10 2.75c2 2.2 2.9 4.6 2.9 7.25S12 15.05 10 17.25C8 15.05 7.1 12.65 7.1 10S8 4.95 10 2.75z"
          fill="none"
          stroke="currentColor"
          strokeWidth="1.5"
        />
      </svg>
      <span aria-hidden="true" className="font-medium" lang={toBcp47(language)} data-testid="language-short-name">
        {LANGUAGE_SHORT_NAMES[language]}
      </span>
      <svg viewBox="0 0 20 20" className="size-3.5 shrink-0 text-ink-muted" aria-hidden="true">
        <path d="M5.5 8l4.5 4.5L14.5 8" fill="none" stroke="currentColor" strokeWidth="1.5" />
      </svg>
      {/* Transparent, not hidden: it covers the control, so a click, a tap or a key opens the real list. */}
      <select
        data-testid="language-switcher"
        value={language}
        onChange={handleChange}
        className="absolute inset-0 size-full cursor-pointer appearance-none bg-surface text-ink opacity-0"
      >
        {LANGUAGES.map((code) => (
          <option key={code} value={code} lang={toBcp47(code)}>
            {LANGUAGE_NAMES[code]}
          </option>
        ))}
      </select>
    </label>
  );
}

/** How each language abbreviates itself on a language control (never translated). */
const LANGUAGE_SHORT_NAMES: Record<TLanguage, string> = {
  en: 'EN',
  es: 'ES',
  zh: '简体',
  'zh-TRADITIONAL': '繁體',
  id: 'ID',
};
