import { normalizeVector } from '../packages/retrieval/src/index.js';

/**
 * A synthetic knowledge base for the retrieval benchmarks: passages in the vocabulary of annual
 * reports (common words, financial terms, topic words drawn Zipf-like, figures), each about one
 * of `topics` topics, with a 512-dimension unit vector near its topic's centre — so that keyword
 * and vector search both have real work (skewed term frequencies, clustered vectors).
 * Deterministic: the same seed gives the same corpus.
 */

const COMMON = (
  'the of and to in a for is on that by with as are our we be this from or at which have has an was were its ' +
  'not other such may these their also any all if can will been more than under into during each certain'
).split(' ');
const FINANCIAL = (
  'revenue revenues income net operating expenses cost costs sales gross margin fiscal year quarter cash flow ' +
  'assets liabilities equity debt interest tax taxes share shares stock dividend repurchase capital ' +
  'investment investments goodwill intangible amortization depreciation lease leases segment segments ' +
  'customers products services subscription growth increase decrease compared primarily due million billion ' +
  'risk risks factors market markets competition regulatory legal litigation acquisition acquisitions ' +
  'restructuring impairment inventory receivables payable credit facility notes senior term financial ' +
  'statements consolidated accounting policies estimates fair value derivative hedging currency foreign ' +
  'exchange pension benefit compensation employees management results operations liquidity outlook guidance'
).split(' ');

/** A pseudo-word from syllables: the long tail of rare terms (names, products, places). */
function pseudoWord(random: () => number): string {
  const syllables = ['ka', 'lo', 'mi', 'ren', 'tor', 'vex', 'sa', 'dun', 'qua', 'zel', 'pri', 'mon', 'ta', 'gor'];
  const length = 2 + Math.floor(random() * 3);
  return Array.from({ length }, () => syllables[Math.floor(random() * syllables.length)]).join('');
}

/** A seeded generator of uniform numbers in [0, 1) (mulberry32). */
export function seededRandom(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
}

function gaussian(random: () => number): number {
  return Math.sqrt(-2 * Math.log(1 - random())) * Math.cos(2 * Math.PI * random());
}

export type TSyntheticCorpus = {
  /** The passage of chunk `i` and its topic. */
  passage(i: number): { text: string; topic: number; embedding: number[] };
  /** A question about `topic`: a few of its words, and a vector near its centre. */
  question(topic: number): { text: string; embedding: number[] };
  topics: number;
};

export function syntheticCorpus(options: { topics: number; dims: number; wordsPerPassage: number; seed: number }) {
  const random = seededRandom(options.seed);
  const centres = Array.from({ length: options.topics }, () =>
    normalizeVector(Array.from({ length: options.dims }, () => gaussian(random))),
  );
  const topicWords = Array.from({ length: options.topics }, () => Array.from({ length: 12 }, () => pseudoWord(random)));
  const zipf = (n: number, r: () => number) => Math.min(n - 1, Math.floor(n ** r() - 1));
  const near = (centre: number[], spread: number, r: () => number) =>
    normalizeVector(centre.map((x) => x + gaussian(r) * spread));
  const figure = (r: () => number) =>
    r() < 0.5 ? String(2018 + Math.floor(r() * 8)) : Math.floor(r() * 90_000 + 100).toLocaleString('en-US');

  return {
    topics: options.topics,
    passage(i: number) {
      const r = seededRandom(options.seed * 7919 + i);
      const topic = Math.floor(r() * options.topics);
      const words: string[] = [];
      for (let w = 0; w < options.wordsPerPassage; w++) {
        const pick = r();
        if (pick < 0.45) words.push(COMMON[zipf(COMMON.length, r)]!);
        else if (pick < 0.8) words.push(FINANCIAL[zipf(FINANCIAL.length, r)]!);
        else if (pick < 0.93) words.push(topicWords[topic]![zipf(12, r)]!);
        else words.push(figure(r));
      }
      return { text: `${words.join(' ')}.`, topic, embedding: near(centres[topic]!, 0.035, r) };
    },
    question(topic: number) {
      const r = seededRandom(options.seed * 104_729 + topic);
      const words = [
        'what',
        'was',
        'the',
        FINANCIAL[zipf(FINANCIAL.length, r)]!,
        topicWords[topic]![zipf(12, r)]!,
        FINANCIAL[zipf(FINANCIAL.length, r)]!,
        'in',
        figure(r),
      ];
      return { text: `${words.join(' ')}?`, embedding: near(centres[topic]!, 0.03, r) };
    },
  } satisfies TSyntheticCorpus;
}
