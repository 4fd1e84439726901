import { useEffect } from 'react';
import { useAppTranslation } from '../i18n/use-app-translation';

/** Sets the browser tab title to "<page> · Intrinsic", in the active language. */
export function useDocumentTitle(page: string): void {
  const { t } = useAppTranslation();
  const title = t('common:documentTitle', { page });
  useEffect(() => {
    document.title = title;
  }, [title]);
}
