import { z } from 'zod';

/**
 * Password rule: at least 8 characters with an uppercase letter, a lowercase letter, a digit and a
 * special character (anything not a letter or digit). Letters count in any script, so 'Ü' is uppercase.
 */
export function isStrongPassword(password: string): boolean {
  return (
    password.length >= 8 &&
    /\p{Lu}/u.test(password) &&
    /\p{Ll}/u.test(password) &&
    /\p{Nd}/u.test(password) &&
    /[^\p{L}\p{N}]/u.test(password)
  );
}

export function isTimeZone(value: string): boolean {
  try {
    new Intl.DateTimeFormat('en', { timeZone: value });
    return true;
  } catch {
    return false;
  }
}

export const ZEmailSchema = z
  .string()
  .trim()
  .toLowerCase()
  .pipe(z.email({ error: 'email_invalid' }).max(254));
export const ZNewPasswordSchema = z
  .string()
  .max(128, { error: 'password_rule' })
  .refine(isStrongPassword, { error: 'password_rule' });
/** A password being checked, not set: any non-empty string (the rule may have changed since). */
export const ZPasswordSchema = z.string().min(1, { error: 'password_required' }).max(128);
export const ZNicknameSchema = z
  .string()
  .trim()
  .min(1, { error: 'nickname_required' })
  .max(64, { error: 'nickname_required' });
export const ZTimeZoneSchema = z.string().max(64).refine(isTimeZone, { error: 'timezone_invalid' });
export const ZColorSchemeSchema = z.enum(['light', 'dark', 'system']);
export type TColorScheme = z.infer<typeof ZColorSchemeSchema>;
/** A single-use token from an email link. */
export const ZTokenSchema = z.string().min(16, { error: 'token_required' }).max(128, { error: 'token_required' });
