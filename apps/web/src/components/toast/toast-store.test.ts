import { afterEach, describe, expect, it, vi } from 'vitest';
import { ToastStore } from './toast-store';

afterEach(() => {
  vi.useRealTimers();
});

describe('ToastStore', () => {
  it('keeps one toast at a time: a new one replaces the current one', () => {
    const store = new ToastStore();
    const listener = vi.fn();
    store.subscribe(listener);
    store.show('success', 'Saved');
    store.show('error', 'Cannot connect');
    expect(store.getSnapshot()).toMatchObject({ tone: 'error', message: 'Cannot connect' });
    expect(listener).toHaveBeenCalledTimes(2);
  });

  it('hides a toast after a while, measured from the latest one', () => {
    vi.useFakeTimers();
    const store = new ToastStore();
    store.show('success', 'Saved');
    vi.advanceTimersByTime(3000);
    store.show('success', 'Saved again');
    vi.advanceTimersByTime(3000);
    expect(store.getSnapshot()?.message).toBe('Saved again');
    vi.advanceTimersByTime(1000);
    expect(store.getSnapshot()).toBeNull();
  });
});
