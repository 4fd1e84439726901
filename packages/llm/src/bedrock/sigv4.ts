import { createHash, createHmac, timingSafeEqual } from 'node:crypto';

/**
 * AWS Signature Version 4 (header signing), as AWS documents it: a canonical request, the string
 * to sign, a signing key derived from the secret by date, region and service, and the HMAC-SHA256
 * signature in the `Authorization` header. Written on `node:crypto` alone; checked against AWS's
 * published test vectors (`sigv4.test.ts`).
 */

export type TAwsCredentials = { accessKeyId: string; secretAccessKey: string; sessionToken?: string | undefined };

export type TSignInput = {
  method: string;
  /** The URL as sent: its host, its path (already percent-encoded as on the wire) and query. */
  url: URL;
  /** Headers to sign besides `host` and `x-amz-date` (names in any case). */
  headers?: Record<string, string>;
  body?: string | Uint8Array;
  region: string;
  service: string;
  /** The signing time (defaults to now). */
  now?: Date;
};

export type TSigned = {
  /** The headers to send: `authorization`, `x-amz-date`, the signed ones (and the session token). */
  headers: Record<string, string>;
  canonicalRequest: string;
  stringToSign: string;
  signature: string;
  signedHeaders: string;
};

const ALGORITHM = 'AWS4-HMAC-SHA256';

export function sha256Hex(data: string | Uint8Array): string {
  return createHash('sha256').update(data).digest('hex');
}

function hmac(key: string | Buffer, data: string): Buffer {
  return createHmac('sha256', key).update(data, 'utf8').digest();
}

/** `20150830T123600Z` for a date. */
export function amzDate(date: Date): string {
  return date.toISOString().replace(/[:-]|\.\d{3}/g, '');
}

