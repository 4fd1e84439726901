import { isLanguage, LANGUAGE_NAMES, LANGUAGES, toBcp47 } from '@app/contract';
import type { ChangeEvent } from 'react';
import { useAppTranslation } from '../../i18n/use-app-translation';
import { useLanguage } from '../../i18n/use-language';

/** The language select of the header. Each language is named in its own language, never translated. */
export function LanguageSwitcher() {
  const { t } = useAppTranslation();
  const { language, changeLanguage } = useLanguage();

  function handleChange(event: ChangeEvent<HTMLSelectElement>): void {
    const next = event.target.value;
    if (isLanguage(next)) void changeLanguage(next);
  }

  return (
    <label className="relative flex items-center">
      <span className="sr-only">{t('common:language.label')}</span>
      <svg viewBox="0 0 20 20" className="pointer-events-none absolute left-2 size-4 text-ink-muted" aria-hidden="true">
        <circle cx="10" cy="10" r="7.25" fill="none" stroke="currentColor" strokeWidth="1.5" />
        <path
          d="M2.75 10h14.5M10 2.75c2 2.2 2.9 4.6 2.9 7.25S12 15.05 10 17.25C8 15.05 7.1 12.65 7.1 10S8 4.95 10 2.75z"
          fill="none"
          stroke="currentColor"
          strokeWidth="1.5"
        />
      </svg>
      <select
        data-testid="language-switcher"
        value={language}
        onChange={handleChange}
        title={t('common:language.label')}
        className="w-30 rounded-md border border-line bg-surface py-1.5 pr-2 pl-8 text-sm text-ink hover:border-line-strong sm:w-auto"
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
