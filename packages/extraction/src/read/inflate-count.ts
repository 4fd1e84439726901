/**
 * Counts what compressed data unpacks to without keeping it: a streaming inflater whose output is
 * counted and dropped chunk by chunk, and that is stopped as soon as the count passes a limit, so
 * measuring a bomb costs at most the limit's worth of inflating and a few chunks of memory.
 */
import { Readable, Transform, Writable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { createInflate, createInflateRaw } from 'node:zlib';

const CHUNK_BYTES = 64 * 1024;

class OverLimit extends Error {}

/**
 * The bytes `data` inflates to through `stages` inflaters in a row (a PDF stream filtered
 * `[/FlateDecode /FlateDecode]` is two), every stage's output counted, since a reader holds each
 * stage's output. Data after the end of the deflate stream is ignored, as readers do; data that is
 * damaged counts what inflated before the damage (the reader fails on it later).
 *
 * @param format - `raw` deflate (ZIP parts) or `zlib`-wrapped (PDF `FlateDecode`)
 * @returns the count, or `limit + 1` once it passes `limit` (inflating then stops)
 * @internal
 */
export async function countInflated(
  data: Uint8Array,
  options: { format: 'raw' | 'zlib'; stages?: number; limit: number },
): Promise<number> {
  let counted = 0;
  const counter = () =>
    new Transform({
      transform(chunk: Buffer, _encoding, done) {
        counted += chunk.length;
        if (counted > options.limit) done(new OverLimit());
        else done(null, chunk);
      },
    });
  const steps: (Transform | Writable)[] = [];
  for (let stage = 0; stage < (options.stages ?? 1); stage++) {
    const isRaw = stage === 0 && options.format === 'raw';
    steps.push(isRaw ? createInflateRaw({ chunkSize: CHUNK_BYTES }) : createInflate({ chunkSize: CHUNK_BYTES }));
    steps.push(counter());
  }
  const sink = new Writable({ write: (_chunk, _encoding, done) => done() });
  try {
    await pipeline([Readable.from([data]), ...steps, sink]);
  } catch (error) {
    if (error instanceof OverLimit) return options.limit + 1;
    // A zlib error: damaged or truncated data, which the reader will refuse on its own.
  }
  return counted;
}
