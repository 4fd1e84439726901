import type { TChatStreamEvent } from '@app/contract';
import type { FastifyReply } from 'fastify';

/** A Server-Sent Events response: events out, and a signal that fires when the client hangs up. */
export type TEventStream<TEvent = TChatStreamEvent> = {
  send(event: TEvent): void;
  end(): void;
  /** Aborted when the client closes the connection before the stream ends (the user's stop). */
  signal: AbortSignal;
};

/**
 * Takes the response over from Fastify and opens an event stream: one `data: {json}` per event,
 * never cached or buffered by a proxy. Closing the connection (stop) aborts `signal`, which the
 * reply passes to the provider's request.
 */
export function openEventStream<TEvent = TChatStreamEvent>(reply: FastifyReply): TEventStream<TEvent> {
  const controller = new AbortController();
  const response = reply.raw;
  reply.hijack();
  response.writeHead(200, {
    'content-type': 'text/event-stream; charset=utf-8',
    'cache-control': 'no-store',
    'x-content-type-options': 'nosniff',
    'x-accel-buffering': 'no',
    connection: 'keep-alive',
  });
  response.flushHeaders();
  response.on('close', () => {
    if (!response.writableFinished) controller.abort();
  });
  return {
    send(event) {
      if (!response.destroyed && !response.writableEnded) response.write(`data: ${JSON.stringify(event)}\n\n`);
    },
    end() {
      if (!response.writableEnded) response.end();
    },
    signal: controller.signal,
  };
}
