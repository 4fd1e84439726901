import { createHash, createSign } from 'node:crypto';
import { APICallError } from '@ai-sdk/provider';
import { z } from 'zod';
import type { TFetch } from './providers.js';

/** The fields of a Google service account's JSON key that signing needs. */
const ZServiceAccountSchema = z.object({
  client_email: z.string().min(1),
  private_key: z.string().includes('PRIVATE KEY'),
  token_uri: z.url().default('https://oauth2.googleapis.com/token'),
});

const SCOPE = 'https://www.googleapis.com/auth/cloud-platform';
/** Where a Google Cloud machine's own service account gets its tokens (application default credentials). */
export const METADATA_TOKEN_URL =
  'http://metadata.google.internal/computeMetadata/v1/instance/service-accounts/default/token';

const ZTokenSchema = z.object({ access_token: z.string().min(1), expires_in: z.number().optional() });

/** Tokens by key (a hash of the service account key, or the metadata server), reused until a minute before they expire. */
const tokens = new Map<string, { token: string; expiresAt: number }>();

/**
 * Vertex AI's OpenAI-compatible endpoint of a project and location (`global` has no region prefix).
 * @internal
 */
export function vertexBaseUrl(projectId: string, location: string): string {
  const host = location === 'global' ? 'aiplatform.googleapis.com' : `${location}-aiplatform.googleapis.com`;
  return `https://${host}/v1/projects/${encodeURIComponent(projectId)}/locations/${encodeURIComponent(location)}/endpoints/openapi`;
}

/**
 * An OAuth access token for Vertex AI. With a service account key (the JSON file, base64): a JWT
 * signed RS256 with its private key, exchanged at its `token_uri` (RFC 7523). Without one: the
 * metadata server of the Google Cloud machine the server runs on. A
 * failure is an `APICallError` (401 for a key that is not one or is refused), mapped like any provider's.
 * @internal
 */
export async function vertexAccessToken(
  serviceAccountKeyBase64: string | undefined,
  options: { fetch: TFetch; signal: AbortSignal; now?: () => number },
): Promise<string> {
  const now = options.now ?? Date.now;
  const cacheKey = serviceAccountKeyBase64
    ? createHash('sha256').update(serviceAccountKeyBase64).digest('hex')
    : 'metadata-server';
  const cached = tokens.get(cacheKey);
  if (cached && cached.expiresAt - 60_000 > now()) return cached.token;

  const account = serviceAccountKeyBase64 ? parseServiceAccount(serviceAccountKeyBase64) : undefined;
  const url = account?.token_uri ?? METADATA_TOKEN_URL;
  let response: Response;
  try {
    response = account
      ? await exchangeJwt(account, options.fetch, options.signal, now)
      : await options.fetch(url, { headers: { 'Metadata-Flavor': 'Google' }, signal: options.signal });
  } catch (error) {
    if (error instanceof TypeError) {
      throw new APICallError({ message: 'Cannot get a Vertex AI token', url, requestBodyValues: {}, cause: error });
    }
    throw error;
  }
  const text = await response.text();
  // A refused assertion (400 invalid_grant) or credentials is the key's fault: said as a refused key.
  if (!response.ok) throw keyRefused(url, response.status < 500 ? 401 : response.status, text);
  const parsed = ZTokenSchema.safeParse(safeJson(text));
  if (!parsed.success)
    throw new APICallError({
      message: 'Bad token answer',
      url,
      requestBodyValues: {},
      statusCode: 200,
      responseBody: '',
    });
  tokens.set(cacheKey, { token: parsed.data.access_token, expiresAt: now() + (parsed.data.expires_in ?? 3600) * 1000 });
  return parsed.data.access_token;
}

function keyRefused(url: string, statusCode: number, responseBody: string): APICallError {
  return new APICallError({ message: 'Vertex AI token refused', url, requestBodyValues: {}, statusCode, responseBody });
}

function safeJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

function parseServiceAccount(base64: string) {
  const json = Buffer.from(base64, 'base64').toString('utf8');
  const parsed = ZServiceAccountSchema.safeParse(safeJson(json));
  // Not a service account's JSON key: nothing to sign with, so the key is refused here.
  if (!parsed.success) throw keyRefused('service_account_key', 401, '');
  return parsed.data;
}

function exchangeJwt(
  account: z.infer<typeof ZServiceAccountSchema>,
  fetch: TFetch,
  signal: AbortSignal,
  now: () => number,
): Promise<Response> {
  const issuedAt = Math.floor(now() / 1000);
  const encode = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');
  const unsigned = `${encode({ alg: 'RS256', typ: 'JWT' })}.${encode({
    iss: account.client_email,
    scope: SCOPE,
    aud: account.token_uri,
    iat: issuedAt,
    exp: issuedAt + 3600,
  })}`;
  const signature = createSign('RSA-SHA256').update(unsigned).sign(account.private_key).toString('base64url');
  return fetch(account.token_uri, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({
      grant_type: 'urn:ietf:params:oauth:grant-type:jwt-bearer',
      assertion: `${unsigned}.${signature}`,
    }).toString(),
    signal,
  });
}

/**
 * A fetch that puts a fresh Vertex access token on every request to the OpenAI-compatible endpoint.
 * @internal
 */
export function vertexFetch(serviceAccountKeyBase64: string | undefined, base: TFetch): TFetch {
  return async (input, init) => {
    const signal = init?.signal ?? new AbortController().signal;
    const token = await vertexAccessToken(serviceAccountKeyBase64, { fetch: base, signal });
    const headers = new Headers(init?.headers);
    headers.set('authorization', `Bearer ${token}`);
    return base(input, { ...init, headers });
  };
}
