import { LOAD_STATUS } from '@fletx/contract/load-status';
import type { LightMyRequestResponse } from 'fastify';
import { describe, expect, it } from 'vitest';
import {
  carrierDetails,
  deliveredLoad,
  draftInvoice,
  invoiceWorld,
  sendInvoice,
  setDay,
} from './helpers/invoice-factories';
import { approvedDriver, approvedDriverApi, createLoad } from './helpers/load-factories';
import { approvedDelivery } from './helpers/settlement-factories';
import { worldPerFile } from './helpers/setup';

/**
 * Every update answer carries the record's new `ETag`, the actions that move a record's state as the edit
 * forms do (docs/product.md "Stale edits"): the ETag is the one the record's GET answers next, and a save
 * sent with it as `If-Match` needs no read before it. Where the action itself honours `If-Match`, an older
 * version is a 412.
 */
const w = worldPerFile(async () => {
  const world = await invoiceWorld();
  setDay(world.clock, '2026-11-24');
  const driver = await approvedDriverApi(world.ctx, world.carrier, 'Dora');
  return { ...world, driver };
});

type Answer = LightMyRequestResponse;
const ifMatch = (etag: string | undefined) => (etag === undefined ? {} : { headers: { 'if-match': etag } });

/** The ETag the record's GET answers now. */
const etagNow = async (url: string) => {
  const r = await w.api.get(url);
  expect(r.statusCode, r.body).toBe(200);
  return String(r.headers.etag);
};

/** A new load given to Dora (New, 2): its id. */
const doraLoad = async () => (await createLoad(w.api, w.brokerId, w.driver.id)).id;

/** A change of a load's status by the office (PUT /api/loadbook/update/{id}), sent with `etag` as If-Match. */
const loadStatus = (id: number, to: number, etag: string | undefined, comment = '') =>
  w.api.put(`/api/loadbook/update/${id}`, { loadbook_status_id: to, comment }, ifMatch(etag));

/** The office cancels the load (any status from 2 to 12), at the version `etag` names. */
const cancelLoad = (id: number) => (etag: string) =>
  loadStatus(id, LOAD_STATUS.cancelled, etag, 'Called off');

const driverStep = (id: number, step: 'accept' | 'refuse' | 'advance') => () =>
  w.driver.api.post(`/api/driver/loads/${id}/${step}`);

const send = (id: number) => (etag?: string) =>
  w.api.post(`/api/invoices/${id}/send`, undefined, ifMatch(etag));

const pay = (id: number) => (etag?: string) =>
  w.api.post(
    `/api/invoices/${id}/payments`,
    { amount: 100, paidOn: '2026-11-25', reference: 'ACH' },
    ifMatch(etag),
  );

/** The invoice mailed to the factoring company (a factoring company set first). */
const factor = (id: number) => () => w.api.post(`/api/invoices/${id}/factor`);

const FACTORING = {
  name: 'Apex Capital Corp',
  email: 'schedules@apexcapital.example',
  remitTo: 'Apex Capital Corp\nPO Box 961029\nFort Worth, TX 76161',
  noticeOfAssignment: 'This account has been assigned to Apex Capital Corp.',
};

/** A new driver's settlement of the week of 9/11/2026, holding one approved delivery: its id. */
async function settlementId(first: string): Promise<number> {
  const driverId = await approvedDriver(w.ctx, w.carrier, { first_name: first, last_name: 'Payee' });
  await approvedDelivery(
    w.ctx,
    w.api,
    w.carrier,
    { brokerId: w.brokerId, driverId },
    { idNumber: `SET-${first}`, tripRate: 1200, approvedAt: '2026-11-10T09:00:00Z' },
  );
  const r = await w.api.get(`/api/settlements?driverId=${driverId}`);
  expect(r.statusCode, r.body).toBe(200);
  return r.json().data.info[0].id;
}

const paySettlement = (id: number) => (etag?: string) =>
  w.api.post(`/api/settlements/${id}/pay`, { paidOn: '2026-11-24', reference: 'ACH-1' }, ifMatch(etag));

interface Action {
  /** The record's GET, whose ETag the action's answer must carry. */
  url: string;
  /** The action, with `If-Match` when it honours it. */
  act: (etag?: string) => Promise<Answer>;
  /**
   * A save of the same record sent with the action's ETag as `If-Match`, no read before it; none when the
   * action leaves nothing to save (a paid settlement is final).
   */
  again?: (etag: string) => Promise<Answer>;
}

interface Row {
  name: string;
  /** 200, or 201 for what records something new on the record. */
  status?: number;
  /** The action honours `If-Match` (412 when the record moved on). */
  honoursIfMatch: boolean;
  setup: () => Promise<Action>;
}

const loadUrl = (id: number) => `/api/loadbook/find/${id}`;

