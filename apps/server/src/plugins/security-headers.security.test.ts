/**
 * Issue 12: the web app and the API answer with security headers (CSP, no sniffing, no framing,
 * no referrer, a permissions policy), and authenticated JSON is never cached.
 */
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AAPL_10Q_XLSX, documentFile, uploadOne } from '../test/financial.js';
import { signInAsTemp, startTestApp, type TestApp } from '../test/test-app.js';

let t: TestApp;
let token: string;
beforeAll(async () => {
  const webDist = mkdtempSync(join(tmpdir(), 'web-dist-'));
  mkdirSync(join(webDist, 'assets'));
  writeFileSync(join(webDist, 'index.html'), '<!doctype html><title>Intrinsic</title>');
  writeFileSync(join(webDist, 'assets', 'app-1a2b3c.js'), 'console.log(1)');
  t = await startTestApp({ webDist });
  ({ token } = await signInAsTemp(t));
});
afterAll(() => t.close());

const get = (path: string, headers: Record<string, string> = {}) => fetch(`${t.baseUrl}${path}`, { headers });

function directives(csp: string | null): Map<string, string> {
  return new Map(
    (csp ?? '').split(';').map((part) => {
      const [name = '', ...sources] = part.trim().split(/\s+/);
      return [name, sources.join(' ')];
    }),
  );
}

describe('security headers', () => {
  it('are on the web app’s page and files, the API and its errors', async () => {
    for (const response of [
      await get('/'),
      await get('/models/123'),
      await get('/assets/app-1a2b3c.js'),
      await get('/v1/system/status'),
      await get('/v1/missing'),
      await get('/v1/user/info', { authorization: token }),
    ]) {
      const url = response.url;
      expect(response.headers.get('x-content-type-options'), url).toBe('nosniff');
      expect(response.headers.get('x-frame-options'), url).toBe('DENY');
      expect(response.headers.get('referrer-policy'), url).toBe('no-referrer');
      expect(response.headers.get('permissions-policy'), url).toContain('camera=()');
      const csp = directives(response.headers.get('content-security-policy'));
      expect(csp.get('default-src'), url).toBe("'self'");
      expect(csp.get('script-src'), url).toBe("'self' 'wasm-unsafe-eval'");
      expect(csp.get('object-src'), url).toBe("'none'");
      expect(csp.get('frame-ancestors'), url).toBe("'none'");
      expect(csp.get('worker-src'), url).toContain('blob:');
    }
  });

  it('keep authenticated JSON out of every cache, and the app’s own caching of its files', async () => {
    const info = await get('/v1/user/info', { authorization: token });
    expect(info.status).toBe(200);
    expect(info.headers.get('cache-control')).toBe('no-store');
    expect((await get('/v1/user/info')).headers.get('cache-control')).toBe('no-store');
    expect((await get('/')).headers.get('cache-control')).toBe('no-cache');
    expect((await get('/assets/app-1a2b3c.js')).headers.get('cache-control')).toContain('immutable');
  });

  it('leave a downloaded file its own sandbox policy', async () => {
    const documentId = await uploadOne(t, token, documentFile(AAPL_10Q_XLSX));
    const file = await get(`/v1/financial_statements/file?document_id=${documentId}`, { authorization: token });
    expect(file.status).toBe(200);
    expect(file.headers.get('content-security-policy')).toBe('sandbox');
    expect(file.headers.get('cache-control')).toBe('no-store');
    expect(file.headers.get('x-content-type-options')).toBe('nosniff');
  });
});
