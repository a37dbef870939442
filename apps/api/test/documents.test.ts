import { Readable } from 'node:stream';
import { MAX_UPLOAD_BYTES } from '@fletx/contract/constants';
import { documentMessages, ENTITY_TYPE } from '@fletx/contract/documents';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { detectFileType, FileTypeSniffer } from '../src/lib/file-type';
import { LocalDiskStorage } from '../src/lib/storage';
import { expectAnswer, type TestClient } from './helpers/client';
import {
  loggedInDriver,
  loggedInUser,
  multipartBody,
  sampleFiles,
  uploadDocument,
} from './helpers/factories';
import { createTestApp, type TestContext } from './helpers/test-app';

let ctx: TestContext;
let staff: Awaited<ReturnType<typeof loggedInUser>>;
let auth: string;
let api: TestClient;
/** Each test works on its own entity, so lists never see another test's files. */
let nextEntityId = 1000;
const entity = () => nextEntityId++;

beforeAll(async () => {
  ctx = await createTestApp();
  staff = await loggedInUser(ctx, { firstName: 'Maria', lastName: 'González', role: 'Dispatcher' });
  auth = staff.authorization;
  api = ctx.api.as(auth);
});
afterAll(async () => {
  await ctx?.close();
});

/** The keys in the app's file storage (a folder on the embedded database, a table on PostgreSQL). */
const storedFiles = (): Promise<string[]> => ctx.services.storage.keys();

function expectError(
  r: { statusCode: number; json(): unknown },
  status: number,
  error: string,
  message?: string,
) {
  expect(r.statusCode).toBe(status);
  const body = r.json() as Record<string, unknown>;
  expect(body).toMatchObject({ statusCode: status, error, ...(message ? { message } : {}) });
  expect(typeof body.message).toBe('string');
}

describe('POST /api/documents → list → download → delete', () => {
  const cases = [
    { kind: 'PDF', file: sampleFiles.pdf(), filename: 'bill-of-lading.pdf', mimeType: 'application/pdf' },
    { kind: 'PNG', file: sampleFiles.png(), filename: 'front.png', mimeType: 'image/png' },
    { kind: 'JPEG', file: sampleFiles.jpeg(), filename: 'panoramic.jpg', mimeType: 'image/jpeg' },
    { kind: 'CSV', file: sampleFiles.csv(), filename: 'miles.csv', mimeType: 'text/csv' },
  ] as const;

  for (const c of cases) {
    it(`accepts a ${c.kind}, lists it, downloads the same bytes and deletes it`, async () => {
      const entityId = entity();
      const before = Date.now();
      const r = await uploadDocument(ctx, auth, {
        entityTypeId: ENTITY_TYPE.trailer,
        entityId,
        documentType: 5,
        file: c.file,
        filename: c.filename,
      });
      const data = expectAnswer(r, 201, 'file uploaded successfully');
      expect(data).toEqual({
        id: expect.any(Number),
        entityTypeId: ENTITY_TYPE.trailer,
        entityId,
        documentType: 5,
        originalName: c.filename,
        mimeType: c.mimeType,
        size: c.file.length,
        uploadedBy: { id: staff.user.id, name: 'Maria González' },
        createdAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/),
      });
      expect(Date.parse(data.createdAt)).toBeGreaterThanOrEqual(before - 5000);

      const listed = await api.get(`/api/documents/list-files?entityTypeId=3&entityId=${entityId}`);
      expect(listed.statusCode).toBe(200);
      expect(listed.json().data).toEqual([data]);

      const download = await api.get(`/api/documents/${data.id}/download`);
      expect(download.statusCode).toBe(200);
      expect(download.rawPayload.equals(c.file)).toBe(true);
      expect(download.headers['content-type']).toContain(c.mimeType);
      expect(download.headers['content-length']).toBe(String(c.file.length));
      expect(download.headers['content-disposition']).toBe(
        `attachment; filename="${c.filename}"; filename*=UTF-8''${c.filename}`,
      );
      expect(download.headers['x-content-type-options']).toBe('nosniff');

      const deleted = await api.delete(`/api/documents/${data.id}`);
      expect(deleted.statusCode).toBe(200);
      expect(deleted.json()).toEqual({ message: documentMessages.deleted, data });
      expect((await api.get(`/api/documents/${data.id}/download`)).statusCode).toBe(404);
      expect((await api.delete(`/api/documents/${data.id}`)).statusCode).toBe(404);
      const after = await api.get(`/api/documents/list-files?entityTypeId=3&entityId=${entityId}`);
      expect(after.json().data).toEqual([]);
    });
  }

  it('removes the stored file with its document', async () => {
    const r = await uploadDocument(ctx, auth, { entityId: entity() });
    const id = r.json().data.id;
    const withFile = await storedFiles();
    await api.delete(`/api/documents/${id}`);
    expect((await storedFiles()).length).toBe(withFile.length - 1);
  });

  it('reads the fields whether they come before or after the file', async () => {
    const entityId = entity();
    const { payload, headers } = await multipartBody([
      { name: 'file', file: sampleFiles.png(), filename: 'first.png', type: 'image/png' },
      { name: 'entityTypeId', value: '6' },
      { name: 'entityId', value: String(entityId) },
      { name: 'documentType', value: '26' },
    ]);
    const r = await api.post('/api/documents', payload, { headers });
    expect(r.statusCode, r.body).toBe(201);
    expect(r.json().data).toMatchObject({
      entityTypeId: 6,
      entityId,
      documentType: 26,
      mimeType: 'image/png',
    });
  });

  it('lists newest first, only the asked entity', async () => {
    const entityId = entity();
    const ids: number[] = [];
    for (const name of ['a.pdf', 'b.csv', 'c.png']) {
      const file = name.endsWith('.csv')
        ? sampleFiles.csv()
        : name.endsWith('.png')
          ? sampleFiles.png()
          : sampleFiles.pdf();
      const r = await uploadDocument(ctx, auth, { entityTypeId: 4, entityId, filename: name, file });
      ids.push(r.json().data.id);
    }
    await uploadDocument(ctx, auth, { entityTypeId: 5, entityId });
    await uploadDocument(ctx, auth, { entityTypeId: 4, entityId: entity() });
    const r = await api.get(`/api/documents/list-files/?entityTypeId=4&entityId=${entityId}`);
    expect(r.statusCode).toBe(200);
    expect(r.json().data.map((d: { id: number }) => d.id)).toEqual(ids.reverse());
  });
});

