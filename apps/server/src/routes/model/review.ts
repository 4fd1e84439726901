import { reviewNarrativeRoutes, reviewRoutes } from '@app/contract';
import type { FastifyInstance } from 'fastify';
import { reviewOwnedModel } from '../../models/review-model.js';
import {
  clearReviewConversation,
  decideReviewProposal,
  readReviewConversation,
} from '../../models/review-narrative/review-conversation.js';
import {
  type ReviewNarrativeDeps,
  writeReviewNarrative,
} from '../../models/review-narrative/write-review-narrative.js';
import { registerRoute, sessionOf } from '../register-route.js';

/**
 * `model/dcf/review`: the rule checks of a model, in the reader's language; `review/narrative`: the
 * user's chat model's review of it, citing its cells, with its proposed changes previewed, kept with
 * the model (`history`, `decide_proposal`, `clear`).
 */
export function registerReviewRoutes(app: FastifyInstance, deps: ReviewNarrativeDeps): void {
  registerRoute(app, reviewRoutes.review, async (input, request) =>
    reviewOwnedModel(deps, sessionOf(request).user.id, input.model_id, request.language),
  );

  registerRoute(app, reviewNarrativeRoutes.review_narrative, async (input, request) =>
    writeReviewNarrative(deps, sessionOf(request).user.id, input, request.language),
  );

  registerRoute(app, reviewNarrativeRoutes.review_narrative_history, async (input, request) =>
    readReviewConversation(deps, sessionOf(request).user.id, input.model_id, request.language),
  );

  registerRoute(app, reviewNarrativeRoutes.review_narrative_decide_proposal, async (input, request) =>
    decideReviewProposal(deps, sessionOf(request).user.id, input, request.language),
  );

  registerRoute(app, reviewNarrativeRoutes.review_narrative_clear, async (input, request) =>
    clearReviewConversation(deps, sessionOf(request).user.id, input.model_id, request.language),
  );
}
