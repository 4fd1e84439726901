import type { ZSetApiKeyRequestSchema } from '@app/contract';
import { and, eq } from 'drizzle-orm';
import type { z } from 'zod';
import { llmModels } from '../db/schema.js';
import type { LlmDeps } from './llm-deps.js';
import { keyHint } from './secret-box.js';
import { openSecrets, sealSecrets } from './stored-model.js';

/**
 * A new API key (and, when given, base URL) for every model of a factory the user has, its other
 * secrets kept; answers how many models changed (0 when the user has none of that factory).
 */
export async function setApiKey(
  deps: LlmDeps,
  ownerId: string,
  input: z.output<typeof ZSetApiKeyRequestSchema>,
): Promise<number> {
  return deps.db.transaction(async (tx) => {
    const rows = await tx
      .select()
      .from(llmModels)
      .where(and(eq(llmModels.ownerId, ownerId), eq(llmModels.factory, input.llm_factory)))
      .for('update');
    for (const row of rows) {
      // A key that no longer decrypts is being replaced anyway: its other secrets are lost with it.
      let kept = {};
      try {
        kept = openSecrets(deps.secretBox, row);
      } catch {}
      await tx
        .update(llmModels)
        .set({
          secretsEncrypted: sealSecrets(deps.secretBox, ownerId, { ...kept, api_key: input.api_key }),
          apiKeyHint: keyHint(input.api_key),
          ...(input.base_url ? { baseUrl: input.base_url } : {}),
          updatedAt: deps.now(),
        })
        .where(eq(llmModels.id, row.id));
    }
    return rows.length;
  });
}
