/**
 * `GET /v1/system/status` (a database round trip) called back to back until `isDone`, `maxCalls`
 * or `deadline`: each call's milliseconds. Its latency is how long any request waits for the
 * server's main thread.
 */
export async function statusLatencies(
  baseUrl: string,
  isDone: () => boolean,
  maxCalls: number,
  deadline = Number.POSITIVE_INFINITY,
): Promise<number[]> {
  const latencies: number[] = [];
  while (latencies.length < maxCalls && !isDone() && performance.now() < deadline) {
    const started = performance.now();
    const response = await fetch(`${baseUrl}/v1/system/status`);
    if (!response.ok) throw new Error(`system/status: ${response.status}`);
    await response.arrayBuffer();
    latencies.push(performance.now() - started);
  }
  return latencies;
}

/** `n calls, p50 …, p99 …, max …`. */
export function latencySummary(latencies: number[]): string {
  const sorted = [...latencies].sort((a, b) => a - b);
  const at = (q: number) => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? Number.NaN;
  const ms = (value: number) => `${value.toFixed(1)} ms`;
  return `${sorted.length} calls, p50 ${ms(at(0.5))}, p99 ${ms(at(0.99))}, max ${ms(sorted.at(-1) ?? Number.NaN)}`;
}
