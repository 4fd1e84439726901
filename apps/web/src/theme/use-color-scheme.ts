import type { TColorScheme } from '@app/contract';
import { useEffect } from 'react';
import { useUpdateSetting, useUserInfo } from '../api/user';
import { applyColorScheme } from './color-scheme';

/**
 * The color scheme saved in the user's settings, applied to the page whenever it changes, and how to
 * change it (applied at once, then saved).
 */
export function useColorScheme() {
  const { data: user } = useUserInfo();
  const updateSetting = useUpdateSetting();
  // While a change is being saved, show it; if saving fails, the saved scheme comes back.
  const pendingScheme = updateSetting.isPending ? updateSetting.variables?.colorScheme : undefined;
  const scheme: TColorScheme = pendingScheme ?? user?.colorScheme ?? 'system';

  useEffect(() => {
    applyColorScheme(scheme);
  }, [scheme]);

  function changeColorScheme(next: TColorScheme): void {
    applyColorScheme(next);
    updateSetting.mutate({ colorScheme: next });
  }

  return { scheme, changeColorScheme };
}
