// The password-strength worker thread: zxcvbn-ts with its common and English dictionaries, kept
// off the main thread because one check takes up to a few hundred milliseconds of CPU.
import { parentPort } from 'node:worker_threads';
import { ZxcvbnFactory } from '@zxcvbn-ts/core';
import { adjacencyGraphs, dictionary as commonDictionary } from '@zxcvbn-ts/language-common';
import { dictionary as englishDictionary } from '@zxcvbn-ts/language-en';

const zxcvbn = new ZxcvbnFactory({
  dictionary: { ...commonDictionary, ...englishDictionary },
  graphs: adjacencyGraphs,
});

parentPort?.on('message', ({ id, password, userInputs }) => {
  try {
    parentPort?.postMessage({ id, score: zxcvbn.check(password, userInputs).score });
  } catch (error) {
    parentPort?.postMessage({ id, error: error instanceof Error ? error.message : String(error) });
  }
});
