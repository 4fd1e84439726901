import type { CITATION_METHODS } from '@app/contract';
import type { TLlmClient } from '@app/llm';
import {
  answerSentences,
  insertCitationsBySimilarity,
  parseCitationMarkers,
  type TComparablePassage,
  type TNumberedPassage,
} from '@app/retrieval';
import type { Database } from '../db/database.js';
import { passageEmbeddings, type TDialogPassage } from './dialog-retrieval.js';

/** Sentences of one answer embedded for citations at most (a longer answer's tail goes uncited). */
const MAX_SENTENCES = 128;

export type TCitedAnswer = { text: string; ids: number[]; method: (typeof CITATION_METHODS)[number] };

/**
 * The answer's citations: its `[ID:n]` markers (any form, unknown numbers dropped); when it has none,
 * RAGFlow's citations by similarity — its sentences embedded by the knowledge bases' model and
 * compared with the passages' stored embeddings. A failed embedding leaves the answer uncited.
 */
export async function citeAnswer(
  request: {
    database: Database;
    embedder: TLlmClient;
    signal: AbortSignal;
    log: { warn(object: object, message: string): void };
  },
  answer: string,
  passages: readonly TNumberedPassage<TDialogPassage>[],
): Promise<TCitedAnswer> {
  const marked = parseCitationMarkers(answer, passages.length);
  if (marked.ids.length > 0) return { ...marked, method: 'marker' };
  const sentences = answerSentences(marked.text);
  if (sentences.length === 0 || passages.length === 0 || sentences.length > MAX_SENTENCES) {
    return { ...marked, method: 'none' };
  }
  try {
    const [{ embeddings }, stored] = await Promise.all([
      request.embedder.embed(sentences, request.signal),
      passageEmbeddings(
        request.database,
        passages.map((passage) => passage.chunkId),
      ),
    ]);
    const comparable: TComparablePassage[] = passages.flatMap((passage) => {
      const vector = stored.get(passage.chunkId);
      return vector ? [{ id: passage.id, content: passage.content, vector }] : [];
    });
    const cited = insertCitationsBySimilarity(marked.text, embeddings, comparable);
    return { ...cited, method: cited.ids.length > 0 ? 'similarity' : 'none' };
  } catch (error) {
    request.log.warn({ err: error }, 'citations by similarity failed');
    return { ...marked, method: 'none' };
  }
}
