import { Readable } from 'node:stream';
import { DOCUMENT_TYPE, ENTITY_TYPE } from '@fletx/contract/documents';
import { INVOICEABLE_LOAD_STATUS_IDS } from '@fletx/contract/invoices';
import type { Load } from '@fletx/contract/loads';
import type { Services } from '../services';
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

/**
 * The papers of the delivered demo loads (docs/product.md "Documents"): each has its proof of delivery, sent
 * by its driver from the app; every other one its bill of lading too. The Documents tab, the invoices' mails
 * and the factoring packages show them.
 */
export async function seedLoadDocuments(
  services: Pick<Services, 'loads' | 'documents'>,
  loadIds: ReadonlyArray<number>,
): Promise<void> {
  let n = 0;
  for (const id of loadIds) {
    const load = await services.loads.get(id);
    if (!INVOICEABLE_LOAD_STATUS_IDS.includes(load.loadbook_status_id)) continue;
    const papers: Paper[] = n++ % 2 === 0 ? ['billOfLading', 'proofOfDelivery'] : ['proofOfDelivery'];
    for (const paper of papers) {
      const bytes = await deliveryPaperPdf(load, paper);
      const name = paper === 'proofOfDelivery' ? 'POD' : 'BOL';
      await services.documents.saveFromStream(
        {
          entityTypeId: ENTITY_TYPE.load,
          entityId: id,
          documentType: DOCUMENT_TYPE[paper],
          uploadedBy: load.user_id,
        },
        { stream: Readable.from([bytes]), fileName: `${name} ${load.id_number}.pdf` },
      );
    }
  }
}
