import { defaultClientFor, fromLlmError } from '../llm/llm-service.js';
import type { ConversationDeps } from './conversation-deps.js';

/** What a listener should not hear: citation markers, Markdown marks, links' addresses. */
const UNSPOKEN: [RegExp, string][] = [
  [/\[ID:\s*\d+\]|##\d+\$\$/giu, ''],
  [/!?\[([^\]]*)\]\([^)]*\)/gu, '$1'],
  [/[*_`#>|~]+/gu, ' '],
  [/\s+/gu, ' '],
];

/** The words of a reply as they are read aloud. @internal */
export function spokenText(text: string): string {
  return UNSPOKEN.reduce((spoken, [pattern, by]) => spoken.replace(pattern, by), text).trim();
}

/**
 * `conversation/tts`: the text read aloud by the user's default text-to-speech model (RAGFlow's
 * `tts`); `LLM_NOT_CONFIGURED` when the user has none, the provider's failures as catalogue codes.
 */
export async function speakText(
  deps: ConversationDeps,
  ownerId: string,
  text: string,
): Promise<{ fileName: string; body: Uint8Array; contentType: string }> {
  const client = await defaultClientFor(deps.llm, ownerId, 'tts');
  try {
    const { audio, mediaType } = await client.speak({ text: spokenText(text) || text });
    const extension =
      mediaType
        .split('/')[1]
        ?.replace(/^mpeg$/u, 'mp3')
        .replace(/[^a-z0-9]/gu, '') || 'audio';
    return { fileName: `reply.${extension}`, body: audio, contentType: mediaType };
  } catch (error) {
    throw fromLlmError(error);
  }
}
