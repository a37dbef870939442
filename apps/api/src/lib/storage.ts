import crypto from 'node:crypto';
import fsp from 'node:fs/promises';
import path from 'node:path';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';

/**
 * Where uploaded bytes live (docs/product.md "Documents"). The database describes each file and holds its
 * key; nothing else is kept in a process, so several processes can share one storage. Local disk now; an
 * S3-compatible implementation fits the same three calls.
 */
export interface FileStorage {
  /** Stores the bytes under `key`, whole or not at all: a failing stream leaves nothing behind. */
  put(key: string, body: Readable | Buffer): Promise<void>;
  /** The stored bytes; rejects with StoredFileNotFoundError when there are none. */
  get(key: string): Promise<Readable>;
  /** Removes the bytes; nothing happens when there are none. */
  delete(key: string): Promise<void>;
  /** Every key stored (files being written not yet among them): for checks and sweeps. */
  keys(): Promise<string[]>;
}

export class StoredFileNotFoundError extends Error {
  constructor(readonly key: string) {
    super(`No stored file under ${key}`);
    this.name = 'StoredFileNotFoundError';
  }
}

/** A stream's bytes, whole (uploads are at most MAX_UPLOAD_BYTES). */
export async function readAll(stream: Readable): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(Buffer.isBuffer(chunk) ? chunk : Buffer.from(chunk));
  return Buffer.concat(chunks);
}

/** Throws unless `key` is one the server makes. */
export function assertStorageKey(key: string): void {
  if (!KEY_PATTERN.test(key)) throw new Error(`Invalid storage key: ${key}`);
}

/** Keys are made by the server: segments of letters, digits, '.', '_' and '-', never starting with '.'. */
const KEY_PATTERN = /^[A-Za-z0-9][A-Za-z0-9._-]*(\/[A-Za-z0-9][A-Za-z0-9._-]*)*$/;

/** Files under one folder (`DATA_DIR/files` by default). A file is written to a temporary name, then renamed. */
export class LocalDiskStorage implements FileStorage {
  constructor(readonly root: string) {}

  async put(key: string, body: Readable | Buffer): Promise<void> {
    const target = this.pathOf(key);
    await fsp.mkdir(path.dirname(target), { recursive: true });
    const partial = `${target}.${crypto.randomUUID()}.part`;
    // Opened before the bytes flow: a stream that fails early cannot create the file after its removal.
    const handle = await fsp.open(partial, 'wx');
    try {
      const source = Buffer.isBuffer(body) ? Readable.from([body]) : body;
      await pipeline(source, handle.createWriteStream());
      await fsp.rename(partial, target);
    } catch (error) {
      await handle.close().catch(() => {});
      await fsp.rm(partial, { force: true });
      throw error;
    }
  }

  async get(key: string): Promise<Readable> {
    try {
      const handle = await fsp.open(this.pathOf(key), 'r');
      return handle.createReadStream();
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') throw new StoredFileNotFoundError(key);
      throw error;
    }
  }

  async delete(key: string): Promise<void> {
    await fsp.rm(this.pathOf(key), { force: true });
  }

  async keys(): Promise<string[]> {
    const entries = await fsp.readdir(this.root, { recursive: true, withFileTypes: true }).catch((error) => {
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') return [];
      throw error;
    });
    return entries
      .filter((entry) => entry.isFile() && !entry.name.endsWith('.part'))
      .map((entry) =>
        path.relative(this.root, path.join(entry.parentPath, entry.name)).split(path.sep).join('/'),
      );
  }

  private pathOf(key: string): string {
    if (!KEY_PATTERN.test(key)) throw new Error(`Invalid storage key: ${key}`);
    return path.join(this.root, ...key.split('/'));
  }
}
