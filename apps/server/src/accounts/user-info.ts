import { isLanguage, type TColorScheme, type TUserInfo } from '@app/contract';
import type { users } from '../db/schema.js';

export type UserRow = typeof users.$inferSelect;

/** The API view of a user row: no hashes, no fingerprint. */
export function toUserInfo(user: UserRow): TUserInfo {
  return {
    id: user.id,
    email: user.email,
    nickname: user.nickname,
    is_temp: user.isTemp,
    is_email_verified: user.emailVerifiedAt !== null,
    language: isLanguage(user.language) ? user.language : 'en',
    timezone: user.timezone,
    color_scheme: user.colorScheme as TColorScheme,
    created_at: user.createdAt.toISOString(),
  };
}
