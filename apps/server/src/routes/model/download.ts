import { modelRoutes } from '@app/contract';
import type { FastifyInstance } from 'fastify';
import type { TBreakdownFilings } from '../../models/breakdown/breakdown-filings.js';
import { downloadModel } from '../../models/download-model.js';
import type { CompsDeps } from '../../models/get-model-comps.js';
import type { TModelCompute } from '../../models/model-compute.js';
import { registerFileRoute, sessionOf } from '../register-route.js';

/** `model/dcf/download`: the model as an .xlsx workbook with live formulas (its revenue breakdown read from `filings`). */
export function registerDownloadRoute(
  app: FastifyInstance,
  deps: CompsDeps & { now: () => Date; compute: TModelCompute; filings: TBreakdownFilings | null },
): void {
  registerFileRoute(app, modelRoutes.download, async (input, request) =>
    downloadModel({ ...deps, log: request.log }, sessionOf(request).user.id, input.model_id, request.language),
  );
}
