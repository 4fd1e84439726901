import type { TChatProposalDecision, TDataSheetProposal } from '@app/contract';
import { AppError } from '../../app-error.js';

/** What the user sent about a proposal: the changes applied and the revision they gave, or a rejection. */
export type TProposalDecisionInput =
  | { decision: 'accepted'; accepted: number[]; model_updated_at: string }
  | { decision: 'rejected' };

/** A proposal that can be decided: one that is there and was previewed (`NOT_FOUND` otherwise). */
export function assertPreviewed<P extends { status: string }>(
  proposal: P | null | undefined,
): asserts proposal is Extract<P, { status: 'previewed' }> {
  if (proposal?.status !== 'previewed') throw new AppError('NOT_FOUND');
}

/**
 * The decision to record on a previewed proposal, where the chat and the AI review keep theirs.
 * Once only: one already recorded is `CHAT_PROPOSAL_DECIDED`; accepted changes must be changes of
 * the preview (`BAD_REQUEST`).
 */
export function proposalDecision(
  proposal: Extract<TDataSheetProposal, { status: 'previewed' }>,
  recorded: TChatProposalDecision | null | undefined,
  input: TProposalDecisionInput,
  now: Date,
): TChatProposalDecision {
  if (recorded) throw new AppError('CHAT_PROPOSAL_DECIDED');
  if (input.decision === 'rejected') {
    return { status: 'rejected', accepted: [], model_updated_at: null, decided_at: now.toISOString() };
  }
  const indexes = new Set(proposal.preview.changes.map((change) => change.index));
  const accepted = [...new Set(input.accepted)].sort((a, b) => a - b);
  if (accepted.some((index) => !indexes.has(index))) throw new AppError('BAD_REQUEST');
  return { status: 'accepted', accepted, model_updated_at: input.model_updated_at, decided_at: now.toISOString() };
}
