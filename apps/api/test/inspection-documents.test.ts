import { DOCUMENT_TYPE, defectOfPhoto, documentMessages, ENTITY_TYPE } from '@fletx/contract/documents';
import { INSPECTION_ITEM_LABELS, INSPECTION_ITEMS } from '@fletx/contract/inspections';
import { describe, expect, it } from 'vitest';
import { expectInvalid, type TestClient } from './helpers/client';
import { clockedApp } from './helpers/clocked-app';
import { makeTrailer, makeTruck, multipartBody, sampleFiles, uploadDocument } from './helpers/factories';
import { carrierDetails, pdfText } from './helpers/invoice-factories';
import { approvedDriverApi } from './helpers/load-factories';

const world = clockedApp();
const { clock } = world;

const minutesAgo = (n: number) => new Date(clock.now().getTime() - n * 60_000).toISOString();

/** A driver (through the driver API) with a truck and a hitched trailer, and a pre-trip with two defects. */
async function reported(first: string, kind = 'pre_trip', defects = true) {
  const driver = await approvedDriverApi(world.ctx, world.admin, first);
  const unitNumber = `U-${first}-${driver.id}`;
  const trailerNumber = `TR-${first}-${driver.id}`;
  const truck = await makeTruck(world.ctx, world.admin, { user_id: driver.id, unit_number: unitNumber });
  const trailer = await makeTrailer(world.ctx, world.admin, {
    licenseplate_truck_number: truck.licenseplate_number,
    trailer_number: trailerNumber,
  });
  const defective = defects ? ['tires', 'horn'] : [];
  const r = await driver.api.post('/api/driver/inspections', {
    kind,
    truckId: truck.id,
    trailerId: trailer.id,
    odometer: 184_620,
    items: INSPECTION_ITEMS.map((item) => ({
      item,
      ok: !defective.includes(item),
      ...(item === 'wheels_and_rims' && { note: 'Checked lug nuts' }),
    })),
    defects: defects
      ? [
          { item: 'tires', note: 'Left steer tire cut in the sidewall', severity: 'out_of_service' },
          { item: 'horn', note: 'Horn weak', severity: 'minor', unit: 'truck' },
        ]
      : [],
    signature: `${first} Driver`,
    at: minutesAgo(30),
  });
  expect(r.statusCode, r.body).toBe(201);
  const inspection = r.json().data as { id: number; defects: Array<{ id: number; item: string }> };
  return { driver, truck, trailer, inspection, unitNumber, trailerNumber };
}

/** A driver's photo upload to an inspection (multipart; `item` names the defect it shows). */
async function driverPhoto(
  api: TestClient,
  id: number | string,
  options: { item?: string; key?: string; file?: Buffer; filename?: string } = {},
) {
  const { payload, headers } = await multipartBody([
    ...(options.item ? [{ name: 'item', value: options.item }] : []),
    { name: 'file', file: options.file ?? sampleFiles.png(), filename: options.filename ?? 'tire.png' },
  ]);
  return api.post(`/api/driver/inspections/${id}/documents`, payload, {
    headers: { ...headers, ...(options.key && { 'idempotency-key': options.key }) },
  });
}

const list = (as: string, entityTypeId: number, entityId: number) =>
  world.ctx.api.get(`/api/documents/list-files?entityTypeId=${entityTypeId}&entityId=${entityId}`, { as });

