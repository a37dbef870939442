import { Readable } from 'node:stream';
import { DOCUMENT_TYPE, ENTITY_TYPE } from '@fletx/contract/documents';
import { DRIVER_DOCUMENT_TYPE, type DriverFormBody } from '@fletx/contract/drivers';
import { INVOICEABLE_LOAD_STATUS_IDS } from '@fletx/contract/invoices';
import type { Load } from '@fletx/contract/loads';
import type { ManualClock } from '../lib/clock';
import type { Services } from '../services';
import { actingAs } from './demo-acting';
import { linesPdf } from './demo-pdf';

/** The paper a driver brings back from a delivery: the bill of lading, and the same signed by the receiver. */
type Paper = 'billOfLading' | 'proofOfDelivery';

const day = (iso: string | null) => (iso ?? '').slice(0, 10);

/** A one-page bill of lading, as shippers print them; the proof of delivery is the same page signed. */
export function deliveryPaperPdf(load: Load, paper: Paper): Promise<Buffer> {
  return linesPdf((line) => {
    line('STRAIGHT BILL OF LADING - SHORT FORM', { bold: true, size: 15, gap: 26 });
    line(`BOL #: ${load.id_number}-B   Date: ${day(load.open_time_pickup)}`, { gap: 26 });
    line('SHIP FROM', { bold: true });
    line(
      `${load.nameLocationPickup}, ${load.city_pickup}, ${load.state_code_pickup} ${load.postalCodePickup}`,
      {
        gap: 24,
      },
    );
    line('SHIP TO', { bold: true });
    line(
      `${load.nameLocationDelivery}, ${load.city_delivery}, ${load.state_code_delivery} ${load.postalCodeDelivery}`,
      { gap: 24 },
    );
    line(`Commodity: ${load.product_name ?? 'General merchandise'}`);
    line(`Weight: ${Number(load.load_weight ?? 0).toLocaleString('en-US')} lbs   Handling units: 26 pallets`);
    line(`Carrier: Fletx Demo Trucking LLC   Driver: ${load.driver_name ?? ''}`, { gap: 40 });
    line(`Shipper signature: ______________________   Date: ${day(load.open_time_pickup)}`, { gap: 40 });
    if (paper === 'billOfLading') line('Consignee signature: ______________________   Date: ________');
    else {
      line('RECEIVED IN GOOD ORDER', { bold: true, size: 13 });
      line('J. Morales', { size: 22, gap: 26 });
      line(`Receiver: J. Morales   Date: ${day(load.close_time_delivery)}`);
    }
  });
}

/** How long after the delivery its driver sends the papers from the app (before the office ends the load). */
const PAPERS_AFTER_DELIVERY_MS = 20 * 60_000;

/**
 * The papers of the delivered demo loads (docs/product.md "Documents"): each has its proof of delivery, sent
 * by its driver from the app at its delivery (`deliveredAt`, so the History keeps its order); every other one
 * its bill of lading too. The Documents tab, the invoices' mails and the factoring packages show them.
 */
export async function seedLoadDocuments(
  services: Pick<Services, 'loads' | 'documents'>,
  clock: ManualClock,
  loadIds: ReadonlyArray<number>,
  deliveredAt: ReadonlyMap<number, Date>,
): Promise<void> {
  const today = clock.now();
  let n = 0;
  for (const id of loadIds) {
    const load = await services.loads.get(id);
    if (!INVOICEABLE_LOAD_STATUS_IDS.includes(load.loadbook_status_id)) continue;
    const delivered = deliveredAt.get(id)?.getTime() ?? today.getTime();
    clock.set(new Date(Math.min(delivered + PAPERS_AFTER_DELIVERY_MS, today.getTime() - 60_000)));
    const papers: Paper[] = n++ % 2 === 0 ? ['billOfLading', 'proofOfDelivery'] : ['proofOfDelivery'];
    for (const paper of papers) {
      const bytes = await deliveryPaperPdf(load, paper);
      const name = paper === 'proofOfDelivery' ? 'POD' : 'BOL';
      const owner = {
        entityTypeId: ENTITY_TYPE.load,
        entityId: id,
        documentType: DOCUMENT_TYPE[paper],
        uploadedBy: load.user_id,
      };
      const file = { stream: Readable.from([bytes]), fileName: `${name} ${load.id_number}.pdf` };
      const send = () => services.documents.saveFromStream(owner, file);
      await (load.user_id === null ? send() : actingAs(load.user_id, send));
    }
  }
  clock.set(today);
}

/** A demo driver's agreement paper: the signed lease agreement, or the copy of their driver license. */
type Agreement = 'leaseAgreement' | 'driverLicense';

/** One page of a driver's file, as a carrier keeps it: the lease signed on its date, the license copied. */
export function driverAgreementPdf(driver: DriverFormBody, paper: Agreement): Promise<Buffer> {
  const name = `${driver.first_name} ${driver.last_name}`;
  return linesPdf((line) => {
    if (paper === 'driverLicense') {
      line('COPY OF COMMERCIAL DRIVER LICENSE', { bold: true, size: 15, gap: 26 });
      line(`Name: ${name}`);
      line(`CDL number: ${driver.cdl_number ?? 'not entered'}   State: ${driver.cdl_state ?? '-'}`);
      line(`Class: ${driver.cdl_class ?? '-'}   Expires: ${driver.cdl_expiration ?? '-'}`, { gap: 26 });
      line('Copied from the original by Fletx Demo Trucking LLC for the driver file.');
      return;
    }
    line('INDEPENDENT CONTRACTOR LEASE AGREEMENT', { bold: true, size: 15, gap: 26 });
    line(`Carrier: Fletx Demo Trucking LLC   Contractor: ${driver.owner}`);
    line(`Driver: ${name}   Dated: ${driver.lease_agreement_date ?? ''}`);
    line(`Term: until ${driver.lease_agreement_end ?? 'terminated by either party on 30 days notice'}`, {
      gap: 26,
    });
    line('The contractor leases the equipment with a driver to the carrier, which has exclusive');
    line('possession, control and use of it for the duration of this lease (49 CFR 376.12).', { gap: 40 });
    line(`Carrier: ______________________   Contractor: ${driver.owner}`);
  });
}

/**
 * A demo driver's agreements (docs/product.md "Driver form"), as the office uploaded them when it entered the
 * driver: the lease agreement unless `withoutLease` (a driver still waiting for it) and the license copy.
 */
export async function seedDriverAgreements(
  services: Pick<Services, 'documents'>,
  driver: { id: number; body: DriverFormBody; withoutLease?: boolean },
  uploadedBy: number,
): Promise<void> {
  const papers: Agreement[] = driver.withoutLease ? ['driverLicense'] : ['leaseAgreement', 'driverLicense'];
  for (const paper of papers) {
    const bytes = await driverAgreementPdf(driver.body, paper);
    const title = paper === 'leaseAgreement' ? 'Lease agreement' : 'Driver license';
    await services.documents.saveFromStream(
      {
        entityTypeId: ENTITY_TYPE.driver,
        entityId: driver.id,
        documentType: DRIVER_DOCUMENT_TYPE[paper],
        uploadedBy,
      },
      {
        stream: Readable.from([bytes]),
        fileName: `${title} ${driver.body.first_name} ${driver.body.last_name}.pdf`,
      },
    );
  }
}
