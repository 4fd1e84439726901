import { languageFromAcceptLanguage, type TLanguage } from '@app/contract';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { findSession, type Session } from '../accounts/sessions.js';
import { isApiTokenFormat } from '../api-tokens/api-token-secret.js';
import { AppError } from '../app-error.js';
import type { AppDb } from '../db/database.js';

declare module 'fastify' {
  interface FastifyRequest {
    /** The user's language when signed in, else from `Accept-Language`, else English. */
    language: TLanguage;
    /** The live session of the `Authorization` token, or null. */
    session: Session | null;
    /** Whether a token was sent at all (a stale token differs from none). */
    hasToken: boolean;
  }
}

/** Reads the token (`Authorization: <token>` or `Bearer <token>`) from a request. */
export function tokenOf(request: FastifyRequest): string | undefined {
  const header = request.headers.authorization?.trim();
  if (!header) return undefined;
  return header.replace(/^Bearer\s+/i, '') || undefined;
}

/** Resolves the session and the language of every API request before validation, so errors are localized. */
export function registerRequestContext(app: FastifyInstance, db: AppDb, now: () => Date): void {
  app.decorateRequest('language', 'en');
  app.decorateRequest('session', null);
  app.decorateRequest('hasToken', false);
  app.addHook('onRequest', async (request) => {
    request.language = languageFromAcceptLanguage(request.headers['accept-language']);
    if (!request.url.startsWith('/v1/')) return;
    if (!acceptsJson(request.headers.accept)) throw new AppError('NOT_ACCEPTABLE');
    const token = tokenOf(request);
    request.hasToken = token !== undefined;
    // An API token is never a session's: `registerApiTokenAuth` reads it.
    request.session = token && !isApiTokenFormat(token) ? await findSession(db, token, now()) : null;
    if (request.session) request.language = request.session.user.language as TLanguage;
  });
}

/** The API speaks JSON only; a client that accepts none of it gets 406. */
function acceptsJson(accept: string | undefined): boolean {
  if (!accept) return true;
  return accept
    .split(',')
    .map((part) => part.split(';')[0]?.trim().toLowerCase())
    .some((type) => type === '*/*' || type === 'application/*' || type === 'application/json');
}
