// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { readServerSentEvents } from './server-sent-events';

/** A body that arrives in these pieces. */
function bodyOf(chunks: string[]): ReadableStream<Uint8Array> {
  const encoder = new TextEncoder();
  return new ReadableStream({
    start(controller) {
      for (const chunk of chunks) controller.enqueue(encoder.encode(chunk));
      controller.close();
    },
  });
}

async function readAll(chunks: string[]): Promise<string[]> {
  const events: string[] = [];
  for await (const data of readServerSentEvents(bodyOf(chunks))) events.push(data);
  return events;
}

describe('readServerSentEvents', () => {
  it('yields each event once its blank line arrives, however the body is cut', async () => {
    const text = 'data: {"a":1}\n\ndata: {"b":"é"}\n\n';
    expect(await readAll([text])).toEqual(['{"a":1}', '{"b":"é"}']);
    // One character at a time, and a multi-byte character split across chunks.
    const bytes = [...new TextEncoder().encode(text)];
    const body = new ReadableStream<Uint8Array>({
      start(controller) {
        for (const byte of bytes) controller.enqueue(new Uint8Array([byte]));
        controller.close();
      },
    });
    const events: string[] = [];
    for await (const data of readServerSentEvents(body)) events.push(data);
    expect(events).toEqual(['{"a":1}', '{"b":"é"}']);
  });

  it('joins data lines, reads CRLF and CR (also split between chunks), skips comments and other fields', async () => {
    expect(await readAll([': ping\r\n\r\nevent: x\r\nid: 1\r\ndata: one\r', '\ndata:two\r', '\r'])).toEqual([
      'one\ntwo',
    ]);
    expect(await readAll(['data: a\rdata: b\r\r'])).toEqual(['a\nb']);
  });

  it('drops an event the body cut off before its blank line', async () => {
    expect(await readAll(['data: whole\n\ndata: cut'])).toEqual(['whole']);
  });

  it('cancels the body when the reader stops early', async () => {
    let isCancelled = false;
    const body = new ReadableStream<Uint8Array>({
      pull(controller) {
        controller.enqueue(new TextEncoder().encode('data: tick\n\n'));
      },
      cancel() {
        isCancelled = true;
      },
    });
    for await (const data of readServerSentEvents(body)) {
      expect(data).toBe('tick');
      break;
    }
    expect(isCancelled).toBe(true);
  });
});
