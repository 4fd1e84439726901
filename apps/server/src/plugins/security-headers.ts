import type { FastifyInstance } from 'fastify';

/**
 * The Content-Security-Policy of the web app and the API. What the built app needs and nothing
 * more: its own scripts (no inline script; `wasm-unsafe-eval` lets pdf.js compile its image
 * decoders, never `eval`), its stylesheet plus the inline `style` attributes React and pdf.js set,
 * images and fonts from itself or `data:`/`blob:` URLs (pdf.js draws pages and embedded fonts from
 * memory), pdf.js's worker from its own file (or a `blob:` URL), and requests to its own origin. No
 * plugins, no other site may frame it, forms and `<base>` stay on this origin.
 */
export const CONTENT_SECURITY_POLICY = [
  "default-src 'self'",
  "script-src 'self' 'wasm-unsafe-eval'",
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data: blob:",
  "font-src 'self' data:",
  "connect-src 'self'",
  "worker-src 'self' blob:",
  "object-src 'none'",
  "base-uri 'self'",
  "form-action 'self'",
  "frame-ancestors 'none'",
].join('; ');

/** Browser features the app never uses, turned off for it and anything it might embed. */
export const PERMISSIONS_POLICY = 'camera=(), microphone=(), geolocation=(), payment=(), usb=()';

/**
 * Security headers on every response: the CSP above, no MIME sniffing, no framing (CSP
 * `frame-ancestors` and `X-Frame-Options` for older browsers), no referrer sent anywhere, the
 * features policy, cross-origin isolation of windows and resources, and HTTPS pinned once a
 * browser has reached the app over HTTPS (ignored over plain HTTP). API answers (`/v1/`) are
 * `Cache-Control: no-store`: they carry a user's data and must not stay in a shared or browser
 * cache. Routes may replace any of them afterwards (a downloaded file sets its own `sandbox` CSP;
 * the web app's files their own caching).
 */
export function registerSecurityHeaders(app: FastifyInstance): void {
  app.addHook('onRequest', async (request, reply) => {
    reply.headers({
      'content-security-policy': CONTENT_SECURITY_POLICY,
      'x-content-type-options': 'nosniff',
      'x-frame-options': 'DENY',
      'referrer-policy': 'no-referrer',
      'permissions-policy': PERMISSIONS_POLICY,
      'cross-origin-opener-policy': 'same-origin',
      'cross-origin-resource-policy': 'same-origin',
      'strict-transport-security': 'max-age=31536000; includeSubDomains',
    });
    if (request.url.startsWith('/v1/')) reply.header('cache-control', 'no-store');
  });
}
