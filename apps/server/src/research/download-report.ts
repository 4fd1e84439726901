import { researchTitle, type TResearchDownloadFormat } from '@app/contract';
import { reportFileName } from '@app/report';
import { AppError } from '../app-error.js';
import type { TModelCompute } from '../models/model-compute.js';
import type { ResearchDeps } from './research-deps.js';
import { getOwnedResearch, stateOf } from './research-store.js';

/** `research/download`: the report as Markdown, or as Word made in a compute worker. */
export async function downloadReport(
  deps: Pick<ResearchDeps, 'database' | 'now'> & { compute: TModelCompute },
  ownerId: string,
  input: { research_id: string; format: TResearchDownloadFormat },
): Promise<{ fileName: string; body: Buffer; contentType: string }> {
  const row = await getOwnedResearch(deps.database.db, ownerId, input.research_id);
  const state = stateOf(row);
  if (state.report_markdown === null) throw new AppError('RESEARCH_NO_REPORT');
  const title = researchTitle(state.plan, state.request);
  if (input.format === 'md')
    return {
      fileName: reportFileName(title, 'md'),
      body: Buffer.from(state.report_markdown, 'utf8'),
      contentType: 'text/markdown; charset=utf-8',
    };
  const body = await deps.compute.docx(state.report_markdown, {
    title,
    language: state.language,
    createdAt: row.updatedAt.toISOString(),
  });
  return {
    fileName: reportFileName(title, 'docx'),
    body,
    contentType: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  };
}
