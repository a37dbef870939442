import { PDFDict, PDFDocument, PDFName } from '@cantoo/pdf-lib';
import { DOCUMENT_TYPE, ENTITY_TYPE } from '@fletx/contract/documents';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { multipartBody, sampleFiles, uploadDocument } from './helpers/factories';
import {
  carrierDetails,
  createInvoice,
  deliveredLoad,
  draftInvoice,
  invoiceDetail,
  invoiceWorld,
  pdfText,
  sendInvoice,
} from './helpers/invoice-factories';
import { worldPerFile } from './helpers/setup';

const w = worldPerFile(invoiceWorld);

const NOTICE = 'This account has been assigned to Apex Capital Corp. Payment must be made directly to Apex.';
const factoring = {
  name: 'Apex Capital Corp',
  email: 'schedules@apexcapital.example',
  remitTo: 'Apex Capital Corp\nPO Box 961029\nFort Worth, TX 76161',
  noticeOfAssignment: NOTICE,
};

async function loadDocument(loadId: number, documentType: number, file: Buffer, filename: string) {
  const r = await uploadDocument(w.ctx, w.carrier, {
    entityTypeId: ENTITY_TYPE.load,
    entityId: loadId,
    documentType,
    file,
    filename,
  });
  expect(r.statusCode, r.body).toBe(201);
}

async function saveSettings(overrides = {}) {
  const r = await w.api.put('/api/carrier-settings', carrierDetails(overrides));
  expect(r.statusCode, r.body).toBe(200);
  return r.json().data;
}

describe('carrier settings', () => {
  it('starts empty, saves the details and the factoring company, and keeps a PNG or JPEG logo', async () => {
    const empty = (await w.api.get('/api/carrier-settings')).json().data;
    expect(empty).toMatchObject({ configured: false, name: '', factoring: null, hasLogo: false });
    const png = await multipartBody([{ name: 'file', file: sampleFiles.png(), filename: 'logo.png' }]);
    const tooSoon = await w.api.post('/api/carrier-settings/logo', png.payload, { headers: png.headers });
    expect(tooSoon.statusCode).toBe(409);

    const saved = await saveSettings({ factoring });
    expect(saved).toMatchObject({
      configured: true,
      name: 'Red River Haulers LLC',
      mcNumber: 'MC-778812',
      factoring,
    });
    const bad = await w.api.put('/api/carrier-settings', { ...carrierDetails(), state: 'XX', email: 'nope' });
    expect(bad.statusCode).toBe(400);

    const logo = await w.api.post('/api/carrier-settings/logo', png.payload, { headers: png.headers });
    expect(logo.statusCode, logo.body).toBe(200);
    expect(logo.json().data.hasLogo).toBe(true);
    const image = await w.api.get('/api/carrier-settings/logo');
    expect(image.headers['content-type']).toBe('image/png');
    expect(image.rawPayload.equals(sampleFiles.png())).toBe(true);
    const pdf = await multipartBody([{ name: 'file', file: sampleFiles.pdf(), filename: 'logo.pdf' }]);
    const wrong = await w.api.post('/api/carrier-settings/logo', pdf.payload, { headers: pdf.headers });
    expect(wrong.statusCode).toBe(415);
    const jpeg = await multipartBody([{ name: 'file', file: sampleFiles.jpeg(), filename: 'logo.jpg' }]);
    expect(
      (await w.api.post('/api/carrier-settings/logo', jpeg.payload, { headers: jpeg.headers })).statusCode,
    ).toBe(200);
    expect((await w.api.get('/api/carrier-settings/logo')).headers['content-type']).toBe('image/jpeg');
  });
});

