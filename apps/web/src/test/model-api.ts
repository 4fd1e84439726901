import { modelRoutes, userRoutes } from '@app/contract';
import type { TModelInput } from '@app/valuation';
import { failure, ok, startLocalApiServer, type TLocalApiServer, wireUser } from './local-api-server';
import { tidyModelInput, wireModelValues } from './model-fixture';

/**
 * A local API for a model's screens: it signs the browser in as a temporary user, answers the
 * model's values with `input`, and each path of `answers` with its body; anything else is 404.
 */
export function startModelApi(
  input: TModelInput = tidyModelInput(),
  answers: Record<string, unknown> = {},
): Promise<TLocalApiServer> {
  return startLocalApiServer((request) => {
    if (request.path === userRoutes.createTempUser.path) {
      return { headers: { Authorization: 'Bearer t-1' }, body: ok(wireUser()) };
    }
    if (request.path === modelRoutes.values.path) return { body: ok(wireModelValues(input)) };
    if (Object.hasOwn(answers, request.path)) return { body: ok(answers[request.path]) };
    return { status: 404, body: failure(404, 'NOT_FOUND', 'Not found') };
  });
}
