import fs from 'node:fs/promises';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import { ENTITY_TYPE } from '@fletx/contract/documents';
import { AwsV4Signer } from 'aws4fetch';
import S3rver from 's3rver';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadEnv } from '../src/env';
import { parseS3Url, S3FileStorage } from '../src/lib/s3-storage';
import { readAll, StoredFileNotFoundError } from '../src/lib/storage';
import { loggedInUser, sampleFiles, uploadDocument } from './helpers/factories';
import { createTestApp, type TestContext } from './helpers/test-app';

// An S3-compatible server speaking the real protocol (s3rver). It checks the access key but not a V4
// signature, so the signing is checked on its own against the example AWS publishes for Signature V4.
let server: S3rver;
let dir: string;
let base: string;

beforeAll(async () => {
  dir = await fs.mkdtemp(path.join(os.tmpdir(), 'fletx-s3-'));
  server = new S3rver({
    address: '127.0.0.1',
    port: 0,
    silent: true,
    directory: dir,
    configureBuckets: [{ name: 'fletx-files', configs: [] }],
  });
  const { port } = (await server.run()) as { port: number };
  base = `http://S3RVER:S3RVER@127.0.0.1:${port}/fletx-files`;
});
afterAll(async () => {
  await server?.close();
  await fs.rm(dir, { recursive: true, force: true });
});

describe('FILES_S3_URL', () => {
  it('names the bucket, the prefix, the region and the keys', () => {
    expect(
      parseS3Url('https://AK%2Fx:s%40cret@s3.example.com:9000/bucket/carrier/files?region=eu-west-1'),
    ).toEqual({
      endpoint: new URL('https://s3.example.com:9000'),
      bucket: 'bucket',
      prefix: 'carrier/files/',
      region: 'eu-west-1',
      accessKeyId: 'AK/x',
      secretAccessKey: 's@cret',
    });
    expect(parseS3Url('https://k:s@host/b').region).toBe('us-east-1');
  });

  it('takes a session token from the URL, or from AWS_SESSION_TOKEN', () => {
    expect(parseS3Url('https://k:s@host/b?sessionToken=t%2B1').sessionToken).toBe('t+1');
    const base = { DATA_DIR: os.tmpdir(), JWT_SECRET: 'x'.repeat(32) };
    const fromEnv = loadEnv({ ...base, FILES_S3_URL: 'https://k:s@host/b', AWS_SESSION_TOKEN: 'env-token' });
    expect(fromEnv.FILES_S3_URL?.sessionToken).toBe('env-token');
    const both = loadEnv({
      ...base,
      FILES_S3_URL: 'https://k:s@host/b?sessionToken=url',
      AWS_SESSION_TOKEN: 'env',
    });
    expect(both.FILES_S3_URL?.sessionToken).toBe('url');
    expect(
      loadEnv({ ...base, FILES_S3_URL: 'https://k:s@host/b' }).FILES_S3_URL?.sessionToken,
    ).toBeUndefined();
  });

  it.each([
    ['not a url', 'must be a URL'],
    ['ftp://k:s@host/b', 'must start with https://'],
    ['https://k:s@host/', 'must name the bucket'],
    ['https://host/bucket', 'must carry the access key and secret'],
  ])('refuses %s', (value, message) => {
    expect(() => parseS3Url(value)).toThrow(message);
  });
});

