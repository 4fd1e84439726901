import { availableParallelism } from 'node:os';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadConfig } from './config.js';

describe('loadConfig', () => {
  it('defaults to port 8080, ./data and no database URL', () => {
    const config = loadConfig({});
    expect(config.port).toBe(8080);
    expect(config.dataDir).toMatch(/\/data$/);
    expect(config.databaseUrl).toBeUndefined();
    expect(config.publicUrl).toBe('http://localhost:8080');
  });

  it('treats empty variables as unset', () => {
    expect(loadConfig({ DATABASE_URL: '', PORT: '' }).databaseUrl).toBeUndefined();
  });

  it('names the variable that is wrong', () => {
    expect(() => loadConfig({ PORT: 'eighty' })).toThrow(/PORT/);
    expect(() => loadConfig({ DATABASE_URL: 'mysql://x' })).toThrow(/DATABASE_URL must be a postgres:\/\/ URL/);
  });

  it('reads documents with one worker per core but one, or EXTRACTION_WORKERS', () => {
    expect(loadConfig({}).extractionWorkers).toBe(Math.max(1, availableParallelism() - 1));
    expect(loadConfig({ EXTRACTION_WORKERS: '3' }).extractionWorkers).toBe(3);
    expect(() => loadConfig({ EXTRACTION_WORKERS: '0' })).toThrow(/EXTRACTION_WORKERS/);
  });

  it('embeds with one worker per core, at most two, or EMBEDDING_WORKERS', () => {
    expect(loadConfig({}).embeddingWorkers).toBe(Math.min(2, availableParallelism()));
    expect(loadConfig({ EMBEDDING_WORKERS: '1' }).embeddingWorkers).toBe(1);
    expect(() => loadConfig({ EMBEDDING_WORKERS: '0' })).toThrow(/EMBEDDING_WORKERS/);
  });

  it('trusts no proxy unless TRUST_PROXY names one', () => {
    expect(loadConfig({}).trustProxy).toBe(false);
    expect(loadConfig({ TRUST_PROXY: 'true' }).trustProxy).toBe(true);
    expect(loadConfig({ TRUST_PROXY: '10.0.0.1, 10.0.0.0/8' }).trustProxy).toBe('10.0.0.1,10.0.0.0/8');
    expect(() => loadConfig({ TRUST_PROXY: 'everyone' })).toThrow(/TRUST_PROXY/);
  });

  it('reads the filings folders of FILINGS_DIR, colon-separated, each resolved; none by default', () => {
    expect(loadConfig({}).filingsDirs).toEqual([]);
    expect(loadConfig({ FILINGS_DIR: '' }).filingsDirs).toEqual([]);
    expect(loadConfig({ FILINGS_DIR: '/a/10k_html: /b/eval ::' }).filingsDirs).toEqual(['/a/10k_html', '/b/eval']);
    expect(loadConfig({ FILINGS_DIR: 'filings' }).filingsDirs).toEqual([resolve('filings')]);
  });

  it('drops a trailing slash from PUBLIC_URL', () => {
    expect(loadConfig({ PUBLIC_URL: 'https://intrinsic.example/' }).publicUrl).toBe('https://intrinsic.example');
  });
});
