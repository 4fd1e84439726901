import { researchRoutes as routes } from '@app/contract';
import type { FastifyInstance } from 'fastify';
import type { TModelCompute } from '../../models/model-compute.js';
import { deleteResearch } from '../../research/delete-research.js';
import { downloadReport } from '../../research/download-report.js';
import { findResearch, getResearch } from '../../research/find-research.js';
import type { ResearchDeps } from '../../research/research-deps.js';
import { streamResearchEvents } from '../../research/research-events.js';
import { researchFeedback } from '../../research/research-feedback.js';
import { newResearch } from '../../research/start-research.js';
import { ownerOf, registerFileRoute, registerRoute, registerStreamRoute } from '../register-route.js';

/** The `research` area: deep research sessions. Every operation takes the owner from the session. */
export function registerResearchRoutes(app: FastifyInstance, deps: ResearchDeps & { compute: TModelCompute }): void {
  registerRoute(app, routes.new, async (input, request) =>
    newResearch(deps, ownerOf(request), input, request.language),
  );
  registerRoute(app, routes.list, async (_input, request) => findResearch(deps, ownerOf(request)));
  registerRoute(app, routes.get, async (input, request) => getResearch(deps, ownerOf(request), input.research_id));
  registerRoute(app, routes.feedback, async (input, request) =>
    researchFeedback(deps, ownerOf(request), input, request.language),
  );
  registerStreamRoute(app, routes.events, async (input, request, reply) =>
    streamResearchEvents(deps, ownerOf(request), input, reply),
  );
  registerFileRoute(app, routes.download, async (input, request) => downloadReport(deps, ownerOf(request), input));
  registerRoute(app, routes.rm, async (input, request) => deleteResearch(deps, ownerOf(request), input.research_ids));
}
