import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { ApiError } from '../api/errors';
import { useAppTranslation } from '../i18n/use-app-translation';
import { buttonClass } from './button-styles';

/**
 * A screen listing the user's things (models, documents): the title and its main action, then
 * loading, the server's error, an empty state, or the table once the list is there.
 */
export function ListScreen<T>({
  title,
  action,
  list,
  loadFailed,
  empty,
  testId,
  className,
  renderTable,
}: {
  title: string;
  action: { to: string; label: string; testId: string };
  list: { isPending: boolean; error: unknown; data: { items: T[] } | undefined };
  /** Shown when the list fails without a message from the server. */
  loadFailed: string;
  /** The empty state's content. */
  empty: ReactNode;
  /** Prefix of the test ids: `<testId>-empty`, `<testId>-table`. */
  testId: string;
  /** Width of the screen, e.g. `max-w-5xl`. */
  className: string;
  renderTable: (items: T[]) => ReactNode;
}) {
  const { t } = useAppTranslation();
  const items = list.data?.items;
  return (
    <div className={`mx-auto flex flex-col gap-6 ${className}`}>
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h1 className="text-2xl font-semibold tracking-tight text-ink">{title}</h1>
        <Link to={action.to} className={buttonClass('primary')} data-testid={action.testId}>
          {action.label}
        </Link>
      </div>
      {list.isPending ? (
        <p role="status" aria-busy="true" className="text-sm text-ink-muted">
          {t('common:loading')}
        </p>
      ) : list.error || !items ? (
        <p role="alert" className="text-sm text-danger">
          {list.error instanceof ApiError ? list.error.message : loadFailed}
        </p>
      ) : items.length === 0 ? (
        <div
          className="rounded-xl border border-dashed border-line-strong bg-surface p-8 text-center"
          data-testid={`${testId}-empty`}
        >
          {empty}
        </div>
      ) : (
        <div className="overflow-x-auto rounded-xl border border-line bg-surface shadow-sm">
          <table className="w-full text-sm" data-testid={`${testId}-table`}>
            {renderTable(items)}
          </table>
        </div>
      )}
    </div>
  );
}
