import type { TChatRequest } from '@app/llm';
import type { TPromptVariable } from '@app/retrieval';
import type { TDialogRow } from '../dialogs/get-owned-dialog.js';

/** What a completion reads of an assistant's prompt config (checked by `dialog/set` when stored). */
export type TDialogPromptSettings = {
  system: string;
  emptyResponse: string;
  variables: TPromptVariable[];
  quote: boolean;
  selfRag: boolean;
  refineMultiturn: boolean;
};

/** The sampling settings a completion passes on to the model (only those the assistant sets). */
export type TDialogSampling = Pick<
  TChatRequest,
  'temperature' | 'topP' | 'presencePenalty' | 'frequencyPenalty' | 'maxOutputTokens'
>;

const text = (value: unknown) => (typeof value === 'string' ? value : '');

/** The assistant's opener, said first in each new conversation with it ('' when it has none). */
export function openerOf(dialog: TDialogRow): string {
  return text(dialog.promptConfig.prologue).trim();
}

/** The prompt config with RAGFlow's defaults for what a row lacks (quote on, the rest off). */
export function promptSettingsOf(dialog: TDialogRow): TDialogPromptSettings {
  const config = dialog.promptConfig;
  const parameters = Array.isArray(config.parameters) ? config.parameters : [];
  return {
    system: text(config.system),
    emptyResponse: text(config.empty_response).trim(),
    variables: parameters.flatMap((parameter: unknown) => {
      const { key, optional } = (parameter ?? {}) as { key?: unknown; optional?: unknown };
      return typeof key === 'string' ? [{ key, optional: optional === true }] : [];
    }),
    quote: config.quote !== false,
    selfRag: config.self_rag === true,
    refineMultiturn: config.refine_multiturn === true,
  };
}

/** The assistant's `llm_setting` as the model layer's sampling settings (RAGFlow's names → the AI SDK's). */
export function samplingOf(dialog: TDialogRow): TDialogSampling {
  const setting = dialog.llmSetting;
  const numberOf = (key: string) => (typeof setting[key] === 'number' ? (setting[key] as number) : undefined);
  const maxTokens = numberOf('max_tokens');
  const sampling: TDialogSampling = {};
  const temperature = numberOf('temperature');
  const topP = numberOf('top_p');
  const presencePenalty = numberOf('presence_penalty');
  const frequencyPenalty = numberOf('frequency_penalty');
  if (temperature !== undefined) sampling.temperature = temperature;
  if (topP !== undefined) sampling.topP = topP;
  if (presencePenalty !== undefined) sampling.presencePenalty = presencePenalty;
  if (frequencyPenalty !== undefined) sampling.frequencyPenalty = frequencyPenalty;
  if (maxTokens !== undefined && maxTokens > 0) sampling.maxOutputTokens = Math.floor(maxTokens);
  return sampling;
}
