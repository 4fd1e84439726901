import type { TCompsProposals, TLanguage } from '@app/contract';
import { AppError } from '../../app-error.js';
import type { LlmDeps } from '../../llm/llm-deps.js';
import { defaultClientFor, fromLlmError } from '../../llm/llm-service.js';
import type { CompsDeps } from '../get-model-comps.js';
import { checkProposal } from './check-proposal.js';
import { parsePeerAnswer, proposalPrompt } from './peer-answer.js';
import { checkContextOf, proposalModel } from './proposal-context.js';

/** What proposals by a chat model need: the comparables' data and the user's models. */
export type ProposeDeps = CompsDeps & { llm: LlmDeps };

/** Room for twelve peers with a sentence each and the filters. */
const ANSWER_TOKENS = 2000;

/**
 * `comps_ticker/propose`: the user's default chat model proposes peers for the instruction (and
 * states the filters the instruction gives); every peer is checked against the SEC data and those
 * filters (`checkProposal`), the failing ones kept with their reasons. Nothing is saved: the user
 * accepts peers through `comps_ticker/save`. Without a chat model, `LLM_NOT_CONFIGURED` (the screen
 * offers the search by filters instead); an answer that cannot be read, `COMPS_PROPOSAL_UNREADABLE`.
 */
export async function proposePeers(
  deps: ProposeDeps,
  ownerId: string,
  input: { model_id: string; instruction: string },
  language: TLanguage,
): Promise<TCompsProposals> {
  const model = await proposalModel(deps, ownerId, input.model_id);
  const client = await defaultClientFor(deps.llm, ownerId, 'chat');
  let text: string;
  try {
    const result = await client.chat({
      system: proposalPrompt({ subject: model.subject, asOf: model.asOf, currentPeers: model.currentPeers, language }),
      messages: [{ role: 'user', content: input.instruction }],
      maxOutputTokens: ANSWER_TOKENS,
      temperature: 0.2,
    });
    text = result.text;
  } catch (error) {
    throw fromLlmError(error);
  }
  const answer = parsePeerAnswer(text);
  if (!answer) throw new AppError('COMPS_PROPOSAL_UNREADABLE');
  const context = checkContextOf(deps, model, answer.filters);
  const proposals = await Promise.all(answer.peers.map((peer) => checkProposal(context, peer.ticker, peer.why)));
  return {
    model_id: model.row.id,
    as_of: model.asOf,
    source: 'chat_model',
    model_name: `${client.connection.model}@${client.connection.factory}`,
    filters: answer.filters,
    proposals,
    searched: proposals.length,
    is_partial: false,
  };
}
