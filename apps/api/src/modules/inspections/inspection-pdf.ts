import type { PDFImage } from '@cantoo/pdf-lib';
import type { CarrierSettings } from '@fletx/contract/carrier-settings';
import { INSPECTION_ITEM_LABELS, type Inspection, type InspectionDefect } from '@fletx/contract/inspections';
import { carrierAddressLines } from '../../lib/pdf/carrier';
import { PdfLayout, type TableColumn } from '../../lib/pdf/layout';
import { ownBytes } from '../../lib/pdf/merge';
import { newPdf } from '../../lib/pdf/pdf-lib';

/** A photo of the report: its bytes, and the defect it shows when the driver took it for one. */
export interface DvirPhoto {
  bytes: Uint8Array;
  mimeType: string;
  defectId: number | null;
}

/** Everything the printed report shows. */
export interface DvirFacts {
  inspection: Inspection;
  carrier: CarrierSettings;
  driverName: string;
  truckNumber: string;
  trailerNumber: string | null;
  /** Who certified repairs, by user id. */
  certifiers: ReadonlyMap<number, string>;
  /** The next pre-trip report of the truck: the next driver's review (49 CFR 396.13). */
  nextReview: { id: number; at: Date; driverName: string } | undefined;
  photos: ReadonlyArray<DvirPhoto>;
}

const GREY: [number, number, number] = [0.4, 0.4, 0.4];
const KIND = { pre_trip: 'Pre-trip', post_trip: 'Post-trip' } as const;
const SEVERITY = { minor: 'Minor', out_of_service: 'Out of service' } as const;
/** The carrier has no time zone of its own (Settings, Carrier): times print in UTC, and say so. */
const utc = (iso: string | Date) =>
  `${(typeof iso === 'string' ? iso : iso.toISOString()).slice(0, 16).replace('T', ' ')} UTC`;
/** How many photos fit the report (small, four to a row); the rest are on the inspection's page. */
const MAX_PHOTOS = 12;
const PHOTO = { width: 120, height: 90, gap: 12, caption: 12 } as const;

const ITEM_COLUMNS: ReadonlyArray<TableColumn> = [
  { header: 'Item (49 CFR 396.11(a)(1))', width: 230 },
  { header: 'Result', width: 70 },
  { header: 'Note', width: 216 },
];
const DEFECT_COLUMNS: ReadonlyArray<TableColumn> = [
  { header: 'Unit', width: 60 },
  { header: 'Item', width: 110 },
  { header: 'Severity', width: 70 },
  { header: 'Defect', width: 140 },
  { header: 'Repair', width: 136 },
];

const unitOf = (facts: DvirFacts, d: InspectionDefect) =>
  d.unitType === 'truck' ? `Truck ${facts.truckNumber}` : `Trailer ${facts.trailerNumber ?? d.unitId}`;

/** "Repaired 2026-03-02 10:00 UTC by Ana Ruiz, work order #7", or "Open". */
function repairOf(facts: DvirFacts, d: InspectionDefect): string {
  if (d.status !== 'repaired') return 'Open: not yet repaired';
  const who = d.repairedBy === null ? 'a user since deleted' : (facts.certifiers.get(d.repairedBy) ?? '—');
  const order = d.workOrderId === null ? '' : `, work order #${d.workOrderId}`;
  return `Repaired ${d.repairedAt ? utc(d.repairedAt) : ''} by ${who}${order}`;
}

/** The carrier on the left, what the document is on the right, then the report's facts in two columns. */
function header(layout: PdfLayout, facts: DvirFacts): void {
  const { inspection: r, carrier } = facts;
  layout.draw('Driver Vehicle Inspection Report', { size: 12, bold: true, alignRight: layout.contentWidth });
  layout.moveDown(15);
  layout.draw('49 CFR 396.11 and 396.13', { size: 9, alignRight: layout.contentWidth, color: GREY });
  layout.moveDown(-15);
  layout.text(carrier.name.trim() || 'Carrier', { size: 15, bold: true, width: 300, gap: 2 });
  const lines = carrier.configured ? carrierAddressLines(carrier) : ['Carrier details not set'];
  for (const line of lines) layout.text(line, { size: 9, width: 300 });
  layout.moveDown(10);
  layout.rule();
  const top = layout.y;
  const left = layout.labelled('Report', [
    `${KIND[r.kind]} inspection #${r.id}`,
    `${utc(r.at)} (times in UTC)`,
    `Odometer: ${r.odometer.toLocaleString('en-US')} mi`,
  ]);
  const right = layout.labelled(
    'Driver and equipment',
    [
      `Driver: ${facts.driverName}`,
      `Truck: ${facts.truckNumber}`,
      `Trailer: ${facts.trailerNumber ?? 'none'}`,
    ],
    270,
    246,
  );
  layout.y = top + Math.max(left, right) + 10;
}

