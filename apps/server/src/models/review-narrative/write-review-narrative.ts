import { randomUUID } from 'node:crypto';
import {
  errorMessage,
  REVIEW_DISCLAIMER,
  type TLanguage,
  type TReviewExchange,
  type TReviewNarrative,
  type TReviewProposal,
} from '@app/contract';
import type { ModelMessage } from '@app/llm';
import { AppError } from '../../app-error.js';
import type { LlmDeps } from '../../llm/llm-deps.js';
import { defaultClientFor, fromLlmError } from '../../llm/llm-service.js';
import {
  type DataSheetDeps,
  loadDataSheetTarget,
  previewModifications,
  type TDataSheetTarget,
} from '../data-sheet/data-sheet-service.js';
import { type ReviewDeps, reviewTarget } from '../review-model.js';
import { resolveCitations, splitNarrativeAnswer } from './narrative-answer.js';
import { narrativePrompt } from './narrative-prompt.js';
import {
  assertRoomForFollowUp,
  FIRST_REQUEST,
  historyOf,
  storedExchanges,
  storeExchange,
} from './review-conversation.js';

/** What the AI review needs: the review's and the data sheet's deps, and the user's models. */
export type ReviewNarrativeDeps = ReviewDeps & DataSheetDeps & { llm: LlmDeps };

/** Room for a review of about 400 words and a block of changes. */
const ANSWER_TOKENS = 2_500;

/**
 * `model/dcf/review/narrative`: the user's default chat model (none: `LLM_NOT_CONFIGURED`) reads the
 * model's data sheet and rule checks and writes a review; its citations are resolved against the
 * sheet and its proposed changes previewed (`previewDataSheet`) — a set the preview refuses comes
 * back as the refusal with each change's reason, not as an error. The answer is kept with the model:
 * without a question it starts the stored review anew; a follow-up is asked with the stored
 * exchanges as history (the request's `history` is ignored) and appended, refused before the chat
 * model is called when the review is full (`REVIEW_CONVERSATION_FULL`). Nothing is applied.
 */
export async function writeReviewNarrative(
  deps: ReviewNarrativeDeps,
  ownerId: string,
  input: { model_id: string; question?: string | undefined },
  language: TLanguage,
): Promise<TReviewNarrative & { exchange_id: string }> {
  const target = await loadDataSheetTarget(deps, ownerId, input.model_id, language);
  const { sheet } = target;
  const question = input.question ? input.question : null;
  const stored = question === null ? [] : await storedExchanges(deps.db, input.model_id);
  assertRoomForFollowUp(stored);
  const review = await reviewTarget(deps, target, language);
  const client = await defaultClientFor(deps.llm, ownerId, 'chat');
  const messages: ModelMessage[] = [
    ...historyOf(stored).map((turn) => ({ role: turn.role, content: turn.content })),
    { role: 'user', content: question ?? FIRST_REQUEST },
  ];
  let answer: string;
  try {
    const result = await client.chat({
      system: narrativePrompt(sheet, review, language),
      messages,
      maxOutputTokens: ANSWER_TOKENS,
      temperature: 0.2,
    });
    answer = result.text;
  } catch (error) {
    throw fromLlmError(error);
  }
  const { text, proposal } = splitNarrativeAnswer(answer);
  const { cells, sources } = resolveCitations(text, sheet);
  const narrative: TReviewNarrative = {
    model_id: sheet.Header.model_id,
    model_name: `${client.connection.model}@${client.connection.factory}`,
    text,
    cells,
    sources,
    proposal: proposal === null ? null : previewProposal(target, proposal, language),
    disclaimer: REVIEW_DISCLAIMER[language],
  };
  const exchange: TReviewExchange = {
    id: randomUUID(),
    question,
    narrative,
    decision: null,
    created_at: deps.now().toISOString(),
  };
  await storeExchange(deps, exchange);
  return { ...narrative, exchange_id: exchange.id };
}

/** The proposed changes previewed, or the preview's refusal ("data-sheet tool parse failure") with why. */
function previewProposal(target: TDataSheetTarget, raw: string, language: TLanguage): TReviewProposal {
  try {
    return { status: 'previewed', ...previewModifications(target, raw, language) };
  } catch (error) {
    if (!(error instanceof AppError) || error.code !== 'DATA_SHEET_TOOL_PARSE_FAILURE') throw error;
    const count = Number(error.params?.count ?? 1);
    return {
      status: 'refused',
      message: errorMessage('DATA_SHEET_TOOL_PARSE_FAILURE', language, { count }),
      fields: error.fields ?? [],
    };
  }
}
