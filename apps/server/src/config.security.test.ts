/**
 * Issue 12: `npm start` listened on every interface by default. The embedded default now listens on
 * this machine only; `HOST=0.0.0.0` deploys it (README's variable table).
 */
import { describe, expect, it } from 'vitest';
import { loadConfig } from './config.js';

describe('the address the server listens on', () => {
  it('is the loopback by default, and every interface only when HOST says so', () => {
    expect(loadConfig({}).host).toBe('127.0.0.1');
    expect(loadConfig({ HOST: '' }).host).toBe('127.0.0.1');
    expect(loadConfig({ HOST: '0.0.0.0' }).host).toBe('0.0.0.0');
  });
});
