import { breakdownRoutes } from '@app/contract';
import type { FastifyInstance } from 'fastify';
import type { BreakdownDeps } from '../../models/breakdown/breakdown-context.js';
import { createBreakdownChoice } from '../../models/breakdown/create-breakdown-choice.js';
import { findBreakdowns } from '../../models/breakdown/find-breakdowns.js';
import { getBreakdownData } from '../../models/breakdown/get-breakdown-data.js';
import { getBreakdownStarter } from '../../models/breakdown/get-breakdown-starter.js';
import { getRevenueDetails } from '../../models/breakdown/get-revenue-details.js';
import { updateBreakdownCell } from '../../models/breakdown/update-breakdown-cell.js';
import { ownerOf, registerRoute } from '../register-route.js';

/** A model's revenue breakdown (`model/dcf/breakdown/*`): read from the company's annual report, forecast per line. */
export function registerBreakdownRoutes(app: FastifyInstance, deps: BreakdownDeps): void {
  registerRoute(app, breakdownRoutes.breakdown_by, async (input, request) =>
    findBreakdowns(deps, ownerOf(request), input.model_id, request.language),
  );

  registerRoute(app, breakdownRoutes.breakdown_starter, async (input, request) =>
    getBreakdownStarter(deps, ownerOf(request), input.model_id, request.language),
  );

  registerRoute(app, breakdownRoutes.breakdown_data, async (input, request) =>
    getBreakdownData(deps, ownerOf(request), input.model_id, input.breakdown_id, request.language),
  );

  registerRoute(app, breakdownRoutes.breakdown_revenue_details, async (input, request) =>
    getRevenueDetails(deps, ownerOf(request), input.model_id, input.breakdown_id, request.language),
  );

  registerRoute(app, breakdownRoutes.breakdown_revenue_details_add, async (input, request) =>
    createBreakdownChoice(deps, ownerOf(request), input.model_id, input.breakdown_id, request.language),
  );

  registerRoute(app, breakdownRoutes.breakdown_cell_change, async (input, request) =>
    updateBreakdownCell(
      deps,
      ownerOf(request),
      input.model_id,
      {
        breakdownId: input.breakdown_id,
        member: input.member,
        fiscalYear: input.fiscal_year,
        growth: input.growth,
      },
      request.language,
    ),
  );
}
