import type { useAppTranslation } from '../../i18n/use-app-translation';

const KIND_LABELS = {
  summary: 'knowledge:chunks.kindSummary',
  graph: 'knowledge:chunks.kindGraph',
} as const;

/**
 * Where a chunk comes from: "Page 3" or "Pages 3–5" (a document created empty has no page: its
 * chunks say 0), after "RAPTOR summary" or "Knowledge graph" for a chunk the chat model wrote (a
 * graph chunk has no page: an entity is read across the document).
 */
export function pagesLabel(
  t: ReturnType<typeof useAppTranslation>['t'],
  pageFrom: number,
  pageTo: number,
  contentType = 'text',
): string {
  const kind = contentType in KIND_LABELS ? t(KIND_LABELS[contentType as keyof typeof KIND_LABELS]) : '';
  const pages =
    pageFrom <= 0
      ? ''
      : pageTo > pageFrom
        ? t('knowledge:chunks.pages', { from: pageFrom, to: pageTo })
        : t('knowledge:chunks.page', { page: pageFrom });
  return [kind, pages].filter((part) => part !== '').join(' · ');
}
