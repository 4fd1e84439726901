import { expect } from 'vitest';
import type { TestApp } from './test-app.js';

/** Adds the mock provider's chat model (`gpt-chat@OpenAI`) for the user and makes it their default one. */
export async function addDefaultMockChat(
  t: TestApp,
  token: string,
  providerUrl: string,
  apiKey: string,
): Promise<void> {
  const added = await t.call('POST', '/v1/llm/add_llm', {
    token,
    body: {
      llm_factory: 'OpenAI',
      llm_name: 'gpt-chat',
      model_type: 'chat',
      base_url: `${providerUrl}/v1`,
      api_key: apiKey,
    },
  });
  expect(added.code, added.message).toBe(0);
  const set = await t.call('POST', '/v1/user/set_tenant_info', { token, body: { llm_id: 'gpt-chat@OpenAI' } });
  expect(set.code, set.message).toBe(0);
}