describe('photos of an inspection', () => {
  it('a driver uploads photos to their own inspection, one tied to its defect; the office lists them', async () => {
    const { driver, inspection } = await reported('Ines');
    const tires = inspection.defects.find((d) => d.item === 'tires');
    const photo = await driverPhoto(driver.api, inspection.id, { item: 'tires', key: 'photo-1' });
    expect(photo.statusCode, photo.body).toBe(201);
    expect(photo.json().data).toMatchObject({
      entityTypeId: ENTITY_TYPE.inspection,
      entityId: inspection.id,
      documentType: DOCUMENT_TYPE.defectPhoto,
      mimeType: 'image/png',
    });
    expect(defectOfPhoto(photo.json().data.originalName)).toBe(tires?.id);
    // Sent again with the same key (the phone lost the answer): the same document, not a second one.
    const again = await driverPhoto(driver.api, inspection.id, { item: 'tires', key: 'photo-1' });
    expect(again.statusCode).toBe(201);
    expect(again.headers['idempotency-replayed']).toBe('true');
    expect(again.json().data.id).toBe(photo.json().data.id);
    const whole = await driverPhoto(driver.api, inspection.id, {
      file: sampleFiles.jpeg(),
      filename: 'a.jpg',
    });
    expect(whole.statusCode, whole.body).toBe(201);
    expect(defectOfPhoto(whole.json().data.originalName)).toBeNull();

    const listed = await list(world.dispatcher, ENTITY_TYPE.inspection, inspection.id);
    expect(listed.statusCode).toBe(200);
    expect(listed.json().data.map((d: { id: number }) => d.id)).toEqual([
      whole.json().data.id,
      photo.json().data.id,
    ]);
    const download = await world.ctx.api.get(
      `/api/documents/${photo.json().data.id}/download?disposition=inline`,
      {
        as: world.dispatcher,
      },
    );
    expect(download.statusCode).toBe(200);
    expect(download.headers['content-type']).toBe('image/png');
  });

  it("a driver cannot upload to another driver's inspection (403) or an unknown one (404)", async () => {
    const { inspection } = await reported('Olga');
    const other = await approvedDriverApi(world.ctx, world.admin, 'Pavel');
    const r = await driverPhoto(other.api, inspection.id);
    expect(r.statusCode, r.body).toBe(403);
    expect(r.json().message).toBe(documentMessages.notYourInspection);
    expect((await driverPhoto(other.api, 99_999_999)).statusCode).toBe(404);
    expect((await driverPhoto(other.api, 'abc')).statusCode).toBe(400);
    expect((await list(world.dispatcher, ENTITY_TYPE.inspection, inspection.id)).json().data).toEqual([]);
  });

  it('a photo of an item the report names no defect on: 400, nothing kept', async () => {
    const { driver, inspection } = await reported('Quinn');
    const r = await driverPhoto(driver.api, inspection.id, { item: 'parking_brake' });
    expectInvalid(r, 'body.item', documentMessages.defectItem);
    expect((await list(world.dispatcher, ENTITY_TYPE.inspection, inspection.id)).json().data).toEqual([]);
  });

  it('a driver token cannot use the back office upload; the office uploads to an inspection that exists', async () => {
    const { driver, inspection } = await reported('Rosa');
    const asDriver = await driver.api.get(
      `/api/documents/list-files?entityTypeId=7&entityId=${inspection.id}`,
    );
    expect([401, 403]).toContain(asDriver.statusCode);
    const office = await uploadDocument(world.ctx, world.dispatcher, {
      entityTypeId: ENTITY_TYPE.inspection,
      entityId: inspection.id,
      documentType: DOCUMENT_TYPE.defectPhoto,
      file: sampleFiles.png(),
      filename: 'yard.png',
    });
    expect(office.statusCode, office.body).toBe(201);
    const missing = await uploadDocument(world.ctx, world.dispatcher, {
      entityTypeId: ENTITY_TYPE.inspection,
      entityId: 99_999_999,
    });
    expect(missing.statusCode).toBe(404);
    expect(missing.json().message).toBe(documentMessages.noInspection);
  });
});

describe("a work order's documents", () => {
  it('the shop invoice uploads to a work order and lists; an unknown work order is a 404', async () => {
    const truck = await makeTruck(world.ctx, world.admin);
    const made = await world.ctx.api.post(
      '/api/maintenance/work-orders',
      {
        unitType: 'truck',
        unitId: truck.id,
        vendor: 'Main Street Diesel',
        lines: [{ kind: 'part', description: 'Oil filter', quantity: 1, unitPrice: 19.99 }],
      },
      { as: world.dispatcher },
    );
    expect(made.statusCode, made.body).toBe(201);
    const id = made.json().data.id as number;
    const invoice = await uploadDocument(world.ctx, world.dispatcher, {
      entityTypeId: ENTITY_TYPE.workOrder,
      entityId: id,
      documentType: DOCUMENT_TYPE.shopInvoice,
      filename: 'shop-invoice.pdf',
    });
    expect(invoice.statusCode, invoice.body).toBe(201);
    const listed = (await list(world.dispatcher, ENTITY_TYPE.workOrder, id)).json().data;
    expect(listed).toMatchObject([
      { originalName: 'shop-invoice.pdf', documentType: DOCUMENT_TYPE.shopInvoice },
    ]);
    const missing = await uploadDocument(world.ctx, world.dispatcher, {
      entityTypeId: ENTITY_TYPE.workOrder,
      entityId: 99_999_999,
    });
    expect(missing.statusCode).toBe(404);
    expect(missing.json().message).toBe(documentMessages.noWorkOrder);
    expectInvalid(
      await uploadDocument(world.ctx, world.dispatcher, {
        entityTypeId: Math.max(...Object.values(ENTITY_TYPE)) + 1,
        entityId: 1,
      }),
      'body.entityTypeId',
      documentMessages.entityType,
    );
    expect(documentMessages.entityType).toContain('7 (inspection), 8 (work order)');
  });
});

