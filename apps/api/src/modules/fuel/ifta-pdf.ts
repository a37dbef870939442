import type { CarrierSettings } from '@fletx/contract/carrier-settings';
import { shownDay } from '@fletx/contract/compliance';
import { type IftaReport, quarterDays } from '@fletx/contract/ifta';
import { jurisdictionName } from '@fletx/contract/jurisdictions';
import { formatDollars } from '@fletx/contract/money';
import { carrierAddressLines, printedCarrierName } from '../../lib/pdf/carrier';
import { PdfLayout, type TableColumn } from '../../lib/pdf/layout';
import { newPdf } from '../../lib/pdf/pdf-lib';

const GREY: [number, number, number] = [0.4, 0.4, 0.4];
const whole = (n: number) => n.toLocaleString('en-US');
/** A tax as the schedule shows it: a credit negative, as all money is written; none as "no rate". */
const taxText = (tax: number | null) => (tax === null ? 'no rate' : formatDollars(tax));

/** The return's schedule columns (A–H of the IFTA quarterly schedule), 516 points wide. */
const COLUMNS: ReadonlyArray<TableColumn> = [
  { header: 'Jurisdiction', width: 92 },
  { header: 'Total miles', width: 60, align: 'right' },
  { header: 'Taxable miles', width: 60, align: 'right' },
  { header: 'Taxable gallons', width: 62, align: 'right' },
  { header: 'Tax-paid gallons', width: 62, align: 'right' },
  { header: 'Net taxable gallons', width: 62, align: 'right' },
  { header: 'Tax rate', width: 52, align: 'right' },
  { header: 'Tax due (credit)', width: 66, align: 'right' },
];

/** The quarter's IFTA schedule as a PDF (docs/product.md "IFTA"), laid out like the return's schedule. */
export async function iftaPdf(report: IftaReport, carrier: CarrierSettings): Promise<Uint8Array> {
  const name = printedCarrierName(carrier);
  const title = `IFTA Q${report.quarter} ${report.year}`;
  const doc = await newPdf();
  doc.setTitle(`${title} ${name}`);
  doc.setProducer(name);
  const layout = await PdfLayout.create(doc);

  layout.draw('IFTA quarterly fuel tax schedule', { size: 12, alignRight: layout.contentWidth, color: GREY });
  layout.text(name, { size: 16, bold: true, width: 300, gap: 2 });
  if (carrier.configured)
    for (const line of carrierAddressLines(carrier)) layout.text(line, { size: 9, width: 300 });
  layout.moveDown(10);
  const { from, to } = quarterDays(report.year, report.quarter);
  layout.text(`Quarter: Q${report.quarter} ${report.year} (${shownDay(from)} to ${shownDay(to)})`, {
    size: 11,
    bold: true,
    gap: 2,
  });
  layout.text(`Return due: ${shownDay(report.dueOn)}`, { size: 10 });
  layout.text(
    `Fleet MPG: ${report.fleetMpg === null ? 'not computable' : report.fleetMpg.toFixed(2)} (total miles ${whole(report.totalMiles)} / total gallons ${whole(report.totalGallons)})`,
    { size: 10 },
  );
  layout.text(
    report.closed && report.closedAt
      ? `Closed on ${shownDay(report.closedAt.slice(0, 10))}: figures frozen`
      : `Generated on ${shownDay(report.generatedAt.slice(0, 10))}: the quarter is open`,
    { size: 9, color: GREY, gap: 10 },
  );

  const rows = report.jurisdictions.map((j) => [
    `${j.code} ${jurisdictionName(j.code)}`,
    whole(j.miles),
    whole(j.ifta ? j.miles : 0),
    whole(j.taxableGallons),
    whole(j.paidGallons),
    whole(j.netGallons),
    j.rate === null ? (j.ifta ? '—' : 'non-IFTA') : `$${j.rate.toFixed(4)}`,
    j.ifta ? taxText(j.tax) : '—',
  ]);
  rows.push([
    'Totals',
    whole(report.totalMiles),
    '',
    '',
    whole(report.totalGallons),
    '',
    '',
    taxText(report.totalTax),
  ]);
  layout.table(COLUMNS, rows);
  layout.moveDown(8);

  if (report.warnings.length > 0) {
    layout.ensureSpace(30);
    layout.text('To review before filing', { size: 10, bold: true, gap: 2 });
    for (const warning of report.warnings)
      layout.text(`• ${warning}`, { size: 9, width: layout.contentWidth });
    layout.moveDown(6);
  }
  if (report.gaps.length > 0) {
    layout.ensureSpace(30);
    layout.text('Gaps in the positions (not counted)', { size: 10, bold: true, gap: 2 });
    for (const gap of report.gaps)
      layout.text(
        `Truck ${gap.truckNumber ?? `#${gap.truckId}`} · load #${gap.loadId} · ${gap.from.slice(0, 16).replace('T', ' ')} to ${gap.to.slice(0, 16).replace('T', ' ')} UTC · ${whole(gap.miles)} mi`,
        { size: 9, width: layout.contentWidth },
      );
  }
  layout.footers(`${name} · ${title}`);
  return doc.save();
}
