import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type App, buildApp } from '../src/app';
import { createTestApp, type TestContext } from './helpers/test-app';

/**
 * The built web app as the server sends it (docs/decisions/0019-compiled-server-and-static-assets.md): the
 * build's `.br` / `.gz` twin by Accept-Encoding, hashed assets cached for a year, index.html revalidated.
 * A small build of our own, laid out as apps/web/vite.config.ts writes it.
 */
let ctx: TestContext;
let web: App;
let dist: string;

const script = Buffer.from(`export const answer = ${JSON.stringify('x'.repeat(2000))};\n`);
const html = Buffer.from(
  `<!doctype html><html><head><script type="module" src="/assets/index-AbC123.js"></script></head><body>${'<div></div>'.repeat(200)}</body></html>`,
);
const icon = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>');

function writeWithTwins(file: string, content: Buffer) {
  fs.mkdirSync(path.dirname(file), { recursive: true });
  fs.writeFileSync(file, content);
  fs.writeFileSync(`${file}.br`, zlib.brotliCompressSync(content));
  fs.writeFileSync(`${file}.gz`, zlib.gzipSync(content, { level: 9 }));
}

beforeAll(async () => {
  dist = fs.mkdtempSync(path.join(os.tmpdir(), 'fletx-web-dist-'));
  writeWithTwins(path.join(dist, 'index.html'), html);
  writeWithTwins(path.join(dist, 'assets', 'index-AbC123.js'), script);
  fs.writeFileSync(path.join(dist, 'favicon.svg'), icon); // too small to be worth compressing
  ctx = await createTestApp();
  web = await buildApp({ services: ctx.services, webDist: dist });
  await web.ready();
});
afterAll(async () => {
  await web?.close();
  await ctx?.close();
  fs.rmSync(dist, { recursive: true, force: true });
});

const get = (url: string, acceptEncoding?: string) =>
  web.inject({ method: 'GET', url, headers: acceptEncoding ? { 'accept-encoding': acceptEncoding } : {} });

const decoded = (response: Awaited<ReturnType<typeof get>>) => {
  const body = response.rawPayload;
  switch (response.headers['content-encoding']) {
    case 'br':
      return zlib.brotliDecompressSync(body);
    case 'gzip':
      return zlib.gunzipSync(body);
    default:
      return body;
  }
};

describe('the built web app', () => {
  it.each([
    ['br, gzip, deflate', 'br'],
    ['gzip, deflate, br;q=0.5', 'gzip'],
    ['gzip', 'gzip'],
    ['deflate', undefined],
    [undefined, undefined],
  ])('a hashed asset, Accept-Encoding %s: %s, cached for a year', async (accept, encoding) => {
    const response = await get('/assets/index-AbC123.js', accept);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-encoding']).toBe(encoding);
    expect(response.headers.vary).toMatch(/accept-encoding/i);
    expect(response.headers['content-type']).toMatch(/^(text|application)\/javascript/);
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(Number(response.headers['content-length'])).toBe(response.rawPayload.length);
    if (encoding) expect(response.rawPayload.length).toBeLessThan(script.length);
    expect(decoded(response)).toEqual(script);
  });

  it.each(['/', '/index.html', '/fletx/loads', '/login/auth?next=%2Ffletx%2Fbrokers'])(
    '%s: index.html, compressed, revalidated on each use',
    async (url) => {
      const response = await get(url, 'gzip, deflate, br');
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toMatch(/^text\/html/);
      expect(response.headers['content-encoding']).toBe('br');
      expect(response.headers.vary).toMatch(/accept-encoding/i);
      expect(response.headers['cache-control']).toBe('no-cache');
      expect(Number(response.headers['content-length'])).toBe(response.rawPayload.length);
      expect(decoded(response)).toEqual(html);

      const plain = await get(url);
      expect(plain.headers['content-encoding']).toBeUndefined();
      expect(plain.headers['cache-control']).toBe('no-cache');
      expect(plain.rawPayload).toEqual(html);
    },
  );

  it('sends a file without twins as it is, revalidated on each use', async () => {
    const response = await get('/favicon.svg', 'br, gzip');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-encoding']).toBeUndefined();
    expect(response.headers['content-type']).toMatch(/^image\/svg\+xml/);
    expect(response.headers['cache-control']).toBe('no-cache');
    expect(response.rawPayload).toEqual(icon);
  });

  it('answers 304 to a revalidation of index.html', async () => {
    const first = await get('/', 'br');
    const again = await web.inject({
      method: 'GET',
      url: '/',
      headers: { 'accept-encoding': 'br', 'if-none-match': String(first.headers.etag) },
    });
    expect(again.statusCode).toBe(304);
  });

  it('answers 404 for a hashed asset that is not there (not the app page), and for unknown API paths', async () => {
    expect((await get('/assets/index-Old999.js', 'br')).statusCode).toBe(404);
    const api = await get('/api/nothing-here', 'br');
    expect(api.statusCode).toBe(404);
    expect(api.json()).toMatchObject({ statusCode: 404 });
  });

  it('does not publish the compressed twins as pages of their own', async () => {
    const response = await get('/assets/index-AbC123.js.br');
    expect(response.statusCode).toBe(404);
  });
});
