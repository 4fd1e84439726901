import { isLanguage } from '@app/contract';
import { and, count, eq, gt } from 'drizzle-orm';
import { AppError } from '../app-error.js';
import { oneTimeTokens, users } from '../db/schema.js';
import { accountEmail } from '../mail/templates.js';
import type { AccountDeps } from './account-deps.js';
import { consumeOneTimeToken, findUsableToken, issueOneTimeToken } from './one-time-tokens.js';
import { assertStrongPassword } from './password-strength.js';
import { hashPassword } from './secrets.js';
import { revokeAllSessions } from './sessions.js';

/** At most this many reset mails per account per hour, so the form cannot be used to flood an inbox. */
const RESETS_PER_HOUR = 5;

/**
 * Mails a reset link when the email belongs to an account. The caller answers the same either way,
 * so the form does not reveal which emails have accounts.
 */
export async function requestPasswordReset(deps: AccountDeps, email: string): Promise<void> {
  const { db, now } = deps;
  const [user] = await db.select().from(users).where(eq(users.email, email)).limit(1);
  if (!user?.email) return;
  const hourAgo = new Date(now().getTime() - 3_600_000);
  const [recent] = await db
    .select({ sent: count() })
    .from(oneTimeTokens)
    .where(
      and(
        eq(oneTimeTokens.userId, user.id),
        eq(oneTimeTokens.purpose, 'reset_password'),
        gt(oneTimeTokens.createdAt, hourAgo),
      ),
    );
  if (Number(recent?.sent ?? 0) >= RESETS_PER_HOUR) {
    deps.log.warn({ userId: user.id }, 'password reset mail limit reached; not sending');
    return;
  }
  const token = await issueOneTimeToken(db, user.id, 'reset_password', now());
  const language = isLanguage(user.language) ? user.language : 'en';
  await deps.mailer.send(
    accountEmail('reset_password', { to: user.email, language, token, publicUrl: deps.publicUrl }),
  );
}

/**
 * Sets a new password from a reset link and signs out every session. Opening the link proved the
 * mailbox is theirs, so the email counts as verified too. The link is checked first (so a stranger
 * cannot make the server score passwords), then the password's strength (a weak one leaves the
 * link usable for a better one), then the link is used.
 */
export async function resetPassword(
  { db, now }: AccountDeps,
  input: { token: string; newPassword: string },
): Promise<void> {
  const holderId = await findUsableToken(db, input.token, 'reset_password', now());
  if (!holderId) throw new AppError('TOKEN_EXPIRED');
  const [holder] = await db
    .select({ email: users.email, nickname: users.nickname })
    .from(users)
    .where(eq(users.id, holderId));
  await assertStrongPassword(input.newPassword, 'new_password', [holder?.email ?? '', holder?.nickname ?? '']);
  const userId = await consumeOneTimeToken(db, input.token, 'reset_password', now());
  if (!userId) throw new AppError('TOKEN_EXPIRED');
  const [user] = await db.select({ emailVerifiedAt: users.emailVerifiedAt }).from(users).where(eq(users.id, userId));
  await db
    .update(users)
    .set({
      passwordHash: await hashPassword(input.newPassword),
      emailVerifiedAt: user?.emailVerifiedAt ?? now(),
      updatedAt: now(),
    })
    .where(eq(users.id, userId));
  await revokeAllSessions(db, userId, now());
}
