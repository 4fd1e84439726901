import type { TColorScheme, TLanguage } from '@app/contract';
import { eq } from 'drizzle-orm';
import { AppError } from '../app-error.js';
import { users } from '../db/schema.js';
import type { AccountDeps } from './account-deps.js';
import { assertStrongPassword } from './password-strength.js';
import { hashPassword, verifyPassword } from './secrets.js';
import { createSession, revokeAllSessions, type Session } from './sessions.js';
import type { UserRow } from './user-info.js';

type SettingsInput = {
  nickname?: string | undefined;
  language?: TLanguage | undefined;
  timezone?: string | undefined;
  colorScheme?: TColorScheme | undefined;
  currentPassword?: string | undefined;
  newPassword?: string | undefined;
};

/**
 * Changes the user's preferences and, with the current password, the password. A password change
 * signs out every session (a stolen token dies with it) and returns a new token for this one.
 */
export async function updateSettings(
  { db, now }: AccountDeps,
  session: Session,
  input: SettingsInput,
): Promise<{ user: UserRow; token?: string }> {
  const { user } = session;
  let passwordHash: string | undefined;
  if (input.newPassword !== undefined) {
    if (user.isTemp) throw new AppError('FULL_ACCOUNT_REQUIRED');
    if (!(await verifyPassword(user.passwordHash, input.currentPassword ?? ''))) {
      throw new AppError('CURRENT_PASSWORD_WRONG');
    }
    await assertStrongPassword(input.newPassword, 'new_password', [user.email ?? '', input.nickname ?? user.nickname]);
    passwordHash = await hashPassword(input.newPassword);
  }
  const [updated] = await db
    .update(users)
    .set({
      nickname: input.nickname,
      language: input.language,
      timezone: input.timezone,
      colorScheme: input.colorScheme,
      passwordHash,
      updatedAt: now(),
    })
    .where(eq(users.id, user.id))
    .returning();
  if (!updated) throw new AppError('NOT_FOUND');
  if (!passwordHash) return { user: updated };
  await revokeAllSessions(db, user.id, now());
  return { user: updated, token: await createSession(db, updated, now()) };
}