const rows: Row[] = [
  {
    name: "the driver's accept (POST /api/driver/loads/{id}/accept)",
    honoursIfMatch: false,
    setup: async () => {
      const id = await doraLoad();
      return { url: loadUrl(id), act: driverStep(id, 'accept'), again: cancelLoad(id) };
    },
  },
  {
    name: "the driver's refusal (POST /api/driver/loads/{id}/refuse)",
    honoursIfMatch: false,
    setup: async () => {
      const id = await doraLoad();
      return { url: loadUrl(id), act: driverStep(id, 'refuse'), again: cancelLoad(id) };
    },
  },
  {
    name: "the driver's next step (POST /api/driver/loads/{id}/advance)",
    honoursIfMatch: false,
    setup: async () => {
      const id = await doraLoad();
      expect((await driverStep(id, 'accept')()).statusCode).toBe(200);
      return { url: loadUrl(id), act: driverStep(id, 'advance'), again: cancelLoad(id) };
    },
  },
  {
    name: 'the delivery approval (POST /api/delivery-approval/{id}/approve)',
    honoursIfMatch: false,
    setup: async () => {
      const { id } = await deliveredLoad(w, { status: LOAD_STATUS.ended });
      return {
        url: loadUrl(id),
        act: () => w.api.post(`/api/delivery-approval/${id}/approve`, { quickPay: false }),
        again: cancelLoad(id),
      };
    },
  },
  {
    name: 'a load status change by the office (PUT /api/loadbook/update/{id})',
    honoursIfMatch: true,
    setup: async () => {
      const { id } = await deliveredLoad(w);
      return {
        url: loadUrl(id),
        act: (etag) => loadStatus(id, LOAD_STATUS.ended, etag),
        again: cancelLoad(id),
      };
    },
  },
  {
    name: "an invoice's send (POST /api/invoices/{id}/send), and a resend",
    honoursIfMatch: true,
    setup: async () => {
      const invoice = await draftInvoice(w);
      return { url: `/api/invoices/${invoice.id}`, act: send(invoice.id), again: send(invoice.id) };
    },
  },
  {
    name: 'a payment on an invoice (POST /api/invoices/{id}/payments), and another',
    status: 201,
    honoursIfMatch: true,
    setup: async () => {
      const invoice = await sendInvoice(w, (await draftInvoice(w)).id);
      return { url: `/api/invoices/${invoice.id}`, act: pay(invoice.id), again: pay(invoice.id) };
    },
  },
  {
    name: 'an invoice sent to the factoring company (POST /api/invoices/{id}/factor), then resent',
    honoursIfMatch: false,
    setup: async () => {
      const settings = await w.api.put('/api/carrier-settings', carrierDetails({ factoring: FACTORING }));
      expect(settings.statusCode, settings.body).toBe(200);
      const invoice = await sendInvoice(w, (await draftInvoice(w)).id);
      return { url: `/api/invoices/${invoice.id}`, act: factor(invoice.id), again: send(invoice.id) };
    },
  },
  {
    name: 'an invoice voided (POST /api/invoices/{id}/void)',
    honoursIfMatch: true,
    setup: async () => {
      const invoice = await sendInvoice(w, (await draftInvoice(w)).id);
      const act = (etag?: string) =>
        w.api.post(`/api/invoices/${invoice.id}/void`, { reason: 'Wrong rate' }, ifMatch(etag));
      return { url: `/api/invoices/${invoice.id}`, act };
    },
  },
  {
    name: 'a settlement marked paid (POST /api/settlements/{id}/pay)',
    honoursIfMatch: true,
    setup: async () => {
      const id = await settlementId('Sam');
      return { url: `/api/settlements/${id}`, act: paySettlement(id) };
    },
  },
];

describe('an action that changes a versioned record answers its new ETag', () => {
  it.each(rows)('$name', async ({ status = 200, honoursIfMatch, setup }) => {
    const { url, act, again } = await setup();
    const before = await etagNow(url);
    const done = await act(honoursIfMatch ? before : undefined);
    expect(done.statusCode, done.body).toBe(status);
    expect(done.headers.etag).toMatch(/^"\d+"$/);
    expect(done.headers.etag).not.toBe(before);
    expect(done.headers.etag).toBe(await etagNow(url));

    if (again) {
      const next = await again(String(done.headers.etag));
      expect(next.statusCode, next.body).toBeLessThan(300);
      expect(next.headers.etag).toBe(await etagNow(url));
    }

    if (honoursIfMatch) {
      const stale = await act(before);
      expect(stale.statusCode, stale.body).toBe(412);
      expect(stale.json().message).toMatch(
        /Carla Biller changed this .* at .* UTC\. Reload to see the changes\./,
      );
    }
  });

  it('an action without If-Match still saves (API clients and the drivers’ app send none)', async () => {
    const invoice = await draftInvoice(w);
    expect((await send(invoice.id)()).statusCode).toBe(200);
    expect((await pay(invoice.id)()).statusCode).toBe(201);
    expect((await paySettlement(await settlementId('Una'))()).statusCode).toBe(200);
  });
});
