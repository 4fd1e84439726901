import type { ChangeEvent } from 'react';
import type { TFileData } from '../../api/files';
import { useAppTranslation } from '../../i18n/use-app-translation';
import { FileRow, type TFileAction } from './file-row';

const COLUMNS = [
  { key: 'knowledge:files.columns.name', align: 'text-left' },
  { key: 'knowledge:files.columns.type', align: 'text-left' },
  { key: 'knowledge:files.columns.size', align: 'text-right' },
  { key: 'knowledge:files.columns.updated', align: 'text-left' },
  { key: 'knowledge:files.columns.knowledgeBases', align: 'text-left' },
] as const;

/** The folder's items as a table, with a checkbox that selects the whole page. */
export function FileTable({
  items,
  selected,
  onSelect,
  onSelectAll,
  onAction,
}: {
  items: readonly TFileData[];
  selected: ReadonlyMap<string, TFileData>;
  onSelect: (item: TFileData, isSelected: boolean) => void;
  onSelectAll: (items: readonly TFileData[], isSelected: boolean) => void;
  onAction: (action: TFileAction, item: TFileData) => void;
}) {
  const { t } = useAppTranslation();
  // The folders the knowledge bases manage cannot be moved or deleted: never selected.
  const selectable = items.filter((item) => !(item.type === 'folder' && item.sourceType === 'knowledgebase'));
  const isAllSelected = selectable.length > 0 && selectable.every((item) => selected.has(item.id));

  function handleSelectAll(event: ChangeEvent<HTMLInputElement>): void {
    onSelectAll(selectable, event.target.checked);
  }

  return (
    <div className="overflow-x-auto rounded-xl border border-line bg-surface shadow-sm">
      <table className="w-full text-sm" data-testid="files-table">
        <thead>
          <tr className="border-b border-line text-xs text-ink-muted">
            <th scope="col" className="w-8 px-3 py-2">
              <input
                type="checkbox"
                checked={isAllSelected}
                onChange={handleSelectAll}
                disabled={selectable.length === 0}
                aria-label={t('knowledge:files.selectAll')}
                data-testid="files-select-all"
              />
            </th>
            {COLUMNS.map((column) => (
              <th key={column.key} scope="col" className={`px-3 py-2 font-medium whitespace-nowrap ${column.align}`}>
                {t(column.key)}
              </th>
            ))}
            <th scope="col" className="px-3 py-2">
              <span className="sr-only">{t('knowledge:files.columns.actions')}</span>
            </th>
          </tr>
        </thead>
        <tbody>
          {items.map((item) => (
            <FileRow
              key={item.id}
              item={item}
              isSelected={selected.has(item.id)}
              onSelect={onSelect}
              onAction={onAction}
            />
          ))}
        </tbody>
      </table>
    </div>
  );
}
