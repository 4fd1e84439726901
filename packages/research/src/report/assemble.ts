import type { TResearchPlan, TResearchSource } from '@app/contract';
import type { TRequirementResult } from '../collect/types.js';
import { figuresSection } from './figures.js';

export type TAssembleInput = {
  plan: TResearchPlan;
  /** The written body of each outline section, in the outline's order. */
  sections: string[];
  sources: TResearchSource[];
  results: TRequirementResult[];
  /** Pictures of the figures' charts by `reportCharts` id (data URLs), drawn by the caller. */
  images?: Readonly<Record<string, string>>;
};

export type TAssembledReport = { markdown: string; citedSourceIds: string[] };

const CITATION = /\[\^(S\d+)\]/g;

/**
 * A section's text as the writer sent it, made safe to assemble: its own copy of the section
 * heading dropped, headings kept under the section's, `[S1]` citations written as footnotes,
 * citations of sources that do not exist and footnote definitions the writer added removed.
 */
export function cleanSectionBody(body: string, sectionTitle: string, knownIds: ReadonlySet<string>): string {
  const lines = body.replace(/\r\n?/g, '\n').split('\n');
  const firstText = lines.findIndex((line) => line.trim() !== '');
  const heading = firstText >= 0 ? /^#{1,6}\s+(.*?)\s*#*\s*$/.exec(lines[firstText] ?? '') : null;
  if (heading && heading[1]?.trim().toLowerCase() === sectionTitle.trim().toLowerCase()) lines.splice(firstText, 1);
  let inFence = false;
  const kept: string[] = [];
  for (const line of lines) {
    if (/^\s*(```|~~~)/.test(line)) inFence = !inFence;
    if (inFence) {
      kept.push(line);
      continue;
    }
    if (/^\s*\[\^[^\]]+\]:/.test(line)) continue;
    const demoted = line.replace(/^(#{1,2})(\s)/, '###$2');
    const footnoted = demoted
      .replace(/\[(S\d+)\](?!\()/g, '[^$1]')
      .replace(/\[(S\d+(?:\s*,\s*S\d+)+)\]/g, (_whole, list: string) =>
        list
          .split(/\s*,\s*/)
          .map((id) => `[^${id}]`)
          .join(''),
      );
    kept.push(footnoted.replace(CITATION, (whole, id: string) => (knownIds.has(id) ? whole : '')));
  }
  return kept.join('\n').trim();
}

/** A footnote definition, `[^S1]: Title — url` (or the document and page of a knowledge-base passage). */
export function footnoteDefinition(source: TResearchSource): string {
  const title = source.title.replace(/\s+/g, ' ').trim() || source.id;
  const where =
    source.url ?? (source.document ? `${source.document}${source.page ? `, p. ${source.page}` : ''}` : undefined);
  const retrieved = source.retrievedAt ? ` (${source.retrievedAt.slice(0, 10)})` : '';
  return `[^${source.id}]: ${title}${where ? ` — ${where}` : ''}${retrieved}`;
}

/**
 * The report's Markdown: the plan's title, one `##` heading per outline section, the valuation
 * figures from our models, and the definitions of the footnotes cited, in the order first cited.
 */
export function assembleReport(input: TAssembleInput): TAssembledReport {
  const byId = new Map(input.sources.map((source) => [source.id, source]));
  const known = new Set(byId.keys());
  const parts = [`# ${input.plan.title}`];
  input.plan.outline.forEach((section, index) => {
    const body = cleanSectionBody(input.sections[index] ?? '', section.title, known);
    parts.push(body ? `## ${section.title}\n\n${body}` : `## ${section.title}`);
  });
  const figures = figuresSection(input.results, input.plan.language, input.images);
  if (figures) parts.push(figures);
  const text = parts.join('\n\n');
  const cited = [...new Set([...text.matchAll(CITATION)].map((match) => match[1] as string))];
  const definitions = cited.flatMap((id) => {
    const source = byId.get(id);
    return source ? [footnoteDefinition(source)] : [];
  });
  const markdown = definitions.length ? `${text}\n\n${definitions.join('\n')}\n` : `${text}\n`;
  return { markdown, citedSourceIds: cited };
}
