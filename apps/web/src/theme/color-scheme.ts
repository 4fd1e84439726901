import type { TColorScheme } from '@app/contract';

const DARK_QUERY = '(prefers-color-scheme: dark)';

let stopFollowingSystem: (() => void) | undefined;

/**
 * Applies a color scheme to the page: the `dark` class on `<html>` (Tailwind's dark variant) and the
 * CSS `color-scheme` (native controls and scrollbars). `system` follows the OS, live.
 */
export function applyColorScheme(scheme: TColorScheme): void {
  if (typeof document === 'undefined') return;
  stopFollowingSystem?.();
  stopFollowingSystem = undefined;
  const media = typeof window.matchMedia === 'function' ? window.matchMedia(DARK_QUERY) : undefined;
  const setDark = (isDark: boolean) => {
    document.documentElement.classList.toggle('dark', isDark);
    document.documentElement.style.colorScheme = isDark ? 'dark' : 'light';
  };
  if (scheme !== 'system') {
    setDark(scheme === 'dark');
    return;
  }
  setDark(media?.matches ?? false);
  if (!media) return;
  const handleChange = (event: MediaQueryListEvent) => setDark(event.matches);
  media.addEventListener('change', handleChange);
  stopFollowingSystem = () => media.removeEventListener('change', handleChange);
}
