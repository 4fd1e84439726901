import { ApiError } from '../../api/errors';
import type { TFinancialDocumentData, TStatementData } from '../../api/financial';
import { useAuditEdits } from '../../api/financial-audit';
import { UNIT_LABELS } from '../../components/documents/labels';
import { useAppTranslation } from '../../i18n/use-app-translation';
import { AddLineForm } from './add-line-form';
import { LinesTable } from './lines-table';
import { SourcePanel } from './source';
import { StatementFields } from './statement-fields';

/**
 * One statement under audit: its details (type, period, currency, units), why it needs a look, its
 * lines with their formula checks, and beside them the source it was read from.
 */
export function StatementPanel({
  document,
  statement,
  isReadOnly,
}: {
  document: TFinancialDocumentData;
  statement: TStatementData;
  isReadOnly: boolean;
}) {
  const { t } = useAppTranslation();
  const edits = useAuditEdits(document.documentId);
  const editError = [edits.updateLine, edits.addLine, edits.deleteLine, edits.revise]
    .map((mutation) => mutation.error)
    .find((error) => error instanceof ApiError);
  return (
    <div
      role="tabpanel"
      className="grid items-start gap-6 lg:grid-cols-[minmax(0,3fr)_minmax(0,2fr)]"
      data-testid="statement-panel"
      data-statement={statement.statementId}
    >
      <div className="flex min-w-0 flex-col gap-4">
        <StatementFields statement={statement} revise={edits.revise} isReadOnly={isReadOnly} />
        {statement.auditReasons.length > 0 ? (
          <section className="rounded-lg border border-warning/50 bg-surface p-3" data-testid="audit-reasons">
            <h3 className="text-sm font-semibold text-ink">{t('documents:audit.reasons')}</h3>
            <ul className="mt-1 list-disc pl-5 text-sm text-ink">
              {statement.auditReasons.map((reason) => (
                <li key={`${reason.code}:${reason.message}`} data-code={reason.code}>
                  {reason.message}
                </li>
              ))}
            </ul>
          </section>
        ) : null}
        <p className="text-xs text-ink-muted" data-testid="values-unit">
          {t('documents:audit.valuesIn', { unit: t(UNIT_LABELS[statement.unit]), currency: statement.currency })}
        </p>
        {editError ? (
          <p role="alert" className="rounded-md border border-danger/40 bg-danger-soft px-3 py-2 text-sm text-danger">
            {editError.message}
          </p>
        ) : null}
        <LinesTable statement={statement} edits={edits} isReadOnly={isReadOnly} />
        {isReadOnly ? null : <AddLineForm statement={statement} addLine={edits.addLine} />}
      </div>
      <div className="min-w-0 lg:sticky lg:top-20">
        <SourcePanel document={document} statement={statement} />
      </div>
    </div>
  );
}
