import {
  errorMessage,
  REVIEW_DISCLAIMER,
  type TLanguage,
  type TReviewNarrative,
  type TReviewProposal,
  type TReviewTurn,
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

/** What the AI review needs: the review's and the data sheet's deps, and the user's models. */
export type ReviewNarrativeDeps = ReviewDeps & DataSheetDeps & { llm: LlmDeps };

/** Room for a review of about 400 words and a block of changes. */
const ANSWER_TOKENS = 2_500;

/** What the reviewer is asked when the user has not asked anything yet. */
const FIRST_REQUEST = 'Review this model.';

/**
 * `model/dcf/review/narrative`: the user's default chat model (none: `LLM_NOT_CONFIGURED`) reads the
 * model's data sheet and rule checks and writes a review; its citations are resolved against the
 * sheet and its proposed changes previewed (`previewDataSheet`) — a set the preview refuses comes
 * back as the refusal with each change's reason, not as an error. Nothing is saved.
 */
export async function writeReviewNarrative(
  deps: ReviewNarrativeDeps,
  ownerId: string,
  input: { model_id: string; question?: string | undefined; history?: TReviewTurn[] | undefined },
  language: TLanguage,
): Promise<TReviewNarrative> {
  const target = await loadDataSheetTarget(deps, ownerId, input.model_id, language);
  const { sheet } = target;
  const review = await reviewTarget(deps, target, language);
  const client = await defaultClientFor(deps.llm, ownerId, 'chat');
  const messages: ModelMessage[] = [
    ...(input.history ?? []).map((turn) => ({ role: turn.role, content: turn.content })),
    { role: 'user', content: input.question ? input.question : FIRST_REQUEST },
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
  return {
    model_id: sheet.Header.model_id,
    model_name: `${client.connection.model}@${client.connection.factory}`,
    text,
    cells,
    sources,
    proposal: proposal === null ? null : previewProposal(target, proposal, language),
    disclaimer: REVIEW_DISCLAIMER[language],
  };
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
