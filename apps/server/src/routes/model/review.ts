import { reviewRoutes } from '@app/contract';
import type { FastifyInstance } from 'fastify';
import { type ReviewDeps, reviewOwnedModel } from '../../models/review-model.js';
import { registerRoute, sessionOf } from '../register-route.js';

/** `model/dcf/review`: the rule checks of a model, in the reader's language. */
export function registerReviewRoutes(app: FastifyInstance, deps: ReviewDeps): void {
  registerRoute(app, reviewRoutes.review, async (input, request) =>
    reviewOwnedModel(deps, sessionOf(request).user.id, input.model_id, request.language),
  );
}
