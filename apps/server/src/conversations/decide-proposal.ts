import type { TChatMessage, TChatToolCall, TLanguage } from '@app/contract';
import { and, eq, sql } from 'drizzle-orm';
import { AppError } from '../app-error.js';
import { conversationMessages } from '../db/schema.js';
import { assertPreviewed, proposalDecision } from '../models/data-sheet/proposal-decision.js';
import type { ConversationDeps } from './conversation-deps.js';
import { ownedMessage, toChatMessage } from './conversation-store.js';

/** Tries of the guarded write before giving up (another decision in the same reply landed meanwhile). */
const WRITE_TRIES = 3;

type TDecideInput =
  | {
      conversation_id: string;
      message_id: string;
      tool_call_id: string;
      decision: 'accepted';
      accepted: number[];
      model_updated_at: string;
    }
  | { conversation_id: string; message_id: string; tool_call_id: string; decision: 'rejected' };

/**
 * `conversation/decide_proposal`: the user's decision on the data-sheet changes a reply proposed,
 * recorded on its tool call. Once only: a proposal already decided is `CHAT_PROPOSAL_DECIDED`, so
 * a reload never offers an accepted proposal again and no decision overwrites another. The write is
 * guarded by the tool calls as read (two decisions on one reply at once: the second reads again).
 * Accepted changes must be changes of the preview (`BAD_REQUEST` otherwise); the apply itself went
 * through `model/dcf/data_sheet/apply`, whose revision is kept with the decision.
 */
export async function decideProposal(
  deps: ConversationDeps,
  ownerId: string,
  input: TDecideInput,
  language: TLanguage,
): Promise<TChatMessage> {
  for (let attempt = 0; attempt < WRITE_TRIES; attempt += 1) {
    const { message } = await ownedMessage(deps, ownerId, input.conversation_id, input.message_id);
    const calls = message.toolCalls as TChatToolCall[];
    // A tool call's id is the provider's: unique in practice, but only the proposing call is looked for.
    const call = calls.find((item) => item.tool_call_id === input.tool_call_id && item.proposal);
    const proposal = message.role === 'assistant' ? call?.proposal : undefined;
    assertPreviewed(proposal);
    const decision = proposalDecision(proposal, proposal.decision, input, deps.now());
    const next = calls.map((item) => (item === call ? { ...item, proposal: { ...proposal, decision } } : item));
    const [updated] = await deps.db
      .update(conversationMessages)
      .set({ toolCalls: next })
      .where(
        and(
          eq(conversationMessages.id, message.id),
          sql`${conversationMessages.toolCalls} = ${JSON.stringify(calls)}::jsonb`,
        ),
      )
      .returning();
    if (updated) return toChatMessage(updated, language);
  }
  throw new AppError('CHAT_PROPOSAL_DECIDED');
}
