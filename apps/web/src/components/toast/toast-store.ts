/** How a toast reads: errors are announced at once (`role="alert"`), the rest politely. */
export type TToastTone = 'success' | 'info' | 'error';

/** One toast. `id` changes with every toast, so a repeated message is announced again. */
export type TToast = { id: number; tone: TToastTone; message: string };

/** Success and info toasts go away by themselves; errors stay longer because they need reading. */
const DURATIONS: Record<TToastTone, number> = { success: 4000, info: 5000, error: 8000 };

/**
 * One toast at a time: showing a new one replaces the current one. A plain store (not React state)
 * so that the API client can raise a toast from outside the component tree.
 */
export class ToastStore {
  private current: TToast | null = null;
  private nextId = 1;
  private timer: ReturnType<typeof setTimeout> | undefined;
  private readonly listeners = new Set<() => void>();

  /** Shows a toast in place of the current one. */
  show(tone: TToastTone, message: string): void {
    this.set({ id: this.nextId++, tone, message });
    clearTimeout(this.timer);
    this.timer = setTimeout(() => this.dismiss(), DURATIONS[tone]);
  }

  /** Hides the current toast (the close button, or its timer). */
  dismiss = (): void => {
    clearTimeout(this.timer);
    this.set(null);
  };

  /** The toast on screen, for `useSyncExternalStore`. */
  getSnapshot = (): TToast | null => this.current;

  /** Calls `listener` on every change; returns the unsubscribe function. */
  subscribe = (listener: () => void): (() => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };

  private set(toast: TToast | null): void {
    this.current = toast;
    for (const listener of this.listeners) listener();
  }
}
