import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import { tileSource } from '@fletx/contract/map-tiles';
import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type App, buildApp } from '../src/app';
import { loadEnv } from '../src/env';
import { sendStoredFile } from '../src/lib/file-answer';
import { loggedInUser, multipartBody, sampleFiles, uploadDocument } from './helpers/factories';
import { appBehindProxy, createTestApp, type TestContext } from './helpers/test-app';

/**
 * The headers of every answer (docs/security.md, plugins/security-headers.ts): the web app's HTML (`/`, a deep
 * path answered by the fallback), its files, JSON, errors and 404s all carry the policy, nosniff and the
 * referrer policy; HSTS only over HTTPS as a trusted proxy says; uploaded files downloaded as attachments
 * unless a picture or a PDF is asked for inline, with a policy of their own.
 */
let ctx: TestContext;
let web: App;
let trusting: App;
let dist: string;
let auth: string;

beforeAll(async () => {
  dist = fs.mkdtempSync(path.join(os.tmpdir(), 'fletx-headers-dist-'));
  fs.writeFileSync(
    path.join(dist, 'index.html'),
    '<!doctype html><html><head><script type="module" src="/assets/index-Ab12.js"></script></head></html>',
  );
  fs.mkdirSync(path.join(dist, 'driver'));
  fs.writeFileSync(path.join(dist, 'driver', 'sw.js'), "self.addEventListener('fetch', () => {});\n");
  ctx = await createTestApp();
  web = await buildApp({ services: ctx.services, webDist: dist });
  await web.ready();
  // The same services behind a proxy on this machine, which tells how its client connected.
  trusting = await appBehindProxy(ctx, '127.0.0.1');
  auth = (await loggedInUser(ctx, { role: 'Dispatcher' })).authorization;
});
afterAll(async () => {
  await trusting?.close();
  await web?.close();
  await ctx?.close();
  fs.rmSync(dist, { recursive: true, force: true });
});

type Answer = Awaited<ReturnType<App['inject']>>;

/** The policy's directives by name. */
function directives(answer: Answer): Map<string, string[]> {
  const policy = String(answer.headers['content-security-policy'] ?? '');
  return new Map(
    policy
      .split(';')
      .map((d) => d.trim().split(/\s+/))
      .filter((words) => words[0])
      .map(([name = '', ...sources]) => [name, sources]),
  );
}

