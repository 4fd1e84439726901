import { errorMessage, languageFromAcceptLanguage, userRoutes } from '@app/contract';
import {
  failure,
  ok,
  startLocalApiServer,
  type TLocalApiServer,
  type TRecordedRequest,
  type TScriptedReply,
  wireUser,
} from './local-api-server';

/** The one registered account the scripted server knows. */
export const KNOWN_ACCOUNT = { email: 'ada@example.com', password: 'Str0ng!pass', nickname: 'Ada', language: 'es' };

/**
 * A small in-memory account server speaking the real wire protocol (envelopes, snake_case, tokens in
 * the Authorization header, messages in the Accept-Language): enough for the app's account journeys.
 */
export async function startScriptedAccountApi(): Promise<TLocalApiServer & { tempUsersCreated: () => number }> {
  const sessions = new Map<string, Record<string, unknown>>();
  let tempCount = 0;

  function reply(request: TRecordedRequest): TScriptedReply {
    const language = languageFromAcceptLanguage(String(request.headers['accept-language'] ?? ''));
    const token = String(request.headers.authorization ?? '');
    const body = (request.body ?? {}) as Record<string, unknown>;
    const fail = (status: number, code: 'UNAUTHORIZED' | 'INVALID_CREDENTIALS') => ({
      status,
      body: failure(status, code, errorMessage(code, language)),
    });

    switch (request.path) {
      case userRoutes.createTempUser.path: {
        tempCount += 1;
        const user = wireUser({ id: `temp-${tempCount}`, nickname: `Guest ${tempCount}`, language: body.language });
        sessions.set(`Bearer temp-${tempCount}`, user);
        return { headers: { Authorization: `Bearer temp-${tempCount}` }, body: ok(user) };
      }
      case userRoutes.login.path: {
        if (body.email !== KNOWN_ACCOUNT.email || body.password !== KNOWN_ACCOUNT.password) {
          return fail(401, 'INVALID_CREDENTIALS');
        }
        const user = wireUser({
          id: 'ada',
          email: KNOWN_ACCOUNT.email,
          nickname: KNOWN_ACCOUNT.nickname,
          language: KNOWN_ACCOUNT.language,
          is_temp: false,
        });
        sessions.set('Bearer full-ada', user);
        return { headers: { Authorization: 'Bearer full-ada' }, body: ok(user) };
      }
      case '/v1/system/version':
        return { body: ok({ name: 'intrinsic', version: '0.1.0' }) };
      case '/v1/system/status':
        return {
          body: ok({
            is_healthy: true,
            database: { kind: 'pglite', is_reachable: true, latency_ms: 1 },
            migrations: { applied: 1, expected: 1, is_up_to_date: true },
            market_data: { source: 'pack', is_reachable: true, failed_at: null, retry_at: null },
          }),
        };
    }

    const user = sessions.get(token);
    if (!user) return fail(401, 'UNAUTHORIZED');
    switch (request.path) {
      case userRoutes.info.path:
        return { body: ok(user) };
      case userRoutes.setting.path:
        Object.assign(user, body);
        return { body: ok(user) };
      case userRoutes.register.path:
        Object.assign(user, { email: body.email, nickname: body.nickname, is_temp: false, language: body.language });
        sessions.delete(token);
        sessions.set('Bearer registered', user);
        return { headers: { Authorization: 'Bearer registered' }, body: ok(user) };
      case userRoutes.logout.path:
        sessions.delete(token);
        return { body: ok({ ok: true }) };
      default:
        return { status: 404, body: failure(404, 'NOT_FOUND', errorMessage('NOT_FOUND', language)) };
    }
  }

  const server = await startLocalApiServer(reply);
  return { ...server, tempUsersCreated: () => tempCount };
}