describe('file types are read from the bytes', () => {
  it('refuses a ZIP and a Windows program renamed .pdf with 415, and keeps nothing', async () => {
    const zip = Buffer.concat([Buffer.from([0x50, 0x4b, 0x03, 0x04, 0x14, 0, 0, 0]), Buffer.alloc(200, 7)]);
    const exe = Buffer.concat([Buffer.from('MZ\x90\x00\x03\x00\x00\x00', 'latin1'), Buffer.alloc(500, 0)]);
    const before = await storedFiles();
    for (const file of [zip, exe]) {
      const r = await uploadDocument(ctx, auth, { entityId: entity(), file, filename: 'invoice.pdf' });
      expectError(r, 415, 'UnsupportedMediaType', 'Only PDF, CSV, PNG and JPEG files can be uploaded.');
    }
    expect(await storedFiles()).toEqual(before);
  });

  it('refuses text that is not a CSV: a .txt name, NUL bytes, invalid UTF-8', async () => {
    const cases = [
      { file: Buffer.from('a,b\n1,2\n'), filename: 'notes.txt' },
      { file: Buffer.from('a,b\n1,\u0000\n'), filename: 'data.csv' },
      { file: Buffer.from([0x61, 0x2c, 0x62, 0x0a, 0xc3, 0x28, 0x0a]), filename: 'data.csv' },
      { file: Buffer.from([0x61, 0x2c, 0xe2, 0x82]), filename: 'cut.csv' },
    ];
    for (const c of cases) {
      const r = await uploadDocument(ctx, auth, { entityId: entity(), ...c });
      expectError(r, 415, 'UnsupportedMediaType');
    }
  });

  it('accepts a PNG named .pdf as a PNG, and downloads it as .png', async () => {
    const r = await uploadDocument(ctx, auth, {
      entityId: entity(),
      file: sampleFiles.png(),
      filename: 'scan.pdf',
    });
    expect(r.statusCode).toBe(201);
    const { data } = r.json();
    expect(data).toMatchObject({ mimeType: 'image/png', originalName: 'scan.pdf' });
    const download = await api.get(`/api/documents/${data.id}/download`);
    expect(download.headers['content-type']).toBe('image/png');
    expect(download.headers['content-disposition']).toBe(
      `attachment; filename="scan.png"; filename*=UTF-8''scan.png`,
    );
  });

  it('accepts a CSV with a UTF-8 name, keeps the name and encodes it for the download', async () => {
    const name = 'Liquidación Peña №1 (2026).csv';
    const r = await uploadDocument(ctx, auth, {
      entityId: entity(),
      file: sampleFiles.csv(),
      filename: name,
    });
    expect(r.statusCode, r.body).toBe(201);
    expect(r.json().data.originalName).toBe(name);
    const download = await api.get(`/api/documents/${r.json().data.id}/download`);
    expect(download.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(download.headers['content-disposition']).toBe(
      `attachment; filename="Liquidaci_n Pe_a _1 (2026).csv"; ` +
        `filename*=UTF-8''Liquidaci%C3%B3n%20Pe%C3%B1a%20%E2%84%961%20%282026%29.csv`,
    );
  });

  it('keeps only the last segment of a name sent with folders', async () => {
    const r = await uploadDocument(ctx, auth, { entityId: entity(), filename: 'C:\\fakepath\\report.pdf' });
    expect(r.json().data.originalName).toBe('report.pdf');
  });

  it('recognises signatures split across chunks', () => {
    const png = sampleFiles.png();
    const sniffer = new FileTypeSniffer('x.png');
    sniffer.push(png.subarray(0, 3));
    expect(sniffer.rejected).toBe(false);
    sniffer.push(png.subarray(3));
    expect(sniffer.finish()).toBe('image/png');
    const zip = new FileTypeSniffer('x.pdf');
    zip.push(Buffer.from('PK'));
    expect(zip.rejected).toBe(true);
    expect(detectFileType(Buffer.from('%PDF'), 'short.pdf')).toBeUndefined();
    expect(detectFileType(sampleFiles.jpeg(), 'photo.csv')).toBe('image/jpeg');
    expect(detectFileType(Buffer.from('\ufeffa,b\n'), 'bom.CSV')).toBe('text/csv');
  });
});

describe('size limit', () => {
  it(`answers 413 in the error shape for ${MAX_UPLOAD_BYTES} + 1 bytes, and keeps nothing`, async () => {
    const before = await storedFiles();
    const file = Buffer.alloc(MAX_UPLOAD_BYTES + 1, 0x20);
    sampleFiles.pdf().copy(file);
    const r = await uploadDocument(ctx, auth, { entityId: entity(), file, filename: 'huge.pdf' });
    expect(r.statusCode).toBe(413);
    expect(r.json()).toEqual({
      statusCode: 413,
      error: 'PayloadTooLarge',
      message: 'The file is larger than 20 MB.',
    });
    expect(await storedFiles()).toEqual(before);
  });

  it(`accepts exactly ${MAX_UPLOAD_BYTES} bytes`, async () => {
    const file = Buffer.alloc(MAX_UPLOAD_BYTES, 0x20);
    sampleFiles.pdf().copy(file);
    const r = await uploadDocument(ctx, auth, { entityId: entity(), file, filename: 'big.pdf' });
    expect(r.statusCode, r.body).toBe(201);
    expect(r.json().data.size).toBe(MAX_UPLOAD_BYTES);
    await api.delete(`/api/documents/${r.json().data.id}`);
  });
});

describe('bad requests', () => {
  const post = async (parts: Parameters<typeof multipartBody>[0]) => {
    const { payload, headers } = await multipartBody(parts);
    return api.post('/api/documents', payload, { headers });
  };
  const pdf = { name: 'file', file: sampleFiles.pdf(), filename: 'a.pdf' };

  it('missing fields: 400 with a detail for each, and the file is not kept', async () => {
    const before = await storedFiles();
    const r = await post([pdf]);
    expectError(r, 400, 'ValidationError', 'Required field');
    expect(r.json().details).toEqual([
      { path: 'body.entityTypeId', message: 'Required field' },
      { path: 'body.entityId', message: 'Required field' },
      { path: 'body.documentType', message: 'Required field' },
    ]);
    expect(await storedFiles()).toEqual(before);
  });

  it('invalid fields and a missing file', async () => {
    const r = await post([
      { name: 'entityTypeId', value: '10' },
      { name: 'entityId', value: 'abc' },
      { name: 'documentType', value: '0' },
    ]);
    expectError(r, 400, 'ValidationError', documentMessages.chooseFile);
    expect(r.json().details).toEqual([
      { path: 'body.file', message: documentMessages.chooseFile },
      { path: 'body.entityTypeId', message: documentMessages.entityType },
      { path: 'body.entityId', message: documentMessages.wholeNumber },
      { path: 'body.documentType', message: documentMessages.positive },
    ]);
  });

  it('an empty file, two files, a file in another field', async () => {
    const fields = [
      { name: 'entityTypeId', value: '2' },
      { name: 'entityId', value: '1' },
      { name: 'documentType', value: '1' },
    ];
    expectError(
      await post([...fields, { ...pdf, file: Buffer.alloc(0) }]),
      400,
      'BadRequest',
      documentMessages.empty,
    );
    expectError(
      await post([...fields, pdf, { ...pdf, filename: 'b.pdf' }]),
      400,
      'BadRequest',
      documentMessages.oneFile,
    );
    expectError(await post([...fields, { ...pdf, name: 'document' }]), 400, 'BadRequest');
  });

  it('a body that is not multipart: 415; a broken multipart body: 400', async () => {
    const json = await api.post('/api/documents', { entityTypeId: 2, entityId: 1, documentType: 1 });
    expectError(json, 415, 'UnsupportedMediaType', documentMessages.notMultipart);
    const broken = await api.post(
      '/api/documents',
      '--xyz\r\nContent-Disposition: form-data; name="file"; filename="a.pdf"\r\n\r\n%PDF-1.4 trunc',
      { headers: { 'content-type': 'multipart/form-data; boundary=xyz' } },
    );
    expect(broken.statusCode).toBeGreaterThanOrEqual(400);
    expect(broken.statusCode).toBeLessThan(500);
    expect(await storedFiles()).not.toContainEqual(expect.stringMatching(/\.part$/));
  });

  it('list-files without its query: 400 with details', async () => {
    const r = await api.get('/api/documents/list-files?entityTypeId=10');
    expectError(r, 400, 'ValidationError');
    expect(r.json().details).toEqual([
      { path: 'querystring.entityTypeId', message: documentMessages.entityType },
      { path: 'querystring.entityId', message: 'Required field' },
    ]);
  });

  it('unknown document: 404; an id that is not a number: 400', async () => {
    expectError(await api.get('/api/documents/987654/download'), 404, 'NotFound', documentMessages.notFound);
    expectError(await api.delete('/api/documents/987654'), 404, 'NotFound', documentMessages.notFound);
    expectError(await api.get('/api/documents/abc/download'), 400, 'ValidationError');
  });

  it('a document whose file vanished answers 404, not 500', async () => {
    const r = await uploadDocument(ctx, auth, { entityId: entity() });
    for (const key of await storedFiles()) await ctx.services.storage.delete(key);
    expectError(
      await api.get(`/api/documents/${r.json().data.id}/download`),
      404,
      'NotFound',
      documentMessages.fileMissing,
    );
    expect((await api.delete(`/api/documents/${r.json().data.id}`)).statusCode).toBe(200);
  });
});

describe('access', () => {
  it('answers 401 without a token, before looking at the request', async () => {
    const { payload, headers } = await multipartBody([
      { name: 'file', file: sampleFiles.pdf(), filename: 'a.pdf' },
    ]);
    const upload = await api.post('/api/documents', payload, { as: null, headers });
    expectError(upload, 401, 'Unauthorized');
    expectError(await api.get('/api/documents/list-files', { as: null }), 401, 'Unauthorized');
    expectError(await api.get('/api/documents/1/download', { as: null }), 401, 'Unauthorized');
    expectError(await api.delete('/api/documents/abc', { as: null }), 401, 'Unauthorized');
    expect(await storedFiles()).not.toContainEqual(expect.stringMatching(/\.part$/));
  });

  it('answers 403 to a driver', async () => {
    const driver = await loggedInDriver(ctx);
    const { payload, headers } = await multipartBody([
      { name: 'file', file: sampleFiles.pdf(), filename: 'a.pdf' },
    ]);
    const upload = await api.post('/api/documents', payload, { as: driver.authorization, headers });
    expectError(upload, 403, 'Forbidden');
    expectError(
      await api.get('/api/documents/list-files?entityTypeId=2&entityId=1', { as: driver.authorization }),
      403,
      'Forbidden',
    );
  });
});

describe('DocumentsService, for other areas', () => {
  it('saves from a stream, lists for an entity and removes all of an entity', async () => {
    const service = ctx.services.documents;
    const entityId = entity();
    const owner = { entityTypeId: ENTITY_TYPE.load, entityId, documentType: 27, uploadedBy: null };
    const saved = await service.saveFromStream(owner, {
      stream: Readable.from([sampleFiles.pdf()]),
      fileName: 'pod.pdf',
    });
    expect(saved).toMatchObject({ entityId, mimeType: 'application/pdf', uploadedBy: null });
    await expect(
      service.saveFromStream(owner, {
        stream: Readable.from([Buffer.from('GIF89a......')]),
        fileName: 'x.gif',
      }),
    ).rejects.toMatchObject({ code: 'UnsupportedMediaType' });
    expect(await service.listFor(ENTITY_TYPE.load, entityId)).toEqual([saved]);
    expect(await service.removeAllFor(ENTITY_TYPE.load, entityId)).toBe(1);
    expect(await service.listFor(ENTITY_TYPE.load, entityId)).toEqual([]);
  });

  it('refuses storage keys that could leave its folder', async () => {
    const storage = new LocalDiskStorage(ctx.filesDir);
    for (const key of ['../escape', '/abs', 'a/../../b', '.hidden', 'a//b']) {
      await expect(storage.put(key, Buffer.from('x')), key).rejects.toThrow(/Invalid storage key/);
    }
  });
});
