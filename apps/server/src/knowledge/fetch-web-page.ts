import http from 'node:http';
import https from 'node:https';
import { isIP } from 'node:net';
import { guardedLookup, isPrivateAddress } from '@app/web-search';
import { AppError } from '../app-error.js';

/** The limits of one fetch: the page's bytes, redirects followed, and the whole fetch's time. */
export const WEB_FETCH_LIMITS = { maxBytes: 10 * 1024 * 1024, maxRedirects: 5, timeoutMs: 20_000 } as const;

/** The address ranges refused are the web-search package's, shared with research's page fetching. */
export { isPrivateAddress };

export type TWebPage = { url: string; bytes: Buffer; contentType: string | null };

/**
 * Fetches a page over http(s) as a browser would ask for it, following at most 5 redirects, within
 * 20 s and 10 MB. Private network addresses are refused (`KB_WEB_ADDRESS_FORBIDDEN`) unless
 * `allowPrivate` (tests); a site that cannot be reached or answers too slowly is
 * `KB_WEB_PAGE_UNREACHABLE`, an HTTP error `KB_WEB_PAGE_ERROR`, a page over the limit `KB_DOCUMENT_TOO_LARGE`.
 */
export async function fetchWebPage(url: string, options: { allowPrivate?: boolean } = {}): Promise<TWebPage> {
  const deadline = AbortSignal.timeout(WEB_FETCH_LIMITS.timeoutMs);
  let current = new URL(url);
  for (let redirects = 0; ; redirects++) {
    if (current.protocol !== 'http:' && current.protocol !== 'https:') throw new AppError('KB_WEB_PAGE_UNREACHABLE');
    const literal = current.hostname.replace(/^\[|\]$/g, '');
    if (isIP(literal) && !options.allowPrivate && isPrivateAddress(literal))
      throw new AppError('KB_WEB_ADDRESS_FORBIDDEN');
    const answer = await request(current, options.allowPrivate === true, deadline);
    if (answer.redirect) {
      if (redirects >= WEB_FETCH_LIMITS.maxRedirects) throw new AppError('KB_WEB_PAGE_UNREACHABLE');
      current = new URL(answer.redirect, current);
      continue;
    }
    return { url: current.toString(), bytes: answer.bytes, contentType: answer.contentType };
  }
}

type TAnswer = { redirect: string | null; bytes: Buffer; contentType: string | null };

function request(url: URL, allowPrivate: boolean, signal: AbortSignal): Promise<TAnswer> {
  return new Promise((resolve, reject) => {
    const client = url.protocol === 'https:' ? https : http;
    const outgoing = client.get(
      url,
      {
        lookup: guardedLookup(allowPrivate, () => new AppError('KB_WEB_ADDRESS_FORBIDDEN')),
        signal,
        headers: {
          'user-agent': 'Mozilla/5.0 (compatible; IntrinsicKnowledgeBase/1.0)',
          accept: 'text/html,application/xhtml+xml,application/pdf;q=0.9,*/*;q=0.8',
          'accept-encoding': 'identity',
        },
      },
      (incoming) => {
        const status = incoming.statusCode ?? 0;
        const location = incoming.headers.location;
        if (status >= 300 && status < 400 && location) {
          incoming.resume();
          return resolve({ redirect: location, bytes: Buffer.alloc(0), contentType: null });
        }
        if (status < 200 || status >= 300) {
          incoming.resume();
          return reject(new AppError('KB_WEB_PAGE_ERROR', { params: { status } }));
        }
        const declared = Number(incoming.headers['content-length'] ?? 0);
        if (declared > WEB_FETCH_LIMITS.maxBytes) {
          incoming.destroy();
          return reject(tooLarge());
        }
        const pieces: Buffer[] = [];
        let size = 0;
        incoming.on('data', (piece: Buffer) => {
          size += piece.length;
          if (size > WEB_FETCH_LIMITS.maxBytes) {
            incoming.destroy();
            reject(tooLarge());
            return;
          }
          pieces.push(piece);
        });
        incoming.on('end', () =>
          resolve({
            redirect: null,
            bytes: Buffer.concat(pieces),
            contentType: incoming.headers['content-type'] ?? null,
          }),
        );
        incoming.on('error', (error) => reject(unreachable(error)));
      },
    );
    outgoing.on('error', (error) => reject(unreachable(error)));
  });
}

function tooLarge(): AppError {
  return new AppError('KB_DOCUMENT_TOO_LARGE', { params: { limit_mb: WEB_FETCH_LIMITS.maxBytes / (1024 * 1024) } });
}

/** A refusal of ours passes through; anything else the network said is an unreachable page. */
function unreachable(error: unknown): AppError {
  if (error instanceof AppError) return error;
  const cause = (error as { cause?: unknown } | null)?.cause;
  if (cause instanceof AppError) return cause;
  return new AppError('KB_WEB_PAGE_UNREACHABLE', { cause: error });
}
