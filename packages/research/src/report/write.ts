import type { TResearchPlan } from '@app/contract';
import type { TCollectionCheckpoint } from '../collect/types.js';
import { assembleReport, type TAssembledReport } from './assemble.js';
import { sectionPrompt } from './prompt.js';

export type TWriteReportInput = {
  plan: TResearchPlan;
  collection: Pick<TCollectionCheckpoint, 'sources' | 'results'>;
  chat: (prompt: string) => Promise<string>;
  /** `request_revisions`: the note, and the sections of the report being revised. */
  revision?: { feedback: string; sections: string[] };
  /** Pictures of the figures' charts by `reportCharts` id (data URLs). */
  images?: Readonly<Record<string, string>>;
  /** Called as each section is written (the report card shows `generating` until the last). */
  onSection?: (index: number, body: string) => void | Promise<void>;
};

/** Writes each outline section with the chat model, in order, then assembles the Markdown report. */
export async function writeReport(input: TWriteReportInput): Promise<TAssembledReport & { sections: string[] }> {
  const sections: string[] = [];
  for (let index = 0; index < input.plan.outline.length; index++) {
    const previous = input.revision?.sections[index];
    const prompt = sectionPrompt({
      plan: input.plan,
      sectionIndex: index,
      sources: input.collection.sources,
      results: input.collection.results,
      ...(input.revision ? { feedback: input.revision.feedback, previous: previous ?? '' } : {}),
    });
    const body = (await input.chat(prompt)).trim();
    sections.push(body);
    await input.onSection?.(index, body);
  }
  const report = assembleReport({
    plan: input.plan,
    sections,
    sources: input.collection.sources,
    results: input.collection.results,
    ...(input.images && { images: input.images }),
  });
  return { ...report, sections };
}