/** RFC 3986 encoding as SigV4 wants it: everything but `A-Z a-z 0-9 - _ . ~` percent-encoded, in upper case. */
export function uriEncode(value: string): string {
  return encodeURIComponent(value).replace(/[!'()*]/g, (char) => `%${char.charCodeAt(0).toString(16).toUpperCase()}`);
}

/** The canonical URI of a path as sent: each segment encoded once more (every service but S3). */
function canonicalUri(pathname: string): string {
  if (!pathname || pathname === '/') return '/';
  return pathname
    .split('/')
    .map((segment) => uriEncode(segment))
    .join('/');
}

/** Parameters sorted by encoded name, then value; each name and value encoded. */
function canonicalQuery(url: URL): string {
  const pairs: [string, string][] = [];
  // The raw query (not URLSearchParams, which reads `+` as a space).
  for (const part of url.search.replace(/^\?/, '').split('&')) {
    if (!part) continue;
    const at = part.indexOf('=');
    const name = decodeURIComponent(at < 0 ? part : part.slice(0, at));
    const value = at < 0 ? '' : decodeURIComponent(part.slice(at + 1));
    pairs.push([uriEncode(name), uriEncode(value)]);
  }
  pairs.sort(([a, av], [b, bv]) => (a < b ? -1 : a > b ? 1 : av < bv ? -1 : av > bv ? 1 : 0));
  return pairs.map(([name, value]) => `${name}=${value}`).join('&');
}

/** The key HMAC chain: `AWS4` + secret → date → region → service → `aws4_request`. */
export function signingKey(secretAccessKey: string, date: string, region: string, service: string): Buffer {
  const kDate = hmac(`AWS4${secretAccessKey}`, date);
  const kRegion = hmac(kDate, region);
  const kService = hmac(kRegion, service);
  return hmac(kService, 'aws4_request');
}

/** Signs a request; the headers returned go on it as they are. */
export function signRequest(input: TSignInput, credentials: TAwsCredentials): TSigned {
  const stamp = amzDate(input.now ?? new Date());
  const date = stamp.slice(0, 8);
  const headers = new Map<string, string>();
  for (const [name, value] of Object.entries(input.headers ?? {})) {
    headers.set(name.toLowerCase(), value.trim().replace(/\s+/g, ' '));
  }
  headers.set('host', input.url.host);
  headers.set('x-amz-date', stamp);
  if (credentials.sessionToken) headers.set('x-amz-security-token', credentials.sessionToken);
  const names = [...headers.keys()].sort();
  const signedHeaders = names.join(';');
  const canonicalRequest = [
    input.method.toUpperCase(),
    canonicalUri(input.url.pathname),
    canonicalQuery(input.url),
    `${names.map((name) => `${name}:${headers.get(name)}`).join('\n')}\n`,
    signedHeaders,
    sha256Hex(input.body ?? ''),
  ].join('\n');
  const scope = `${date}/${input.region}/${input.service}/aws4_request`;
  const stringToSign = [ALGORITHM, stamp, scope, sha256Hex(canonicalRequest)].join('\n');
  const signature = createHmac('sha256', signingKey(credentials.secretAccessKey, date, input.region, input.service))
    .update(stringToSign, 'utf8')
    .digest('hex');
  const out: Record<string, string> = Object.fromEntries(headers);
  delete out.host; // fetch sets it from the URL
  out.authorization = `${ALGORITHM} Credential=${credentials.accessKeyId}/${scope}, SignedHeaders=${signedHeaders}, Signature=${signature}`;
  return { headers: out, canonicalRequest, stringToSign, signature, signedHeaders };
}

export type TVerifyResult =
  | { ok: true; accessKeyId: string }
  | { ok: false; reason: 'missing' | 'unknown-key' | 'scope' | 'signature' };

/**
 * Checks a received request's SigV4 signature with the secret of its access key (what AWS does on
 * its side; the local test server uses it). `headers` are the request's, lower-case names.
 */
export function verifyRequest(
  request: { method: string; url: URL; headers: Record<string, string | string[] | undefined>; body: string },
  secretOf: (accessKeyId: string) => string | undefined,
  expected: { region: string; service: string },
): TVerifyResult {
  const header = request.headers.authorization;
  const stamp = request.headers['x-amz-date'];
  if (typeof header !== 'string' || typeof stamp !== 'string') return { ok: false, reason: 'missing' };
  const match =
    /^AWS4-HMAC-SHA256 Credential=([^/]+)\/(\d{8})\/([^/]+)\/([^/]+)\/aws4_request, SignedHeaders=([a-z0-9;-]+), Signature=([0-9a-f]{64})$/.exec(
      header,
    );
  if (!match) return { ok: false, reason: 'missing' };
  const [, accessKeyId = '', date, region, service, signedHeaders = '', signature = ''] = match;
  if (region !== expected.region || service !== expected.service || date !== stamp.slice(0, 8)) {
    return { ok: false, reason: 'scope' };
  }
  const secret = secretOf(accessKeyId);
  if (secret === undefined) return { ok: false, reason: 'unknown-key' };
  const headers: Record<string, string> = {};
  for (const name of signedHeaders.split(';')) {
    if (name === 'host' || name === 'x-amz-date' || name === 'x-amz-security-token') continue;
    const value = request.headers[name];
    headers[name] = Array.isArray(value) ? value.join(',') : (value ?? '');
  }
  const token = request.headers['x-amz-security-token'];
  const again = signRequest(
    {
      method: request.method,
      url: new URL(`${request.url.pathname}${request.url.search}`, `http://${String(request.headers.host)}`),
      headers,
      body: request.body,
      region: expected.region,
      service: expected.service,
      now: new Date(stamp.replace(/^(\d{4})(\d{2})(\d{2})T(\d{2})(\d{2})(\d{2})Z$/, '$1-$2-$3T$4:$5:$6Z')),
    },
    { accessKeyId, secretAccessKey: secret, sessionToken: typeof token === 'string' ? token : undefined },
  );
  const same =
    again.signedHeaders === signedHeaders &&
    timingSafeEqual(Buffer.from(again.signature, 'hex'), Buffer.from(signature, 'hex'));
  return same ? { ok: true, accessKeyId } : { ok: false, reason: 'signature' };
}
