import type { TApiToken } from '@app/contract';
import type { apiTokens } from '../db/schema.js';

type TApiTokenRow = typeof apiTokens.$inferSelect;

/** A token as the API shows it: never the hash, only the first characters of the secret. */
export function apiTokenView(row: TApiTokenRow): TApiToken {
  return {
    id: row.id,
    prefix: row.prefix,
    name: row.name,
    dialog_id: row.dialogId,
    created_at: row.createdAt.toISOString(),
    last_used_at: row.lastUsedAt?.toISOString() ?? null,
  };
}
