import type { TResearchEvent } from '@app/contract';
import type { FastifyReply } from 'fastify';
import { openEventStream } from '../conversations/event-stream.js';
import type { ResearchDeps } from './research-deps.js';
import { checkpointOf, getOwnedResearch } from './research-store.js';
import { researchView } from './research-view.js';

/** How often the stream looks for new events: the job writes them to the row as they happen. */
const POLL_MS = 400;
/** A stream ends after this long even while work runs; the screen opens the next one. */
const MAX_STREAM_MS = 10 * 60_000;

type TStreamItem =
  | { type: 'event'; event: TResearchEvent }
  | { type: 'done'; research: Awaited<ReturnType<typeof researchView>> };

/**
 * `research/events`: the collection's events after `after` as they are stored, then `done` with
 * the session once no work runs for it (at once when none does). The job may run in another
 * server process: the row is the channel, read every 400 ms while the client listens.
 */
export async function streamResearchEvents(
  deps: ResearchDeps,
  ownerId: string,
  input: { research_id: string; after: number },
  reply: FastifyReply,
): Promise<void> {
  // Refused before the stream opens: another user's id is the usual NOT_FOUND envelope.
  let row = await getOwnedResearch(deps.database.db, ownerId, input.research_id);
  const stream = openEventStream<TStreamItem>(reply);
  const started = Date.now();
  let after = input.after;
  try {
    for (;;) {
      const events = (checkpointOf(row)?.events ?? []) as TResearchEvent[];
      for (const event of events.filter((found) => found.seq > after)) {
        stream.send({ type: 'event', event });
        after = event.seq;
      }
      if (row.jobId === null || Date.now() - started > MAX_STREAM_MS) break;
      await new Promise((resolve) => setTimeout(resolve, POLL_MS));
      if (stream.signal.aborted) return;
      row = await getOwnedResearch(deps.database.db, ownerId, input.research_id);
    }
    stream.send({ type: 'done', research: await researchView(deps, row) });
  } finally {
    stream.end();
  }
}
