import type { $ZodErrorMap, $ZodIssue } from 'zod/v4/core';
import en from 'zod/v4/locales/en.js';
import es from 'zod/v4/locales/es.js';
import id from 'zod/v4/locales/id.js';
import zhCN from 'zod/v4/locales/zh-CN.js';
import zhTW from 'zod/v4/locales/zh-TW.js';
import type { TLanguage } from '../languages.js';
import { ERRORS, type TErrorCode, type TValidationMessageKey, VALIDATION_MESSAGES } from './catalogue.js';

/** zod's own translations of its built-in checks, one per product language. */
const ZOD_LOCALES: Record<TLanguage, () => { localeError: $ZodErrorMap }> = {
  en,
  es,
  zh: zhCN,
  'zh-TRADITIONAL': zhTW,
  id,
};

/** Replaces each `{{name}}` with its parameter; unknown names are left visible so they get noticed. */
export function formatMessage(template: string, params: Record<string, string | number> = {}): string {
  return template.replace(/\{\{(\w+)\}\}/g, (whole, name: string) => (name in params ? String(params[name]) : whole));
}

/** The catalogue message of an error code in a language. @public */
export function errorMessage(code: TErrorCode, language: TLanguage, params?: Record<string, string | number>): string {
  return formatMessage(ERRORS[code].messages[language], params);
}

export function isValidationMessageKey(value: string): value is TValidationMessageKey {
  return Object.hasOwn(VALIDATION_MESSAGES, value);
}

/** A field-level validation message, as sent in `data.fields`. */
export type TFieldError = { path: string; message: string };

/**
 * Translates zod issues into field messages in a language. Issues raised by the product's own rules
 * carry a `VALIDATION_MESSAGES` key as their message; the rest are zod's built-in checks, translated
 * by zod's locale for that language (their `input` must be kept, see `reportInput`).
 * @public
 */
export function localizeIssues(issues: readonly $ZodIssue[], language: TLanguage): TFieldError[] {
  const zodLocale = ZOD_LOCALES[language]();
  return issues.map((issue) => {
    const path = issue.path.map(String).join('.');
    if (isValidationMessageKey(issue.message)) {
      return { path, message: VALIDATION_MESSAGES[issue.message][language] };
    }
    const localized = zodLocale.localeError(issue as Parameters<$ZodErrorMap>[0]);
    const message = typeof localized === 'string' ? localized : (localized?.message ?? issue.message);
    return { path, message };
  });
}