/** The defects and, under them, the photos. */
async function defects(layout: PdfLayout, facts: DvirFacts): Promise<void> {
  const list = facts.inspection.defects;
  layout.ensureSpace(40);
  layout.text('Defects', { size: 11, bold: true, gap: 4 });
  if (list.length === 0) {
    layout.text('No defects reported: every item is in safe operating condition.', { size: 9, gap: 8 });
    return;
  }
  layout.table(
    DEFECT_COLUMNS,
    list.map((d) => [
      unitOf(facts, d),
      INSPECTION_ITEM_LABELS[d.item],
      SEVERITY[d.severity],
      d.note,
      repairOf(facts, d),
    ]),
  );
  layout.moveDown(8);
  await photos(layout, facts);
}

/** The photos, small, four to a row, each captioned with its defect's item. */
async function photos(layout: PdfLayout, facts: DvirFacts): Promise<void> {
  const embedded: Array<{ image: PDFImage; caption: string }> = [];
  for (const photo of facts.photos.slice(0, MAX_PHOTOS)) {
    try {
      const bytes = ownBytes(photo.bytes);
      const image =
        photo.mimeType === 'image/png' ? await layout.doc.embedPng(bytes) : await layout.doc.embedJpg(bytes);
      const defect = facts.inspection.defects.find((d) => d.id === photo.defectId);
      embedded.push({ image, caption: defect ? INSPECTION_ITEM_LABELS[defect.item] : 'Inspection photo' });
    } catch {
      // A picture pdf-lib cannot read is left out; it stays on the inspection's page.
    }
  }
  if (embedded.length === 0) return;
  const rowHeight = PHOTO.height + PHOTO.caption + PHOTO.gap;
  layout.ensureSpace(20 + rowHeight);
  layout.text(`Photos (${facts.photos.length})`, { size: 10, bold: true, gap: 4 });
  embedded.forEach(({ image, caption }, i) => {
    const column = i % 4;
    if (column === 0 && i > 0) layout.moveDown(rowHeight);
    if (column === 0) layout.ensureSpace(rowHeight);
    const x = column * (PHOTO.width + PHOTO.gap);
    const top = layout.y;
    layout.moveDown(layout.image(image, PHOTO.width, PHOTO.height, x) + 2);
    layout.draw(layout.wrap(caption, PHOTO.width, 7)[0] ?? '', { x, size: 7, color: GREY });
    layout.y = top;
  });
  layout.moveDown(rowHeight);
}

/** The signature, the repairs' certification (396.11(a)(3)) and the next driver's review (396.13). */
function certifications(layout: PdfLayout, facts: DvirFacts): void {
  const { inspection: r } = facts;
  layout.ensureSpace(90);
  layout.rule();
  layout.text(`Driver's signature: ${r.signature}`, { size: 11, bold: true });
  layout.text(`Typed in the drivers' app by ${facts.driverName} at ${utc(r.at)}`, { size: 8, gap: 8 });
  const repaired = r.defects.filter((d) => d.status === 'repaired');
  const open = r.defects.length - repaired.length;
  layout.text('Certification of repairs', { size: 10, bold: true, gap: 2 });
  if (r.defects.length === 0) layout.text('Not needed: no defects reported.', { size: 9 });
  for (const d of repaired)
    layout.text(`${unitOf(facts, d)}, ${INSPECTION_ITEM_LABELS[d.item]}: ${repairOf(facts, d)}`, {
      size: 9,
    });
  if (open > 0)
    layout.text(`${open} defect${open === 1 ? '' : 's'} not yet repaired.`, { size: 9, bold: true });
  layout.moveDown(6);
  layout.text("Next driver's review (49 CFR 396.13)", { size: 10, bold: true, gap: 2 });
  const next = facts.nextReview;
  layout.text(
    next
      ? `Reviewed by ${next.driverName} in the pre-trip inspection #${next.id} of ${utc(next.at)}`
      : 'Not recorded yet: no later pre-trip inspection of this truck.',
    { size: 9 },
  );
}

/** The DVIR as a PDF a driver can show a roadside officer (docs/product.md "Inspections (DVIR)"). */
export async function inspectionPdf(facts: DvirFacts): Promise<Uint8Array> {
  const r = facts.inspection;
  const doc = await newPdf();
  doc.setTitle(`DVIR #${r.id} ${KIND[r.kind]} ${facts.truckNumber} ${r.at.slice(0, 10)}`);
  const layout = await PdfLayout.create(doc);
  header(layout, facts);
  layout.text('Items inspected', { size: 11, bold: true, gap: 4 });
  layout.table(
    ITEM_COLUMNS,
    r.items.map((a) => [INSPECTION_ITEM_LABELS[a.item], a.ok ? 'OK' : 'DEFECTIVE', a.note ?? '']),
  );
  layout.moveDown(10);
  await defects(layout, facts);
  certifications(layout, facts);
  layout.footers(`${facts.carrier.name.trim() || 'Carrier'} · DVIR #${r.id} · ${facts.driverName}`);
  return doc.save();
}