describe('S3FileStorage against an S3-compatible server', () => {
  it('stores, reads, lists and removes bytes under its prefix', async () => {
    const storage = new S3FileStorage(parseS3Url(`${base}/one`));
    const other = new S3FileStorage(parseS3Url(`${base}/two`));
    const bytes = sampleFiles.png();
    await storage.put('documents/2026/a-file.png', bytes);
    await storage.put('documents/2026/b.pdf', Readable.from([sampleFiles.pdf()]));
    await other.put('documents/c.csv', sampleFiles.csv());

    expect(await readAll(await storage.get('documents/2026/a-file.png'))).toEqual(bytes);
    expect((await storage.keys()).sort()).toEqual(['documents/2026/a-file.png', 'documents/2026/b.pdf']);
    expect(await other.keys()).toEqual(['documents/c.csv']);

    await storage.delete('documents/2026/a-file.png');
    await storage.delete('documents/2026/a-file.png'); // nothing there: no error
    await expect(storage.get('documents/2026/a-file.png')).rejects.toBeInstanceOf(StoredFileNotFoundError);
    expect(await storage.keys()).toEqual(['documents/2026/b.pdf']);
  });

  it('signs as AWS documents it (Signature V4, "GET Bucket (List Objects)" example)', async () => {
    const signer = new AwsV4Signer({
      method: 'GET',
      url: 'https://examplebucket.s3.amazonaws.com/?max-keys=2&prefix=J',
      headers: { 'x-amz-content-sha256': EMPTY_SHA256 },
      accessKeyId: 'AKIAIOSFODNN7EXAMPLE',
      secretAccessKey: 'wJalrXUtnFEMI/K7MDENG/bPxRfiCYEXAMPLEKEY',
      service: 's3',
      region: 'us-east-1',
      datetime: '20130524T000000Z',
    });
    const { headers } = await signer.sign();
    expect(headers.get('authorization')).toBe(
      'AWS4-HMAC-SHA256 Credential=AKIAIOSFODNN7EXAMPLE/20130524/us-east-1/s3/aws4_request, ' +
        'SignedHeaders=host;x-amz-content-sha256;x-amz-date, ' +
        'Signature=34b48302e7b5fa45bde8084f4b7868a86f0a534bc59db6670ed5711ef69dc6f7',
    );
  });

  it('says what failed when the access key is unknown', async () => {
    const storage = new S3FileStorage(parseS3Url(base.replace('S3RVER:', 'nobody:')));
    await expect(storage.put('x', Buffer.from('x'))).rejects.toThrow(
      'S3 could not store x: 403 InvalidAccessKeyId',
    );
  });

  it('refuses a key the server would not make', async () => {
    const storage = new S3FileStorage(parseS3Url(base));
    await expect(storage.put('../escape', Buffer.from('x'))).rejects.toThrow('Invalid storage key');
  });
});

/** The SHA-256 of no bytes: the payload hash of a request without a body. */
const EMPTY_SHA256 = 'e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855';

/** A server that answers 503 SlowDown to the first `refusals` requests, then 200; it keeps what it was sent. */
async function slowDownServer(refusals: number) {
  const seen: http.IncomingHttpHeaders[] = [];
  const server = http.createServer((request, response) => {
    seen.push(request.headers);
    request.resume();
    request.on('end', () => {
      if (seen.length <= refusals) {
        response.writeHead(503, { 'content-type': 'application/xml' });
        response.end(
          '<Error><Code>SlowDown</Code><Message>Please reduce your request rate.</Message></Error>',
        );
      } else response.writeHead(200).end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return { seen, url: `http://key:secret@127.0.0.1:${port}/bucket`, close: () => server.close() };
}

describe('S3FileStorage when the store is busy, with temporary credentials', () => {
  it('sends a request refused with 503 SlowDown again, signed with the session token each time', async () => {
    const s3 = await slowDownServer(2);
    try {
      const storage = new S3FileStorage(parseS3Url(`${s3.url}?sessionToken=the-token`));
      await storage.put('documents/a.pdf', sampleFiles.pdf());
      expect(s3.seen).toHaveLength(3);
      for (const headers of s3.seen) {
        expect(headers['x-amz-security-token']).toBe('the-token');
        expect(headers.authorization).toContain('x-amz-security-token');
      }
    } finally {
      s3.close();
    }
  });

  it('gives up after its retries and says what failed', async () => {
    const s3 = await slowDownServer(100);
    try {
      const storage = new S3FileStorage(parseS3Url(s3.url));
      await expect(storage.delete('documents/a.pdf')).rejects.toThrow(
        'S3 could not remove documents/a.pdf: 503 SlowDown',
      );
      expect(s3.seen).toHaveLength(5);
      expect(s3.seen[0]?.['x-amz-security-token']).toBeUndefined();
    } finally {
      s3.close();
    }
  });
});

describe('documents with FILES_S3_URL', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestApp({ filesS3: parseS3Url(`${base}/app`) });
  });
  afterAll(async () => {
    await ctx?.close();
  });

  it('uploads into the bucket and downloads the same bytes', async () => {
    const staff = await loggedInUser(ctx, { role: 'Dispatcher' });
    const file = sampleFiles.pdf();
    const r = await uploadDocument(ctx, staff.authorization, {
      entityTypeId: ENTITY_TYPE.trailer,
      entityId: 7,
      file,
      filename: 'plate.pdf',
    });
    expect(r.statusCode, r.body).toBe(201);
    const keys = await new S3FileStorage(parseS3Url(`${base}/app`)).keys();
    expect(keys).toHaveLength(1);
    expect(await ctx.services.storage.keys()).toEqual(keys);
    const download = await ctx.api.get(`/api/documents/${r.json().data.id}/download`, {
      as: staff.authorization,
    });
    expect(download.statusCode).toBe(200);
    expect(download.rawPayload).toEqual(file);
  });
});
