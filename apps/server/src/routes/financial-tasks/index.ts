import { financialTaskRoutes as routes } from '@app/contract';
import type { FastifyInstance } from 'fastify';
import { cancelTask } from '../../financial/cancel-task.js';
import type { FinancialDeps } from '../../financial/financial-deps.js';
import { getTaskStatus } from '../../financial/get-task-status.js';
import { runTask } from '../../financial/run-task.js';
import { registerRoute, sessionOf } from '../register-route.js';

/** The `financial_tasks` area: the background extraction of an uploaded document. */
export function registerFinancialTaskRoutes(app: FastifyInstance, deps: FinancialDeps): void {
  registerRoute(app, routes.run, async (input, request) =>
    runTask(deps, sessionOf(request).user.id, input.document_id, { isReextract: false, language: request.language }),
  );

  registerRoute(app, routes.status, async (input, request) =>
    getTaskStatus(deps, sessionOf(request).user.id, input.task_id, request.language),
  );

  registerRoute(app, routes.cancel, async (input, request) =>
    cancelTask(deps, sessionOf(request).user.id, input.task_id, request.language),
  );
}
