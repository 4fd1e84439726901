import type { TLlmModelType, TMyLlm } from '@app/contract';
import { llmModelId } from '@app/contract';
import type { TLlmConnection } from '@app/llm';
import { AppError } from '../app-error.js';
import type { llmModels } from '../db/schema.js';
import type { SecretBox } from './secret-box.js';

export type TStoredModel = typeof llmModels.$inferSelect;

/** The secret fields of a model, sealed together as one JSON object. */
export type TModelSecrets = {
  api_key?: string;
  secret_key?: string;
  service_account_key?: string;
  access_key?: string;
};

export function sealSecrets(box: SecretBox, ownerId: string, secrets: TModelSecrets): string | null {
  const present = Object.fromEntries(Object.entries(secrets).filter(([, value]) => value !== undefined));
  return Object.keys(present).length === 0 ? null : box.seal(JSON.stringify(present), ownerId);
}

/** A stored model's secrets; `LLM_KEY_UNREADABLE` when they were sealed under another server key. */
export function openSecrets(
  box: SecretBox,
  row: Pick<TStoredModel, 'ownerId' | 'factory' | 'secretsEncrypted'>,
): TModelSecrets {
  if (!row.secretsEncrypted) return {};
  const plaintext = box.open(row.secretsEncrypted, row.ownerId);
  if (plaintext === null) throw new AppError('LLM_KEY_UNREADABLE', { params: { provider: row.factory } });
  return JSON.parse(plaintext) as TModelSecrets;
}

/** A stored model as the provider layer calls it (secrets decrypted; never logged). */
export function connectionOf(box: SecretBox, row: TStoredModel): TLlmConnection {
  const secrets = openSecrets(box, row);
  return {
    factory: row.factory,
    model: row.name,
    modelType: row.modelType as TLlmModelType,
    baseUrl: row.baseUrl ?? undefined,
    apiKey: secrets.api_key,
    apiVersion: row.apiVersion ?? undefined,
    projectId: row.projectId ?? undefined,
    region: row.region ?? undefined,
    serviceAccountKey: secrets.service_account_key,
    accessKey: secrets.access_key,
    secretKey: secrets.secret_key,
  };
}

/** A stored model as the API shows it: no secret, only the key's hint. */
export function toMyLlm(row: TStoredModel, usage: { tokensIn: number; tokensOut: number } | undefined): TMyLlm {
  return {
    id: llmModelId(row.name, row.factory),
    llm_factory: row.factory,
    llm_name: row.name,
    model_type: row.modelType as TLlmModelType,
    base_url: row.baseUrl,
    api_key_hint: row.apiKeyHint,
    api_version: row.apiVersion,
    region: row.region,
    project_id: row.projectId,
    max_tokens: row.maxTokens,
    used_tokens_in: usage?.tokensIn ?? 0,
    used_tokens_out: usage?.tokensOut ?? 0,
    created_at: row.createdAt.toISOString(),
  };
}
