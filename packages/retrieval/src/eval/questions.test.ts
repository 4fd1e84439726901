import { describe, expect, it } from 'vitest';
import { readDocumentText } from './document-text.test-helper.js';
import {
  firstHitRank,
  isEvidenceHit,
  loadRetrievalQuestions,
  normalizeEvidenceText,
  type TRetrievalQuestion,
} from './questions.js';

/** The evidence strings of one question sit in one passage: within this many characters. */
const PASSAGE_SPAN = 1500;
const HAS_CJK = /[\u4e00-\u9fff]/;

const questions = loadRetrievalQuestions();
const byDocument = new Map<string, TRetrievalQuestion[]>();
for (const question of questions)
  byDocument.set(question.document, [...(byDocument.get(question.document) ?? []), question]);

describe('the retrieval evaluation set', () => {
  it('has enough questions of every kind, in both splits', () => {
    expect(questions.length).toBeGreaterThanOrEqual(80);
    expect(questions.filter((question) => question.language === 'zh').length).toBeGreaterThanOrEqual(15);
    for (const split of ['dev', 'holdout'] as const) {
      expect(questions.filter((question) => question.split === split).length).toBeGreaterThanOrEqual(
        questions.length * 0.35,
      );
    }
    for (const kind of ['table', 'text'] as const) {
      expect(questions.filter((question) => question.kind === kind).length).toBeGreaterThanOrEqual(
        questions.length * 0.3,
      );
    }
  });

  it('keeps each document in one split, so tuning on dev never sees a holdout passage', () => {
    for (const [document, ofDocument] of byDocument) {
      expect(new Set(ofDocument.map((question) => question.split)), document).toHaveProperty('size', 1);
    }
  });

  it('asks each question in its language and never quotes its evidence whole', () => {
    for (const question of questions) {
      expect(HAS_CJK.test(question.question), question.id).toBe(question.language === 'zh');
      const asked = normalizeEvidenceText(question.question);
      const quoted = question.evidence.filter((evidence) => asked.includes(normalizeEvidenceText(evidence)));
      expect(quoted.length, question.id).toBeLessThan(question.evidence.length);
    }
  });

  it.each([...byDocument.keys()])(
    'finds every question’s evidence in one passage of %s',
    async (document) => {
      const pages = (await readDocumentText(document)).map(normalizeEvidenceText);
      const pageStarts: number[] = [];
      let text = '';
      for (const page of pages) {
        pageStarts.push(text.length);
        text += `${page} `;
      }
      const pageAt = (offset: number) => pageStarts.findLastIndex((start) => start <= offset) + 1;
      for (const question of byDocument.get(document) ?? []) {
        const passages = passageStarts(text, question);
        expect(passages.length, `${question.id}: evidence not found together`).toBeGreaterThan(0);
        if (question.page !== undefined) expect(passages.map(pageAt), question.id).toContain(question.page);
      }
    },
    120_000,
  );
});

describe('isEvidenceHit', () => {
  const question = { evidence: ['Net operating revenues', '47,061'] };

  it('counts a chunk holding every evidence string, however it is spaced or cased', () => {
    expect(isEvidenceHit('| NET OPERATING\n REVENUES | $ | 47,061 | 45,754 |', question)).toBe(true);
    expect(isEvidenceHit('营业收入 106,190,154,843.76 元', { evidence: ['营业收入106,190,154,843.76元'] })).toBe(true);
    expect(isEvidenceHit('the Company’s notes', { evidence: ["Company's notes"] })).toBe(true);
  });

  it('does not count a chunk that misses one of them', () => {
    expect(isEvidenceHit('Net operating revenues grew 3%', question)).toBe(false);
    expect(isEvidenceHit('| Net operating revenues | 47,06 |', question)).toBe(false);
  });

  it('ranks the first answering chunk', () => {
    const chunks = ['Cost of goods sold 18,324', 'Net Operating Revenues $ 47,061', 'net operating revenues 47,061'];
    expect(firstHitRank(chunks, question)).toBe(2);
    expect(firstHitRank(chunks.slice(0, 1), question)).toBeNull();
  });
});

/**
 * Where a passage holding all of a question's evidence strings starts in the normalised text:
 * around each occurrence of the rarest string, the nearest occurrence of each other one, kept when
 * they all fit in {@link PASSAGE_SPAN} characters.
 */
function passageStarts(text: string, question: TRetrievalQuestion): number[] {
  const needles = question.evidence.map(normalizeEvidenceText);
  const occurrences = needles.map((needle) => occurrencesOf(text, needle));
  if (occurrences.some((found) => found.length === 0)) return [];
  const rarest = occurrences.reduce((a, b) => (b.length < a.length ? b : a));
  const starts: number[] = [];
  for (const anchor of rarest) {
    const chosen = occurrences.map((found) =>
      found.reduce((best, offset) => (Math.abs(offset - anchor) < Math.abs(best - anchor) ? offset : best)),
    );
    const start = Math.min(...chosen);
    const end = Math.max(...chosen.map((offset, index) => offset + needles[index]!.length));
    if (end - start <= PASSAGE_SPAN) starts.push(start);
  }
  return starts;
}

function occurrencesOf(text: string, needle: string): number[] {
  const found: number[] = [];
  for (let at = text.indexOf(needle); at !== -1; at = text.indexOf(needle, at + 1)) found.push(at);
  return found;
}
