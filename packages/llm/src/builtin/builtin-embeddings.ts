import { availableParallelism } from 'node:os';
import { Worker } from 'node:worker_threads';
import type { EmbeddingModelV3 } from '@ai-sdk/provider';
import { BUILTIN_EMBEDDING } from '@app/contract';
import { LlmError } from '../errors.js';

type TWorkerAnswer =
  | { id: number; error: string }
  | { id: number; loadMs: number }
  | { id: number; vectors: Float32Array; dimensions: number; tokens: number };

type TPending = { resolve: (answer: TWorkerAnswer) => void; reject: (error: Error) => void };

/** The vectors of a batch, in its order, and the word pieces the model read. */
export type TBuiltinEmbedding = { embeddings: number[][]; tokens: number };

/**
 * One worker thread of the built-in embedding model, started on first use and kept: the model
 * loads once (about half a second, ~100 MB), and embedding (~55 ms per 190-word chunk, CPU
 * bound WebAssembly) never runs on the caller's thread. Its batches run one after the other. An idle
 * worker does not keep the process alive; a worker that dies fails what it was doing and the next
 * call starts a fresh one.
 */
class BuiltinEmbeddingWorker {
  /** The live worker and the requests it owes answers to (a stopped worker fails only its own). */
  private current: { worker: Worker; pending: Map<number, TPending> } | undefined;
  private nextId = 1;
  /** Characters sent to the worker and not yet answered. */
  queuedChars = 0;

  private start(): { worker: Worker; pending: Map<number, TPending> } {
    const worker = new Worker(new URL('./embedding-worker.mjs', import.meta.url), {
      name: 'builtin-embeddings',
      // The model's weights and activations live in WebAssembly memory, outside these limits.
      resourceLimits: { maxOldGenerationSizeMb: 256, maxYoungGenerationSizeMb: 32 },
    });
    const started = { worker, pending: new Map<number, TPending>() };
    worker.on('message', (answer: TWorkerAnswer) => {
      const waiting = started.pending.get(answer.id);
      if (!waiting) return;
      started.pending.delete(answer.id);
      if (started.pending.size === 0) worker.unref();
      waiting.resolve(answer);
    });
    const fail = (error: Error) => {
      if (this.current === started) this.current = undefined;
      for (const waiting of started.pending.values()) waiting.reject(error);
      started.pending.clear();
    };
    worker.on('error', fail);
    worker.on('exit', (code) => fail(new Error(`the built-in embedding worker stopped (exit code ${code})`)));
    worker.unref();
    return started;
  }

  /** Held while it has work, so a script awaiting it does not exit; idle, it lets the process end. */
  private request(message: { type: 'load' } | { type: 'embed'; texts: string[] }): Promise<TWorkerAnswer> {
    this.current ??= this.start();
    const { worker, pending } = this.current;
    const id = this.nextId++;
    return new Promise<TWorkerAnswer>((resolve, reject) => {
      pending.set(id, { resolve, reject });
      worker.ref();
      worker.postMessage({ id, ...message });
    }).then((answer) => {
      if ('error' in answer) throw new Error(`the built-in embedding model failed: ${answer.error}`);
      return answer;
    });
  }

  /** Loads the model (if it is not yet) and says how long loading took, in milliseconds. */
  async load(): Promise<number> {
    const answer = await this.request({ type: 'load' });
    return 'loadMs' in answer ? answer.loadMs : 0;
  }

  async embed(texts: readonly string[]): Promise<TBuiltinEmbedding> {
    const chars = texts.reduce((sum, text) => sum + text.length, 0);
    this.queuedChars += chars;
    // An empty text has no word pieces and would shift the rows after it: a space stands for it.
    const answer = await this.request({
      type: 'embed',
      texts: texts.map((text) => (text.trim() ? text : ' ')),
    }).finally(() => {
      this.queuedChars -= chars;
    });
    if (!('vectors' in answer) || answer.vectors.length !== texts.length * answer.dimensions) {
      throw new Error('the built-in embedding model answered with the wrong number of vectors');
    }
    const embeddings = texts.map((_, row) =>
      Array.from(answer.vectors.subarray(row * answer.dimensions, (row + 1) * answer.dimensions)),
    );
    return { embeddings, tokens: answer.tokens };
  }

  /** Ends the worker (tests, shutdown); the next call starts another. */
  async close(): Promise<void> {
    const worker = this.current?.worker;
    this.current = undefined;
    await worker?.terminate();
  }
}

/**
 * Workers of the built-in model: one per core, at most two, unless `configureBuiltinEmbeddings`
 * says otherwise. Each holds its own copy of the model (~330 MB once used), so the second starts
 * only when a request is large enough to split; a knowledge-base parse embeds its chunks in half
 * the time on two cores.
 */
let poolSize = Math.min(2, availableParallelism());
/** Below this many texts a request stays on one worker: splitting it gains less than it costs. */
const SPLIT_FROM_TEXTS = 8;

/**
 * The built-in model's workers. A request of many texts is cut into one contiguous slice per
 * worker, embedded at once and put back in order (a text's vector does not depend on the texts
 * embedded with it); a small one goes to the worker with the least waiting.
 */
class BuiltinEmbeddingPool {
  private readonly workers: BuiltinEmbeddingWorker[] = [];
  /** Characters waiting over all workers, for `LLM_BUILTIN_BUSY`. */
  private queuedChars = 0;

