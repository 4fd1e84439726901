import { LANGUAGE_NAMES, type TDataSheet, type TLanguage, type TModelReview } from '@app/contract';

/** The first words of the reviewer's system prompt (tests script the local provider by them). */
export const NARRATIVE_PROMPT_START = 'You review a discounted cash flow model';

/** Bounds of the prompt: the values, notes and characters of the data sheet it carries. */
export const NARRATIVE_PROMPT_LIMITS = {
  /** Values listed (model-level and forecast first, then the latest filed years). */
  values: 400,
  /** Filed years listed (the latest ones). */
  actualYears: 3,
  /** User notes listed, each cut to `noteChars`. */
  notes: 20,
  noteChars: 300,
  /** Characters of the data sheet's part of the prompt. */
  sheetChars: 40_000,
} as const;

/**
 * The reviewer's instructions with the model in compact form: its header, the items with their units
 * and whether they can be changed, the values (each `id = value [status; source]`), the sources those
 * values name, the user's notes and the rule checks' findings. Bounded by `NARRATIVE_PROMPT_LIMITS`.
 */
export function narrativePrompt(sheet: TDataSheet, review: TModelReview, language: TLanguage): string {
  return [
    `${NARRATIVE_PROMPT_START} (a valuation of one company) and write a narrative review of it for its author.`,
    'Judge whether the assumptions (growth, margins, reinvestment, discount rate, terminal value) are consistent with the filed history and with each other, and say what matters most for the value. Use the rule checks below as a starting point; do not repeat them verbatim.',
    'Cite the model’s cells by their value id exactly as listed, in the marker [cell:<value id>] (for example [cell:terminalGrowth@model]), and filings by their data source id in the marker [source:<source id>]. Cite only ids listed below; never invent one.',
    'Write Markdown: short paragraphs or a list, no more than about 400 words.',
    'If you propose changes, end with one fenced ```json block holding {"modifications": [...]}, each {"operation": "update", "entity": "Values", "id": "<value id>", "data": {"value": <number>}, "reason": "<why>"}. Only values of editable items can be changed; rates are decimals (0.025 is 2.5 %). Propose nothing if the model is sound.',
    `Answer in ${LANGUAGE_NAMES[language]}.`,
    '',
    compactSheet(sheet),
    '',
    '## Rule checks',
    review.findings.length === 0
      ? 'No rule fired.'
      : review.findings
          .map(
            (finding) =>
              `- ${finding.severity} ${finding.code}: ${finding.message} (cells: ${finding.cells.join(', ')})`,
          )
          .join('\n'),
  ].join('\n');
}

/** The data sheet as lines, bounded. */
export function compactSheet(sheet: TDataSheet): string {
  const header = sheet.Header;
  const actual = sheet.TimeContextDefinitions.filter((context) => context.kind === 'actual').map((c) => c.id);
  const recent = new Set(actual.slice(-NARRATIVE_PROMPT_LIMITS.actualYears));
  const isKept = (timeContext: string) => !actual.includes(timeContext) || recent.has(timeContext);
  const values = sheet.Values.filter((value) => isKept(value.time_context))
    .sort((a, b) => rank(a.time_context, actual) - rank(b.time_context, actual))
    .slice(0, NARRATIVE_PROMPT_LIMITS.values);
  const sourceIds = new Set(values.map((value) => value.source).filter((id): id is string => id !== null));
  // Filings first: the review cites them.
  const sources = sheet.DataSourceDefinitions.filter((source) => sourceIds.has(source.id)).sort(
    (a, b) => Number(b.kind === 'filing') - Number(a.kind === 'filing'),
  );
  const notes = sheet.Texts.slice(0, NARRATIVE_PROMPT_LIMITS.notes);
  const text = [
    '## Model',
    `${header.company}${header.ticker ? ` (${header.ticker})` : ''}; money in ${header.currency}, full units; valuation date ${header.valuation_date}; ${header.forecast_years} forecast years.`,
    '## Items (id: unit, editable or not)',
    sheet.ItemDefinitions.map((item) => `${item.id}: ${item.unit}${item.is_editable ? ', editable' : ''}`).join('; '),
    '## Values (id = value [status; source])',
    ...values.map(
      (value) =>
        `${value.id} = ${value.value === null ? 'n/a' : roundForPrompt(value.value)} [${value.status}${value.source ? `; ${value.source}` : ''}]`,
    ),
    '## Sources (id — description)',
    ...sources.map((source) => `${source.id} — ${source.description}`),
    ...(notes.length > 0
      ? [
          '## Author’s notes',
          ...notes.map((note) => `- ${note.id}: ${note.text.slice(0, NARRATIVE_PROMPT_LIMITS.noteChars)}`),
        ]
      : []),
  ].join('\n');
  return text.slice(0, NARRATIVE_PROMPT_LIMITS.sheetChars);
}

/** Model-level values first, then the forecast, then the filed years (latest first). */
function rank(timeContext: string, actual: readonly string[]): number {
  if (timeContext === 'model') return 0;
  const at = actual.indexOf(timeContext);
  return at < 0 ? 1 : 2 + (actual.length - at);
}

/** Six significant digits: enough to read and to cite, short in the prompt. */
function roundForPrompt(value: number): string {
  return Number.isInteger(value) ? String(value) : String(Number(value.toPrecision(6)));
}
