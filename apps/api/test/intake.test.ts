import { MAX_UPLOAD_BYTES } from '@fletx/contract/constants';
import { type IntakeDraft, type IntakeFields, intakeMessages } from '@fletx/contract/intake';
import { loadMessages } from '@fletx/contract/loads';
import { fieldMessages } from '@fletx/contract/messages';
import { eq, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { rowsOf } from '../src/db/client';
import { intakeDrafts, intakeLayouts } from '../src/db/schema';
import { AppError } from '../src/lib/errors';
import { rateConfirmationPdf } from '../src/seed/demo-intake';
import { expectAnswer, expectInvalid } from './helpers/client';
import { ADA_ADMIN, loggedInDriver, multipartBody, sampleFiles } from './helpers/factories';
import { loadWorld } from './helpers/load-factories';
import { worldPerFile } from './helpers/setup';

const BASE = '/api/intake/rate-confirmations';
const w = worldPerFile(() =>
  loadWorld({ manager: ADA_ADMIN, dispatcher: { firstName: 'Dina', lastName: 'Intake' } }),
);

let mc = '';
beforeAll(async () => {
  mc = (await w.ctx.services.brokers.get(w.brokerId)).mcNumber;
});

let sequence = 0;
/** A rate confirmation PDF no other test uploads. */
const uniquePdf = () =>
  rateConfirmationPdf({
    broker: 'Coyote Logistics',
    mc: 'MC-561135',
    loadNumber: `T-${++sequence}-${Date.now()}`,
    rate: '$2,450.50',
    pickup: ['Sysco Dallas', '800 Trinity Dr', 'Dallas, TX 75201', '03/02/2026 08:00 - 12:00'],
    delivery: ['Kroger DC', '2175 Parklake Dr NE', 'Atlanta, GA 30345', '03/03/2026 14:00'],
  });

async function upload(file: Buffer, filename = 'rate-confirmation.pdf', as?: string | null) {
  const { payload, headers } = await multipartBody([{ name: 'file', file, filename }]);
  return w.ctx.api.post(`${BASE}/`, payload, { as: as === undefined ? w.dispatcher : as, headers });
}

/** Uploads the file and waits for the queue to read it; the draft as it is then. */
async function uploadRead(file: Buffer, filename?: string): Promise<IntakeDraft> {
  const r = await upload(file, filename);
  expect(r.statusCode, r.body).toBe(201);
  await w.ctx.services.intake.queue.idle();
  const read = await w.api.get(`${BASE}/${r.json().data.id}`);
  expect(read.statusCode).toBe(200);
  return read.json().data;
}

/** What a person enters for the world's broker and a Dallas → Atlanta trip with a stop between. */
const corrected = (loadNumber: string, brokerMc = mc): IntakeFields => ({
  brokerName: w.brokerName,
  brokerMc,
  brokerLoadNumber: loadNumber,
  rate: 2450.5,
  accessorials: [{ kind: 'Detention', amount: 75 }],
  commodity: 'Canned goods',
  weight: 42000,
  trailerType: 'Reefer',
  trailerLength: 53,
  stops: [
    stop('pickup', 'Dallas', 'TX', '75201', '2026-03-02T08:00', '2026-03-02T12:00'),
    stop('pickup', 'Shreveport', 'LA', '71101', '2026-03-02T16:00', null),
    stop('delivery', 'Atlanta', 'GA', '30345', '2026-03-03T14:00', '2026-03-03T18:00'),
  ],
});

function stop(
  kind: 'pickup' | 'delivery',
  city: string,
  state: string,
  zip: string,
  open: string | null,
  close: string | null,
) {
  return {
    kind,
    facility: `${city} DC`,
    address: '1 Main St',
    city,
    state,
    zip,
    open,
    close,
    reference: `REF-${city}`,
    phone: '(214) 555-0100',
  };
}

describe('POST /api/intake/rate-confirmations', () => {
  it('answers a pending draft at once, then the queue reads it', async () => {
    const r = await upload(await uniquePdf(), 'Coyote RC.pdf');
    const draft = expectAnswer(r, 201, intakeMessages.uploaded);
    expect(draft).toMatchObject({
      status: 'pending',
      source: 'upload',
      fileName: 'Coyote RC.pdf',
      sender: null,
      duplicateOf: null,
      loadId: null,
      pages: [],
    });
    await w.ctx.services.intake.queue.idle();
    const read = (await w.api.get(`${BASE}/${draft.id}`)).json().data;
    expect(read.status).toBe('parsed');
    expect(read.reason).toBeNull();
    expect(read.method).not.toBeNull();
    // Every open screen hears of it twice: when it came in, when it was read.
    const events = (await w.ctx.services.events.replay(0)).filter(
      (e) => e.type === 'intake' && (e.data as { draftId: number }).draftId === draft.id,
    );
    expect(events.map((e) => e.data)).toEqual([
      { draftId: draft.id, status: 'pending' },
      { draftId: draft.id, status: 'parsed' },
    ]);
  });

  it.each([
    ['PNG', sampleFiles.png(), 'photo.png'],
    ['JPEG', sampleFiles.jpeg(), 'photo.jpg'],
  ])('takes a %s and reads it (a failure says why)', async (_kind, file, name) => {
    const draft = await uploadRead(file, name);
    expect(['parsed', 'failed']).toContain(draft.status);
    if (draft.status === 'failed') expect(draft.reason).toEqual(expect.any(String));
  });

  it('refuses what is not a PDF, PNG or JPEG by its bytes (415)', async () => {
    const exe = Buffer.concat([Buffer.from('MZ\x90\x00\x03\x00\x00\x00', 'latin1'), Buffer.alloc(64)]);
    for (const [file, name] of [
      [exe, 'rate-confirmation.pdf'],
      [sampleFiles.csv(), 'loads.csv'],
    ] as const) {
      const r = await upload(file, name);
      expect(r.statusCode, name).toBe(415);
      expect(r.json().message).toBe(intakeMessages.unsupported);
    }
  });

  it('refuses an empty file (400), a file too large (413), a form without a file (400)', async () => {
    const empty = await upload(Buffer.alloc(0), 'empty.pdf');
    expect(empty.statusCode).toBe(400);
    expect(empty.json().message).toBe(intakeMessages.empty);

    const big = Buffer.concat([sampleFiles.pdf(), Buffer.alloc(MAX_UPLOAD_BYTES)]);
    expect((await upload(big, 'big.pdf')).statusCode).toBe(413);

    const { payload, headers } = await multipartBody([{ name: 'note', value: 'no file' }]);
    const none = await w.api.post(`${BASE}/`, payload, { headers });
    expectInvalid(none, 'body.file', intakeMessages.chooseFile);
    expect((await w.api.post(`${BASE}/`, { file: 'x' })).statusCode).toBe(415);
  });

  it('answers the earlier draft for the same bytes (200, duplicateOf)', async () => {
    const file = await uniquePdf();
    const first = (await uploadRead(file, 'first.pdf')).id;
    const again = await upload(file, 'again.pdf');
    const data = expectAnswer(again, 200, intakeMessages.duplicate);
    expect(data).toMatchObject({ id: first, duplicateOf: first, fileName: 'first.pdf' });
  });

  it('lets Dispatchers in, never drivers nor anonymous callers', async () => {
    const driver = await loggedInDriver(w.ctx);
    const file = await uniquePdf();
    expect((await upload(file, 'x.pdf', null)).statusCode).toBe(401);
    expect((await upload(file, 'x.pdf', driver.authorization)).statusCode).toBe(403);
    for (const url of [`${BASE}/`, `${BASE}/1`, `${BASE}/1/file`, `${BASE}/1/pages/1`]) {
      expect((await w.ctx.api.get(url)).statusCode, url).toBe(401);
      expect((await w.ctx.api.get(url, { as: driver.authorization })).statusCode, url).toBe(403);
    }
    expect((await w.ctx.api.post(`${BASE}/1/load`, {}, { as: driver.authorization })).statusCode).toBe(403);
  });
});

describe('IntakeService.receive (mail)', () => {
  it('makes a draft from mail with its sender, and refuses other types with a domain error', async () => {
    const { intake } = w.ctx.services;
    const { draft, duplicate } = await intake.receive({
      bytes: await uniquePdf(),
      fileName: 'RateCon.pdf',
      source: 'mail',
      sender: 'Loads@Broker.example.com ',
    });
    expect(duplicate).toBe(false);
    expect(draft).toMatchObject({ status: 'pending', source: 'mail', sender: 'Loads@Broker.example.com' });
    await intake.queue.idle();
    await expect(
      intake.receive({ bytes: sampleFiles.csv(), fileName: 'a.csv', source: 'mail' }),
    ).rejects.toMatchObject({ code: 'UnsupportedMediaType', message: intakeMessages.unsupported });
    await expect(
      intake.receive({ bytes: Buffer.alloc(0), fileName: 'a.pdf', source: 'mail' }),
    ).rejects.toBeInstanceOf(AppError);
  });

  it('makes one draft of the same bytes received twice at once (a message read by two processes)', async () => {
    const { intake } = w.ctx.services;
    const bytes = await uniquePdf();
    const mail = { bytes, fileName: 'RateCon.pdf', source: 'mail' as const, sender: 'loads@broker.test' };
    const answers = await Promise.all([intake.receive(mail), intake.receive(mail), intake.receive(mail)]);
    expect(new Set(answers.map((a) => a.draft.id)).size).toBe(1);
    expect(answers.filter((a) => !a.duplicate)).toHaveLength(1);
    await intake.queue.idle();
  });

  it('reads on start what a stopped process left pending', async () => {
    const { intake } = w.ctx.services;
    await intake.queue.stop();
    const { draft } = await intake.receive({
      bytes: await uniquePdf(),
      fileName: 'left.pdf',
      source: 'upload',
    });
    await intake.queue.idle();
    expect((await intake.get(draft.id)).data.status).toBe('pending');
    // Another process claimed it and stopped: its claim runs out, then the draft is read.
    await w.ctx.database.db
      .update(intakeDrafts)
      .set({ claimedAt: sql`now() - interval '1 hour'`, attempts: 1 })
      .where(eq(intakeDrafts.id, draft.id));
    intake.queue.start();
    await intake.queue.idle();
    expect((await intake.get(draft.id)).data.status).not.toBe('pending');
  });
});

describe('GET /api/intake/rate-confirmations', () => {
  it('lists newest first, by status, a page at a time, with the total', async () => {
    const before = (await w.api.get(`${BASE}/?status=parsed&take=1`)).json().data.total as number;
    const ids: number[] = [];
    for (let i = 0; i < 3; i++) ids.push((await uploadRead(await uniquePdf())).id);
    const first = await w.api.get(`${BASE}/?status=parsed&take=2`);
    expect(first.statusCode).toBe(200);
    expect(first.json().data).toMatchObject({ total: before + 3, page: 1, take: 2 });
    expect(first.json().data.items.map((d: IntakeDraft) => d.id)).toEqual([ids[2], ids[1]]);
    const second = (await w.api.get(`${BASE}/?status=parsed&take=2&page=2`)).json().data;
    expect(second.items[0].id).toBe(ids[0]);
    const failed = (await w.api.get(`${BASE}/?status=failed&take=100`)).json().data;
    expect(failed.items.every((d: IntakeDraft) => d.status === 'failed')).toBe(true);
    const listed = await w.api.get(`${BASE}/`);
    expect(listed.statusCode, listed.body).toBe(200);
    const all = listed.json().data;
    expect(all.total).toBeGreaterThanOrEqual(before + 3);
  });

  it('walks an index for each list, never sorting the drafts', async () => {
    const plan = await w.ctx.database.db.transaction(async (tx) => {
      await tx.execute(sql`SET LOCAL enable_sort = off`);
      await tx.execute(sql`SET LOCAL enable_seqscan = off`);
      const query = sql`EXPLAIN (FORMAT JSON) SELECT id FROM intake_drafts WHERE status = 'parsed'
        ORDER BY created_at DESC, id DESC LIMIT 10`;
      return JSON.stringify(rowsOf(await tx.execute(query)));
    });
    expect(plan).not.toContain('"Sort"');
    expect(plan).toContain('intake_drafts_status_created_idx');
  });

  it('answers 400 for bad queries and ids, 404 for an unknown draft', async () => {
    for (const url of [`${BASE}/?status=sent`, `${BASE}/?take=0`, `${BASE}/abc`, `${BASE}/1/pages/0`]) {
      expect((await w.api.get(url)).statusCode, url).toBe(400);
    }
    for (const url of [`${BASE}/999999`, `${BASE}/999999/file`, `${BASE}/999999/pages/1`]) {
      const r = await w.api.get(url);
      expect(r.statusCode, url).toBe(404);
      expect(r.json().message).toBe(intakeMessages.notFound);
    }
    expect((await w.api.put(`${BASE}/999999`, { fields: corrected('X') })).statusCode).toBe(404);
    expect((await w.api.post(`${BASE}/999999/load`, { user_id: w.driverId })).statusCode).toBe(404);
    expect((await w.api.delete(`${BASE}/999999`)).statusCode).toBe(404);
  });

  it('serves the file inline and its rendered pages as PNG', async () => {
    const file = await uniquePdf();
    const draft = await uploadRead(file);
    const original = await w.api.get(`${BASE}/${draft.id}/file`);
    expect(original.statusCode).toBe(200);
    expect(original.headers['content-type']).toBe('application/pdf');
    expect(original.headers['content-disposition']).toMatch(/^inline; /);
    expect(original.rawPayload.equals(file)).toBe(true);

    // The reader renders pages; here one is put in place as it would store it.
    const png = sampleFiles.png();
    const [row] = await w.ctx.database.db.select().from(intakeDrafts).where(eq(intakeDrafts.id, draft.id));
    const storageKey = `${row?.storageKey}-page-1`;
    await w.ctx.services.storage.put(storageKey, png);
    await w.ctx.database.db
      .update(intakeDrafts)
      .set({ pages: [{ number: 1, width: 612, height: 792, storageKey }] })
      .where(eq(intakeDrafts.id, draft.id));
    const page = await w.api.get(`${BASE}/${draft.id}/pages/1`);
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toBe('image/png');
    expect(page.headers['cache-control']).toMatch(/^private/);
    expect(page.rawPayload.equals(png)).toBe(true);
    expect((await w.api.get(`${BASE}/${draft.id}`)).json().data.pages).toEqual([
      { number: 1, width: 612, height: 792 },
    ]);
    const missing = await w.api.get(`${BASE}/${draft.id}/pages/2`);
    expect(missing.statusCode).toBe(404);
    expect(missing.json().message).toBe(intakeMessages.pageNotFound);

    const keys = await w.ctx.services.storage.keys();
    expect((await w.api.delete(`${BASE}/${draft.id}`)).statusCode).toBe(200);
    expect((await w.ctx.services.storage.keys()).length).toBe(keys.length - 2);
  });
});

describe('corrections, the load, discarding', () => {
  it('stores corrections, matches the broker and learns its layout', async () => {
    const draft = await uploadRead(await uniquePdf());
    const fields = corrected(`LN-${draft.id}`);
    const r = await w.api.put(`${BASE}/${draft.id}`, { fields });
    const data = expectAnswer(r, 200, intakeMessages.updated);
    expect(data).toMatchObject({ status: 'parsed', fields, brokerId: w.brokerId });
    const layouts = await w.ctx.database.db.select().from(intakeLayouts);
    expect(layouts.map((l) => l.brokerKey)).toContain(`mc:${mc.replace(/\D/g, '')}`);
  });

  it('answers its version as ETag, saves twice without reading again, refuses a stale one (412)', async () => {
    const draft = await uploadRead(await uniquePdf());
    const read = await w.api.get(`${BASE}/${draft.id}`);
    const etag = read.headers.etag as string;
    expect(etag).toMatch(/^"\d+"$/);
    const fields = corrected(`LN-V-${draft.id}`);
    const first = await w.api.put(`${BASE}/${draft.id}`, { fields }, { headers: { 'if-match': etag } });
    expect(first.statusCode, first.body).toBe(200);
    const next = first.headers.etag as string;
    expect(next).not.toBe(etag);
    const again = await w.api.put(
      `${BASE}/${draft.id}`,
      { fields: { ...fields, commodity: 'Paper' } },
      { headers: { 'if-match': next } },
    );
    expect(again.statusCode, again.body).toBe(200);
    // Someone else's tab still holds the first version.
    const stale = await w.api.put(`${BASE}/${draft.id}`, { fields }, { headers: { 'if-match': etag } });
    expect(stale.statusCode).toBe(412);
    // Who made the version it is at now, and when (the draft's trail; docs/product.md "Stale edits").
    expect(stale.json().message).toMatch(
      /^Dina Intake changed this rate confirmation draft at \d\d\/\d\d\/\d{4} \d\d:\d\d UTC\. Reload to see the changes\.$/,
    );
    const trail = (
      await w.ctx.api.get(`/api/audit?entityType=rateConfirmationDraft&entityId=${draft.id}`, {
        as: w.manager,
      })
    ).json().data.items;
    expect(trail.map((e: { summary: string; actorName: string }) => [e.summary, e.actorName])).toEqual([
      [intakeMessages.corrected, 'Dina Intake'],
      [intakeMessages.corrected, 'Dina Intake'],
      // Its arrival: who uploaded it (docs/product.md "Audit trail").
      ['Uploaded: rate-confirmation.pdf', 'Dina Intake'],
    ]);
    expect(trail[0].changes).toContainEqual(
      expect.objectContaining({ field: 'fields.commodity', after: 'Paper' }),
    );
    expect((await w.api.get(`${BASE}/${draft.id}`)).json().data.fields.commodity).toBe('Paper');
  });

  it('refuses malformed corrections (400)', async () => {
    const draft = await uploadRead(await uniquePdf());
    expect((await w.api.put(`${BASE}/${draft.id}`, 'text')).statusCode).toBe(415);
    for (const body of [{}, { fields: {} }, { fields: { ...corrected('X'), rate: -1 } }, []]) {
      const r = await w.api.put(`${BASE}/${draft.id}`, body);
      expect(r.statusCode, JSON.stringify(body)).toBe(400);
    }
    const badTime = { ...corrected('X'), stops: [{ ...corrected('X').stops[0], open: '03/02/2026' }] };
    expect((await w.api.put(`${BASE}/${draft.id}`, { fields: badTime })).statusCode).toBe(400);
  });

  it('makes the load as the load form does, once', async () => {
    const draft = await uploadRead(await uniquePdf());
    const loadNumber = `LN-${draft.id}`;
    await w.api.put(`${BASE}/${draft.id}`, { fields: corrected(loadNumber) });

    const noDriver = await w.api.post(`${BASE}/${draft.id}/load`, {});
    expectInvalid(noDriver, 'body.user_id', fieldMessages.required);
    expect((await w.api.post(`${BASE}/${draft.id}/load`, { user_id: 'someone' })).statusCode).toBe(400);

    const r = await w.api.post(`${BASE}/${draft.id}/load`, { user_id: w.driverId, loadType: 'FTL' });
    const load = expectAnswer(r, 201, intakeMessages.loadCreated);
    expect(load).toMatchObject({
      id_number: loadNumber,
      broker_id: w.brokerId,
      user_id: w.driverId,
      freight_company: 2450.5,
      product_name: 'Canned goods',
      load_weight: 42000,
      trailer_type: 3,
      trailer_dimensions: '53 ft',
      loadType: 'FTL',
      city_pickup: 'Dallas',
      state_code_pickup: 'TX',
      postalCodePickup: '75201',
      open_time_pickup: '2026-03-02T08:00:00.000Z',
      close_time_pickup: '2026-03-02T12:00:00.000Z',
      phone_pickup: '2145550100',
      city_delivery: 'Atlanta',
      close_time_delivery: '2026-03-03T18:00:00.000Z',
    });
    expect(load.instructions).toContain('Stop 2 (pickup): Shreveport DC, 1 Main St, Shreveport LA 71101');
    expect(load.instructions).toContain('Detention: $75.00');
    expect((await w.api.get(`/api/loadbook/find/${load.id}`)).statusCode).toBe(200);

    const after = (await w.api.get(`${BASE}/${draft.id}`)).json().data;
    expect(after).toMatchObject({ status: 'loaded', loadId: load.id });
    const again = await w.api.post(`${BASE}/${draft.id}/load`, { user_id: w.driverId });
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe(intakeMessages.alreadyLoaded(load.id));
    expect((await w.api.put(`${BASE}/${draft.id}`, { fields: corrected(loadNumber) })).statusCode).toBe(409);

    // The same broker load number again: the earlier draft and the load are named.
    const repeat = await uploadRead(await uniquePdf());
    const marked = (await w.api.put(`${BASE}/${repeat.id}`, { fields: corrected(loadNumber) })).json().data;
    expect(marked).toMatchObject({ duplicateOf: draft.id, duplicateLoadId: load.id });

    // Discarding the loaded draft leaves its load.
    const deleted = await w.api.delete(`${BASE}/${draft.id}`);
    expectAnswer(deleted, 200, intakeMessages.deleted);
    expect((await w.api.get(`${BASE}/${draft.id}`)).statusCode).toBe(404);
    expect((await w.api.get(`/api/loadbook/find/${load.id}`)).statusCode).toBe(200);
  });

  it('names a broker that does not exist yet, and takes one chosen instead', async () => {
    const draft = await uploadRead(await uniquePdf());
    const fields = { ...corrected(`NB-${draft.id}`, 'MC-000000'), brokerName: 'Nobody Freight LLC' };
    expect((await w.api.put(`${BASE}/${draft.id}`, { fields })).json().data.brokerId).toBeNull();
    const missing = await w.api.post(`${BASE}/${draft.id}/load`, { user_id: w.driverId });
    expectInvalid(missing, 'body.broker_id', intakeMessages.brokerMissing('Nobody Freight LLC'));
    const chosen = await w.api.post(`${BASE}/${draft.id}/load`, {
      user_id: w.driverId,
      broker_id: w.brokerId,
    });
    expect(chosen.statusCode, chosen.body).toBe(201);
  });

  it('refuses a draft whose last delivery opens before its first pickup, as the load form does', async () => {
    const draft = await uploadRead(await uniquePdf());
    const stops = [
      stop('pickup', 'Dallas', 'TX', '75201', '2026-03-05T08:00', '2026-03-05T12:00'),
      stop('delivery', 'Atlanta', 'GA', '30345', '2026-03-03T14:00', '2026-03-03T18:00'),
    ];
    await w.api.put(`${BASE}/${draft.id}`, { fields: { ...corrected(`OR-${draft.id}`), stops } });
    const r = await w.api.post(`${BASE}/${draft.id}/load`, { user_id: w.driverId });
    expect(r.json().details).toEqual([
      { path: 'body.open_time_delivery', message: loadMessages.deliveryBeforePickup },
    ]);
    expect((await w.api.get(`${BASE}/${draft.id}`)).json().data).toMatchObject({
      status: 'parsed',
      loadId: null,
    });
  });

  it('answers the load form’s own rules for what the draft lacks', async () => {
    const draft = await uploadRead(await uniquePdf());
    const fields = { ...corrected(`NZ-${draft.id}`), stops: [] };
    await w.api.put(`${BASE}/${draft.id}`, { fields });
    const r = await w.api.post(`${BASE}/${draft.id}/load`, { user_id: w.driverId });
    expect(r.statusCode).toBe(400);
    expect(r.json().details.map((d: { path: string }) => d.path)).toContain('body.city_pickup');
    expect((await w.api.get(`${BASE}/${draft.id}`)).json().data.status).toBe('parsed');
  });
});
