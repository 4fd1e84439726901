import type { ChangeEvent } from 'react';
import { Link } from 'react-router';
import { ApiError } from '../../../api/errors';
import { type TKbDocumentData, useChangeDocumentStatus } from '../../../api/knowledge-documents';
import { useServices } from '../../../app/services-context';
import { LINK_CLASS } from '../../../components/button-styles';
import { formatDate, formatNumber } from '../../../i18n/format';
import { currentLanguage } from '../../../i18n/i18n';
import { useAppTranslation } from '../../../i18n/use-app-translation';
import { formatBytes } from '../../knowledge/utils/format-bytes';
import { PARSER_METHODS } from '../parser-settings/parser-methods';
import { DocumentActions } from './document-actions';
import { ParseStatus } from './parse-status';

/**
 * One document of the dataset: selection, name (to its chunks) with the picture of its first page
 * when its parse drew one, counts, method, switch, parse and actions.
 */
export function DocumentRow({
  doc,
  thumbnail,
  isSelected,
  onSelect,
}: {
  doc: TKbDocumentData;
  /** A PNG data URL from `document/thumbnails`; none: the kind stays the only sign of the file's type. */
  thumbnail: string | null | undefined;
  isSelected: boolean;
  onSelect: (docId: string, isSelected: boolean) => void;
}) {
  const { t, i18n } = useAppTranslation();
  const { toasts } = useServices();
  const language = currentLanguage(i18n);
  const changeStatus = useChangeDocumentStatus(doc.kbId);

  function handleSelect(event: ChangeEvent<HTMLInputElement>): void {
    onSelect(doc.id, event.target.checked);
  }

  function handleEnabled(event: ChangeEvent<HTMLInputElement>): void {
    changeStatus.mutate(
      { docIds: [doc.id], status: event.target.checked ? 1 : 0 },
      {
        onError: (error) =>
          toasts.show('error', error instanceof ApiError ? error.message : t('common:errors.unexpected')),
      },
    );
  }

  return (
    <tr className="border-b border-line align-top last:border-0" data-testid="document-row" data-document={doc.id}>
      <td className="px-3 py-2.5">
        <input
          type="checkbox"
          checked={isSelected}
          onChange={handleSelect}
          aria-label={t('knowledge:dataset.select', { name: doc.name })}
          className="size-4 accent-accent"
          data-testid="document-select"
        />
      </td>
      <td className="max-w-72 px-3 py-2.5">
        <div className="flex items-start gap-3">
          {thumbnail ? (
            <img
              src={thumbnail}
              alt={t('knowledge:dataset.thumbnailAlt', { name: doc.name })}
              className="max-h-14 w-10 shrink-0 rounded-sm border border-line bg-surface object-cover object-top"
              data-testid="document-thumbnail"
            />
          ) : null}
          <div className="min-w-0">
            <Link
              to={`/knowledge/${doc.kbId}/documents/${doc.id}`}
              className={`${LINK_CLASS} break-words`}
              data-testid="document-open"
            >
              {doc.name}
            </Link>
            <p className="text-xs text-ink-muted">
              {t('knowledge:dataset.kindSize', {
                kind: doc.kind.toUpperCase(),
                size: formatBytes(doc.size, language),
              })}
            </p>
          </div>
        </div>
      </td>
      <td className="px-3 py-2.5 text-right text-ink tabular-nums" data-testid="document-chunks">
        {formatNumber(doc.chunkNum, language)}
      </td>
      <td className="px-3 py-2.5 whitespace-nowrap text-ink">{formatDate(doc.createdAt, language)}</td>
      <td className="px-3 py-2.5 text-ink" data-testid="document-method-label">
        {t(PARSER_METHODS[doc.parserId].label)}
      </td>
      <td className="px-3 py-2.5">
        <input
          type="checkbox"
          role="switch"
          checked={doc.status === 1}
          aria-checked={doc.status === 1}
          onChange={handleEnabled}
          disabled={changeStatus.isPending}
          aria-label={t('knowledge:dataset.enabledFor', { name: doc.name })}
          data-testid="document-enabled"
          className="h-5 w-9 cursor-pointer appearance-none rounded-full bg-line-strong transition-colors before:block before:size-4 before:translate-x-0.5 before:translate-y-0.5 before:rounded-full before:bg-surface before:shadow-sm before:transition-transform checked:bg-accent checked:before:translate-x-4.5"
        />
      </td>
      <td className="px-3 py-2.5">
        <ParseStatus doc={doc} />
      </td>
      <td className="px-3 py-2.5 whitespace-nowrap">
        <DocumentActions doc={doc} />
      </td>
    </tr>
  );
}
