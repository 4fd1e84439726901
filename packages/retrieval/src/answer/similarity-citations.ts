/**
 * Citations for an answer the model wrote without markers, RAGFlow's `insert_citations`: the answer cut
 * into sentences, each sentence compared with every passage by a hybrid of keyword overlap (0.1) and
 * vector cosine (0.9); a sentence whose best passage clears the threshold cites it and the passages
 * within 1% of it (at most 4). The threshold starts at 0.63 and drops by a fifth while nothing is
 * cited, down to 0.3. The caller embeds the sentences (`answerSentences`) with the passages' model:
 * this stays pure.
 */
import { keywordQueryTerms, keywordText } from '../search/keyword-text.js';
import { dotProduct, normalizeVector } from '../search/vector.js';

const TERM_WEIGHT = 0.1;
const VECTOR_WEIGHT = 0.9;
const START_THRESHOLD = 0.63;
const LOWEST_THRESHOLD = 0.3;
const MAX_CITATIONS_PER_SENTENCE = 4;
/** Shorter pieces ("OK.", "2024.") say too little to be matched to a passage. */
const MIN_SENTENCE_LENGTH = 5;

/** A passage as similarity sees it: its text and its embedding (same model as the sentences'). */
export type TComparablePassage = { id: number; content: string; vector: readonly number[] };

type TPiece = { text: string; isSentence: boolean };

/**
 * The answer in pieces: sentences (ended by `. ! ? ;` before a space, Chinese `。！？；`, or a line
 * break) and what is never cited — code blocks, table rows, blank lines. Joined, the pieces are the
 * answer.
 */
function answerPieces(answer: string): TPiece[] {
  const pieces: TPiece[] = [];
  answer.split(/(```[\s\S]*?(?:```|$))/u).forEach((part, i) => {
    if (i % 2 === 1) {
      pieces.push({ text: part, isSentence: false });
      return;
    }
    for (const piece of part.split(/(?<=[。！？；]|[.!?;](?=\s)|\n)/u)) {
      if (piece === '') continue;
      const trimmed = piece.trim();
      const isSentence = trimmed.length >= MIN_SENTENCE_LENGTH && !trimmed.startsWith('|');
      pieces.push({ text: piece, isSentence });
    }
  });
  return pieces;
}

/** The sentences to embed, in order: `insertCitationsBySimilarity` takes their vectors in the same order. @public */
export function answerSentences(answer: string): string[] {
  return answerPieces(answer)
    .filter((piece) => piece.isSentence)
    .map((piece) => piece.text.trim());
}

/**
 * The answer with `[ID:n]` markers after the sentences that passages support, and the cited numbers.
 * `sentenceVectors[i]` is the embedding of `answerSentences(answer)[i]`.
 * @public
 */
export function insertCitationsBySimilarity(
  answer: string,
  sentenceVectors: readonly (readonly number[])[],
  passages: readonly TComparablePassage[],
): { text: string; ids: number[] } {
  const pieces = answerPieces(answer);
  const sentences = pieces.filter((piece) => piece.isSentence);
  if (sentences.length === 0 || passages.length === 0 || sentenceVectors.length !== sentences.length) {
    return { text: answer, ids: [] };
  }
  const passageVectors = passages.map((passage) => normalizeVector(passage.vector));
  const passageTerms = passages.map((passage) => new Set(keywordText(passage.content).split(' ')));
  const similarities = sentences.map((sentence, i) => {
    const vector = normalizeVector(sentenceVectors[i]!);
    const terms = keywordQueryTerms(sentence.text);
    return passages.map((_, j) => {
      const overlap = terms.length === 0 ? 0 : terms.filter((term) => passageTerms[j]!.has(term)).length / terms.length;
      const cosine = vector.length === passageVectors[j]!.length ? dotProduct(vector, passageVectors[j]!) : 0;
      return TERM_WEIGHT * overlap + VECTOR_WEIGHT * cosine;
    });
  });
  let cites = new Map<number, number[]>();
  for (let threshold = START_THRESHOLD; threshold > LOWEST_THRESHOLD && cites.size === 0; threshold *= 0.8) {
    cites = new Map();
    similarities.forEach((row, i) => {
      const best = Math.max(...row) * 0.99;
      if (best < threshold) return;
      const cited = row
        .map((similarity, j) => ({ similarity, id: passages[j]!.id }))
        .filter((candidate) => candidate.similarity > best)
        .sort((a, b) => b.similarity - a.similarity)
        .slice(0, MAX_CITATIONS_PER_SENTENCE)
        .map((candidate) => candidate.id);
      cites.set(i, cited);
    });
  }
  const ids: number[] = [];
  let sentenceIndex = -1;
  const text = pieces
    .map((piece) => {
      if (!piece.isSentence) return piece.text;
      sentenceIndex += 1;
      const cited = cites.get(sentenceIndex) ?? [];
      for (const id of cited) if (!ids.includes(id)) ids.push(id);
      return cited.length === 0 ? piece.text : withMarkers(piece.text, cited);
    })
    .join('');
  return { text, ids };
}

/** Markers after the sentence's text, before its trailing whitespace (the line break stays after them). */
function withMarkers(sentence: string, ids: readonly number[]): string {
  const body = sentence.trimEnd();
  return `${body} ${ids.map((id) => `[ID:${id}]`).join('')}${sentence.slice(body.length)}`;
}
