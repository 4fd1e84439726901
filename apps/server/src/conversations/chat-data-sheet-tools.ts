import { DATA_SHEET_LIMITS, errorMessage, type TChatProposal } from '@app/contract';
import { type ToolSet, tool, zodSchema } from '@app/llm';
import { z } from 'zod';
import { AppError } from '../app-error.js';
import {
  loadDataSheetTarget,
  previewModifications,
  type TDataSheetTarget,
} from '../models/data-sheet/data-sheet-service.js';
import { compactSheet, NARRATIVE_PROMPT_LIMITS } from '../models/review-narrative/narrative-prompt.js';
import { modelSource, resolveModel, type TToolContext, toolRunner } from './chat-tools.js';

/**
 * One proposed change as the tool takes it. Loose on purpose: the preview checks each change
 * against the contract's `ZDataSheetModificationSchema` and the sheet, so a wrong one comes back
 * with its own reason ("data-sheet tool parse failure") instead of failing the whole call.
 */
const ZProposedChange = z
  .object({
    operation: z
      .string()
      .describe('update (a value or a note), add (a note) or remove (an input value: back to the default)'),
    entity: z.string().describe('Values for a value, Texts for a note'),
    id: z.string().describe('The value id exactly as get_data_sheet lists it, e.g. terminalGrowth@model'),
    data: z
      .record(z.string(), z.unknown())
      .optional()
      .describe('{"value": <number in the item’s unit; rates as decimals, 0.025 = 2.5%>}, or {"text": "…"} for a note'),
    reason: z.string().optional().describe('Why, in a sentence the user reads on the card'),
  })
  .loose();

const INPUTS = {
  get_data_sheet: zodSchema(
    z.object({
      model_id: z.uuid().optional().describe('The id of one of the user’s models'),
      ticker: z
        .string()
        .trim()
        .min(1)
        .max(12)
        .optional()
        .describe('Or a ticker: the user’s newest model of that company'),
    }),
  ),
  propose_data_sheet_changes: zodSchema(
    z.object({
      model_id: z.uuid().describe('The model’s id (get_data_sheet gives it)'),
      modifications: z.array(ZProposedChange).min(1).max(DATA_SHEET_LIMITS.maxModifications),
    }),
  ),
};

/**
 * The tools that change a model's assumptions on the user's request: `get_data_sheet` reads the
 * model's data sheet as the AI review's model reads it (`compactSheet`, the same bounds), so that
 * the assistant knows the value ids and which items can be changed; `propose_data_sheet_changes`
 * previews a set of modifications (`previewModifications`, nothing saved) and keeps the preview
 * with the reply as a proposal the user accepts or rejects on a card. A set the preview refuses
 * goes back to the model with each change's reason, and is shown refused.
 */
export function dataSheetTools(context: TToolContext): ToolSet {
  const { deps, session, language } = context;
  const run = toolRunner(context);
  const load = (modelId: string) =>
    loadDataSheetTarget({ db: deps.db, filings: deps.filings }, session.user.id, modelId, language);

  return {
    get_data_sheet: tool({
      description:
        'One of the user’s DCF models as its data sheet: items with their unit and whether they can be changed, ' +
        `values as "id = value [status; source]" (model-level and forecast first, then the latest ${NARRATIVE_PROMPT_LIMITS.actualYears} filed years), ` +
        'sources and notes. Read it before proposing changes, to use the value ids exactly as listed.',
      inputSchema: INPUTS.get_data_sheet,
      execute: run(
        'get_data_sheet',
        async (input: { model_id?: string | undefined; ticker?: string | undefined }, cite) => {
          const row = await resolveModel(context, input);
          const target = await load(row.id);
          return {
            source: cite(modelSource(row)),
            model_id: row.id,
            revision: target.sheet.Header.updated_at,
            sheet: compactSheet(target.sheet),
          };
        },
      ),
    }),

    propose_data_sheet_changes: tool({
      description:
        'Propose changes to one of the user’s models (the user asked for them): each an operation on a data-sheet ' +
        'value (or note) by id. They are previewed — each value before and after, value per share before and after — ' +
        'and shown to the user, who accepts or rejects them; nothing is saved until they accept.',
      inputSchema: INPUTS.propose_data_sheet_changes,
      execute: run(
        'propose_data_sheet_changes',
        async (input: { model_id: string; modifications: unknown[] }, cite, { propose }) => {
          const target = await load(input.model_id);
          const ref = cite(modelSource(target.row));
          const proposal = previewProposal(target, input.modifications, language);
          propose(proposal);
          if (proposal.status === 'refused') {
            throw new AppError('DATA_SHEET_TOOL_PARSE_FAILURE', {
              params: { count: proposal.fields.length },
              fields: proposal.fields,
            });
          }
          const { preview } = proposal;
          return {
            source: ref,
            model_id: preview.model_id,
            status: 'shown to the user to accept or reject; nothing is saved until they accept',
            changes: preview.changes.map((change) => ({
              id: change.id,
              operation: change.operation,
              unit: change.unit,
              before: change.before,
              after: change.after,
            })),
            value_per_share: {
              before: preview.valuation.before.value_per_share,
              after: preview.valuation.after.value_per_share,
            },
          };
        },
      ),
    }),
  };
}

/** The set previewed on the model, or refused as a whole with each refused change's reason. */
function previewProposal(
  target: TDataSheetTarget,
  modifications: readonly unknown[],
  language: TToolContext['language'],
): TChatProposal {
  const model = {
    model_id: target.row.id,
    model_name: target.row.name,
    currency: target.sheet.Header.currency,
  };
  try {
    return { status: 'previewed', ...model, ...previewModifications(target, modifications, language), decision: null };
  } catch (error) {
    if (!(error instanceof AppError) || error.code !== 'DATA_SHEET_TOOL_PARSE_FAILURE') throw error;
    const count = Number(error.params?.count ?? 1);
    return {
      status: 'refused',
      ...model,
      message: errorMessage('DATA_SHEET_TOOL_PARSE_FAILURE', language, { count }),
      fields: error.fields ?? [],
    };
  }
}
