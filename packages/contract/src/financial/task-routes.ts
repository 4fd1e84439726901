import { z } from 'zod';
import { defineRoute } from '../route.js';
import { ZDocumentIdSchema, ZTaskIdSchema, ZTaskStatusSchema } from './schemas.js';
import { TASK_STATUSES } from './vocabulary.js';

/**
 * The `financial_tasks` area: the extraction of an uploaded document, a background task that goes
 * parsing → extracting → categorizing → validating and ends `awaiting_audit` (see `TASK_STATUSES`
 * for every state and move). A task survives a server restart: another server (or the same one,
 * restarted) resumes it once the dead one's lease runs out, or fails it cleanly after its attempts.
 * @public
 */
export const financialTaskRoutes = {
  run: defineRoute({
    method: 'POST',
    path: '/v1/financial_tasks/run',
    summary:
      'Extract a document’s statements in the background; a pending or processing task is returned as is, a failed or cancelled one is run again as a new task',
    access: 'user',
    input: z.object({ document_id: ZDocumentIdSchema }),
    output: z.object({ task_id: z.string(), status: z.enum(TASK_STATUSES) }),
  }),
  status: defineRoute({
    method: 'GET',
    path: '/v1/financial_tasks/status',
    summary: 'Where a task stands: status, current step, percent done and, when it failed, why',
    access: 'user',
    input: z.object({ task_id: ZTaskIdSchema }),
    output: ZTaskStatusSchema,
  }),
  cancel: defineRoute({
    method: 'POST',
    path: '/v1/financial_tasks/cancel',
    summary: 'Cancel a pending or processing task (a cancelled one is answered as is); nothing it found is kept',
    access: 'user',
    input: z.object({ task_id: ZTaskIdSchema }),
    output: ZTaskStatusSchema,
  }),
};
