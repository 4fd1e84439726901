import { useTranslation } from 'react-i18next';
import { NAMESPACES } from './resources';

/**
 * `useTranslation` over every namespace, so `t('auth:signIn.title')` type-checks against the English
 * files from any component (and an unknown key is a compile error).
 */
export function useAppTranslation() {
  return useTranslation(NAMESPACES);
}