/** The app's headers, as every answer must carry them. */
function expectAppHeaders(answer: Answer) {
  const policy = directives(answer);
  expect(policy.get('default-src')).toEqual(["'self'"]);
  expect(policy.get('script-src')).toEqual(["'self'"]);
  expect(String(answer.headers['content-security-policy'])).not.toMatch(/unsafe-eval/);
  expect(policy.get('object-src')).toEqual(["'none'"]);
  expect(policy.get('frame-ancestors')).toEqual(["'none'"]);
  expect(policy.get('base-uri')).toEqual(["'self'"]);
  expect(policy.get('form-action')).toEqual(["'self'"]);
  expect(policy.get('connect-src')).toEqual(["'self'"]);
  expect(policy.get('worker-src')).toEqual(["'self'"]);
  expect(policy.get('img-src')).toEqual(["'self'", 'data:', 'blob:', 'https://*.tile.openstreetmap.org']);
  expect(answer.headers['x-content-type-options']).toBe('nosniff');
  expect(answer.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
  expect(answer.headers['x-frame-options']).toBe('DENY');
  expect(answer.headers['strict-transport-security']).toBeUndefined();
}

describe('every answer carries the policy, nosniff and the referrer policy', () => {
  it('the web app: its page at /, at a deep path (the fallback) and its files', async () => {
    for (const url of ['/', '/fletx/load-details/12/route-map', '/driver/loads', '/driver/sw.js']) {
      const answer = await web.inject({ method: 'GET', url });
      expect(answer.statusCode, url).toBe(200);
      expectAppHeaders(answer);
    }
    expect((await web.inject({ method: 'GET', url: '/' })).headers['content-type']).toMatch(/^text\/html/);
  });

  it('JSON, an error, a 404 (API and asset), a refused token and malformed JSON', async () => {
    const answers = [
      [await web.inject({ method: 'GET', url: '/api/health' }), 200],
      [await web.inject({ method: 'GET', url: '/api/no-such-route' }), 404],
      [await web.inject({ method: 'GET', url: '/assets/gone-123.js' }), 404],
      [await web.inject({ method: 'GET', url: '/api/loadbook/drivers' }), 401],
      [
        await web.inject({
          method: 'POST',
          url: '/api/auth/login',
          headers: { 'content-type': 'application/json' },
          payload: '{"name":',
        }),
        400,
      ],
    ] as const;
    for (const [answer, status] of answers) {
      expect(answer.statusCode).toBe(status);
      expectAppHeaders(answer);
    }
  });

  it("the router's own refusals: a path segment that is not UTF-8, or too long, is a 400 like any", async () => {
    for (const url of ['/api/%E0%A4%A', `/api/public/tracking/${'a'.repeat(200)}`]) {
      const answer = await web.inject({ method: 'GET', url });
      expect(answer.statusCode, url).toBe(400);
      expect(answer.json(), url).toEqual({
        statusCode: 400,
        error: 'BadRequest',
        message: 'The address of the request is not valid.',
      });
      expectAppHeaders(answer);
    }
  });

  it('the policy lets in the images of the tiles TILE_URL names, and only its host', async () => {
    const own = await buildApp({
      services: ctx.services,
      tileUrl: 'https://tiles.example.net:8443/{z}/{x}/{y}.png',
    });
    try {
      const answer = await own.inject({ method: 'GET', url: '/api/health' });
      expect(directives(answer).get('img-src')).toEqual([
        "'self'",
        'data:',
        'blob:',
        'https://tiles.example.net:8443',
      ]);
    } finally {
      await own.close();
    }
    expect(tileSource('https://{s}.tile.openstreetmap.org/{z}/{x}/{y}.png')).toBe(
      'https://*.tile.openstreetmap.org',
    );
    expect(tileSource('/tiles/{z}/{x}/{y}.png')).toBe("'self'");
    expect(tileSource('javascript:alert(1)')).toBeUndefined();
    expect(tileSource('https://a.{s}.example.org/{z}/{x}/{y}.png')).toBeUndefined();
    expect(() => loadEnv({ TILE_URL: 'ftp://tiles.example.org/{z}' })).toThrow(/TILE_URL/);
  });
});

describe('HSTS: only over HTTPS, as told by a proxy TRUST_PROXY trusts', () => {
  const health = (app: App, proto?: string) =>
    app.inject({ method: 'GET', url: '/api/health', headers: proto ? { 'x-forwarded-proto': proto } : {} });

  it('a trusted proxy saying https: a year, subdomains included', async () => {
    const answer = await health(trusting, 'https');
    expect(answer.headers['strict-transport-security']).toBe('max-age=31536000; includeSubDomains');
    expectAppHeaders({ ...answer, headers: { ...answer.headers, 'strict-transport-security': undefined } });
  });

  it('never over plain HTTP, nor when an untrusted client claims https', async () => {
    expect((await health(trusting, 'http')).headers['strict-transport-security']).toBeUndefined();
    expect((await health(trusting)).headers['strict-transport-security']).toBeUndefined();
    expect((await health(web, 'https')).headers['strict-transport-security']).toBeUndefined();
  });
});

describe('uploaded files: attachments unless a picture or a PDF is viewed inline', () => {
  const upload = async (file: Buffer, filename: string) => {
    const r = await uploadDocument(ctx, auth, { entityTypeId: 4, entityId: 77, file, filename });
    expect(r.statusCode, r.body).toBe(201);
    return (r.json() as { data: { id: number } }).data.id;
  };
  const download = (id: number, disposition?: string) =>
    ctx.api.get(`/api/documents/${id}/download${disposition ? `?disposition=${disposition}` : ''}`, {
      as: auth,
    });

  it('by default every file is an attachment, with an RFC 6266 name and a sandboxing policy of its own', async () => {
    const id = await upload(sampleFiles.png(), 'façade front.png');
    const answer = await download(id);
    expect(answer.statusCode).toBe(200);
    expect(answer.headers['content-type']).toBe('image/png');
    expect(answer.headers['content-disposition']).toBe(
      `attachment; filename="fa_ade front.png"; filename*=UTF-8''fa%C3%A7ade%20front.png`,
    );
    expect(answer.headers['x-content-type-options']).toBe('nosniff');
    const policy = directives(answer);
    expect(policy.get('default-src')).toEqual(["'none'"]);
    expect(policy.has('sandbox')).toBe(true);
    expect(answer.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
  });

  it('a picture or a PDF asked for inline shows inline; a CSV stays an attachment', async () => {
    const png = await download(await upload(sampleFiles.png(), 'front.png'), 'inline');
    expect(png.headers['content-disposition']).toMatch(/^inline; filename="front\.png"/);
    const pdf = await download(await upload(sampleFiles.pdf(), 'bol.pdf'), 'inline');
    expect(pdf.headers['content-disposition']).toMatch(/^inline; filename="bol\.pdf"/);
    // Chromium's PDF viewer does not open sandboxed; nothing in the PDF's page may run or load all the same.
    expect(directives(pdf).has('sandbox')).toBe(false);
    expect(directives(pdf).get('default-src')).toEqual(["'none'"]);
    const csv = await download(await upload(sampleFiles.csv(), 'miles.csv'), 'inline');
    expect(csv.headers['content-disposition']).toMatch(/^attachment; filename="miles\.csv"/);
    expect(csv.headers['x-content-type-options']).toBe('nosniff');
    expect((await download(1, 'open')).statusCode).toBe(400);
  });

  it('an SVG is never stored, and would never be shown inline', async () => {
    const svg = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>');
    for (const filename of ['logo.svg', 'logo.png']) {
      const { payload, headers } = await multipartBody([
        { name: 'entityTypeId', value: '4' },
        { name: 'entityId', value: '78' },
        { name: 'documentType', value: '27' },
        { name: 'file', file: svg, filename },
      ]);
      const r = await ctx.api.post('/api/documents/', payload, { as: auth, headers });
      expect(r.statusCode).toBe(415);
    }
    // The answer a stored SVG would get, asked inline: an attachment, sandboxed, never sniffed.
    const bare = Fastify();
    bare.get('/file', (_request, reply) =>
      sendStoredFile(
        reply,
        { mimeType: 'image/svg+xml', size: svg.length, fileName: 'logo.svg', stream: Readable.from([svg]) },
        true,
      ),
    );
    const answer = await bare.inject({ method: 'GET', url: '/file' });
    expect(answer.headers['content-disposition']).toMatch(/^attachment; /);
    expect(String(answer.headers['content-security-policy'])).toMatch(/sandbox/);
    expect(answer.headers['x-content-type-options']).toBe('nosniff');
    await bare.close();
  });
});
