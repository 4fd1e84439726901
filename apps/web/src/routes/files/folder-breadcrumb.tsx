import { Link } from 'react-router';
import type { TFolderRefData } from '../../api/files';
import { LINK_CLASS } from '../../components/button-styles';
import { useAppTranslation } from '../../i18n/use-app-translation';

/** Where the listed folder is: the root ("My files"), each folder down, the current one last (not a link). */
export function FolderBreadcrumb({ path }: { path: readonly TFolderRefData[] }) {
  const { t } = useAppTranslation();
  return (
    <nav aria-label={t('knowledge:files.breadcrumb')} data-testid="files-breadcrumb">
      <ol className="flex flex-wrap items-center gap-1 text-sm">
        {path.map((folder, index) => {
          const name = folder.id === null ? t('knowledge:files.root') : folder.name;
          const isCurrent = index === path.length - 1;
          return (
            <li key={folder.id ?? 'root'} className="flex min-w-0 items-center gap-1">
              {index > 0 ? (
                <span aria-hidden="true" className="text-ink-muted">
                  /
                </span>
              ) : null}
              {isCurrent ? (
                <span
                  aria-current="page"
                  className="truncate font-medium text-ink"
                  data-testid="files-breadcrumb-current"
                >
                  {name}
                </span>
              ) : (
                <Link
                  to={folderHref(folder.id)}
                  className={`${LINK_CLASS} truncate`}
                  data-testid="files-breadcrumb-link"
                >
                  {name}
                </Link>
              )}
            </li>
          );
        })}
      </ol>
    </nav>
  );
}

/** The file manager's address of a folder (the root without a `folder`). */
export function folderHref(folderId: string | null): string {
  return folderId ? `/files?folder=${encodeURIComponent(folderId)}` : '/files';
}
