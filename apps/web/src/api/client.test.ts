// @vitest-environment node
import { defineRoute, financialStatementRoutes, modelRoutes, systemRoutes, userRoutes } from '@app/contract';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { failure, ok, startLocalApiServer, type TLocalApiServer, wireUser } from '../test/local-api-server';
import { createApiClient, DEFAULT_TIMEOUT_MS, fileNameOf, type TApiClientOptions, UPLOAD_TIMEOUT_MS } from './client';
import { ApiError, NetworkError } from './errors';
import { createMemoryStore, SessionStorage, STORAGE_KEYS, type TKeyValueStore } from './session-storage';

const TEMP_TOKEN = 'Bearer temp-token';
const versionBody = ok({ name: 'intrinsic', version: '0.1.0' });

let server: TLocalApiServer | undefined;
afterEach(async () => {
  await server?.close();
  server = undefined;
  vi.useRealTimers();
});

function setup(store: TKeyValueStore = createMemoryStore(), options: Partial<TApiClientOptions> = {}) {
  const storage = new SessionStorage(store);
  const client = createApiClient({
    baseUrl: server?.url ?? 'http://127.0.0.1:9',
    storage,
    getLanguage: () => 'zh-TRADITIONAL',
    ...options,
  });
  return { store, storage, client };
}

/** A server that hands out a temporary user and answers the other routes only with its token. */
async function startTempUserServer() {
  server = await startLocalApiServer((request) => {
    if (request.path === userRoutes.createTempUser.path) {
      return { headers: { Authorization: TEMP_TOKEN }, body: ok(wireUser()) };
    }
    if (request.headers.authorization !== TEMP_TOKEN) return { body: failure(401, 'UNAUTHORIZED', 'Session expired') };
    if (request.path === userRoutes.info.path) return { body: ok(wireUser()) };
    return { body: versionBody };
  });
  return server;
}

describe('temporary user', () => {
  it('is created first, once, for requests that start together', async () => {
    const api = await startTempUserServer();
    const { client, store } = setup();
    const [info] = await Promise.all([
      client.request(userRoutes.info),
      client.request(userRoutes.info),
      client.request(systemRoutes.version),
    ]);

    expect(info).toMatchObject({ isTemp: true, colorScheme: 'system', isEmailVerified: false });
    const creations = api.requests.filter((request) => request.path === userRoutes.createTempUser.path);
    expect(creations).toHaveLength(1);
    expect(api.requests[0]?.path).toBe(userRoutes.createTempUser.path);
    expect(creations[0]?.body).toMatchObject({
      language: 'zh-TRADITIONAL',
      fingerprint: expect.stringMatching(/^[0-9a-f]{64}$/),
      device_secret: expect.stringMatching(/^[A-Za-z0-9_-]{43}$/),
    });
    expect(store.getItem(STORAGE_KEYS.authorization)).toBe(TEMP_TOKEN);
    expect(store.getItem(STORAGE_KEYS.isTemp)).toBe('true');
    expect(JSON.parse(store.getItem(STORAGE_KEYS.userInfo) ?? '{}')).toMatchObject({ id: 'user-1', isTemp: true });
    expect(store.getItem(STORAGE_KEYS.fingerprint)).toMatch(/^[0-9a-f]{64}$/);
    expect(store.getItem(STORAGE_KEYS.deviceSecret)).toBe(
      (creations[0]?.body as { device_secret?: string } | undefined)?.device_secret,
    );
  });

  it('sends the same device secret again once the session is gone, and a new browser its own', async () => {
    const api = await startTempUserServer();
    const { client, store } = setup();
    await client.request(userRoutes.info);
    store.removeItem(STORAGE_KEYS.authorization);
    await client.request(userRoutes.info);
    const other = setup();
    await other.client.request(userRoutes.info);
    const secrets = api.requests
      .filter((request) => request.path === userRoutes.createTempUser.path)
      .map((request) => (request.body as { device_secret: string }).device_secret);
    expect(secrets).toHaveLength(3);
    expect(secrets[1]).toBe(secrets[0]);
    expect(secrets[2]).not.toBe(secrets[0]);
  });

  it('sends the stored token and the language on every request', async () => {
    const api = await startTempUserServer();
    const { client } = setup();
    await client.request(userRoutes.info);
    await client.request(systemRoutes.version);
    const later = api.requests.slice(1);
    expect(later.map((request) => request.headers.authorization)).toEqual([TEMP_TOKEN, TEMP_TOKEN]);
    expect(later.map((request) => request.headers['accept-language'])).toEqual(['zh-TRADITIONAL', 'zh-TRADITIONAL']);
  });
});

