/**
 * The code of a compute worker thread (started by `model-compute.ts` through `compute-worker.mjs`):
 * a model's workbook (`@app/workbook`, exceljs), a sensitivity grid (`@app/valuation`) or a research
 * report as Word (`@app/report`), the heavy work of the routes, so that the server's main thread only answers requests.
 */
import {
  markdownToDocx,
  type ReportDocumentOptions,
  ReportLimitError,
  renderBarChart,
  type TBarChart,
} from '@app/report';
import { runSensitivity, type TSensitivityInput } from '@app/valuation';
import { buildModelWorkbook, type TWorkbookInput, WorkbookModelError } from '@app/workbook';
import { serveRequests } from '../workers/serve-requests.js';

/** What the pool asks a worker. */
export type TComputeRequest =
  | { kind: 'workbook'; input: TWorkbookInput }
  | { kind: 'sensitivity'; input: TSensitivityInput }
  | { kind: 'docx'; markdown: string; options: ReportDocumentOptions }
  | { kind: 'chart'; chart: TBarChart };

serveRequests<TComputeRequest>(async (request) => {
  switch (request.kind) {
    case 'workbook':
      try {
        return await buildModelWorkbook(request.input);
      } catch (error) {
        // The engine's refusal travels by name, its code as the reason (an Error loses its fields).
        if (error instanceof WorkbookModelError)
          throw Object.assign(new Error(error.message), { name: 'WorkbookModelError', reason: error.code });
        throw error;
      }
    case 'sensitivity':
      return runSensitivity(request.input);
    case 'chart':
      return renderBarChart(request.chart);
    case 'docx':
      try {
        return await markdownToDocx(request.markdown, request.options);
      } catch (error) {
        if (error instanceof ReportLimitError)
          throw Object.assign(new Error(error.message), { name: 'ReportLimitError', reason: error.limit });
        throw error;
      }
  }
});
