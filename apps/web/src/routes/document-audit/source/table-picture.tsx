import { ApiError } from '../../../api/errors';
import { useTablePicture } from '../../../api/financial';
import { useAppTranslation } from '../../../i18n/use-app-translation';

/** The source table of a statement as it was read: its title, the lines above it, and its rows. */
export function TablePicture({ statementId }: { statementId: string }) {
  const { t } = useAppTranslation();
  const picture = useTablePicture(statementId);
  if (picture.isPending) {
    return (
      <p role="status" aria-busy="true" className="text-sm text-ink-muted">
        {t('common:loading')}
      </p>
    );
  }
  if (picture.isError) {
    return (
      <p role="alert" className="text-sm text-danger">
        {picture.error instanceof ApiError ? picture.error.message : t('documents:source.loadFailed')}
      </p>
    );
  }
  const { title, context, rows, page, lastPage, kind } = picture.data;
  const width = Math.max(1, ...rows.map((row) => row.length));
  const location =
    kind === 'pdf'
      ? page === lastPage
        ? t('documents:source.locationPage', { page })
        : t('documents:source.locationPages', { first: page, last: lastPage })
      : kind === 'xlsx' || kind === 'xls'
        ? t('documents:source.locationSheet', { page })
        : t('documents:source.locationTable', { page });
  return (
    <div className="flex flex-col gap-2" data-testid="table-picture">
      <p className="text-xs text-ink-muted">
        {location}
        {title ? <span className="ml-2 font-medium text-ink">{title}</span> : null}
      </p>
      {context.length > 0 ? (
        <div className="text-xs text-ink-muted">
          {context.map((line, index) => (
            // Lines of context repeat ("(In millions)"): their order is their identity.
            // biome-ignore lint/suspicious/noArrayIndexKey: see above.
            <p key={index}>{line}</p>
          ))}
        </div>
      ) : null}
      <div className="max-h-[70vh] overflow-auto rounded border border-line">
        <table className="w-full text-xs" aria-label={t('documents:source.tableLabel')}>
          <tbody>
            {rows.map((row, rowIndex) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: rows of a read table have no identity but their order.
              <tr key={rowIndex} className="border-b border-line last:border-0 odd:bg-surface-muted/40">
                {Array.from({ length: width }, (_cell, cellIndex) => (
                  <td
                    // biome-ignore lint/suspicious/noArrayIndexKey: cells are identified by their column.
                    key={cellIndex}
                    className={`px-2 py-1 text-ink ${cellIndex === 0 ? 'text-left' : 'text-right tabular-nums whitespace-nowrap'}`}
                  >
                    {row[cellIndex] ?? ''}
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </div>
  );
}