describe('request', () => {
  it('sends snake_case JSON, returns camelCase, and stores a new Authorization header', async () => {
    server = await startLocalApiServer((request) =>
      request.path === userRoutes.login.path
        ? { headers: { Authorization: 'Bearer full' }, body: ok(wireUser({ is_temp: false, email: 'a@b.co' })) }
        : { body: ok(wireUser({ is_temp: false, color_scheme: 'dark' })) },
    );
    const store = createMemoryStore();
    store.setItem(STORAGE_KEYS.authorization, 'Bearer old');
    const { client } = setup(store);

    const user = await client.request(userRoutes.login, { email: 'a@b.co', password: 'secret' });
    expect(user.isTemp).toBe(false);
    expect(store.getItem(STORAGE_KEYS.authorization)).toBe('Bearer full');

    await client.request(userRoutes.setting, { colorScheme: 'dark', confirmNewPassword: 'x' });
    const setting = server.requests[1];
    expect(setting?.headers.authorization).toBe('Bearer full');
    expect(setting?.headers['content-type']).toBe('application/json');
    expect(setting?.body).toEqual({ color_scheme: 'dark', confirm_new_password: 'x' });
  });

  it('sends GET input as a snake_case query string', async () => {
    const route = defineRoute({
      method: 'GET',
      path: '/v1/test/list',
      summary: 'test route',
      access: 'public',
      input: z.object({ page_size: z.number(), img2txt_id: z.string() }),
      output: z.object({ total_count: z.number() }),
    });
    server = await startLocalApiServer(() => ({ body: ok({ total_count: 3 }) }));
    const store = createMemoryStore();
    store.setItem(STORAGE_KEYS.authorization, 'token');
    const { client } = setup(store);

    await expect(client.request(route, { pageSize: 20, img2txt_id: 'm1' })).resolves.toEqual({ totalCount: 3 });
    expect(server.requests[0]?.method).toBe('GET');
    expect(server.requests[0]?.query.toString()).toBe('page_size=20&img2txt_id=m1');
    expect(server.requests[0]?.body).toBeUndefined();
  });

  it('turns an error envelope into an ApiError with the server message and fields', async () => {
    server = await startLocalApiServer(() => ({
      status: 422,
      body: failure(422, 'VALIDATION_FAILED', 'Some fields are not valid', [{ path: 'nickname', message: 'Too long' }]),
    }));
    const store = createMemoryStore();
    store.setItem(STORAGE_KEYS.authorization, 'token');
    const { client } = setup(store);

    const error = await client.request(userRoutes.setting, { nickname: 'x' }).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 422, errorCode: 'VALIDATION_FAILED', message: 'Some fields are not valid' });
    expect((error as ApiError).fields).toEqual([{ path: 'nickname', message: 'Too long' }]);
  });
});

describe('401', () => {
  it('clears the stored session, reports it, and the next request creates a temporary user again', async () => {
    let isRevoked = true;
    server = await startLocalApiServer((request) => {
      if (request.path === userRoutes.createTempUser.path) {
        return { headers: { Authorization: TEMP_TOKEN }, body: ok(wireUser()) };
      }
      if (isRevoked) return { status: 401, body: failure(401, 'UNAUTHORIZED', 'Session expired') };
      return { body: ok(wireUser()) };
    });
    const store = createMemoryStore();
    store.setItem(STORAGE_KEYS.authorization, 'Bearer revoked');
    store.setItem(STORAGE_KEYS.isTemp, 'false');
    store.setItem(STORAGE_KEYS.userInfo, JSON.stringify({ id: 'u', nickname: 'n', isTemp: false }));
    store.setItem(STORAGE_KEYS.language, 'es');
    const onUnauthorized = vi.fn();
    const { client } = setup(store, { onUnauthorized });

    await expect(client.request(userRoutes.info)).rejects.toMatchObject({ status: 401, errorCode: 'UNAUTHORIZED' });
    expect(onUnauthorized).toHaveBeenCalledTimes(1);
    expect(store.getItem(STORAGE_KEYS.authorization)).toBeNull();
    expect(store.getItem(STORAGE_KEYS.isTemp)).toBeNull();
    expect(store.getItem(STORAGE_KEYS.userInfo)).toBeNull();
    expect(store.getItem(STORAGE_KEYS.language)).toBe('es');

    isRevoked = false;
    await client.request(userRoutes.info);
    expect(server.requests.map((request) => request.path)).toEqual([
      userRoutes.info.path,
      userRoutes.createTempUser.path,
      userRoutes.info.path,
    ]);
  });

  it('keeps the session when a sign-in fails with INVALID_CREDENTIALS', async () => {
    server = await startLocalApiServer(() => ({
      status: 401,
      body: failure(401, 'INVALID_CREDENTIALS', 'The email or password is incorrect.'),
    }));
    const store = createMemoryStore();
    store.setItem(STORAGE_KEYS.authorization, TEMP_TOKEN);
    const onUnauthorized = vi.fn();
    const { client } = setup(store, { onUnauthorized });

    await expect(client.request(userRoutes.login, { email: 'a@b.co', password: 'wrong' })).rejects.toMatchObject({
      message: 'The email or password is incorrect.',
    });
    expect(onUnauthorized).not.toHaveBeenCalled();
    expect(store.getItem(STORAGE_KEYS.authorization)).toBe(TEMP_TOKEN);
  });
});

