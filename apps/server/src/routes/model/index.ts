import { DEFAULT_MODEL_OPTIONS, modelRoutes } from '@app/contract';
import type { FastifyInstance } from 'fastify';
import { createModel } from '../../models/create-model.js';
import { createPrivateModel } from '../../models/create-private-model.js';
import { deleteModel } from '../../models/delete-model.js';
import { findModels } from '../../models/find-models.js';
import { getModel } from '../../models/get-model.js';
import { getModelStatus } from '../../models/get-model-status.js';
import type { ModelDeps } from '../../models/model-deps.js';
import { runModelSensitivity } from '../../models/run-model-sensitivity.js';
import { updateModel } from '../../models/update-model.js';
import { registerRoute, sessionOf } from '../register-route.js';

/** The `model/dcf` area: public-company models, built by a background job and owned by their user. */
export function registerModelRoutes(app: FastifyInstance, deps: ModelDeps): void {
  registerRoute(app, modelRoutes.base, async (input, request) =>
    createModel(deps, sessionOf(request), { ticker: input.ticker, options: input.options ?? DEFAULT_MODEL_OPTIONS }),
  );

  registerRoute(app, modelRoutes.private, async (input, request) =>
    createPrivateModel(deps, sessionOf(request), input, request.language),
  );

  registerRoute(app, modelRoutes.status, async (input, request) =>
    getModelStatus(deps, sessionOf(request).user.id, input.model_id, request.language),
  );

  registerRoute(app, modelRoutes.values, async (input, request) =>
    getModel(deps, sessionOf(request).user.id, input.model_id, request.language),
  );

  registerRoute(app, modelRoutes.update, async (input, request) => {
    const { model_id: modelId, ...changes } = input;
    return updateModel(deps, sessionOf(request), modelId, changes, request.language);
  });

  registerRoute(app, modelRoutes.sensitivity, async (input, request) => {
    const { model_id: modelId, ...grid } = input;
    return runModelSensitivity(deps, sessionOf(request).user.id, modelId, grid, request.language);
  });

  registerRoute(app, modelRoutes.list, async (_input, request) => findModels(deps, sessionOf(request).user.id));

  registerRoute(app, modelRoutes.delete, async (input, request) =>
    deleteModel(deps, sessionOf(request).user.id, input.model_id),
  );
}
