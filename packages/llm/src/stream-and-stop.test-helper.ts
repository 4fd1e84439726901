import type { TChatEvent, TLlmClient } from './client.js';

/**
 * Streams a one-question chat and aborts it, as the Stop button does, once `after` events have
 * arrived: the events seen and what the stream threw (undefined if it ended on its own).
 */
export async function streamAndStop(
  client: TLlmClient,
  after: number,
): Promise<{ events: TChatEvent[]; error: unknown }> {
  const stop = new AbortController();
  const events: TChatEvent[] = [];
  try {
    for await (const event of client.streamChat({ messages: [{ role: 'user', content: 'hi' }], signal: stop.signal })) {
      events.push(event);
      if (events.length === after) stop.abort();
    }
    return { events, error: undefined };
  } catch (error) {
    return { events, error };
  }
}
