import { modelRoutes, userRoutes } from '@app/contract';
import { failure, ok, startLocalApiServer, type TLocalApiServer, wireUser } from './local-api-server';
import { wireModelValues } from './model-fixture';

/**
 * A local model API that keeps the settings it is sent with `model/dcf/update` and answers with
 * them, as the server does: a model opens with `settings` (wire shape), every save replaces them.
 * The recorded requests let a test read the exact body the screen saved.
 */
export function startSettingsModelApi(
  settings: Record<string, unknown> = { report_unit: 'millions', sensitivity: null },
): Promise<TLocalApiServer> {
  let saved = settings;
  return startLocalApiServer((request) => {
    if (request.path === userRoutes.createTempUser.path) {
      return { headers: { Authorization: 'Bearer t-1' }, body: ok(wireUser()) };
    }
    if (request.path === modelRoutes.values.path) return { body: ok({ ...wireModelValues(), settings: saved }) };
    if (request.path === modelRoutes.update.path) {
      saved = (request.body as { settings: Record<string, unknown> }).settings;
      return { body: ok({ ...wireModelValues(), settings: saved }) };
    }
    return { status: 404, body: failure(404, 'NOT_FOUND', 'Not found') };
  });
}

/** The `settings` bodies the screen sent with `model/dcf/update`, in order. */
export function savedSettings(server: TLocalApiServer): Record<string, unknown>[] {
  return server.requests
    .filter((request) => request.path === modelRoutes.update.path)
    .map((request) => (request.body as { settings: Record<string, unknown> }).settings);
}
