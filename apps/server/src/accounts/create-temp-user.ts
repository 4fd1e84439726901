import type { TLanguage } from '@app/contract';
import { and, eq } from 'drizzle-orm';
import { users } from '../db/schema.js';
import type { AccountDeps } from './account-deps.js';
import { createSession } from './sessions.js';
import type { UserRow } from './user-info.js';

/**
 * The temporary user of a device: found by fingerprint, or created. Concurrent first calls from one
 * device race on the unique fingerprint; the loser reads the winner's row.
 */
export async function createTempUser(
  { db, now }: AccountDeps,
  input: { fingerprint: string; language: TLanguage; timezone: string },
): Promise<{ user: UserRow; token: string }> {
  const byFingerprint = and(eq(users.fingerprint, input.fingerprint), eq(users.isTemp, true));
  const [created] = await db
    .insert(users)
    .values({ isTemp: true, fingerprint: input.fingerprint, language: input.language, timezone: input.timezone })
    .onConflictDoNothing({ target: users.fingerprint })
    .returning();
  const user = created ?? (await db.select().from(users).where(byFingerprint).limit(1))[0];
  if (!user) throw new Error('temporary user vanished between insert and select');
  return { user, token: await createSession(db, user, now()) };
}
