import { STATEMENT_TYPES } from '@app/contract';
import { useState } from 'react';
import { ApiError } from '../../api/errors';
import { type TFinancialDocumentData, type TStatementData, useStatements } from '../../api/financial';
import { useAppTranslation } from '../../i18n/use-app-translation';
import { ConfirmPanel } from './confirm-panel';
import { StatementPanel } from './statement-panel';
import { useStatementTitle } from './utils/statement-title';

/**
 * The document's statements as tabs (income, balance, cash flow; latest period first within a
 * type), the open one's lines beside its source, and the confirmation of the whole document.
 */
export function StatementsView({ document }: { document: TFinancialDocumentData }) {
  const { t } = useAppTranslation();
  const query = useStatements(document.documentId, true);
  const titleOf = useStatementTitle();
  const [selectedId, setSelectedId] = useState<string | null>(null);

  if (query.isPending) {
    return (
      <p role="status" aria-busy="true" className="text-sm text-ink-muted">
        {t('common:loading')}
      </p>
    );
  }
  if (query.isError) {
    return (
      <p role="alert" className="text-sm text-danger">
        {query.error instanceof ApiError ? query.error.message : t('documents:audit.loadFailed')}
      </p>
    );
  }
  const statements = ordered(query.data.statements);
  const selected = statements.find((statement) => statement.statementId === selectedId) ?? statements[0];
  const isReadOnly = document.status === 'confirmed';
  return (
    <div className="flex flex-col gap-5">
      <ConfirmPanel document={document} statements={statements} />
      {selected ? (
        <>
          <div
            role="tablist"
            aria-label={t('documents:audit.statements')}
            className="flex gap-1 overflow-x-auto border-b border-line"
          >
            {statements.map((statement) => {
              const title = titleOf(statement);
              const isActive = statement.statementId === selected.statementId;
              return (
                <StatementTab
                  key={statement.statementId}
                  statement={statement}
                  isActive={isActive}
                  onSelect={setSelectedId}
                  type={title.type}
                  period={title.period}
                />
              );
            })}
          </div>
          <StatementPanel key={selected.statementId} document={document} statement={selected} isReadOnly={isReadOnly} />
        </>
      ) : (
        <p className="text-sm text-ink-muted">{t('documents:audit.noStatements')}</p>
      )}
    </div>
  );
}

function StatementTab({
  statement,
  isActive,
  onSelect,
  type,
  period,
}: {
  statement: TStatementData;
  isActive: boolean;
  onSelect: (statementId: string) => void;
  type: string;
  period: string;
}) {
  const { t } = useAppTranslation();
  function handleClick(): void {
    onSelect(statement.statementId);
  }
  return (
    <button
      type="button"
      role="tab"
      aria-selected={isActive}
      onClick={handleClick}
      data-testid={`statement-tab-${statement.statementType}`}
      data-statement={statement.statementId}
      className={`-mb-px flex flex-col items-start border-b-2 px-4 py-2 text-left whitespace-nowrap ${
        isActive ? 'border-accent text-ink' : 'border-transparent text-ink-muted hover:text-ink'
      }`}
    >
      <span className="flex items-center gap-2 text-sm font-medium">
        {type}
        {statement.gapsCount > 0 ? (
          <span
            className="rounded-full bg-danger-soft px-1.5 text-xs font-semibold text-danger tabular-nums"
            title={t('documents:audit.gapsInStatement', { count: statement.gapsCount })}
          >
            {statement.gapsCount}
          </span>
        ) : null}
      </span>
      <span className="text-xs">{period}</span>
    </button>
  );
}

/** Income, balance, cash flow; within a type, the latest period first. */
function ordered(statements: readonly TStatementData[]): TStatementData[] {
  return [...statements].sort(
    (a, b) =>
      STATEMENT_TYPES.indexOf(a.statementType) - STATEMENT_TYPES.indexOf(b.statementType) ||
      b.periodEnd.localeCompare(a.periodEnd) ||
      (a.periodLength ?? '').localeCompare(b.periodLength ?? ''),
  );
}
