import { API_ROUTES } from '@app/contract';
import { describe, expect, it } from 'vitest';
import { curlExamples } from './curl-examples';

describe('curlExamples', () => {
  const examples = curlExamples('https://intrinsic.example/');

  it('calls only operations an API token may call, on this server', () => {
    const tokenPaths = new Set(
      Object.values(API_ROUTES)
        .filter((route) => route.acceptsApiToken)
        .map((route) => route.path),
    );
    for (const { key, command } of examples) {
      const urls = [...command.matchAll(/"https:\/\/intrinsic\.example(\/v1\/[^"?]*)/g)].map((match) => match[1]);
      expect(urls.length, key).toBeGreaterThan(0);
      for (const path of urls) expect(tokenPaths, `${key}: ${path}`).toContain(path);
      expect(command, key).toContain('Authorization: Bearer $INTRINSIC_TOKEN');
    }
  });

  it('sends an upload as a form with the knowledge base first', () => {
    const upload = examples.find((example) => example.key === 'upload')?.command ?? '';
    expect(upload.indexOf('kb_id=')).toBeGreaterThan(-1);
    expect(upload.indexOf('kb_id=')).toBeLessThan(upload.indexOf('file=@'));
  });
});
