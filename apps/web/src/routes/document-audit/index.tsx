import { Link, useParams } from 'react-router';
import { ApiError } from '../../api/errors';
import { hasStatements, type TFinancialDocumentData, useDocumentInfo, useRunTask } from '../../api/financial';
import { buttonClass, LINK_CLASS } from '../../components/button-styles';
import { DocumentTask } from '../../components/documents/document-task';
import { useDocumentTitle } from '../../hooks/use-document-title';
import { useAppTranslation } from '../../i18n/use-app-translation';
import { AuditHeader } from './audit-header';
import { StatementsView } from './statements-view';

/**
 * The audit of one uploaded document: its extraction while it runs (or why it failed), then each
 * statement's lines beside their source, to correct, complete and confirm.
 */
export function AuditScreen() {
  const { t } = useAppTranslation();
  const { documentId = '' } = useParams();
  const info = useDocumentInfo(documentId);
  useDocumentTitle(info.data ? (info.data.companyName ?? info.data.fileName) : t('documents:audit.title'));

  if (info.isPending) {
    return (
      <p role="status" aria-busy="true" className="text-sm text-ink-muted">
        {t('common:loading')}
      </p>
    );
  }
  if (info.isError) {
    const isMissing = info.error instanceof ApiError && info.error.status === 404;
    return (
      <div role="alert" className="flex flex-col items-start gap-3 text-sm text-ink" data-testid="audit-error">
        <p>
          {isMissing
            ? t('documents:audit.notFound')
            : info.error instanceof ApiError
              ? info.error.message
              : t('documents:audit.loadFailed')}
        </p>
        <Link to="/documents" className={LINK_CLASS}>
          {t('documents:audit.back')}
        </Link>
      </div>
    );
  }
  return <AuditWorkspace document={info.data} />;
}

function AuditWorkspace({ document }: { document: TFinancialDocumentData }) {
  return (
    <div className="flex flex-col gap-6" data-testid="audit-screen" data-status={document.status}>
      <AuditHeader document={document} />
      {hasStatements(document.status) ? (
        <StatementsView document={document} />
      ) : document.taskId ? (
        <section className="rounded-xl border border-line bg-surface p-5 shadow-sm">
          <DocumentTask
            key={document.taskId}
            documentId={document.documentId}
            taskId={document.taskId}
            showReviewLink={false}
          />
        </section>
      ) : (
        <NotStarted documentId={document.documentId} />
      )}
    </div>
  );
}

/** A document uploaded but never extracted (its run did not start): start it here. */
function NotStarted({ documentId }: { documentId: string }) {
  const { t } = useAppTranslation();
  const run = useRunTask();

  function handleRun(): void {
    run.mutate(documentId);
  }

  return (
    <section className="flex flex-col items-start gap-3 rounded-xl border border-line bg-surface p-5 shadow-sm">
      <p className="text-sm text-ink">{t('documents:audit.notStarted')}</p>
      <button
        type="button"
        className={buttonClass('primary')}
        onClick={handleRun}
        disabled={run.isPending}
        data-testid="audit-run"
      >
        {t('documents:audit.run')}
      </button>
      {run.error instanceof ApiError ? (
        <p role="alert" className="text-sm text-danger">
          {run.error.message}
        </p>
      ) : null}
    </section>
  );
}
