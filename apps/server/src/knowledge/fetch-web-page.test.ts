import { createServer, type Server } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fetchWebPage, isPrivateAddress, WEB_FETCH_LIMITS } from './fetch-web-page.js';

let server: Server;
let url: string;
beforeAll(async () => {
  server = createServer((request, response) => {
    if (request.url === '/loop') {
      response.writeHead(302, { location: '/loop' });
      return response.end();
    }
    if (request.url === '/big') {
      response.writeHead(200, { 'content-type': 'text/html' });
      const piece = Buffer.alloc(1024 * 1024, 0x61);
      for (let i = 0; i <= WEB_FETCH_LIMITS.maxBytes / piece.length; i++) response.write(piece);
      return response.end();
    }
    response.writeHead(200, { 'content-type': 'text/html' });
    response.end('<p>ok</p>');
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  url = `http://127.0.0.1:${(server.address() as { port: number }).port}`;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

describe('isPrivateAddress', () => {
  it('tells private, loopback, link-local and mapped addresses from public ones', () => {
    for (const address of [
      '127.0.0.1',
      '10.1.2.3',
      '172.20.0.1',
      '192.168.1.1',
      '169.254.169.254',
      '100.64.0.1',
      '0.0.0.0',
      '::1',
      'fd00::1',
      'fe80::1',
      '::ffff:127.0.0.1',
    ])
      expect(isPrivateAddress(address), address).toBe(true);
    for (const address of ['93.184.216.34', '8.8.8.8', '2606:4700:4700::1111', '::ffff:8.8.8.8'])
      expect(isPrivateAddress(address), address).toBe(false);
  });
});

describe('fetchWebPage', () => {
  it('refuses a loopback address, whether named or written out', async () => {
    await expect(fetchWebPage(`${url}/`)).rejects.toMatchObject({ code: 'KB_WEB_ADDRESS_FORBIDDEN' });
    const named = url.replace('127.0.0.1', 'localhost');
    await expect(fetchWebPage(`${named}/`)).rejects.toMatchObject({ code: 'KB_WEB_ADDRESS_FORBIDDEN' });
  });

  it('fetches a page when allowed, and stops at too many redirects and too many bytes', async () => {
    const page = await fetchWebPage(`${url}/`, { allowPrivate: true });
    expect(page.bytes.toString()).toBe('<p>ok</p>');
    await expect(fetchWebPage(`${url}/loop`, { allowPrivate: true })).rejects.toMatchObject({
      code: 'KB_WEB_PAGE_UNREACHABLE',
    });
    await expect(fetchWebPage(`${url}/big`, { allowPrivate: true })).rejects.toMatchObject({
      code: 'KB_DOCUMENT_TOO_LARGE',
    });
  });
});
