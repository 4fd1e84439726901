import { systemTokenRoutes as routes } from '@app/contract';
import type { FastifyInstance } from 'fastify';
import { createApiToken } from '../../api-tokens/create-api-token.js';
import { findApiTokens } from '../../api-tokens/find-api-tokens.js';
import { revokeApiTokens } from '../../api-tokens/revoke-api-tokens.js';
import type { AppDb } from '../../db/database.js';
import { ownerOf, registerRoute } from '../register-route.js';

/** The `system` area's token routes: the account's own API tokens, for a signed-in session only. */
export function registerSystemTokenRoutes(app: FastifyInstance, deps: { db: AppDb; now: () => Date }): void {
  registerRoute(app, routes.new_token, async (input, request) =>
    createApiToken(deps.db, ownerOf(request), { name: input.name, dialogId: null }, deps.now()),
  );

  registerRoute(app, routes.token_list, async (_input, request) => ({
    tokens: await findApiTokens(deps.db, ownerOf(request), null),
  }));

  registerRoute(app, routes.token_rm, async (input, request) => ({
    revoked: await revokeApiTokens(deps.db, ownerOf(request), [input.token_id], deps.now(), 'account'),
  }));
}
