import { z } from 'zod';
import { DATA_SHEET_LIMITS, ZDataSheetProposalSchema } from '../model/data-sheet.js';

/*
 * Data-sheet changes the chat assistant proposes (issue 19): its `propose_data_sheet_changes` tool
 * previews a set of modifications of one of the user's models (nothing saved) and the preview is
 * kept with the reply, on the tool call, so that it survives a reload. The user accepts some of the
 * changes (applied through `model/dcf/data_sheet/apply` with the revision previewed) or rejects
 * them; `conversation/decide_proposal` records the decision on the tool call, once.
 */

/** What the user decided about a previewed proposal. @public */
export const ZChatProposalDecisionSchema = z.object({
  status: z.enum(['accepted', 'rejected']),
  /** The changes applied (their `index`); empty when rejected. */
  accepted: z.array(z.number().int()),
  /** The model's revision the accepted changes gave (`data_sheet/apply`'s `updated_at`); null when rejected. */
  model_updated_at: z.string().nullable(),
  decided_at: z.string(),
});
export type TChatProposalDecision = z.infer<typeof ZChatProposalDecisionSchema>;

/** The model a proposal is about, as the card names it. */
const ZProposalModelShape = {
  model_id: z.string(),
  model_name: z.string(),
  /** The model's currency: money before and after is in it. */
  currency: z.string(),
};

/**
 * A proposal as the chat keeps it: previewed (with the user's decision, null until they make one)
 * or refused as a whole with each refused change's reason.
 * @public
 */
export const ZChatProposalSchema = z.discriminatedUnion('status', [
  ZDataSheetProposalSchema.options[0].extend({
    ...ZProposalModelShape,
    decision: ZChatProposalDecisionSchema.nullable(),
  }),
  ZDataSheetProposalSchema.options[1].extend(ZProposalModelShape),
]);
export type TChatProposal = z.infer<typeof ZChatProposalSchema>;

/** `conversation/decide_proposal`'s input: accepted (with the changes applied and the revision they gave) or rejected. */
export const ZDecideProposalRequestSchema = z.discriminatedUnion('decision', [
  z.object({
    conversation_id: z.uuid(),
    message_id: z.uuid(),
    tool_call_id: z.string().min(1).max(200),
    decision: z.literal('accepted'),
    accepted: z.array(z.number().int().min(0)).min(1).max(DATA_SHEET_LIMITS.maxModifications),
    model_updated_at: z.string().min(1).max(40),
  }),
  z.object({
    conversation_id: z.uuid(),
    message_id: z.uuid(),
    tool_call_id: z.string().min(1).max(200),
    decision: z.literal('rejected'),
  }),
]);
