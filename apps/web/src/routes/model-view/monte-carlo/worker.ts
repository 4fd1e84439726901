import { monteCarlo } from '@app/valuation';
import type { TMonteCarloReply, TMonteCarloRequest } from './run-monte-carlo';

/** The Monte Carlo worker: runs one request at a time off the main thread, so the page stays responsive. */
const scope = self as unknown as {
  onmessage: ((event: MessageEvent<TMonteCarloRequest>) => void) | null;
  postMessage: (reply: TMonteCarloReply) => void;
};

scope.onmessage = (event) => {
  const { id, input } = event.data;
  scope.postMessage({ id, result: monteCarlo(input) });
};
