import { kbRoutes as routes } from '@app/contract';
import type { FastifyInstance } from 'fastify';
import { createKb } from '../../knowledge/create-kb.js';
import { deleteKb } from '../../knowledge/delete-documents.js';
import { findKbChoices, findKbs, getKb } from '../../knowledge/find-kbs.js';
import type { KnowledgeDeps } from '../../knowledge/knowledge-deps.js';
import { updateKb } from '../../knowledge/update-kb.js';
import { ownerOf, registerRoute } from '../register-route.js';

/** The `kb` area: a user's knowledge bases. Every operation takes the owner from the session. */
export function registerKbRoutes(app: FastifyInstance, deps: KnowledgeDeps): void {
  registerRoute(app, routes.create, async (input, request) =>
    createKb(deps, ownerOf(request), input, request.language),
  );
  registerRoute(app, routes.update, async (input, request) =>
    updateKb(deps, ownerOf(request), input, request.language),
  );
  registerRoute(app, routes.detail, async (input, request) => getKb(deps, ownerOf(request), input.kb_id));
  registerRoute(app, routes.list, async (input, request) => findKbs(deps, ownerOf(request), input));
  registerRoute(app, routes.rm, async (input, request) => deleteKb(deps, ownerOf(request), input.kb_id));
  registerRoute(app, routes.one, async (_input, request) => findKbChoices(deps, ownerOf(request)));
}
