import { randomBytes } from 'node:crypto';
import type { TEnvelope } from '../packages/contract/src/index.js';
/** A JSON call to the API: the envelope's data, or an error naming the route. */
export type TCall = <T>(method: string, path: string, init?: { token?: string; body?: unknown }) => Promise<T>;

/** JSON calls to a running server. */
export function caller(baseUrl: string): TCall {
  return async <T>(method: string, path: string, init: { token?: string; body?: unknown } = {}) => {
    const response = await fetch(`${baseUrl}${path}`, {
      method,
      headers: {
        ...(init.token && { authorization: init.token }),
        ...(init.body !== undefined && { 'content-type': 'application/json' }),
      },
      ...(init.body !== undefined && { body: JSON.stringify(init.body) }),
    });
    const envelope = (await response.json()) as TEnvelope<T>;
    if (envelope.code !== 0) throw new Error(`${method} ${path}: ${envelope.message}`);
    return envelope.data;
  };
}

/** A new temporary user's token. */
export async function tempUser(baseUrl: string): Promise<string> {
  const response = await fetch(`${baseUrl}/v1/temp_user/create`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ fingerprint: randomBytes(16).toString('hex'), language: 'en', timezone: 'UTC' }),
  });
  const token = response.headers.get('authorization');
  if (!token) throw new Error(`temp user: ${response.status}`);
  return token;
}

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
