import { dataSheetRoutes } from '@app/contract';
import type { FastifyInstance } from 'fastify';
import {
  applyDataSheet,
  type DataSheetDeps,
  getDataSheet,
  previewDataSheet,
} from '../../models/data-sheet/data-sheet-service.js';
import { ownerOf, registerRoute } from '../register-route.js';

/** `model/dcf/data_sheet*`: the model as a data-sheet document, and the modifications a tool proposes to it. */
export function registerDataSheetRoutes(app: FastifyInstance, deps: DataSheetDeps): void {
  registerRoute(app, dataSheetRoutes.data_sheet, async (input, request) =>
    getDataSheet(deps, ownerOf(request), input.model_id, request.language),
  );

  registerRoute(app, dataSheetRoutes.data_sheet_preview, async (input, request) =>
    previewDataSheet(deps, ownerOf(request), input.model_id, input.modifications, request.language),
  );

  registerRoute(app, dataSheetRoutes.data_sheet_apply, async (input, request) =>
    applyDataSheet(deps, ownerOf(request), input.model_id, input.modifications, input.updated_at, request.language),
  );
}
