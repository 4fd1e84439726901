import { describe, expect, it } from 'vitest';
import { ApiError, NetworkError, shouldRetry } from './errors';

describe('shouldRetry', () => {
  it('retries network failures and server errors up to 3 times', () => {
    expect(shouldRetry(0, new NetworkError('unreachable'))).toBe(true);
    expect(shouldRetry(2, new NetworkError('timeout'))).toBe(true);
    expect(shouldRetry(3, new NetworkError('timeout'))).toBe(false);
    expect(shouldRetry(0, new ApiError('down', 503, 'SERVICE_UNAVAILABLE'))).toBe(true);
    expect(shouldRetry(3, new ApiError('down', 500, 'INTERNAL'))).toBe(false);
  });

  it('never retries 401 or other 4xx', () => {
    expect(shouldRetry(0, new ApiError('expired', 401, 'UNAUTHORIZED'))).toBe(false);
    expect(shouldRetry(0, new ApiError('missing', 404, 'NOT_FOUND'))).toBe(false);
    expect(shouldRetry(0, new ApiError('slow down', 429, 'RATE_LIMITED'))).toBe(false);
    expect(shouldRetry(0, new NetworkError('bad_response'))).toBe(false);
    expect(shouldRetry(0, new Error('bug'))).toBe(false);
  });

  it('never retries a market-data provider failure: the server retried it and remembers it', () => {
    expect(shouldRetry(0, new ApiError('unreachable', 503, 'PROVIDER_UNAVAILABLE'))).toBe(false);
    expect(shouldRetry(0, new ApiError('too slow', 504, 'GATEWAY_TIMEOUT'))).toBe(false);
  });
});
