import type { TLanguage, TRoute } from '@app/contract';
import type { FastifyInstance } from 'fastify';
import { isApiTokenFormat } from '../api-tokens/api-token-secret.js';
import { authenticateApiToken } from '../api-tokens/authenticate-api-token.js';
import { recordApiTokenUse, touchApiToken } from '../api-tokens/record-api-token-use.js';
import { AppError } from '../app-error.js';
import type { AppDb } from '../db/database.js';
import { countRequest, type TRateLimitRule } from './rate-limit.js';
import { tokenOf } from './request-context.js';

declare module 'fastify' {
  interface FastifyRequest {
    /** The API token a request came with (its owner is `session.user`), or null for a session or none. */
    apiToken: { id: string; dialogId: string | null } | null;
  }
  interface FastifyContextConfig {
    /** The contract route's `acceptsApiToken`, set by `registerRoute` and its siblings. */
    acceptsApiToken?: TRoute['acceptsApiToken'];
  }
}

/**
 * Authenticates API tokens (`Bearer intr-…`) after the request context: an unknown or revoked
 * token is 401 `API_TOKEN_INVALID`; a route that does not accept tokens (the default, so account,
 * settings and token routes among them) is 403 `API_TOKEN_NOT_ALLOWED`, and an assistant's token
 * passes only where the route takes one. Then the call is counted against the token's limit (429
 * `RATE_LIMITED` with `Retry-After`) and in its day's use, and the request acts as the token's owner.
 */
export function registerApiTokenAuth(app: FastifyInstance, db: AppDb, now: () => Date, limit: TRateLimitRule): void {
  app.decorateRequest('apiToken', null);
  app.addHook('onRequest', async (request, reply) => {
    if (!request.url.startsWith('/v1/')) return;
    const token = tokenOf(request);
    if (!token || !isApiTokenFormat(token)) return;
    const auth = await authenticateApiToken(db, token);
    if (!auth) throw new AppError('API_TOKEN_INVALID');
    request.language = auth.user.language as TLanguage;
    const accepts = request.routeOptions.config?.acceptsApiToken;
    if (!accepts || (accepts === 'account' && auth.dialogId !== null)) throw new AppError('API_TOKEN_NOT_ALLOWED');
    const at = now();
    const retryAfterSeconds = await countRequest(db, `api_token:${auth.id}`, limit, at);
    if (retryAfterSeconds > 0) {
      reply.header('Retry-After', String(retryAfterSeconds));
      throw new AppError('RATE_LIMITED');
    }
    await recordApiTokenUse(db, auth.id, { calls: 1 }, at);
    await touchApiToken(db, auth.id, auth.lastUsedAt, at);
    // The token's id stands for the session's: nothing a token may call signs out or revokes sessions.
    request.session = { id: auth.id, user: auth.user };
    request.apiToken = { id: auth.id, dialogId: auth.dialogId };
  });
}
