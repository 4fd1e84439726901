import { kbRoutes as routes } from '@app/contract';
import type { FastifyInstance } from 'fastify';
import { createKb } from '../../knowledge/create-kb.js';
import { deleteKb } from '../../knowledge/delete-documents.js';
import { findKbChoices, findKbs, getKb } from '../../knowledge/find-kbs.js';
import type { KnowledgeDeps } from '../../knowledge/knowledge-deps.js';
import { updateKb } from '../../knowledge/update-kb.js';
import { registerRoute, sessionOf } from '../register-route.js';

/** The `kb` area: a user's knowledge bases. Every operation takes the owner from the session. */
export function registerKbRoutes(app: FastifyInstance, deps: KnowledgeDeps): void {
  const owner = (request: Parameters<typeof sessionOf>[0]) => sessionOf(request).user.id;

  registerRoute(app, routes.create, async (input, request) => createKb(deps, owner(request), input, request.language));
  registerRoute(app, routes.update, async (input, request) => updateKb(deps, owner(request), input, request.language));
  registerRoute(app, routes.detail, async (input, request) => getKb(deps, owner(request), input.kb_id));
  registerRoute(app, routes.list, async (input, request) => findKbs(deps, owner(request), input));
  registerRoute(app, routes.rm, async (input, request) => deleteKb(deps, owner(request), input.kb_id));
  registerRoute(app, routes.one, async (_input, request) => findKbChoices(deps, owner(request)));
}
