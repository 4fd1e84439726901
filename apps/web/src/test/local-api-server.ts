import { createServer, type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';

/** One request as the server saw it. */
export type TRecordedRequest = {
  method: string;
  path: string;
  query: URLSearchParams;
  headers: IncomingHttpHeaders;
  /** The JSON body, or the text fields of a multipart body. */
  body: unknown;
  /** The file parts of a multipart body, in order (empty otherwise). */
  files: TRecordedFile[];
  /** The multipart part names in the order they came (text fields and files). */
  partNames: string[];
};

/** One file part of a multipart request. */
export type TRecordedFile = { field: string; name: string; type: string; size: number; text: string };

/**
 * What the handler answers; `hang` never answers (for timeouts). A `Buffer` body is sent as bytes
 * (give its `Content-Type` in `headers`); anything else as JSON.
 */
export type TScriptedReply =
  | { status?: number; headers?: Record<string, string>; body: unknown }
  | TStreamedReply
  | 'hang';

/**
 * A reply written over time, e.g. Server-Sent Events (`text/event-stream` unless `headers` say
 * otherwise): `stream` writes and ends it, and can wait for the client to hang up.
 */
export type TStreamedReply = {
  headers?: Record<string, string>;
  stream: (writer: TReplyWriter) => Promise<void> | void;
};

/** What a streamed reply writes with. */
export type TReplyWriter = {
  write(text: string): void;
  end(): void;
  /** Resolves when the client closes the connection before the reply ended (its stop). */
  hungUp: Promise<void>;
};

/** A running local server: its base URL, every request it received, and how to stop it. */
export type TLocalApiServer = {
  url: string;
  requests: TRecordedRequest[];
  close(): Promise<void>;
};

/**
 * Starts a real HTTP server on 127.0.0.1 (a free port) that answers with whatever the handler
 * scripts, so the client is tested over a real socket: headers, JSON bodies, timeouts and all.
 */
export async function startLocalApiServer(
  handler: (request: TRecordedRequest) => TScriptedReply | Promise<TScriptedReply>,
): Promise<TLocalApiServer> {
  const requests: TRecordedRequest[] = [];
  const server = createServer((incoming, outgoing) => {
    const chunks: Buffer[] = [];
    incoming.on('data', (chunk: Buffer) => chunks.push(chunk));
    incoming.on('end', async () => {
      const url = new URL(incoming.url ?? '/', 'http://127.0.0.1');
      const raw = Buffer.concat(chunks);
      const contentType = incoming.headers['content-type'] ?? '';
      const multipart = contentType.startsWith('multipart/form-data') ? await readMultipart(raw, contentType) : null;
      const text = raw.toString('utf8');
      const request: TRecordedRequest = {
        method: incoming.method ?? 'GET',
        path: url.pathname,
        query: url.searchParams,
        headers: incoming.headers,
        body: multipart ? multipart.fields : text ? JSON.parse(text) : undefined,
        files: multipart?.files ?? [],
        partNames: multipart?.partNames ?? [],
      };
      requests.push(request);
      const reply = await handler(request);
      if (reply === 'hang') return;
      if ('stream' in reply) {
        outgoing.writeHead(200, { 'Content-Type': 'text/event-stream', ...reply.headers });
        outgoing.flushHeaders();
        const hungUp = new Promise<void>((resolve) =>
          outgoing.on('close', () => {
            if (!outgoing.writableFinished) resolve();
          }),
        );
        await reply.stream({
          write: (text) => {
            if (!outgoing.destroyed) outgoing.write(text);
          },
          end: () => outgoing.end(),
          hungUp,
        });
        return;
      }
      const payload =
        typeof reply.body === 'string' || Buffer.isBuffer(reply.body) ? reply.body : JSON.stringify(reply.body);
      outgoing.writeHead(reply.status ?? 200, { 'Content-Type': 'application/json', ...reply.headers });
      outgoing.end(payload);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    requests,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

/** The parts of a multipart body, read by the platform's own parser. */
async function readMultipart(raw: Buffer, contentType: string) {
  const form = await new Response(new Uint8Array(raw), { headers: { 'Content-Type': contentType } }).formData();
  const fields: Record<string, string> = {};
  const files: TRecordedFile[] = [];
  const partNames: string[] = [];
  for (const [field, value] of form.entries()) {
    partNames.push(field);
    if (typeof value === 'string') fields[field] = value;
    else files.push({ field, name: value.name, type: value.type, size: value.size, text: await value.text() });
  }
  return { fields, files, partNames };
}

/** A success envelope. */
export function ok(data: unknown): { code: 0; message: string; data: unknown } {
  return { code: 0, message: 'success', data };
}

/** An error envelope as the server sends it. */
export function failure(code: number, error: string, message: string, fields?: { path: string; message: string }[]) {
  return { code, message, data: fields ? { error, fields } : { error } };
}

/** A wire-format (snake_case) user. */
export function wireUser(overrides: Record<string, unknown> = {}): Record<string, unknown> {
  return {
    id: 'user-1',
    email: null,
    nickname: 'Guest 4821',
    is_temp: true,
    is_email_verified: false,
    language: 'en',
    timezone: 'UTC',
    color_scheme: 'system',
    created_at: '2025-01-15T10:00:00.000Z',
    ...overrides,
  };
}