  constructor(private readonly size: number) {}

  private worker(index: number): BuiltinEmbeddingWorker {
    this.workers[index] ??= new BuiltinEmbeddingWorker();
    return this.workers[index];
  }

  load(): Promise<number> {
    return this.worker(0).load();
  }

  async embed(texts: readonly string[]): Promise<TBuiltinEmbedding> {
    const chars = texts.reduce((sum, text) => sum + text.length, 0);
    // Work already waiting past the limit: refused now rather than answered after a long wait.
    if (this.queuedChars > 0 && this.queuedChars + chars > BUILTIN_EMBEDDING.maxQueuedChars) {
      throw new LlmError('LLM_BUILTIN_BUSY', {});
    }
    this.queuedChars += chars;
    try {
      const parts = texts.length < SPLIT_FROM_TEXTS ? 1 : Math.min(this.size, texts.length);
      if (parts === 1) return await this.leastBusy().embed(texts);
      const sliceLength = Math.ceil(texts.length / parts);
      const results = await Promise.all(
        Array.from({ length: parts }, (_, index) =>
          this.worker(index).embed(texts.slice(index * sliceLength, (index + 1) * sliceLength)),
        ),
      );
      return {
        embeddings: results.flatMap((result) => result.embeddings),
        tokens: results.reduce((sum, result) => sum + result.tokens, 0),
      };
    } finally {
      this.queuedChars -= chars;
    }
  }

  private leastBusy(): BuiltinEmbeddingWorker {
    const started = this.workers.filter((worker): worker is BuiltinEmbeddingWorker => worker !== undefined);
    const idle = started.find((worker) => worker.queuedChars === 0);
    if (idle) return idle;
    if (started.length < this.size) return this.worker(started.length);
    return started.reduce((least, worker) => (worker.queuedChars < least.queuedChars ? worker : least));
  }

  async close(): Promise<void> {
    await Promise.all(this.workers.map((worker) => worker?.close()));
  }
}

let shared: BuiltinEmbeddingPool | undefined;

function builtinWorker(): BuiltinEmbeddingPool {
  shared ??= new BuiltinEmbeddingPool(poolSize);
  return shared;
}

/**
 * How many worker threads the built-in model may use (the server's `EMBEDDING_WORKERS`; 1 keeps the
 * memory of one copy of the model). Takes effect before the model's first use.
 * @public
 */
export function configureBuiltinEmbeddings(options: { workers: number }): void {
  if (!Number.isInteger(options.workers) || options.workers < 1) {
    throw new RangeError('the built-in embedding model needs at least one worker');
  }
  poolSize = options.workers;
}

/**
 * Starts the built-in model's worker and loads the model now rather than on the first request;
 * resolves with the load time in milliseconds (the bench reports it).
 * @public
 */
export function loadBuiltinEmbeddings(): Promise<number> {
  return builtinWorker().load();
}

/** Ends the built-in model's workers (tests, a server shutting down). @public */
export function closeBuiltinEmbeddings(): Promise<void> {
  return shared?.close() ?? Promise.resolve();
}

/** Refuses more texts or characters than `BUILTIN_EMBEDDING` allows in one request. @internal */
export function checkBuiltinInput(values: readonly string[]): void {
  const chars = values.reduce((sum, value) => sum + value.length, 0);
  if (values.length > BUILTIN_EMBEDDING.maxTexts || chars > BUILTIN_EMBEDDING.maxChars) {
    throw new LlmError('LLM_INPUT_TOO_LARGE', {
      model: BUILTIN_EMBEDDING.model,
      texts: BUILTIN_EMBEDDING.maxTexts,
      chars: BUILTIN_EMBEDDING.maxChars,
    });
  }
}

/**
 * The built-in embedding model as an AI SDK embedding model, so `client.embed` treats it as any
 * provider's: the same limits, time limit, abort and usage (its word pieces as input tokens).
 * @internal
 */
export function builtinEmbeddingModel(modelName: string): EmbeddingModelV3 {
  if (modelName !== BUILTIN_EMBEDDING.model) {
    throw new LlmError('LLM_MODEL_NOT_FOUND', { provider: BUILTIN_EMBEDDING.factory, model: modelName });
  }
  return {
    specificationVersion: 'v3',
    provider: BUILTIN_EMBEDDING.factory,
    modelId: BUILTIN_EMBEDDING.model,
    maxEmbeddingsPerCall: undefined,
    supportsParallelCalls: false,
    async doEmbed({ values, abortSignal }) {
      checkBuiltinInput(values);
      abortSignal?.throwIfAborted();
      const work = builtinWorker().embed(values);
      const result = await (abortSignal ? untilAborted(work, abortSignal) : work);
      return { embeddings: result.embeddings, usage: { tokens: result.tokens }, warnings: [] };
    },
  };
}

/** The work's result, or the signal's reason as soon as it aborts (the worker finishes its batch unheard). */
function untilAborted<T>(work: Promise<T>, signal: AbortSignal): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const onAbort = () => reject(signal.reason);
    signal.addEventListener('abort', onAbort, { once: true });
    work.then(
      (value) => {
        signal.removeEventListener('abort', onAbort);
        resolve(value);
      },
      (error: unknown) => {
        signal.removeEventListener('abort', onAbort);
        reject(error);
      },
    );
  });
}
