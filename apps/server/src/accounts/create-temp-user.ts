import type { TLanguage } from '@app/contract';
import { and, eq } from 'drizzle-orm';
import { users } from '../db/schema.js';
import type { AccountDeps } from './account-deps.js';
import { hashToken } from './secrets.js';
import { createSession, type Session } from './sessions.js';
import type { UserRow } from './user-info.js';

type TempUserInput = {
  fingerprint: string;
  deviceSecret?: string | undefined;
  language: TLanguage;
  timezone: string;
};

/**
 * The temporary user of a device, with a new session. A live session of a temporary user keeps
 * that user. Otherwise the fingerprint finds a user only together with the device's secret: a
 * fingerprint is a hash of public browser traits, so anyone can compute it, and identical devices
 * share it. Without a secret (or with one no user has) a new temporary user is made. Concurrent
 * first calls from one device race on the unique (fingerprint, secret hash); the loser reads the
 * winner's row.
 */
export async function createTempUser(
  { db, now }: AccountDeps,
  input: TempUserInput,
  session: Session | null,
): Promise<{ user: UserRow; token: string }> {
  if (session?.user.isTemp) return { user: session.user, token: await createSession(db, session.user, now()) };

  const deviceSecretHash = input.deviceSecret ? hashToken(input.deviceSecret) : null;
  const values = {
    isTemp: true,
    fingerprint: input.fingerprint,
    deviceSecretHash,
    language: input.language,
    timezone: input.timezone,
  };
  const [created] = await db
    .insert(users)
    .values(values)
    .onConflictDoNothing({ target: [users.fingerprint, users.deviceSecretHash] })
    .returning();
  const user =
    created ??
    (deviceSecretHash
      ? (
          await db
            .select()
            .from(users)
            .where(
              and(
                eq(users.fingerprint, input.fingerprint),
                eq(users.deviceSecretHash, deviceSecretHash),
                eq(users.isTemp, true),
              ),
            )
            .limit(1)
        )[0]
      : undefined);
  if (!user) throw new Error('temporary user vanished between insert and select');
  return { user, token: await createSession(db, user, now()) };
}
