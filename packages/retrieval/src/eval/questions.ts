/**
 * The retrieval evaluation set of issue 16: questions an analyst asks of the real annual reports in
 * `../shared/data/documents` (US 10-Ks in HTML and PDF, Kweichow Moutai's Chinese annual reports),
 * each with the passage that answers it marked by hand as one to three verbatim evidence strings.
 *
 * A retrieved chunk answers a question when it holds every evidence string ({@link isEvidenceHit}),
 * compared after {@link normalizeEvidenceText}: so a hit does not depend on how a reader spaced the
 * text, only on whether the chunk holds the passage. `dev` questions may be tuned on; `holdout`
 * questions (other companies' filings, the other Moutai year, a PDF 10-K) are only measured.
 * How the set was built: `bench/retrieval/README.md`.
 */
import { z } from 'zod';
import questions from './questions.json' with { type: 'json' };

/** Evidence strings a question's answer passage must hold, all of them. */
const MAX_EVIDENCE = 3;
/** An evidence string is a short phrase or a figure as printed, never a paragraph. */
const MAX_EVIDENCE_LENGTH = 120;

/** One question, its document (a path under `shared/data/documents/`) and its answer's evidence. @public */
export const ZRetrievalQuestionSchema = z
  .strictObject({
    id: z.string().regex(/^[a-z0-9]+-\d+$/),
    question: z.string().min(8).max(300),
    language: z.enum(['en', 'zh']),
    document: z.string().regex(/^[a-z0-9_]+\/[\w.-]+\.(html|pdf)$/),
    split: z.enum(['dev', 'holdout']),
    /** Where the answer sits: a table (figures) or running text (risk factors, notes, MD&A). */
    kind: z.enum(['table', 'text']),
    evidence: z.array(z.string().min(2).max(MAX_EVIDENCE_LENGTH)).min(1).max(MAX_EVIDENCE),
    /** The 1-based PDF page the passage starts on; PDFs only. */
    page: z.int().positive().optional(),
  })
  .refine((question) => question.document.endsWith('.pdf') === (question.page !== undefined), {
    message: 'A question over a PDF names the page of its passage; one over HTML names none',
    path: ['page'],
  });
/** @public */
export type TRetrievalQuestion = z.infer<typeof ZRetrievalQuestionSchema>;

/** The whole set: ids are unique. @public */
export const ZRetrievalQuestionSetSchema = z.array(ZRetrievalQuestionSchema).superRefine((set, context) => {
  const seen = new Set<string>();
  for (const [index, question] of set.entries()) {
    if (seen.has(question.id))
      context.addIssue({ code: 'custom', message: `Duplicate id ${question.id}`, path: [index, 'id'] });
    seen.add(question.id);
  }
});

/** The evaluation questions, validated. @public */
export function loadRetrievalQuestions(): TRetrievalQuestion[] {
  return ZRetrievalQuestionSetSchema.parse(questions);
}

const CJK = '\\u2e80-\\u9fff\\uf900-\\ufaff\\uff00-\\uffef';
const SPACE_NEXT_TO_CJK = new RegExp(`(?<=[${CJK}])\\s+|\\s+(?=[${CJK}])`, 'gu');
/** `31 , 660.00`, `18.02 %`: a figure a PDF reader split into separately placed runs. */
const SPACE_IN_FIGURE = /(?<=\d)\s+(?=[,.%])|(?<=\d[,.])\s+(?=\d)/g;

/**
 * Text as evidence is compared: NFKC (full-width digits and brackets become ASCII), lower case,
 * typographic quotes and dashes made plain, invisible characters dropped, whitespace collapsed, no
 * whitespace next to a CJK character — Chinese has no spaces between words, so any a PDF reader
 * puts there (between glyph runs, at line ends, around figures) is layout, not text — and none
 * inside a figure (`31 , 660.00`, `18.02 %`), where it is layout too.
 * @public
 */
export function normalizeEvidenceText(text: string): string {
  return text
    .normalize('NFKC')
    .toLowerCase()
    .replace(/[\u2018\u2019\u201b\u2032]/g, "'")
    .replace(/[\u201c\u201d\u201f\u2033]/g, '"')
    .replace(/[\u2010-\u2015\u2212]/g, '-')
    .replace(/[\u00ad\u200b-\u200d\u2060\ufeff]/g, '')
    .replace(/\s+/g, ' ')
    .replace(SPACE_NEXT_TO_CJK, '')
    .replace(SPACE_IN_FIGURE, '')
    .trim();
}

/** True when a retrieved chunk's text holds every evidence string of the question. @public */
export function isEvidenceHit(chunkText: string, question: Pick<TRetrievalQuestion, 'evidence'>): boolean {
  const text = normalizeEvidenceText(chunkText);
  return question.evidence.every((evidence) => text.includes(normalizeEvidenceText(evidence)));
}

/** The 1-based rank of the first retrieved chunk that answers the question, or null when none does. @public */
export function firstHitRank(
  rankedChunkTexts: readonly string[],
  question: Pick<TRetrievalQuestion, 'evidence'>,
): number | null {
  const index = rankedChunkTexts.findIndex((text) => isEvidenceHit(text, question));
  return index === -1 ? null : index + 1;
}
