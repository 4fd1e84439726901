import http from 'node:http';
import https from 'node:https';
import { isIP } from 'node:net';
import { guardedLookup, isPrivateAddress } from './address-guard.js';
import { decodePage } from './charset.js';
import { WebSearchError } from './errors.js';

/** The limits of one page fetch: its bytes, redirects followed, the whole fetch's time. @public */
export const PAGE_FETCH_LIMITS = { maxBytes: 10 * 1024 * 1024, maxRedirects: 5, timeoutMs: 20_000 } as const;

/** A fetched page: HTML or plain text decoded to text, a PDF as its bytes. `url` is the last after redirects. @public */
export type TFetchedPage =
  | { url: string; kind: 'html' | 'text'; contentType: string; text: string }
  | { url: string; kind: 'pdf'; contentType: string; bytes: Uint8Array };

export type TFetchPageOptions = {
  signal?: AbortSignal;
  maxBytes?: number;
  maxRedirects?: number;
  timeoutMs?: number;
  /** Tests only: fetch from loopback and private addresses (the local test server). */
  allowPrivateAddresses?: boolean;
};

const KINDS: Record<string, 'html' | 'text' | 'pdf'> = {
  'text/html': 'html',
  'application/xhtml+xml': 'html',
  'text/plain': 'text',
  'application/pdf': 'pdf',
};

/**
 * Fetches a page a search found, as a browser would ask for it: http(s) only, loopback, private
 * and link-local addresses refused (checked on the address the socket connects to, so DNS
 * rebinding gains nothing), at most 5 redirects, 10 MB and 20 s (each overridable downwards or
 * upwards by the caller), HTML and plain text decoded by their charset, PDF passed back as bytes.
 * @throws {WebSearchError} `forbidden_address`, `too_many_redirects`, `unreachable` (with the page's
 *   HTTP `status` when it answered), `too_large`, `unsupported_content`, `timeout` or `aborted`.
 * @public
 */
export async function fetchPage(url: string, options: TFetchPageOptions = {}): Promise<TFetchedPage> {
  const limits = {
    maxBytes: options.maxBytes ?? PAGE_FETCH_LIMITS.maxBytes,
    maxRedirects: options.maxRedirects ?? PAGE_FETCH_LIMITS.maxRedirects,
    timeoutMs: options.timeoutMs ?? PAGE_FETCH_LIMITS.timeoutMs,
  };
  const allowPrivate = options.allowPrivateAddresses === true;
  const deadline = AbortSignal.timeout(limits.timeoutMs);
  const signal = options.signal ? AbortSignal.any([options.signal, deadline]) : deadline;
  let current = parseUrl(url);
  for (let redirects = 0; ; redirects++) {
    if (current.protocol !== 'http:' && current.protocol !== 'https:')
      throw new WebSearchError('forbidden_address', `only http and https pages are fetched, not ${current.protocol}`);
    const literal = current.hostname.replace(/^\[|\]$/g, '');
    if (isIP(literal) && !allowPrivate && isPrivateAddress(literal)) throw forbidden();
    let answer: TAnswer;
    try {
      answer = await request(current, allowPrivate, signal, limits.maxBytes);
    } catch (error) {
      if (error instanceof WebSearchError) throw error;
      if (options.signal?.aborted) throw new WebSearchError('aborted', 'page fetch stopped');
      if (deadline.aborted)
        throw new WebSearchError('timeout', `the page did not load within ${limits.timeoutMs / 1000} s`);
      throw new WebSearchError('unreachable', `${current.host} cannot be reached`, { cause: error });
    }
    if (answer.redirect !== null) {
      if (redirects >= limits.maxRedirects)
        throw new WebSearchError('too_many_redirects', `more than ${limits.maxRedirects} redirects`);
      current = parseUrl(new URL(answer.redirect, current).toString());
      continue;
    }
    return toPage(current.toString(), answer);
  }
}

function parseUrl(url: string): URL {
  try {
    return new URL(url);
  } catch {
    throw new WebSearchError('forbidden_address', 'not a URL');
  }
}

function forbidden(): WebSearchError {
  return new WebSearchError('forbidden_address', 'pages on private, loopback or link-local addresses are not fetched');
}

