import type { TDocumentPages } from '@app/extraction';

/** First-page headings read: a cover names its company or work within its first few lines. */
const COVER_HEADINGS = 12;
/**
 * Words of a cover line that may name: "Apple Inc.", "贵州茅台酒股份有限公司年度报告". Longer lines
 * ("For the fiscal year ended December 31, 2024", "Securities registered pursuant to…") are a
 * form's wording, the same on every filing; indexed with every chunk, their words ("fiscal",
 * "year") would no longer tell one chunk from another.
 */
const MAX_NAME_WORDS = 5;
/** Dates, file and telephone numbers name nothing and would match every question's year. */
const NUMBERS = /[\p{Nd}]+/gu;
/** Characters of an identity: a name and a cover's headings, never a page of text. */
export const MAX_IDENTITY_CHARS = 400;

/**
 * What a document says it is: the title the reader found and the headings of its first page (a
 * 10-K's cover names the registrant, an annual report's cover its company and year). A chunk of
 * a revenue table does not name its company; indexed with this (as RAGFlow indexes `title_tks`),
 * a question naming the company finds that company's table. Null when the document states nothing.
 */
export function documentCoverTitle(pages: Pick<TDocumentPages, 'title' | 'pages'>): string | null {
  const headings = (pages.pages[0]?.blocks ?? [])
    .flatMap((block) => (block.type === 'heading' ? [block.text] : []))
    .slice(0, COVER_HEADINGS)
    .map(nameLine)
    .filter((line) => line.split(' ').length <= MAX_NAME_WORDS);
  const parts = uniqueTexts([nameLine(pages.title ?? ''), ...headings]);
  return parts.length > 0 ? clip(parts.join('\n')) : null;
}

/**
 * A chunk's document identity, indexed with it (not embedded: see the parse job): the document's name without its
 * extension (its separators as spaces, its numbers dropped), then its cover title when the reader found one.
 */
export function documentIdentity(documentName: string, coverTitle: string | null): string {
  const name = nameLine(documentName.replace(/\.[A-Za-z0-9]{1,8}$/u, '').replace(/[-_.]+/gu, ' '));
  return clip(uniqueTexts([name, coverTitle?.trim() ?? '']).join('\n'));
}

/** A line without its numbers and the punctuation they leave ("ko-20241231" → "ko"), spaces collapsed. */
function nameLine(line: string): string {
  return line
    .replace(NUMBERS, ' ')
    .replace(/(?<=\s|^)[\p{P}\p{S}]+(?=\s|$)/gu, ' ')
    .replace(/(?<=\S)[-_–]+(?=\s|$)|(?<=\s|^)[-_–]+(?=\S)/gu, ' ')
    .replace(/\s+/gu, ' ')
    .trim();
}

function uniqueTexts(texts: readonly string[]): string[] {
  const seen = new Set<string>();
  return texts.filter((text) => {
    const key = text.toLowerCase();
    if (text.length === 0 || seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}

function clip(text: string): string {
  return text.length > MAX_IDENTITY_CHARS ? text.slice(0, MAX_IDENTITY_CHARS) : text;
}
