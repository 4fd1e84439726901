import type { TFinancialDocument, TLanguage } from '@app/contract';
import { and, desc, eq, inArray, isNull, sql } from 'drizzle-orm';
import { AppError } from '../app-error.js';
import type { AppDb } from '../db/database.js';
import { financialDocuments, financialStatements, financialTasks, jobs } from '../db/schema.js';
import type { DocumentRow } from './get-owned.js';
import { taskStateOf } from './task-status.js';

/**
 * The records of an owner's documents (all of them, or the given ones; never those of an upload
 * in progress), newest first, each with its current task's state and its number of statements:
 * one query.
 */
export async function loadDocumentViews(
  db: AppDb,
  ownerId: string,
  language: TLanguage,
  documentIds?: string[],
): Promise<TFinancialDocument[]> {
  const statementsCount = db
    .select({ documentId: financialStatements.documentId, count: sql<number>`count(*)::int`.as('count') })
    .from(financialStatements)
    .groupBy(financialStatements.documentId)
    .as('statements_count');
  const rows = await db
    .select({
      document: financialDocuments,
      job: { status: jobs.status, attempts: jobs.attempts, progress: jobs.progress, error: jobs.error },
      statementsCount: statementsCount.count,
    })
    .from(financialDocuments)
    .leftJoin(financialTasks, eq(financialTasks.id, financialDocuments.currentTaskId))
    .leftJoin(jobs, eq(jobs.id, financialTasks.jobId))
    .leftJoin(statementsCount, eq(statementsCount.documentId, financialDocuments.id))
    .where(
      and(
        eq(financialDocuments.ownerId, ownerId),
        // An upload still in progress (or one whose server died) is not the user's yet.
        isNull(financialDocuments.uploadExpiresAt),
        documentIds ? inArray(financialDocuments.id, documentIds) : undefined,
      ),
    )
    .orderBy(desc(financialDocuments.createdAt), desc(financialDocuments.id));
  return rows.map((row) =>
    toDocumentView(row.document, row.job?.status ? row.job : undefined, Number(row.statementsCount ?? 0), language),
  );
}

/** The record of one document, as the contract sends it. */
export function toDocumentView(
  document: DocumentRow,
  job: Parameters<typeof taskStateOf>[2],
  statementsCount: number,
  language: TLanguage,
): TFinancialDocument {
  const state = document.currentTaskId
    ? taskStateOf(document.currentTaskId, document, job, language)
    : { status: 'not_started' as const, current_step: null, progress: 0, error: null };
  return {
    document_id: document.id,
    file_name: document.fileName,
    kind: document.kind as TFinancialDocument['kind'],
    size_bytes: document.sizeBytes,
    page_count: document.pageCount,
    company_name: document.companyName,
    stock_code: document.stockCode,
    fiscal_year: document.fiscalYear,
    report_type: document.reportType,
    period_end_date: document.periodEndDate,
    status: state.status,
    current_step: state.current_step,
    progress: state.progress,
    task_id: document.currentTaskId,
    statements_count: statementsCount,
    error: state.error,
    confirmed_at: document.confirmedAt?.toISOString() ?? null,
    gaps_acknowledged: document.gapsAcknowledged,
    created_at: document.createdAt.toISOString(),
    updated_at: document.updatedAt.toISOString(),
  };
}

/** One document's record; the caller has checked the owner. */
export async function loadDocumentView(
  db: AppDb,
  ownerId: string,
  documentId: string,
  language: TLanguage,
): Promise<TFinancialDocument> {
  const [view] = await loadDocumentViews(db, ownerId, language, [documentId]);
  if (!view) throw new AppError('NOT_FOUND');
  return view;
}
