import crypto from 'node:crypto';
import { Readable } from 'node:stream';
import type { ReadableStream as WebReadableStream } from 'node:stream/web';
import { assertStorageKey, type FileStorage, readAll, StoredFileNotFoundError } from './storage';

/**
 * Where an S3-compatible bucket is (FILES_S3_URL, README "Configuration"):
 * `http(s)://<access key>:<secret>@<endpoint host[:port]>/<bucket>[/<prefix>][?region=<region>]`.
 * Path-style addressing, which AWS S3, MinIO, Cloudflare R2, Backblaze B2 and Ceph all accept.
 */
export interface S3Location {
  endpoint: URL;
  bucket: string;
  prefix: string;
  region: string;
  accessKeyId: string;
  secretAccessKey: string;
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
  };
}

export const sha256 = (data: string | Buffer) => crypto.createHash('sha256').update(data).digest('hex');
const hmac = (key: Buffer | string, data: string) => crypto.createHmac('sha256', key).update(data).digest();
/** RFC 3986 encoding, as SigV4 wants it ('/' kept in paths). */
const encode = (text: string, keepSlash = false) =>
  encodeURIComponent(text)
    .replace(/[!'()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`)
    .replace(keepSlash ? /%2F/g : /$^/, '/');

/**
 * Uploaded files in an S3-compatible bucket: what every API process reaches, whatever its database
 * (docs/decisions/0021-live-updates-and-several-processes.md). Requests are signed with AWS Signature V4 by
 * hand (four calls do not justify an SDK); uploads are at most MAX_UPLOAD_BYTES, so a PUT is one request.
 */
export class S3FileStorage implements FileStorage {
  constructor(
    private readonly location: S3Location,
    private readonly now: () => Date = () => new Date(),
  ) {}

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

  /** One signed request. */
  private send(
    method: 'GET' | 'PUT' | 'DELETE',
    path: string,
    query: Record<string, string> = {},
    body?: Buffer,
  ): Promise<Response> {
    const { endpoint } = this.location;
    const signed = signV4(this.location, {
      method,
      host: endpoint.host,
      path,
      query,
      payloadHash: sha256(body ?? ''),
      at: this.now(),
    });
    return fetch(`${endpoint.origin}${signed.url}`, {
      method,
      headers: signed.headers,
      body: body ? new Uint8Array(body) : undefined,
    });
  }
}

/** What a request signs (AWS Signature Version 4 for the "s3" service, headers host and x-amz-*). */
export interface SignedRequest {
  method: string;
  host: string;
  path: string;
  query: Record<string, string>;
  payloadHash: string;
  at: Date;
}

/** The path-and-query to call and the headers to send (host is the fetch's own). */
export function signV4(
  keys: Pick<S3Location, 'region' | 'accessKeyId' | 'secretAccessKey'>,
  request: SignedRequest,
): { url: string; headers: Record<string, string> } {
  const stamp = request.at
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d{3}/, '');
  const day = stamp.slice(0, 8);
  const headers: Record<string, string> = {
    host: request.host,
    'x-amz-content-sha256': request.payloadHash,
    'x-amz-date': stamp,
  };
  const names = Object.keys(headers).sort();
  const signedHeaders = names.join(';');
  const canonicalPath = encode(request.path, true);
  const canonicalQuery = Object.keys(request.query)
    .sort()
    .map((name) => `${encode(name)}=${encode(request.query[name] ?? '')}`)
    .join('&');
  const canonicalRequest = [
    request.method,
    canonicalPath,
    canonicalQuery,
    ...names.map((name) => `${name}:${headers[name]}`),
    '',
    signedHeaders,
    request.payloadHash,
  ].join('\n');
  const scope = `${day}/${keys.region}/s3/aws4_request`;
  const toSign = ['AWS4-HMAC-SHA256', stamp, scope, sha256(canonicalRequest)].join('\n');
  let key: Buffer = hmac(`AWS4${keys.secretAccessKey}`, day);
  for (const part of [keys.region, 's3', 'aws4_request']) key = hmac(key, part);
  const signature = crypto.createHmac('sha256', key).update(toSign).digest('hex');
  const { host: _host, ...sent } = headers;
  return {
    url: `${canonicalPath}${canonicalQuery ? `?${canonicalQuery}` : ''}`,
    headers: {
      ...sent,
      authorization: `AWS4-HMAC-SHA256 Credential=${keys.accessKeyId}/${scope}, SignedHeaders=${signedHeaders}, Signature=${signature}`,
    },
  };
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
