import type { TDataSheet } from '@app/contract';

/** A reviewer's answer split into its prose and its proposed changes (the JSON block's text), if any. */
export type TNarrativeAnswer = { text: string; proposal: string | null };

const FENCED_BLOCK = /```([\w-]*)[^\S\n]*\n([\s\S]*?)```/g;

/**
 * Takes the last fenced block that looks like JSON (starts with `{` or `[`) out of the answer as the
 * proposed changes; the rest is the narrative. A block that is not valid JSON is still the proposal:
 * the preview refuses it with the reason, so the user sees why rather than nothing.
 */
export function splitNarrativeAnswer(answer: string): TNarrativeAnswer {
  let last: RegExpExecArray | null = null;
  for (const match of answer.matchAll(FENCED_BLOCK)) {
    const language = match[1]?.toLowerCase() ?? '';
    const body = match[2]?.trim() ?? '';
    if ((language === '' || language === 'json') && (body.startsWith('{') || body.startsWith('['))) last = match;
  }
  if (!last) return { text: answer.trim(), proposal: null };
  const text = `${answer.slice(0, last.index)}${answer.slice(last.index + last[0].length)}`.trim();
  return { text, proposal: (last[2] ?? '').trim() };
}

const CELL_MARKER = /\[cell:([^\]\s]{1,200})\]/g;
const SOURCE_MARKER = /\[source:([^\]\s]{1,200})\]/g;

/**
 * The cells and sources the text cites that the data sheet holds, in the order first cited. A
 * citation of an id the sheet does not hold is dropped (its marker stays in the text, unlinked).
 */
export function resolveCitations(text: string, sheet: TDataSheet) {
  const values = new Map(sheet.Values.map((value) => [value.id, value]));
  const sources = new Map(sheet.DataSourceDefinitions.map((source) => [source.id, source]));
  return {
    cells: citedOf(text, CELL_MARKER, values),
    sources: citedOf(text, SOURCE_MARKER, sources),
  };
}

function citedOf<T>(text: string, marker: RegExp, known: ReadonlyMap<string, T>): T[] {
  const seen = new Set<string>();
  const cited: T[] = [];
  for (const match of text.matchAll(marker)) {
    const id = match[1] as string;
    const entry = known.get(id);
    if (seen.has(id) || entry === undefined) continue;
    seen.add(id);
    cited.push(entry);
  }
  return cited;
}
