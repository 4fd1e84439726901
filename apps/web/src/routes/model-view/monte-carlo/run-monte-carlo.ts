import { monteCarlo, type TMonteCarlo, type TMonteCarloInput, type TResult } from '@app/valuation';
import { useCallback, useEffect, useRef, useState } from 'react';

/** What the page sends the worker, and what it answers. */
export type TMonteCarloRequest = { id: number; input: TMonteCarloInput };
export type TMonteCarloReply = { id: number; result: TResult<TMonteCarlo> };

/** A finished run: the engine's answer and how long the page waited for it (worker round trip included). */
export type TMonteCarloRun = { result: TResult<TMonteCarlo>; elapsedMs: number; isInWorker: boolean };

/**
 * Runs Monte Carlo requests in a Web Worker (one per mounted tab, made on the first run and ended
 * with the tab); where there is no `Worker` (jsdom, or a worker that fails to load) the run happens
 * on the main thread after the page has painted its "running" state. Only the latest request's
 * answer is kept.
 */
export function useMonteCarloRunner(): {
  run: (input: TMonteCarloInput) => void;
  isRunning: boolean;
  last: TMonteCarloRun | null;
} {
  const worker = useRef<Worker | null>(null);
  const hasWorkerFailed = useRef(false);
  const latest = useRef(0);
  const [isRunning, setIsRunning] = useState(false);
  const [last, setLast] = useState<TMonteCarloRun | null>(null);

  useEffect(
    () => () => {
      worker.current?.terminate();
      worker.current = null;
      latest.current += 1;
    },
    [],
  );

  const run = useCallback((input: TMonteCarloInput) => {
    latest.current += 1;
    const id = latest.current;
    const started = performance.now();
    setIsRunning(true);

    function finish(result: TResult<TMonteCarlo>, isInWorker: boolean): void {
      if (id !== latest.current) return;
      setLast({ result, elapsedMs: performance.now() - started, isInWorker });
      setIsRunning(false);
    }

    function onMainThread(): void {
      // After the "running" state has painted.
      setTimeout(() => finish(monteCarlo(input), false), 0);
    }

    const current = hasWorkerFailed.current ? null : (worker.current ?? startWorker());
    if (!current) {
      onMainThread();
      return;
    }
    worker.current = current;
    current.onmessage = (event: MessageEvent<TMonteCarloReply>) => {
      if (event.data.id === id) finish(event.data.result, true);
    };
    current.onerror = (event) => {
      event.preventDefault();
      hasWorkerFailed.current = true;
      current.terminate();
      worker.current = null;
      if (id === latest.current) onMainThread();
    };
    current.postMessage({ id, input } satisfies TMonteCarloRequest);
  }, []);

  return { run, isRunning, last };
}

function startWorker(): Worker | null {
  if (typeof Worker === 'undefined') return null;
  try {
    return new Worker(new URL('./worker.ts', import.meta.url), { type: 'module' });
  } catch {
    return null;
  }
}
