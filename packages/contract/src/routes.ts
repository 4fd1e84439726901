import { apiRoutes, systemTokenRoutes } from './api/routes.js';
import { conversationRoutes } from './conversation/routes.js';
import { dialogRoutes } from './dialog/routes.js';
import { financialStatementRoutes } from './financial/statement-routes.js';
import { financialTaskRoutes } from './financial/task-routes.js';
import { chunkRoutes } from './kb/chunk-routes.js';
import { documentRoutes } from './kb/document-routes.js';
import { file2documentRoutes, fileRoutes } from './kb/file-routes.js';
import { kbRoutes } from './kb/kb-routes.js';
import { llmRoutes } from './llm/routes.js';
import { marketRoutes } from './market/routes.js';
import { breakdownRoutes } from './model/breakdown.js';
import { compsRoutes } from './model/comps.js';
import { compsProposalRoutes } from './model/comps-proposals.js';
import { dataSheetRoutes } from './model/data-sheet.js';
import { reviewRoutes } from './model/review.js';
import { reviewNarrativeRoutes } from './model/review-narrative.js';
import { modelRoutes } from './model/routes.js';
import { queryRoutes } from './query/routes.js';
import { researchRoutes } from './research/routes.js';
import type { TRoute } from './route.js';
import { systemRoutes } from './system/routes.js';
import { userRoutes } from './user/routes.js';

/** The routes of each area of the API catalogue. @public */
export const API_AREAS = {
  system: { ...systemRoutes, ...systemTokenRoutes },
  user: userRoutes,
  llm: llmRoutes,
  query: queryRoutes,
  market: { ...marketRoutes, comps: compsRoutes.market_comps },
  model_dcf: {
    ...modelRoutes,
    comps_ticker: compsRoutes.comps_ticker,
    comps_ticker_save: compsRoutes.comps_ticker_save,
    ...compsProposalRoutes,
    ...breakdownRoutes,
    ...reviewRoutes,
    ...reviewNarrativeRoutes,
    ...dataSheetRoutes,
  },
  financial_statements: financialStatementRoutes,
  financial_tasks: financialTaskRoutes,
  conversation: conversationRoutes,
  kb: kbRoutes,
  document: documentRoutes,
  chunk: chunkRoutes,
  file: fileRoutes,
  file2document: file2documentRoutes,
  dialog: dialogRoutes,
  api: apiRoutes,
  research: researchRoutes,
};

/** Every route of the API by `area.operation` (the OpenAPI operation ids). @public */
export const API_ROUTES: Record<string, TRoute> = Object.fromEntries(
  Object.entries(API_AREAS).flatMap(([area, routes]) =>
    Object.entries(routes).map(([name, route]): [string, TRoute] => [`${area}.${name}`, route]),
  ),
);
