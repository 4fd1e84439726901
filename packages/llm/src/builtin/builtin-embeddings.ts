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
 * The one worker thread of the built-in embedding model, started on first use and kept: the model
 * loads once (about a tenth of a second, ~130 MB), and embedding (~85 ms per 190-word chunk, CPU
 * bound WebAssembly) never runs on the caller's thread. Batches run one after the other. An idle
 * worker does not keep the process alive; a worker that dies fails what it was doing and the next
 * call starts a fresh one.
 */
class BuiltinEmbeddingWorker {
  /** The live worker and the requests it owes answers to (a stopped worker fails only its own). */
  private current: { worker: Worker; pending: Map<number, TPending> } | undefined;
  private nextId = 1;
  /** Characters sent to the worker and not yet answered. */
  private queuedChars = 0;

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
    // Work already waiting past the limit: refused now rather than answered after a long wait.
    if (this.queuedChars > 0 && this.queuedChars + chars > BUILTIN_EMBEDDING.maxQueuedChars) {
      throw new LlmError('LLM_BUILTIN_BUSY', {});
    }
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

let shared: BuiltinEmbeddingWorker | undefined;

function builtinWorker(): BuiltinEmbeddingWorker {
  shared ??= new BuiltinEmbeddingWorker();
  return shared;
}

/**
 * Starts the built-in model's worker and loads the model now rather than on the first request;
 * resolves with the load time in milliseconds (the bench reports it).
 * @public
 */
export function loadBuiltinEmbeddings(): Promise<number> {
  return builtinWorker().load();
}

/** Ends the built-in model's worker (tests, a server shutting down). @public */
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
