import { apiRoutes as routes } from '@app/contract';
import type { FastifyInstance } from 'fastify';
import { createApiToken } from '../../api-tokens/create-api-token.js';
import { findApiTokenStats } from '../../api-tokens/find-api-token-stats.js';
import { findApiTokens } from '../../api-tokens/find-api-tokens.js';
import { revokeApiTokens } from '../../api-tokens/revoke-api-tokens.js';
import type { KnowledgeDeps } from '../../knowledge/knowledge-deps.js';
import { uploadAndParse } from '../../knowledge/upload-and-parse.js';
import { ownerOf, registerRoute, registerUploadRoute } from '../register-route.js';

/**
 * The `api` area: assistants' API tokens and their use (a signed-in session only), and the public
 * API's own operations (an API token or a session). The owner comes from either.
 */
export function registerApiRoutes(app: FastifyInstance, deps: KnowledgeDeps): void {
  const db = deps.database.db;

  registerRoute(app, routes.new_token, async (input, request) =>
    createApiToken(db, ownerOf(request), { name: input.name, dialogId: input.dialog_id }, deps.now()),
  );

  registerRoute(app, routes.token_list, async (input, request) => ({
    tokens: await findApiTokens(db, ownerOf(request), input.dialog_id),
  }));

  registerRoute(app, routes.rm, async (input, request) => ({
    revoked: await revokeApiTokens(db, ownerOf(request), input.token_ids, deps.now()),
  }));

  registerRoute(app, routes.stats, async (input, request) => ({
    days: await findApiTokenStats(db, ownerOf(request), {
      fromDate: input.from_date,
      toDate: input.to_date,
      dialogId: input.dialog_id,
    }),
  }));

  registerUploadRoute(app, routes.document_upload_and_parse, async (upload, request) =>
    uploadAndParse(deps, ownerOf(request), upload, request.language),
  );
}