describe('the printable DVIR', () => {
  it('prints the carrier, units, every item, the defects, the photos, the signature and the repair', async () => {
    expect(
      (await world.ctx.api.put('/api/carrier-settings', carrierDetails(), { as: world.admin })).statusCode,
    ).toBe(200);
    const { driver, truck, inspection, unitNumber, trailerNumber } = await reported('Sofia');
    await driverPhoto(driver.api, inspection.id, { item: 'tires' });
    await driverPhoto(driver.api, inspection.id, {
      item: 'horn',
      file: sampleFiles.jpeg(),
      filename: 'h.jpg',
    });
    const tires = inspection.defects.find((d) => d.item === 'tires');
    const body = {
      unitType: 'truck',
      unitId: truck.id,
      vendor: 'Main Street Diesel',
      defectIds: [tires?.id],
      lines: [{ kind: 'part', description: 'Steer tire', quantity: 1, unitPrice: 450 }],
    };
    const order = await world.ctx.api.post('/api/maintenance/work-orders', body, { as: world.dispatcher });
    expect(order.statusCode, order.body).toBe(201);
    const orderId = order.json().data.id as number;
    const done = await world.ctx.api.put(
      `/api/maintenance/work-orders/${orderId}`,
      { ...body, status: 'done' },
      { as: world.dispatcher },
    );
    expect(done.statusCode, done.body).toBe(200);
    // The next driver's pre-trip of the same truck: the review 396.13 asks for.
    clock.set(new Date(clock.now().getTime() + 5 * 60_000));
    const next = await driver.api.post('/api/driver/inspections', {
      kind: 'pre_trip',
      truckId: truck.id,
      odometer: 184_700,
      items: INSPECTION_ITEMS.map((item) => ({ item, ok: true })),
      defects: [],
      signature: 'Sofia Driver',
      at: minutesAgo(1),
    });
    expect(next.statusCode, next.body).toBe(201);

    const r = await world.ctx.api.get(`/api/inspections/${inspection.id}/pdf`, { as: world.dispatcher });
    expect(r.statusCode, r.body).toBe(200);
    expect(r.headers['content-type']).toBe('application/pdf');
    expect(r.headers['content-disposition']).toMatch(/^inline; filename="dvir-\d+-\d{4}-\d{2}-\d{2}\.pdf"$/);
    const text = (await pdfText(r.rawPayload)).replace(/\s+/g, ' ');
    for (const expected of [
      'Driver Vehicle Inspection Report',
      'Red River Haulers LLC',
      'DOT 3344556',
      `Pre-trip inspection #${inspection.id}`,
      '(times in UTC)',
      'Odometer: 184,620 mi',
      'Driver: Sofia',
      `Truck: ${unitNumber}`,
      `Trailer: ${trailerNumber}`,
      'Left steer tire cut in the sidewall',
      'Out of service',
      'Horn weak',
      'Checked lug nuts',
      'DEFECTIVE',
      'Photos (2)',
      "Driver's signature: Sofia Driver",
      'Certification of repairs',
      `work order #${orderId}`,
      '1 defect not yet repaired.',
      "Next driver's review (49 CFR 396.13)",
      `Reviewed by Sofia`,
    ])
      expect(text).toContain(expected);
    for (const item of INSPECTION_ITEMS) expect(text).toContain(INSPECTION_ITEM_LABELS[item].slice(0, 20));
    expect(text.match(/ OK /g)?.length).toBe(INSPECTION_ITEMS.length - 2);
  });

  it('a report without defects says so; no review yet; a missing id is a 404, a bad one a 400', async () => {
    const { inspection } = await reported('Tomas', 'post_trip', false);
    const r = await world.ctx.api.get(`/api/inspections/${inspection.id}/pdf`, { as: world.dispatcher });
    expect(r.statusCode, r.body).toBe(200);
    const text = (await pdfText(r.rawPayload)).replace(/\s+/g, ' ');
    expect(text).toContain('Post-trip inspection');
    expect(text).toContain('No defects reported');
    expect(text).toContain('Not recorded yet');
    expect(
      (await world.ctx.api.get('/api/inspections/99999999/pdf', { as: world.dispatcher })).statusCode,
    ).toBe(404);
    expect((await world.ctx.api.get('/api/inspections/abc/pdf', { as: world.dispatcher })).statusCode).toBe(
      400,
    );
    expect((await world.ctx.api.get(`/api/inspections/${inspection.id}/pdf`)).statusCode).toBe(401);
  });
});
