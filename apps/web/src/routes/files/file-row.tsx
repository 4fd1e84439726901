import type { ChangeEvent } from 'react';
import { Link } from 'react-router';
import type { TFileData } from '../../api/files';
import { buttonClass, LINK_CLASS } from '../../components/button-styles';
import { NO_FIGURE } from '../../components/model/format-figure';
import { formatDate } from '../../i18n/format';
import { currentLanguage } from '../../i18n/i18n';
import { useAppTranslation } from '../../i18n/use-app-translation';
import { folderHref } from './folder-breadcrumb';
import { FILE_TYPE_LABELS, formatFileSize } from './utils/file-labels';

/** What a row's buttons ask the screen to do. */
export type TFileAction = 'download' | 'rename' | 'move' | 'delete' | 'add-to-kb';

/**
 * One file or folder: selection, name (a folder opens), type, size, last change, the knowledge
 * bases it is a document of, and its actions. The folders the knowledge bases manage keep only
 * "open": they cannot be renamed, moved or deleted.
 */
export function FileRow({
  item,
  isSelected,
  onSelect,
  onAction,
}: {
  item: TFileData;
  isSelected: boolean;
  onSelect: (item: TFileData, isSelected: boolean) => void;
  onAction: (action: TFileAction, item: TFileData) => void;
}) {
  const { t, i18n } = useAppTranslation();
  const language = currentLanguage(i18n);
  const isFolder = item.type === 'folder';
  const isManaged = isFolder && item.sourceType === 'knowledgebase';

  function handleSelect(event: ChangeEvent<HTMLInputElement>): void {
    onSelect(item, event.target.checked);
  }

  const actions: { action: TFileAction; label: string; isShown: boolean }[] = [
    { action: 'download', label: t('knowledge:files.actions.download'), isShown: !isFolder },
    { action: 'add-to-kb', label: t('knowledge:files.actions.addToKb'), isShown: !isManaged },
    { action: 'rename', label: t('knowledge:files.actions.rename'), isShown: !isManaged },
    { action: 'move', label: t('knowledge:files.actions.move'), isShown: !isManaged },
    { action: 'delete', label: t('knowledge:files.actions.delete'), isShown: !isManaged },
  ];

  return (
    <tr className="border-b border-line last:border-0" data-testid="file-row" data-file={item.id}>
      <td className="w-8 px-3 py-2.5">
        <input
          type="checkbox"
          checked={isSelected}
          onChange={handleSelect}
          disabled={isManaged}
          aria-label={t('knowledge:files.selectItem', { name: item.name })}
          data-testid="file-select"
        />
      </td>
      <td className="max-w-72 px-3 py-2.5">
        {isFolder ? (
          <Link to={folderHref(item.id)} className={`${LINK_CLASS} break-all`} data-testid="file-open-folder">
            <span aria-hidden="true">▸ </span>
            {item.name}
          </Link>
        ) : (
          <span className="break-all text-ink" data-testid="file-name">
            {item.name}
          </span>
        )}
      </td>
      <td className="px-3 py-2.5 whitespace-nowrap text-ink-muted">{t(FILE_TYPE_LABELS[item.type])}</td>
      <td className="px-3 py-2.5 text-right whitespace-nowrap text-ink tabular-nums">
        {isFolder ? NO_FIGURE : formatFileSize(item.size, language)}
      </td>
      <td className="px-3 py-2.5 whitespace-nowrap text-ink-muted tabular-nums">
        {formatDate(item.updateTime, language)}
      </td>
      <td className="px-3 py-2.5">
        {item.kbsInfo.length === 0 ? (
          <span className="text-ink-muted">{NO_FIGURE}</span>
        ) : (
          <ul className="flex flex-wrap gap-1" data-testid="file-kbs">
            {item.kbsInfo.map((kb) => (
              <li key={kb.kbId}>
                <Link
                  to={`/knowledge/${kb.kbId}/dataset`}
                  className="rounded-full bg-accent-soft px-2 py-0.5 text-xs text-accent hover:underline"
                >
                  {kb.kbName}
                </Link>
              </li>
            ))}
          </ul>
        )}
      </td>
      <td className="px-3 py-2.5 text-right whitespace-nowrap">
        {actions
          .filter((entry) => entry.isShown)
          .map((entry) => (
            <ActionButton
              key={entry.action}
              item={item}
              action={entry.action}
              label={entry.label}
              onAction={onAction}
            />
          ))}
      </td>
    </tr>
  );
}

function ActionButton({
  item,
  action,
  label,
  onAction,
}: {
  item: TFileData;
  action: TFileAction;
  label: string;
  onAction: (action: TFileAction, item: TFileData) => void;
}) {
  function handleClick(): void {
    onAction(action, item);
  }

  return (
    <button
      type="button"
      className={buttonClass('ghost', 'px-2 py-1 text-xs')}
      onClick={handleClick}
      data-testid={`file-${action}`}
    >
      {label}
    </button>
  );
}
