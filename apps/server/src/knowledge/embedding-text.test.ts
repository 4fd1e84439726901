import { describe, expect, it } from 'vitest';
import { embedWhileStoring } from './embedding-text.js';

/** A promise with its resolve, for steps the test lets finish in its own order. */
function deferred(): { promise: Promise<void>; resolve: () => void } {
  let resolve = () => {};
  const promise = new Promise<void>((done) => {
    resolve = done;
  });
  return { promise, resolve };
}

describe('embedWhileStoring', () => {
  it('embeds the next batch while one is stored, and stores every batch in order', async () => {
    const events: string[] = [];
    const storing = deferred();
    const done = embedWhileStoring(
      [['a'], ['b'], ['c']],
      async (batch) => {
        events.push(`embed ${batch[0]}`);
        return batch.map((text) => text.toUpperCase());
      },
      async (batch, embedded) => {
        events.push(`store ${batch[0]} as ${embedded[0]}`);
        if (batch[0] === 'a') await storing.promise;
      },
    );
    await new Promise((resolve) => setTimeout(resolve, 0));
    // The first batch is being stored (its store has not returned), and the second is embedded meanwhile.
    expect(events).toEqual(['embed a', 'embed b', 'store a as A']);
    storing.resolve();
    await done;
    expect(events).toEqual(['embed a', 'embed b', 'store a as A', 'embed c', 'store b as B', 'store c as C']);
  });

  it('ends with a failure of either, and a batch embedding when a store fails is not left unhandled', async () => {
    const embedFails = embedWhileStoring(
      [['a'], ['b']],
      async (batch) => {
        if (batch[0] === 'b') throw new Error('provider down');
        return batch;
      },
      async () => {},
    );
    await expect(embedFails).rejects.toThrow('provider down');

    const stored: string[] = [];
    const storeFails = embedWhileStoring(
      [['a'], ['b'], ['c']],
      async (batch) => {
        if (batch[0] === 'b') throw new Error('never awaited');
        return batch;
      },
      async (batch) => {
        stored.push(batch[0] ?? '');
        throw new Error('disk full');
      },
    );
    await expect(storeFails).rejects.toThrow('disk full');
    expect(stored).toEqual(['a']);
  });

  it('does nothing for no batch', async () => {
    let calls = 0;
    await embedWhileStoring(
      [],
      async () => {
        calls += 1;
      },
      async () => {
        calls += 1;
      },
    );
    expect(calls).toBe(0);
  });
});
