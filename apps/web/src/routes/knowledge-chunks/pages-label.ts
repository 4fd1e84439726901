import type { useAppTranslation } from '../../i18n/use-app-translation';

/** "Page 3" or "Pages 3–5" of a chunk (a document created empty has no page: its chunks say 0). */
export function pagesLabel(t: ReturnType<typeof useAppTranslation>['t'], pageFrom: number, pageTo: number): string {
  if (pageFrom <= 0) return '';
  return pageTo > pageFrom
    ? t('knowledge:chunks.pages', { from: pageFrom, to: pageTo })
    : t('knowledge:chunks.page', { page: pageFrom });
}
