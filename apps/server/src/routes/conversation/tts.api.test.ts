import { ERRORS, VALIDATION_MESSAGES } from '@app/contract';
import { startMockProviderServer, type TMockProviderServer } from '@app/llm/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { spokenText } from '../../conversations/speak-text.js';
import { signInAsTemp, startTestApp, type TestApp } from '../../test/test-app.js';

const KEY = 'sk-tts-0123456789abcdef';
let t: TestApp;
let provider: TMockProviderServer;

beforeAll(async () => {
  provider = await startMockProviderServer({ apiKey: KEY });
  t = await startTestApp();
});
afterAll(async () => {
  await t.close();
  await provider.close();
});

function speak(token: string, text: string, language = 'en') {
  return fetch(`${t.baseUrl}/v1/conversation/tts`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: token, 'accept-language': language },
    body: JSON.stringify({ text }),
  });
}

describe('conversation/tts', () => {
  it('reads a reply aloud with the user’s default text-to-speech model, without its citation markers', async () => {
    const user = await signInAsTemp(t);
    const added = await t.call('POST', '/v1/llm/add_llm', {
      token: user.token,
      body: {
        llm_factory: 'OpenAI',
        llm_name: 'tts-1',
        model_type: 'tts',
        base_url: `${provider.url}/v1`,
        api_key: KEY,
      },
    });
    expect(added.code, added.message).toBe(0);
    const set = await t.call('POST', '/v1/user/set_tenant_info', {
      token: user.token,
      body: { tts_id: 'tts-1@OpenAI' },
    });
    expect(set.code, set.message).toBe(0);

    const response = await speak(user.token, 'Net sales were **$391,035 million** [ID:2].');
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/^audio\//);
    const audio = new Uint8Array(await response.arrayBuffer());
    expect(new TextDecoder().decode(audio.subarray(0, 4))).toBe('RIFF');
    const request = provider.requests.findLast((seen) => seen.path === '/v1/audio/speech');
    expect(request?.body).toMatchObject({ model: 'tts-1', input: 'Net sales were $391,035 million .' });
  });

  it('says what to add when the user has no text-to-speech model, and refuses an empty or too long text', async () => {
    const user = await signInAsTemp(t, 'es');
    const none = await speak(user.token, 'Hello', 'es');
    expect(none.status).toBe(ERRORS.LLM_NOT_CONFIGURED.status);
    expect(((await none.json()) as { data: { error: string } }).data.error).toBe('LLM_NOT_CONFIGURED');

    const empty = await speak(user.token, '   ', 'es');
    expect(empty.status).toBe(422);
    expect(JSON.stringify(await empty.json())).toContain(VALIDATION_MESSAGES.tts_text_required.es);
    const long = await speak(user.token, 'x'.repeat(4_097), 'es');
    expect(long.status).toBe(422);
    expect(JSON.stringify(await long.json())).toContain(VALIDATION_MESSAGES.tts_text_too_long.es);
  });
});

describe('spokenText', () => {
  it('leaves out markers, Markdown marks and link addresses', () => {
    expect(spokenText('See [the 10-K](https://sec.gov/x) ##3$$ and [ID: 4] — *up* 5%.')).toBe(
      'See the 10-K and — up 5%.',
    );
  });
});
