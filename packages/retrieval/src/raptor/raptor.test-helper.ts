/** Stand-ins for the embedding and chat models in RAPTOR tests: topic words decide where a text lands. */
import { seededRandom } from './prng.js';

export const TOPICS = ['revenue', 'litigation', 'china'] as const;

/** A 16-dimensional vector: one axis per topic word the text holds, plus small noise seeded by the text. */
export function topicVector(text: string): number[] {
  let seed = 0;
  for (const char of text) seed = (seed * 31 + char.charCodeAt(0)) >>> 0;
  const random = seededRandom(seed);
  const vector = Array.from({ length: 16 }, () => (random() - 0.5) * 0.1);
  TOPICS.forEach((topic, axis) => {
    if (text.toLowerCase().includes(topic)) vector[axis]! += 1;
  });
  return vector;
}

export async function embedTopics(texts: string[]): Promise<number[][]> {
  return texts.map(topicVector);
}

/** A "summary" naming the topics of the cluster and how many texts it read. */
export async function summarizeTopics(_prompt: string, texts: string[]): Promise<string> {
  const topics = TOPICS.filter((topic) => texts.some((text) => text.toLowerCase().includes(topic)));
  return `Summary of ${texts.length} passages about ${topics.join(' and ')}.`;
}
