/**
 * Chinese word segmentation with jieba (`@node-rs/jieba`, the Rust port, prebuilt). Its dictionary
 * takes ~0.2 s and ~48 MB to load, so it is loaded on the first Han text only: a process that
 * never sees Chinese never pays for it.
 */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { Jieba } from '@node-rs/jieba';

const require = createRequire(import.meta.url);
let jieba: Jieba | undefined;

function loadedJieba(): Jieba {
  if (!jieba) {
    const { Jieba: JiebaClass } = require('@node-rs/jieba') as typeof import('@node-rs/jieba');
    // The dictionary alone: the package's `dict` module also reads the 6 MB IDF table we do not use.
    jieba = JiebaClass.withDict(readFileSync(require.resolve('@node-rs/jieba/dict.txt')));
  }
  return jieba;
}

/**
 * The words of a run of Han (and kana) characters for the index: every dictionary word, and the
 * shorter dictionary words inside the long ones (search mode), so a question that names a part of a
 * compound ("利润" in "净利润") still matches it. HMM guessing is off on both sides: it depends on the
 * surrounding text, so the same name could be cut differently in a chunk and in a question.
 * @internal
 */
export function segmentForIndex(run: string): string[] {
  return loadedJieba().cutForSearch(run, false);
}

/** The words of a run of Han (and kana) characters in a question: the plain cut, one word per idea. @internal */
export function segmentForQuery(run: string): string[] {
  return loadedJieba().cut(run, false);
}