describe('invoice documents', () => {
  it('prints the invoice: carrier, load number, dates, total, remit-to and the notice of assignment', async () => {
    await saveSettings({ factoring });
    const load = await deliveredLoad(w, { tripRate: 2450.5 });
    const invoice = await createInvoice(w, load.id);
    await w.api.patch(`/api/invoices/${invoice.id}`, {
      lines: [
        { description: 'Trip rate', amount: 2450.5 },
        { description: 'Łukasz’s détention ✓ 🚚', amount: 100 },
      ],
    });
    const r = await w.api.get(`/api/invoices/${invoice.id}/pdf`);
    expect(r.statusCode).toBe(200);
    expect(r.headers['content-type']).toBe('application/pdf');
    // The logo (set above) is drawn on the first page.
    const images = (await PDFDocument.load(r.rawPayload))
      .getPage(0)
      .node.Resources()
      ?.lookup(PDFName.of('XObject'));
    expect(images).toBeInstanceOf(PDFDict);
    expect((images as PDFDict).keys().length).toBe(1);
    const text = await pdfText(r.rawPayload);
    for (const expected of [
      'INVOICE',
      'Red River Haulers LLC',
      'MC-778812',
      'DOT 3344556',
      invoice.number,
      load.number,
      '24/11/2026', // invoice date
      '24/12/2026', // due date: today + 30 days while a draft
      'Net 30 days',
      w.brokerName,
      'Dallas, TX 75202',
      '$2,550.50',
      'PO Box 961029', // remit to: the factoring company
      'NOTICE OF ASSIGNMENT',
      'This account has been assigned to Apex Capital Corp.',
      'Łukasz’s détention ✓ ?', // the font's Latin Extended and its check mark; a truck emoji it has not
    ])
      expect(text).toContain(expected);

    await saveSettings({ factoring: null });
    expect((await w.api.delete('/api/carrier-settings/logo')).statusCode).toBe(200);
    const plainBytes = (await w.api.get(`/api/invoices/${invoice.id}/pdf`)).rawPayload;
    const plainPage = (await PDFDocument.load(plainBytes)).getPage(0);
    const plainImages = plainPage.node.Resources()?.lookup(PDFName.of('XObject')) as PDFDict | undefined;
    expect(plainImages?.keys().length ?? 0).toBe(0);
    const plain = await pdfText(plainBytes);
    expect(plain).not.toContain('NOTICE OF ASSIGNMENT');
    expect(plain).toContain('PO Box 4410'); // the carrier's own remit-to
  });

  it('sends the invoice to the broker with the PDF and the proofs of delivery attached, through the outbox', async () => {
    const load = await deliveredLoad(w, { tripRate: 1200 });
    await loadDocument(load.id, DOCUMENT_TYPE.proofOfDelivery, sampleFiles.pdf('POD signed'), 'pod.pdf');
    await loadDocument(load.id, DOCUMENT_TYPE.proofOfDelivery, sampleFiles.jpeg(), 'pod-photo.jpg');
    await loadDocument(load.id, DOCUMENT_TYPE.rateConfirmation, sampleFiles.pdf('Rate con'), 'ratecon.pdf');
    const invoice = await createInvoice(w, load.id);
    const before = w.ctx.mails.length;
    const sent = await sendInvoice(w, invoice.id);
    expect(sent).toMatchObject({ status: 'sent', sentOn: '2026-11-24', dueOn: '2026-12-24' });
    await w.ctx.services.outbox.idle();
    const mail = w.ctx.mails.slice(before).find((m) => m.subject.includes(invoice.number));
    expect(mail?.to).toBe(invoice.billTo.email);
    expect(mail?.subject).toBe(`Invoice ${invoice.number} - load ${load.number} - Red River Haulers LLC`);
    expect(mail?.attachments?.map((a) => [a.filename, a.contentType])).toEqual([
      [`${invoice.number}.pdf`, 'application/pdf'],
      ['pod.pdf', 'application/pdf'],
      ['pod-photo.jpg', 'image/jpeg'],
    ]);
    expect(mail?.attachments?.[1]?.content.equals(sampleFiles.pdf('POD signed'))).toBe(true);
    const pdf = await pdfText(mail?.attachments?.[0]?.content as Buffer);
    expect(pdf).toContain('24/12/2026');
    expect(await w.ctx.services.outbox.pending()).toBe(0);
  });

  it('answers 409 when the broker has no invoicing email', async () => {
    const load = await deliveredLoad(w);
    const invoice = await createInvoice(w, load.id);
    await w.ctx.database.db.execute(sql`update brokers set invoicing_email = '' where id = ${w.brokerId}`);
    try {
      const r = await w.api.post(`/api/invoices/${invoice.id}/send`);
      expect(r.statusCode).toBe(409);
      expect(r.json().message).toBe(
        `The broker ${w.brokerName} has no invoicing email. Add it on the broker's profile, then send again.`,
      );
      expect((await invoiceDetail(w, invoice.id)).status).toBe('draft');
    } finally {
      await w.ctx.database.db.execute(
        sql`update brokers set invoicing_email = 'billing@coyote.example' where id = ${w.brokerId}`,
      );
    }
  });

  it('builds the factoring package: invoice, rate confirmations, proofs of delivery, in that order', async () => {
    const load = await deliveredLoad(w);
    await loadDocument(load.id, DOCUMENT_TYPE.proofOfDelivery, sampleFiles.png(), 'pod.png');
    await loadDocument(
      load.id,
      DOCUMENT_TYPE.rateConfirmation,
      sampleFiles.pdf('Rate confirmation'),
      'rc.pdf',
    );
    await loadDocument(load.id, DOCUMENT_TYPE.proofOfDelivery, sampleFiles.pdf('Signed POD'), 'pod.pdf');
    await loadDocument(load.id, DOCUMENT_TYPE.billOfLading, sampleFiles.pdf('BOL'), 'bol.pdf');
    const invoice = await createInvoice(w, load.id);
    const invoicePages = (
      await PDFDocument.load((await w.api.get(`/api/invoices/${invoice.id}/pdf`)).rawPayload)
    ).getPageCount();
    const r = await w.api.get(`/api/invoices/${invoice.id}/package`);
    expect(r.statusCode).toBe(200);
    const doc = await PDFDocument.load(r.rawPayload);
    // The invoice, 1 rate confirmation page, the PNG proof as a page, the PDF proof; no bill of lading.
    expect(doc.getPageCount()).toBe(invoicePages + 3);
    const [rc, png, pod] = doc.getPages().slice(invoicePages);
    expect(rc?.getSize()).toEqual({ width: 300, height: 144 });
    expect(png?.getSize()).toEqual({ width: 612, height: 792 });
    expect(pod?.getSize()).toEqual({ width: 300, height: 144 });
    const text = await pdfText(r.rawPayload);
    expect(text.indexOf('INVOICE')).toBeLessThan(text.indexOf('Rate confirmation'));
    expect(text.indexOf('Rate confirmation')).toBeLessThan(text.indexOf('Signed POD'));
    expect(text).not.toContain('BOL');
  });

  it('mails packages to the factoring company, one or a batch with its schedule of accounts, and marks them factored', async () => {
    await saveSettings({ factoring: null });
    const one = await draftInvoice(w, { tripRate: 300 });
    const none = await w.api.post(`/api/invoices/${one.id}/factor`);
    expect(none.statusCode).toBe(409);
    expect(none.json().message).toBe(
      'No factoring company is set. Enter it in the carrier settings (Factoring company), then try again.',
    );
    await saveSettings({ factoring });
    let before = w.ctx.mails.length;
    const single = await w.api.post(`/api/invoices/${one.id}/factor`);
    expect(single.statusCode, single.body).toBe(200);
    expect(single.json().data).toEqual({
      invoiceIds: [one.id],
      factoredOn: '2026-11-24',
      mailedTo: factoring.email,
    });
    await w.ctx.services.outbox.idle();
    const singleMail = w.ctx.mails.slice(before).find((m) => m.to === factoring.email);
    expect(singleMail?.attachments?.map((a) => a.filename)).toEqual([`${one.number}-package.pdf`]);
    expect((await invoiceDetail(w, one.id)).factoredOn).toBe('2026-11-24');

    const two = await draftInvoice(w, { tripRate: 200.25 });
    await sendInvoice(w, two.id);
    before = w.ctx.mails.length;
    const batch = await w.api.post('/api/invoices/factor', { invoiceIds: [two.id, one.id] });
    expect(batch.statusCode, batch.body).toBe(200);
    expect(batch.json().message).toBe(`2 invoices sent to the factoring company (${factoring.email}).`);
    await w.ctx.services.outbox.idle();
    const mail = w.ctx.mails.slice(before).find((m) => m.to === factoring.email);
    expect(mail?.attachments?.map((a) => a.filename)).toEqual([
      'schedule-of-accounts-2026-11-24.pdf',
      `${one.number}-package.pdf`,
      `${two.number}-package.pdf`,
    ]);
    const schedule = await pdfText(mail?.attachments?.[0]?.content as Buffer);
    for (const expected of ['Schedule of accounts', one.number, two.number, '2 invoices', '$500.25'])
      expect(schedule).toContain(expected);
    expect((await w.api.post('/api/invoices/factor', { invoiceIds: [one.id, 999999] })).statusCode).toBe(404);
    expect((await w.api.post('/api/invoices/factor', { invoiceIds: [one.id, one.id] })).statusCode).toBe(400);
  });

  it('breaks a long invoice across pages, the lines table header repeated', async () => {
    const invoice = await draftInvoice(w);
    const lines = Array.from({ length: 50 }, (_, i) => ({
      description: `Stop-off charge ${i + 1}`,
      amount: 10,
    }));
    expect((await w.api.patch(`/api/invoices/${invoice.id}`, { lines })).statusCode).toBe(200);
    const bytes = (await w.api.get(`/api/invoices/${invoice.id}/pdf`)).rawPayload;
    expect((await PDFDocument.load(bytes)).getPageCount()).toBe(2);
    const text = await pdfText(bytes);
    expect(text.match(/Description/g)).toHaveLength(2);
    expect(text).toContain('Stop-off charge 50');
    expect(text).toContain('$500.00');
    expect(text).toContain('Page 2 of 2');
  });

  it('prints the filtered list with its totals', async () => {
    const r = await w.api.get('/api/invoices?format=pdf&status=draft');
    expect(r.statusCode).toBe(200);
    const list = (await w.api.get('/api/invoices?status=draft&take=100')).json().data;
    const text = await pdfText(r.rawPayload);
    for (const i of list.items) expect(text).toContain(i.number);
    expect(text).toContain(`${list.totals.count} invoices`);
  });

  it("says under its title what the list is filtered by: the broker's name, the load, the dates", async () => {
    const load = await deliveredLoad(w);
    await createInvoice(w, load.id);
    const subtitle = async (query: string) => {
      const r = await w.api.get(`/api/invoices?format=pdf&${query}`);
      expect(r.statusCode, r.body).toBe(200);
      return (await pdfText(r.rawPayload))
        .split('\n')
        .find((line) => line.includes('24/11/2026'))
        ?.trim();
    };
    expect(await subtitle(`brokerId=${w.brokerId}&status=draft&from=2026-11-01&to=2026-11-30`)).toBe(
      '24/11/2026 · Draft · Broker: Coyote Logistics · from 01/11/2026 · to 30/11/2026',
    );
    expect(await subtitle(`loadId=${load.id}&search=INVL`)).toBe(`24/11/2026 · Load #${load.id} · "INVL"`);
    // A broker that is not there: the list is empty and says which id it was asked for, no error.
    expect(await subtitle('brokerId=999999')).toBe('24/11/2026 · Broker #999999 (not found)');
  });
});
