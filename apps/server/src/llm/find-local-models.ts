import { llmFactory, type ZLocalModelsRequestSchema } from '@app/contract';
import { listModels } from '@app/llm';
import type { z } from 'zod';
import type { LlmDeps } from './llm-deps.js';
import { fromLlmError } from './llm-service.js';

/** What a server the user runs serves, at its base URL or the factory's default (Ollama on 127.0.0.1:11434). */
export async function findLocalModels(deps: LlmDeps, input: z.output<typeof ZLocalModelsRequestSchema>) {
  const baseUrl = input.base_url ?? llmFactory(input.llm_factory)?.defaultBaseUrl ?? '';
  try {
    const models = await listModels(
      { factory: input.llm_factory, baseUrl, apiKey: input.api_key },
      deps.fetch ? { fetch: deps.fetch } : {},
    );
    return { base_url: baseUrl, models };
  } catch (error) {
    throw fromLlmError(error);
  }
}
