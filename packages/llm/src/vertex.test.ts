import { createVerify, generateKeyPairSync } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createLlmClient } from './client.js';
import { LlmError } from './errors.js';
import { startMockProviderServer, type TMockProviderServer } from './testing/mock-provider-server.js';
import { vertexBaseUrl } from './vertex.js';

const ACCESS_TOKEN = 'ya29.vertex-test-token';
const { privateKey, publicKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
let server: TMockProviderServer;
beforeAll(async () => {
  server = await startMockProviderServer({ apiKey: ACCESS_TOKEN, accessToken: ACCESS_TOKEN });
});
afterAll(() => server.close());

function serviceAccountKey(email: string): string {
  const json = {
    type: 'service_account',
    project_id: 'intrinsic-test',
    client_email: email,
    private_key: privateKey.export({ type: 'pkcs8', format: 'pem' }),
    token_uri: `${server.url}/token`,
  };
  return Buffer.from(JSON.stringify(json)).toString('base64');
}

const vertex = (key: string) =>
  createLlmClient({
    factory: 'VertexAI',
    model: 'google/gemini-2.0-flash',
    modelType: 'chat',
    projectId: 'intrinsic-test',
    region: 'us-central1',
    serviceAccountKey: key,
    baseUrl: `${server.url}/v1/projects/intrinsic-test/locations/us-central1/endpoints/openapi`,
  });

describe('Vertex AI', () => {
  it('signs a JWT with the service account, exchanges it for a token and calls the OpenAI endpoint with it', async () => {
    server.script({ text: ['Hello ', 'from Vertex'] });
    const reply = await vertex(serviceAccountKey('bot@intrinsic-test.iam.gserviceaccount.com')).chat({
      messages: [{ role: 'user', content: 'hi' }],
    });
    expect(reply.text).toBe('Hello from Vertex');

    const exchange = server.requests.find((request) => request.path === '/token');
    expect(exchange?.body.grant_type).toBe('urn:ietf:params:oauth:grant-type:jwt-bearer');
    const [header = '', claims = '', signature = ''] = String(exchange?.body.assertion).split('.');
    const verifier = createVerify('RSA-SHA256').update(`${header}.${claims}`);
    expect(verifier.verify(publicKey, Buffer.from(signature, 'base64url'))).toBe(true);
    expect(JSON.parse(Buffer.from(claims, 'base64url').toString())).toMatchObject({
      iss: 'bot@intrinsic-test.iam.gserviceaccount.com',
      scope: 'https://www.googleapis.com/auth/cloud-platform',
      aud: `${server.url}/token`,
    });
    const call = server.requests.at(-1);
    expect(call?.path).toBe('/v1/projects/intrinsic-test/locations/us-central1/endpoints/openapi/chat/completions');
    expect(call?.headers.authorization).toBe(`Bearer ${ACCESS_TOKEN}`);
  });

  it('reuses the token until it nears expiry', async () => {
    const key = serviceAccountKey('again@intrinsic-test.iam.gserviceaccount.com');
    const before = server.requests.filter((request) => request.path === '/token').length;
    await vertex(key).chat({ messages: [{ role: 'user', content: 'one' }] });
    await vertex(key).chat({ messages: [{ role: 'user', content: 'two' }] });
    expect(server.requests.filter((request) => request.path === '/token').length).toBe(before + 1);
  });

  it('a key that is not a service account JSON, or one the token endpoint refuses, is a refused key', async () => {
    const notJson = await vertex(Buffer.from('hello').toString('base64'))
      .chat({ messages: [{ role: 'user', content: 'hi' }] })
      .catch((error: unknown) => error);
    expect((notJson as LlmError).code).toBe('LLM_AUTH_FAILED');
    const refusing = await startMockProviderServer();
    const json = JSON.parse(Buffer.from(serviceAccountKey('x@y.iam.gserviceaccount.com'), 'base64').toString());
    const key = Buffer.from(JSON.stringify({ ...json, token_uri: `${refusing.url}/token` })).toString('base64');
    const refused = await vertex(key)
      .chat({ messages: [{ role: 'user', content: 'hi' }] })
      .catch((error: unknown) => error);
    await refusing.close();
    expect(refused).toBeInstanceOf(LlmError);
    expect((refused as LlmError).code).toBe('LLM_AUTH_FAILED');
  });

  it('builds the endpoint of a project and location', () => {
    expect(vertexBaseUrl('p-1', 'europe-west4')).toBe(
      'https://europe-west4-aiplatform.googleapis.com/v1/projects/p-1/locations/europe-west4/endpoints/openapi',
    );
    expect(vertexBaseUrl('p-1', 'global')).toBe(
      'https://aiplatform.googleapis.com/v1/projects/p-1/locations/global/endpoints/openapi',
    );
  });
});
