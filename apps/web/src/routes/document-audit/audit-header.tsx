import { useState } from 'react';
import { Link } from 'react-router';
import { hasStatements, type TFinancialDocumentData } from '../../api/financial';
import { useDocumentActions } from '../../api/financial-audit';
import { buttonClass, LINK_CLASS } from '../../components/button-styles';
import { ConfirmDialog } from '../../components/confirm-dialog';
import { KIND_LABELS, REPORT_TYPE_LABELS } from '../../components/documents/labels';
import { StatusBadge } from '../../components/documents/status-badge';
import { useAppTranslation } from '../../i18n/use-app-translation';
import { DocumentDetailsForm } from './document-details-form';

/**
 * The document being audited: company, file, fiscal year and report, its status, and the actions on
 * the whole document (edit its details, re-extract after a warning).
 */
export function AuditHeader({ document }: { document: TFinancialDocumentData }) {
  const { t } = useAppTranslation();
  const actions = useDocumentActions(document.documentId);
  const [isEditing, setIsEditing] = useState(false);
  const [isAskingReextract, setIsAskingReextract] = useState(false);
  const isConfirmed = document.status === 'confirmed';
  const canReextract = hasStatements(document.status) && !isConfirmed;

  function startEdit(): void {
    setIsEditing(true);
  }

  function stopEdit(): void {
    setIsEditing(false);
  }

  function askReextract(): void {
    actions.reextract.reset();
    setIsAskingReextract(true);
  }

  function closeReextract(): void {
    setIsAskingReextract(false);
  }

  function reextract(): void {
    actions.reextract.mutate(undefined, { onSuccess: () => setIsAskingReextract(false) });
  }

  const facts = [
    t(KIND_LABELS[document.kind]),
    document.fiscalYear ? t('documents:audit.fiscalYear', { year: document.fiscalYear }) : null,
    document.reportType ? t(REPORT_TYPE_LABELS[document.reportType]) : null,
    document.stockCode,
  ].filter((fact): fact is string => Boolean(fact));
  return (
    <header className="flex flex-col gap-3">
      <Link to="/documents" className={`${LINK_CLASS} text-sm`} data-testid="audit-back">
        {t('documents:audit.back')}
      </Link>
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div className="min-w-0">
          <div className="flex flex-wrap items-center gap-3">
            <h1 className="text-2xl font-semibold tracking-tight text-ink" data-testid="audit-title">
              {document.companyName ?? document.fileName}
            </h1>
            <StatusBadge status={document.status} testId="audit-status" />
          </div>
          <p className="mt-1 text-sm text-ink-muted">
            {document.companyName ? <span className="mr-2">{document.fileName}</span> : null}
            {facts.join(' · ')}
          </p>
        </div>
        <div className="flex flex-wrap gap-2">
          {isEditing ? null : (
            <button type="button" className={buttonClass('secondary')} onClick={startEdit} data-testid="details-edit">
              {t('documents:details.edit')}
            </button>
          )}
          {canReextract ? (
            <button type="button" className={buttonClass('secondary')} onClick={askReextract} data-testid="reextract">
              {t('documents:actions.reextract')}
            </button>
          ) : null}
        </div>
      </div>
      {isEditing ? <DocumentDetailsForm document={document} onDone={stopEdit} /> : null}
      {isAskingReextract ? (
        <ConfirmDialog
          title={t('documents:actions.reextractTitle')}
          body={t('documents:actions.reextractBody')}
          confirmLabel={t('documents:actions.reextractConfirm')}
          onConfirm={reextract}
          onClose={closeReextract}
          isPending={actions.reextract.isPending}
          error={actions.reextract.error}
          testId="reextract-dialog"
          confirmTestId="reextract-confirm"
        />
      ) : null}
    </header>
  );
}
