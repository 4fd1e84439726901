import type { TLanguage } from '@app/contract';
import { eq } from 'drizzle-orm';
import { AppError } from '../app-error.js';
import { users } from '../db/schema.js';
import { type AccountDeps, isUniqueViolation } from './account-deps.js';
import { sendVerificationEmail } from './email-verification.js';
import { assertStrongPassword } from './password-strength.js';
import { hashPassword } from './secrets.js';
import { createSession, revokeAllSessions, type Session } from './sessions.js';
import type { UserRow } from './user-info.js';

type RegisterInput = {
  email: string;
  password: string;
  nickname: string;
  language?: TLanguage | undefined;
  timezone?: string | undefined;
};

/**
 * Creates an account. From a temporary user's session, that same user row becomes the account, so
 * everything the temporary user made is now the account's; its device sessions end and a new one starts.
 * A common or guessable password is refused (422). A verification email follows; failing to send it does not undo the registration (it can be resent).
 */
export async function registerUser(
  deps: AccountDeps,
  input: RegisterInput,
  session: Session | null,
): Promise<{ user: UserRow; token: string }> {
  const { db, now } = deps;
  const tempUser = session?.user.isTemp ? session.user : null;
  await assertStrongPassword(input.password, 'password', [input.email, input.nickname]);
  const fields = {
    email: input.email,
    passwordHash: await hashPassword(input.password),
    nickname: input.nickname,
    isTemp: false,
    fingerprint: null,
    deviceSecretHash: null,
    language: input.language ?? tempUser?.language ?? 'en',
    timezone: input.timezone ?? tempUser?.timezone ?? 'UTC',
    updatedAt: now(),
  };
  let user: UserRow | undefined;
  try {
    [user] = tempUser
      ? await db.update(users).set(fields).where(eq(users.id, tempUser.id)).returning()
      : await db.insert(users).values(fields).returning();
  } catch (error) {
    if (isUniqueViolation(error)) throw new AppError('EMAIL_TAKEN');
    throw error;
  }
  if (!user) throw new Error('registered user row missing');
  if (tempUser) await revokeAllSessions(db, user.id, now());
  const token = await createSession(db, user, now());
  await sendVerificationEmail(deps, user).catch((error: unknown) => {
    deps.log.error({ err: error, userId: user.id }, 'verification email not sent after registration');
  });
  return { user, token };
}
