import { DEFAULT_LANGUAGE, languageFromTag, type TLanguage } from '@app/contract';

/** What is known about the preferred language when the app starts. */
export type TLanguageHints = {
  /** The language chosen in this browser (`lng` in local storage). */
  stored: TLanguage | null;
  /** The signed-in user's saved language, from the stored user. */
  userLanguage: TLanguage | null | undefined;
  /** `navigator.languages`, most preferred first. */
  browserLanguages: readonly string[];
};

/** The language to start in: the stored choice, else the user's, else the browser's, else English. */
export function detectInitialLanguage(hints: TLanguageHints): TLanguage {
  if (hints.stored) return hints.stored;
  if (hints.userLanguage) return hints.userLanguage;
  for (const tag of hints.browserLanguages) {
    const language = languageFromTag(tag);
    if (language) return language;
  }
  return DEFAULT_LANGUAGE;
}
