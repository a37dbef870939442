import { Readable } from 'node:stream';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { Repository } from '../../db/repository';
import { storedFiles } from '../../db/schema';
import { UnitOfWork } from '../../db/unit-of-work';
import { assertStorageKey, type FileStorage, readAll, StoredFileNotFoundError } from '../../lib/storage';

/**
 * File storage in PostgreSQL (the `stored_files` table): what every API process of one database reaches
 * (docs/decisions/0021-live-updates-and-several-processes.md). Like the disk, it stands outside the request's
 * transaction: the bytes are stored before the row that describes them, and removed by the service when that
 * row is not written. Uploads are small (MAX_UPLOAD_BYTES), so a file is one row.
 */
export class DatabaseFileStorage extends Repository implements FileStorage {
  constructor(root: Db) {
    // A unit of work of its own, never in a transaction: always the database itself.
    super(new UnitOfWork(root));
  }

  async put(key: string, body: Readable | Buffer): Promise<void> {
    assertStorageKey(key);
    const bytes = Buffer.isBuffer(body) ? body : await readAll(body);
    await this.db
      .insert(storedFiles)
      .values({ key, bytes, size: bytes.length })
      .onConflictDoUpdate({ target: storedFiles.key, set: { bytes, size: bytes.length } });
  }

  async get(key: string): Promise<Readable> {
    assertStorageKey(key);
    const [row] = await this.db
      .select({ bytes: storedFiles.bytes })
      .from(storedFiles)
      .where(eq(storedFiles.key, key));
    if (!row) throw new StoredFileNotFoundError(key);
    return Readable.from([row.bytes]);
  }

  async delete(key: string): Promise<void> {
    assertStorageKey(key);
    await this.db.delete(storedFiles).where(eq(storedFiles.key, key));
  }

  async keys(): Promise<string[]> {
    return (await this.db.select({ key: storedFiles.key }).from(storedFiles)).map((row) => row.key);
  }
}
