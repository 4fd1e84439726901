import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startMockProviderServer, type TMockProviderServer } from './mock-provider-server.js';

let server: TMockProviderServer;
beforeAll(async () => {
  server = await startMockProviderServer();
});
afterAll(() => server.close());

async function ask(question: string): Promise<string> {
  const response = await fetch(`${server.url}/v1/chat/completions`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ model: 'mock-chat', messages: [{ role: 'user', content: question }] }),
  });
  const body = (await response.json()) as { choices: { message: { content: string } }[] };
  return body.choices[0]?.message.content ?? '';
}

describe('the mock provider’s scripted replies', () => {
  it('writes a reply from the request it answers, in its turn in the queue', async () => {
    server.script({ text: ['first'] }, (request) => {
      const messages = request.body.messages as { content: string }[];
      return { text: [`you asked: ${messages.at(-1)?.content}`] };
    });
    expect(await ask('one')).toBe('first');
    expect(await ask('two')).toBe('you asked: two');
    // The queue is empty again: the default answer.
    expect(await ask('three')).toBe('OK');
  });
});
