import { eq } from 'drizzle-orm';
import { AppError } from '../app-error.js';
import { users } from '../db/schema.js';
import type { AccountDeps } from './account-deps.js';
import { clearLoginFailures, loginLockMinutes, recordLoginFailure } from './login-throttle.js';
import { verifyPassword } from './secrets.js';
import { createSession } from './sessions.js';
import type { UserRow } from './user-info.js';

/**
 * Signs in with email and password. An address locked for this email (or for all) is refused before
 * the password is checked; an unknown email and a wrong password get the same answer in the same time.
 */
export async function loginUser(
  { db, now }: AccountDeps,
  input: { email: string; password: string },
  ip: string,
): Promise<{ user: UserRow; token: string }> {
  const lockedMinutes = await loginLockMinutes(db, input.email, ip, now());
  if (lockedMinutes > 0) throw new AppError('TOO_MANY_LOGIN_ATTEMPTS', { params: { minutes: lockedMinutes } });

  const [user] = await db.select().from(users).where(eq(users.email, input.email)).limit(1);
  const isValid = await verifyPassword(user?.passwordHash ?? null, input.password);
  if (!user || !isValid) {
    await recordLoginFailure(db, input.email, ip, now());
    throw new AppError('INVALID_CREDENTIALS');
  }
  await clearLoginFailures(db, input.email, ip);
  return { user, token: await createSession(db, user, now()) };
}
