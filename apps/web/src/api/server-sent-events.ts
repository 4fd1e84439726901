/**
 * The `data` of each Server-Sent Event in a response body, as the HTML standard's event-stream
 * parsing reads it: lines end in CRLF, LF or CR; `data:` lines of one event are joined with `\n`
 * (one leading space dropped); a blank line dispatches the event; comments (`:`) and other fields
 * (`event`, `id`, `retry`) are ignored; an event cut off by the end of the body is not dispatched.
 * Stopping early (a `return` or `break` by the consumer) cancels the body.
 */
export async function* readServerSentEvents(body: ReadableStream<Uint8Array>): AsyncGenerator<string> {
  const reader = body.getReader();
  const decoder = new TextDecoder();
  let buffer = '';
  let data: string[] = [];
  let isDone = false;
  try {
    while (!isDone) {
      const chunk = await reader.read();
      isDone = chunk.done;
      buffer += decoder.decode(chunk.value, { stream: !isDone });
      // A CR at the very end may be the first half of a CRLF: it waits for the next chunk.
      const held = !isDone && buffer.endsWith('\r') ? '\r' : '';
      const lines = (held ? buffer.slice(0, -1) : buffer).split(/\r\n|\r|\n/);
      // The last piece is an unfinished line.
      buffer = (lines.pop() ?? '') + held;
      for (const line of lines) {
        if (line === '') {
          if (data.length > 0) yield data.join('\n');
          data = [];
        } else if (line.startsWith('data')) {
          const field = fieldOf(line);
          if (field.name === 'data') data.push(field.value);
        }
      }
    }
  } finally {
    if (!isDone) await reader.cancel().catch(() => undefined);
    reader.releaseLock();
  }
}

function fieldOf(line: string): { name: string; value: string } {
  const colon = line.indexOf(':');
  if (colon === -1) return { name: line, value: '' };
  const value = line.slice(colon + 1);
  return { name: line.slice(0, colon), value: value.startsWith(' ') ? value.slice(1) : value };
}
