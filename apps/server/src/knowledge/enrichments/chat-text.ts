import type { TLlmClient } from '@app/llm';
import type { TChatMessage } from '@app/retrieval';

/**
 * The chat model's whole answer to `messages` (the system messages joined into its system prompt),
 * as text. Failures are the client's `LlmError`s, which the parse job records with their codes.
 */
export async function chatText(
  client: TLlmClient,
  messages: readonly TChatMessage[],
  options: { maxOutputTokens: number; signal: AbortSignal },
): Promise<string> {
  const system = messages
    .filter((message) => message.role === 'system')
    .map((message) => message.content)
    .join('\n\n');
  const conversation = messages.flatMap((message) =>
    message.role === 'system' ? [] : [{ role: message.role, content: message.content }],
  );
  const answer = await client.chat({
    messages: conversation,
    ...(system ? { system } : {}),
    maxOutputTokens: options.maxOutputTokens,
    signal: options.signal,
  });
  return answer.text;
}
