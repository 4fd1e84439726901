import { ZDialogFormSchema } from '@app/contract';
import { contractFormSchema, requiredNumber, type TFormValues } from '../knowledge/utils/form-schema';

/** Checkboxes of the knowledge-base picker are named `kb_ids.<id>`; the request wants the checked ids. */
export const KB_CHECKBOX_PREFIX = 'kb_ids.';

/** The assistant form's values as `dialog/set`'s fields, checked by the contract's `ZDialogFormSchema`. */
export const ZAssistantFormSchema = contractFormSchema(ZDialogFormSchema, readAssistantForm);

/**
 * Shapes the form (fields named by their wire path: `llm_setting.temperature`,
 * `prompt_config.parameters.0.key`) into the request. Empty model selects are "none"; an empty
 * number box is NaN, so the contract's range message tells what to type.
 */
export function readAssistantForm(values: TFormValues): Record<string, unknown> {
  const text = (key: string) => (typeof values[key] === 'string' ? (values[key] as string) : undefined);
  const flag = (key: string) => values[key] === true;
  const number = (key: string) => requiredNumber(values[key]);
  return {
    name: text('name'),
    description: text('description') ?? '',
    icon: text('icon') ? text('icon') : null,
    language: text('language'),
    kb_ids: Object.keys(values)
      .filter((key) => key.startsWith(KB_CHECKBOX_PREFIX) && values[key] === true)
      .map((key) => key.slice(KB_CHECKBOX_PREFIX.length)),
    llm_id: text('llm_id') || null,
    rerank_id: text('rerank_id') || null,
    llm_setting: {
      temperature: number('llm_setting.temperature'),
      top_p: number('llm_setting.top_p'),
      presence_penalty: number('llm_setting.presence_penalty'),
      frequency_penalty: number('llm_setting.frequency_penalty'),
      max_tokens: number('llm_setting.max_tokens'),
    },
    prompt_config: {
      system: text('prompt_config.system'),
      prologue: text('prompt_config.prologue'),
      empty_response: text('prompt_config.empty_response'),
      parameters: parameterIndexes(values).map((index) => ({
        key: text(`prompt_config.parameters.${index}.key`) ?? '',
        optional: flag(`prompt_config.parameters.${index}.optional`),
      })),
      quote: flag('prompt_config.quote'),
      self_rag: flag('prompt_config.self_rag'),
      tts: flag('prompt_config.tts'),
      refine_multiturn: flag('prompt_config.refine_multiturn'),
    },
    top_n: number('top_n'),
    top_k: number('top_k'),
    similarity_threshold: number('similarity_threshold'),
    vector_similarity_weight: number('vector_similarity_weight'),
  };
}

/** The rows of the variables list, in the order shown (their indexes are the rows' positions). */
function parameterIndexes(values: TFormValues): number[] {
  const indexes = Object.keys(values).flatMap((key) => {
    const match = /^prompt_config\.parameters\.(\d+)\.key$/.exec(key);
    return match ? [Number(match[1])] : [];
  });
  return indexes.sort((a, b) => a - b);
}
