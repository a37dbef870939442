import { Readable } from 'node:stream';
import type { ReadableStream as WebReadableStream } from 'node:stream/web';
import { AwsClient } from 'aws4fetch';
import { assertStorageKey, type FileStorage, readAll, StoredFileNotFoundError } from './storage';

/**
 * Where an S3-compatible bucket is (FILES_S3_URL, README "Configuration"):
 * `http(s)://<access key>:<secret>@<endpoint host[:port]>/<bucket>[/<prefix>][?region=<region>][&sessionToken=…]`.
 * Path-style addressing, which AWS S3, MinIO, Cloudflare R2, Backblaze B2 and Ceph all accept. A session token
 * (temporary credentials, an IAM role's) comes from the URL or from AWS_SESSION_TOKEN.
 */
export interface S3Location {
  endpoint: URL;
  bucket: string;
  prefix: string;
  region: string;
  accessKeyId: string;
  secretAccessKey: string;
  sessionToken?: string;
}

/** Parses FILES_S3_URL; throws a message naming what is wrong (the server refuses to start with it). */
export function parseS3Url(value: string): S3Location {
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    throw new Error('FILES_S3_URL must be a URL: https://<key>:<secret>@<host>/<bucket>');
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') {
    throw new Error('FILES_S3_URL must start with https:// (or http:// for a local server)');
  }
  const [bucket = '', ...prefix] = url.pathname.split('/').filter(Boolean);
  if (!bucket) throw new Error('FILES_S3_URL must name the bucket: https://<key>:<secret>@<host>/<bucket>');
  if (!url.username || !url.password) {
    throw new Error(
      'FILES_S3_URL must carry the access key and secret: https://<key>:<secret>@<host>/<bucket>',
    );
  }
  return {
    endpoint: new URL(`${url.protocol}//${url.host}`),
    bucket,
    prefix: prefix.map((p) => `${p}/`).join(''),
    region: url.searchParams.get('region') ?? 'us-east-1',
    accessKeyId: decodeURIComponent(url.username),
    secretAccessKey: decodeURIComponent(url.password),
    ...(url.searchParams.get('sessionToken')
      ? { sessionToken: url.searchParams.get('sessionToken') as string }
      : {}),
  };
}

/** How often a request refused with a 5xx or 429 (S3's 503 SlowDown) is sent again, with exponential back-off. */
const RETRIES = 4;
/** The first back-off; each retry waits a random time up to twice the one before. */
const FIRST_RETRY_MS = 100;

/**
 * Uploaded files in an S3-compatible bucket: what every API process reaches, whatever its database
 * (docs/decisions/0021-live-updates-and-several-processes.md). Requests are signed with AWS Signature V4 by
 * aws4fetch (session tokens included) and retried on 5xx and 429; uploads are at most MAX_UPLOAD_BYTES, so a
 * PUT is one request.
 */
export class S3FileStorage implements FileStorage {
  private readonly client: AwsClient;

  constructor(private readonly location: S3Location) {
    this.client = new AwsClient({
      accessKeyId: location.accessKeyId,
      secretAccessKey: location.secretAccessKey,
      ...(location.sessionToken ? { sessionToken: location.sessionToken } : {}),
      service: 's3',
      region: location.region,
      retries: RETRIES,
      initRetryMs: FIRST_RETRY_MS,
    });
  }

  async put(key: string, body: Readable | Buffer): Promise<void> {
    const bytes = Buffer.isBuffer(body) ? body : await readAll(body);
    const response = await this.send('PUT', this.objectPath(key), {}, bytes);
    await expectOk(response, `store ${key}`);
  }

  async get(key: string): Promise<Readable> {
    const response = await this.send('GET', this.objectPath(key));
    if (response.status === 404) {
      await response.body?.cancel();
      throw new StoredFileNotFoundError(key);
    }
    await expectOk(response, `read ${key}`, false);
    if (!response.body) return Readable.from([]);
    return Readable.fromWeb(response.body as WebReadableStream<Uint8Array>);
  }

  async delete(key: string): Promise<void> {
    const response = await this.send('DELETE', this.objectPath(key));
    if (response.status === 404) return;
    await expectOk(response, `remove ${key}`);
  }

  async keys(): Promise<string[]> {
    const keys: string[] = [];
    let token: string | undefined;
    do {
      const query: Record<string, string> = { 'list-type': '2' };
      if (this.location.prefix) query.prefix = this.location.prefix;
      if (token) query['continuation-token'] = token;
      const response = await this.send('GET', `/${this.location.bucket}`, query);
      await expectOk(response, 'list the bucket', false);
      const xml = await response.text();
      for (const match of xml.matchAll(/<Key>([^<]*)<\/Key>/g)) {
        keys.push(unescapeXml(match[1] ?? '').slice(this.location.prefix.length));
      }
      token = /<IsTruncated>true<\/IsTruncated>/.test(xml)
        ? unescapeXml(/<NextContinuationToken>([^<]*)</.exec(xml)?.[1] ?? '')
        : undefined;
    } while (token);
    return keys;
  }

  private objectPath(key: string): string {
    assertStorageKey(key);
    return `/${this.location.bucket}/${this.location.prefix}${key}`;
  }

  /** One signed request, sent again after a 5xx or 429. */
  private send(
    method: 'GET' | 'PUT' | 'DELETE',
    path: string,
    query: Record<string, string> = {},
    body?: Buffer,
  ): Promise<Response> {
    const url = new URL(path, this.location.endpoint);
    for (const [name, value] of Object.entries(query)) url.searchParams.set(name, value);
    return this.client.fetch(url.toString(), { method, ...(body ? { body: new Uint8Array(body) } : {}) });
  }
}

async function expectOk(response: Response, what: string, drain = true): Promise<void> {
  if (response.ok) {
    if (drain) await response.body?.cancel();
    return;
  }
  const text = await response.text().catch(() => '');
  const code = /<Code>([^<]*)<\/Code>/.exec(text)?.[1] ?? response.statusText;
  throw new Error(`S3 could not ${what}: ${response.status} ${code}`);
}

function unescapeXml(text: string): string {
  return text
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&apos;/g, "'")
    .replace(/&amp;/g, '&');
}
