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

/** The sampling settings a completion passes on (the model layer takes these two). */
export type TDialogSampling = { temperature: number | undefined; maxOutputTokens: number | undefined };

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

export function samplingOf(dialog: TDialogRow): TDialogSampling {
  const { temperature, max_tokens: maxTokens } = dialog.llmSetting;
  return {
    temperature: typeof temperature === 'number' ? temperature : undefined,
    maxOutputTokens: typeof maxTokens === 'number' && maxTokens > 0 ? Math.floor(maxTokens) : undefined,
  };
}