function toPage(
  url: string,
  answer: { bytes: Buffer; contentType: string | null; kind: 'html' | 'text' | 'pdf' },
): TFetchedPage {
  const contentType = answer.contentType ?? '';
  if (answer.kind === 'pdf') return { url, kind: 'pdf', contentType, bytes: new Uint8Array(answer.bytes) };
  return {
    url,
    kind: answer.kind,
    contentType,
    text: decodePage(answer.bytes, answer.contentType, answer.kind === 'html'),
  };
}

type TAnswer =
  | { redirect: string; bytes: Buffer; contentType: null; kind: 'text' }
  | { redirect: null; bytes: Buffer; contentType: string | null; kind: 'html' | 'text' | 'pdf' };

/** The kind a declared media type names; `null` for none, `undefined` for one we do not read. */
function declaredKind(contentType: string | null): 'html' | 'text' | 'pdf' | null | undefined {
  const mediaType = contentType?.split(';')[0]?.trim().toLowerCase();
  if (!mediaType) return null;
  if (mediaType === 'application/octet-stream') return null;
  return KINDS[mediaType];
}

/** Without a usable media type, the bytes say: `%PDF-` or an HTML start. */
function sniffKind(bytes: Buffer): 'html' | 'pdf' | undefined {
  if (bytes.subarray(0, 5).toString('latin1') === '%PDF-') return 'pdf';
  const head = bytes.subarray(0, 1024).toString('latin1').trimStart().toLowerCase();
  return head.startsWith('<!doctype html') || head.startsWith('<html') || head.startsWith('<?xml') ? 'html' : undefined;
}

function request(url: URL, allowPrivate: boolean, signal: AbortSignal, maxBytes: number): Promise<TAnswer> {
  return new Promise((resolve, reject) => {
    const client = url.protocol === 'https:' ? https : http;
    const outgoing = client.get(
      url,
      {
        lookup: guardedLookup(allowPrivate, forbidden),
        signal,
        headers: {
          'user-agent': 'Mozilla/5.0 (compatible; IntrinsicResearch/1.0)',
          accept: 'text/html,application/xhtml+xml,text/plain;q=0.9,application/pdf;q=0.9,*/*;q=0.5',
          'accept-encoding': 'identity',
        },
      },
      (incoming) => {
        const status = incoming.statusCode ?? 0;
        const location = incoming.headers.location;
        if (status >= 300 && status < 400 && location) {
          incoming.resume();
          return resolve({ redirect: location, bytes: Buffer.alloc(0), contentType: null, kind: 'text' });
        }
        if (status < 200 || status >= 300) {
          incoming.resume();
          return reject(new WebSearchError('unreachable', `the page answered HTTP ${status}`, { status }));
        }
        const contentType = incoming.headers['content-type'] ?? null;
        const declared = declaredKind(contentType);
        if (declared === undefined) {
          incoming.destroy();
          return reject(
            new WebSearchError(
              'unsupported_content',
              `pages of type ${contentType} are not read (HTML, text or PDF only)`,
            ),
          );
        }
        if (Number(incoming.headers['content-length'] ?? 0) > maxBytes) {
          incoming.destroy();
          return reject(tooLarge(maxBytes));
        }
        const pieces: Buffer[] = [];
        let size = 0;
        incoming.on('data', (piece: Buffer) => {
          size += piece.length;
          if (size > maxBytes) {
            incoming.destroy();
            reject(tooLarge(maxBytes));
            return;
          }
          pieces.push(piece);
        });
        incoming.on('end', () => {
          const bytes = Buffer.concat(pieces);
          const kind = declared ?? sniffKind(bytes);
          if (!kind) return reject(new WebSearchError('unsupported_content', 'the page is not HTML, text or PDF'));
          resolve({ redirect: null, bytes, contentType, kind });
        });
        incoming.on('error', reject);
      },
    );
    outgoing.on('error', (error) => {
      const cause = (error as { cause?: unknown }).cause;
      reject(cause instanceof WebSearchError ? cause : error);
    });
  });
}

function tooLarge(maxBytes: number): WebSearchError {
  return new WebSearchError('too_large', `the page is over ${Math.round(maxBytes / (1024 * 1024))} MB`);
}