describe('failures without an answer', () => {
  it('times out after the configured time', async () => {
    server = await startLocalApiServer(() => 'hang');
    const onNetworkError = vi.fn();
    const { client } = setup(undefined, { timeoutMs: 150, onNetworkError });
    const error = await client
      .request(userRoutes.createTempUser, { fingerprint: 'f'.repeat(64), language: 'en', timezone: 'UTC' })
      .catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(NetworkError);
    expect((error as NetworkError).reason).toBe('timeout');
    expect(onNetworkError).toHaveBeenCalledWith(error);
  });

  it('waits 20 s by default before giving up', async () => {
    vi.useFakeTimers();
    let signal: AbortSignal | undefined;
    const neverAnswers: typeof fetch = (_input, init) =>
      new Promise((_resolve, reject) => {
        signal = init?.signal ?? undefined;
        signal?.addEventListener('abort', () => reject(new Error('aborted')));
      });
    const store = createMemoryStore();
    store.setItem(STORAGE_KEYS.authorization, 'token');
    const { client } = setup(store, { fetch: neverAnswers });

    const outcome = client.request(systemRoutes.version).catch((caught: unknown) => caught);
    await vi.advanceTimersByTimeAsync(DEFAULT_TIMEOUT_MS - 1);
    expect(signal?.aborted).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    expect(DEFAULT_TIMEOUT_MS).toBe(20_000);
    await expect(outcome).resolves.toMatchObject({ reason: 'timeout' });
  });

  it('waits longer for a route whose server work may outlast an ordinary request', async () => {
    vi.useFakeTimers();
    let signal: AbortSignal | undefined;
    const neverAnswers: typeof fetch = (_input, init) =>
      new Promise((_resolve, reject) => {
        signal = init?.signal ?? undefined;
        signal?.addEventListener('abort', () => reject(new Error('aborted')));
      });
    const store = createMemoryStore();
    store.setItem(STORAGE_KEYS.authorization, 'token');
    const { client } = setup(store, { fetch: neverAnswers });
    const slowRoute = { ...systemRoutes.version, clientTimeoutMs: 60_000 };

    const outcome = client.request(slowRoute).catch((caught: unknown) => caught);
    await vi.advanceTimersByTimeAsync(DEFAULT_TIMEOUT_MS + 1);
    expect(signal?.aborted).toBe(false);
    await vi.advanceTimersByTimeAsync(60_000 - DEFAULT_TIMEOUT_MS);
    await expect(outcome).resolves.toMatchObject({ reason: 'timeout' });
  });

  it('reports an unreachable server', async () => {
    const closed = await startLocalApiServer(() => ({ body: versionBody }));
    await closed.close();
    const onNetworkError = vi.fn();
    const store = createMemoryStore();
    store.setItem(STORAGE_KEYS.authorization, 'token');
    const { client } = setup(store, { baseUrl: closed.url, onNetworkError });

    await expect(client.request(systemRoutes.version)).rejects.toMatchObject({ reason: 'unreachable' });
    expect(onNetworkError).toHaveBeenCalledTimes(1);
  });

  it('rejects an answer that is not an envelope of the expected shape', async () => {
    server = await startLocalApiServer(() => ({ body: ok({ name: 'intrinsic' }) }));
    const store = createMemoryStore();
    store.setItem(STORAGE_KEYS.authorization, 'token');
    const { client } = setup(store);
    await expect(client.request(systemRoutes.version)).rejects.toMatchObject({ reason: 'bad_response' });
  });
});

