import { isLanguage } from '@app/contract';
import { and, eq, isNull } from 'drizzle-orm';
import { AppError } from '../app-error.js';
import { users } from '../db/schema.js';
import { accountEmail } from '../mail/templates.js';
import type { AccountDeps } from './account-deps.js';
import { consumeOneTimeToken, issueOneTimeToken } from './one-time-tokens.js';
import type { UserRow } from './user-info.js';

/** Mails a fresh verification link (earlier links stop working). */
export async function sendVerificationEmail(deps: AccountDeps, user: UserRow): Promise<void> {
  if (!user.email) throw new AppError('FULL_ACCOUNT_REQUIRED');
  if (user.emailVerifiedAt) throw new AppError('EMAIL_ALREADY_VERIFIED');
  const token = await issueOneTimeToken(deps.db, user.id, 'verify_email', deps.now());
  const language = isLanguage(user.language) ? user.language : 'en';
  await deps.mailer.send(accountEmail('verify_email', { to: user.email, language, token, publicUrl: deps.publicUrl }));
}

/** Marks the email verified with a token from the link; a used, expired or unknown token gets 410. */
export async function verifyEmail({ db, now }: AccountDeps, token: string): Promise<void> {
  const userId = await consumeOneTimeToken(db, token, 'verify_email', now());
  if (!userId) throw new AppError('TOKEN_EXPIRED');
  await db
    .update(users)
    .set({ emailVerifiedAt: now(), updatedAt: now() })
    .where(and(eq(users.id, userId), isNull(users.emailVerifiedAt)));
}
