import { useMemo } from 'react';
import type { TStatementData } from '../../api/financial';
import type { TAuditEdits } from '../../api/financial-audit';
import { STATEMENT_TYPE_LABELS } from '../../components/documents/labels';
import { useAppTranslation } from '../../i18n/use-app-translation';
import { LineRow } from './line-row';
import { accountOptions } from './utils/accounts';

const HEADINGS = [
  { key: 'documents:lines.accountName', align: 'text-left' },
  { key: 'documents:lines.standardAccount', align: 'text-left' },
  { key: 'documents:lines.value', align: 'text-right' },
  { key: 'documents:lines.calculated', align: 'text-right' },
  { key: 'documents:lines.gap', align: 'text-right' },
  { key: 'documents:lines.verified', align: 'text-center' },
] as const;

/** The lines of a statement in presentation order, with their formula checks. */
export function LinesTable({
  statement,
  edits,
  isReadOnly,
}: {
  statement: TStatementData;
  edits: TAuditEdits;
  isReadOnly: boolean;
}) {
  const { t } = useAppTranslation();
  const accounts = useMemo(() => accountOptions(statement.statementType), [statement.statementType]);
  return (
    <div className="overflow-x-auto rounded-lg border border-line bg-surface">
      <table className="w-full text-sm" data-testid="lines-table">
        <caption className="sr-only">
          {t('documents:lines.caption', { statement: t(STATEMENT_TYPE_LABELS[statement.statementType]) })}
        </caption>
        <thead>
          <tr className="border-b border-line text-xs text-ink-muted">
            {HEADINGS.map((heading) => (
              <th key={heading.key} scope="col" className={`px-2 py-2 font-medium break-keep ${heading.align}`}>
                {t(heading.key)}
              </th>
            ))}
            {isReadOnly ? null : (
              <th scope="col" className="px-2 py-2">
                <span className="sr-only">{t('documents:list.actions')}</span>
              </th>
            )}
          </tr>
        </thead>
        <tbody>
          {statement.lines.map((line) => (
            <LineRow key={line.lineId} line={line} accounts={accounts} edits={edits} isReadOnly={isReadOnly} />
          ))}
        </tbody>
      </table>
    </div>
  );
}
