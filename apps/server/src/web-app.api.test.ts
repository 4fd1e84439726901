import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from './test/test-app.js';

let t: TestApp;
beforeAll(async () => {
  const webDist = mkdtempSync(join(tmpdir(), 'web-dist-'));
  mkdirSync(join(webDist, 'assets'));
  writeFileSync(join(webDist, 'index.html'), '<!doctype html><title>Intrinsic</title>');
  writeFileSync(join(webDist, 'assets', 'app-1a2b3c.js'), 'console.log(1)');
  t = await startTestApp({ webDist });
});
afterAll(() => t.close());

describe('serving the web app', () => {
  it('serves index.html for the root and for client-side routes, never cached', async () => {
    for (const path of ['/', '/sign-in', '/account?tab=password']) {
      const response = await fetch(`${t.baseUrl}${path}`);
      expect(response.status, path).toBe(200);
      expect(await response.text()).toContain('<title>Intrinsic</title>');
      expect(response.headers.get('cache-control')).toBe('no-cache');
    }
  });

  it('serves hashed assets cached for a year', async () => {
    const response = await fetch(`${t.baseUrl}/assets/app-1a2b3c.js`);
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toContain('immutable');
  });

  it('answers a missing asset or API route with the 404 envelope, not the app', async () => {
    for (const path of ['/assets/missing.js', '/v1/missing']) {
      const response = await fetch(`${t.baseUrl}${path}`);
      expect(response.status, path).toBe(404);
      expect(await response.json()).toMatchObject({ code: 404, data: { error: 'NOT_FOUND' } });
    }
  });
});