describe('download', () => {
  const xlsx = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
  const modelId = '6f1f2c7e-52a8-4b57-9b1e-0d7f3f1c9a11';

  async function startDownloadServer(reply: { status?: number; headers?: Record<string, string>; body: unknown }) {
    return startLocalApiServer((request) => {
      if (request.path === userRoutes.createTempUser.path) {
        return { headers: { Authorization: TEMP_TOKEN }, body: ok(wireUser()) };
      }
      return reply;
    });
  }

  it('returns the file and the name the server gave it', async () => {
    server = await startDownloadServer({
      headers: {
        'Content-Type': xlsx,
        'Content-Disposition': `attachment; filename="NVDA_DCF_2026-11-22.xlsx"; filename*=UTF-8''NVDA_DCF_2026-11-22.xlsx`,
      },
      body: 'PK workbook bytes',
    });
    const { client } = setup();
    const file = await client.download(modelRoutes.download, { modelId });
    expect(file.fileName).toBe('NVDA_DCF_2026-11-22.xlsx');
    expect(await file.blob.text()).toBe('PK workbook bytes');
    const asked = server.requests.at(-1);
    expect(asked?.path).toBe(modelRoutes.download.path);
    expect(asked?.headers.accept).toContain(xlsx);
    expect(asked?.headers.authorization).toBe(TEMP_TOKEN);
  });

  it('throws the error envelope as an ApiError in the user’s language', async () => {
    server = await startDownloadServer({ status: 404, body: failure(404, 'NOT_FOUND', '找不到') });
    const { client } = setup();
    const error = await client.download(modelRoutes.download, { modelId }).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 404, errorCode: 'NOT_FOUND', message: '找不到' });
  });

  it('reads UTF-8 and plain file names', () => {
    expect(fileNameOf(`attachment; filename*=UTF-8''%E8%8B%B1%E4%BC%9F%E8%BE%BE.xlsx`)).toBe('英伟达.xlsx');
    expect(fileNameOf('attachment; filename="KO_DCF_2026-11-22.xlsx"')).toBe('KO_DCF_2026-11-22.xlsx');
    expect(fileNameOf(null)).toBe('download');
  });
});

describe('upload', () => {
  const documentId = '5b0e6a52-3c1d-4f7e-9a0b-1c2d3e4f5a6b';

  it('sends multipart form data, text fields first then each file under the route’s field, and reads the envelope', async () => {
    server = await startLocalApiServer((request) => {
      if (request.path === userRoutes.createTempUser.path) {
        return { headers: { Authorization: TEMP_TOKEN }, body: ok(wireUser()) };
      }
      return {
        body: ok({
          document_id: documentId,
          documents: request.files.map((file) => ({ file_name: file.name, document_id: documentId, error: null })),
        }),
      };
    });
    const { client } = setup();
    const answer = await client.upload(financialStatementRoutes.upload, { companyName: '贵州茅台', fiscalYear: 2021 }, [
      new File(['a,b\n1,2\n'], 'statements.csv', { type: 'text/csv' }),
      new File(['%PDF-1.7'], 'report.pdf', { type: 'application/pdf' }),
    ]);
    expect(answer.documents.map((document) => document.fileName)).toEqual(['statements.csv', 'report.pdf']);
    const asked = server.requests.at(-1);
    expect(asked?.headers['content-type']).toMatch(/^multipart\/form-data; boundary=/);
    expect(asked?.headers.authorization).toBe(TEMP_TOKEN);
    expect(asked?.headers['accept-language']).toBe('zh-TRADITIONAL');
    expect(asked?.partNames).toEqual(['company_name', 'fiscal_year', 'file', 'file']);
    expect(asked?.body).toEqual({ company_name: '贵州茅台', fiscal_year: '2021' });
    expect(asked?.files.map((file) => [file.name, file.type, file.text])).toEqual([
      ['statements.csv', 'text/csv', 'a,b\n1,2\n'],
      ['report.pdf', 'application/pdf', '%PDF-1.7'],
    ]);
    expect(UPLOAD_TIMEOUT_MS).toBeGreaterThan(DEFAULT_TIMEOUT_MS);
  });

  it('throws a refused file as an ApiError', async () => {
    server = await startLocalApiServer((request) =>
      request.path === userRoutes.createTempUser.path
        ? { headers: { Authorization: TEMP_TOKEN }, body: ok(wireUser()) }
        : { status: 422, body: failure(422, 'DOCUMENT_UNSUPPORTED_TYPE', '不支援此檔案類型。') },
    );
    const { client } = setup();
    const error = await client
      .upload(financialStatementRoutes.upload, {}, [new File(['MZ'], 'setup.exe')])
      .catch((caught: unknown) => caught);
    expect(error).toMatchObject({ status: 422, errorCode: 'DOCUMENT_UNSUPPORTED_TYPE', message: '不支援此檔案類型。' });
  });
});
