import { PDFDocument, StandardFonts } from '@cantoo/pdf-lib';
import type { Page } from '@playwright/test';
import { api, chooseOption, escapeRegExp, expect, expectSuccess, field, signIn, test } from './support';

const run = Date.now().toString(36).slice(-6).toUpperCase();
/** A broker load number of this run: the same number twice would answer the earlier draft (a duplicate). */
const BROKER_LOAD = `RC-${run}`;
const COMMODITY = 'Paper rolls';
const CORRECTED = `Paper rolls, corrected ${run}`;

/** A one-page rate confirmation as brokers lay them out, with the PDF's own text (no OCR needed). */
async function rateConfirmation(broker: { name: string; mc: string }): Promise<Buffer> {
  const document = await PDFDocument.create();
  const page = document.addPage([612, 792]);
  const regular = await document.embedFont(StandardFonts.Helvetica);
  const bold = await document.embedFont(StandardFonts.HelveticaBold);
  const lines: Array<[string, boolean?]> = [
    ['RATE CONFIRMATION', true],
    [`Broker: ${broker.name} MC# ${broker.mc}`],
    [`Load #: ${BROKER_LOAD}`],
    [''],
    ['Shipper:', true],
    ['Riverside Paper Mill'],
    ['1200 Industrial Blvd'],
    ['Dallas, TX 75201'],
    ['12/03/2026 08:00-11:00'],
    [''],
    ['Consignee:', true],
    ['Peachtree Print Works'],
    ['455 Press Ave'],
    ['Atlanta, GA 30301'],
    ['12/04/2026 09:00-15:00'],
    [''],
    ['Line Haul: $2,450.00'],
    ['Fuel Surcharge: $310.50'],
    [`Commodity: ${COMMODITY}`],
    ['Weight: 42,000 lbs'],
    ["Equipment: 53' Dry Van"],
  ];
  lines.forEach(([text, strong], index) => {
    page.drawText(text, {
      x: 56,
      y: 730 - index * 22,
      size: strong ? 16 : 12,
      font: strong ? bold : regular,
    });
  });
  return Buffer.from(await document.save());
}

/**
 * An active driver of the demo whose truck pulls a Reefer trailer (the board's row names the trailer, the
 * trailers list its type), not blocked by compliance.
 */
async function reeferDriver(page: Page): Promise<{ name: string }> {
  const now = Date.now();
  const week = `from=${new Date(now).toISOString()}&to=${new Date(now + 7 * 86_400_000).toISOString()}`;
  // One after the other: each call refreshes the session's token.
  const board = await api<{ drivers: Array<{ name: string; trailer: string | null; compliance: string }> }>(
    page,
    'GET',
    `/api/dispatch/board?${week}`,
  );
  const trailers = await api<{ items: Array<{ trailer_number: string; type_id: number }> }>(
    page,
    'GET',
    '/api/trailer/findBySize/?page=1&take=100',
  );
  const reefers = new Set(trailers.items.filter((t) => t.type_id === 3).map((t) => t.trailer_number));
  const driver = board.drivers.find((d) => d.trailer && reefers.has(d.trailer) && d.compliance !== 'blocked');
  if (!driver) throw new Error('the demo data has no active driver pulling a Reefer');
  return driver;
}

test('a rate confirmation dropped on the Loads screen is read, corrected and made a load', async ({
  page,
}) => {
  test.slow(); // the document is read in the background: the review waits for it
  await signIn(page);
  const [approved] = await api<Array<{ id: number; brokerName: string }>>(
    page,
    'GET',
    '/api/bookings/brokers/listApproved',
  );
  if (!approved) throw new Error('the demo data has no approved broker');
  const detail = await api<{ info: { mcNumber: string } }>(
    page,
    'GET',
    `/api/bookings/brokers/findDetailBroker/${approved.id}`,
  );
  const file = await rateConfirmation({ name: approved.brokerName, mc: detail.info.mcNumber });

  await page.goto('/fletx/loads');
  await page.getByRole('button', { name: 'Import rate confirmation' }).click();
  const dialog = page.getByRole('dialog', { name: 'Import rate confirmation' });
  await dialog.getByLabel('Rate confirmation file').setInputFiles({
    name: `ratecon-${run}.pdf`,
    mimeType: 'application/pdf',
    buffer: file,
  });
  await expect(page).toHaveURL(/\/fletx\/rate-confirmations\/\d+$/);

  // Read: the form shows what the document says.
  const review = page.getByRole('form', { name: 'Rate confirmation review' });
  await expect(review).toBeVisible({ timeout: 60_000 });
  await expect(field(page, 'Broker load number')).toHaveValue(BROKER_LOAD);
  await expect(field(page, 'Line haul (USD)')).toHaveValue('2450.00');
  await expect(field(page, 'Accessorial 1 amount (USD)')).toHaveValue('310.50');
  await expect(field(page, 'Stop 1 city')).toHaveValue('Dallas');
  await expect(field(page, 'Stop 2 city')).toHaveValue('Atlanta');
  await expect(field(page, 'Weight (lbs)')).toHaveValue('42000');
  // Its rate per mile over the miles a load Dallas → Atlanta is planned with.
  await expect(page.getByTestId('intake-rate-per-mile')).toHaveText(
    /^Rate per mile: \$\d\.\d\d\/mi over [\d,.]+ planned mi, from the first pickup to the last delivery\.$/,
  );
  // The broker was matched by its MC number.
  await expect(page.getByRole('combobox', { name: /^Broker/ })).toHaveValue(approved.brokerName);

  // A focused value shows where it was read.
  await field(page, 'Line haul (USD)').focus();
  await expect(page.getByTestId('source-box').first()).toBeVisible();

  await field(page, 'Commodity').fill(CORRECTED);
  const driverSelect = page.getByRole('combobox', { name: /^Driver/ });

  // A driver whose truck pulls a Reefer, for a Dry Van load: warned under the driver, never blocked; once the
  // trailer type asked is a Reefer, that warning goes (docs/product.md "Dispatch board" → "Warnings").
  const reefer = await reeferDriver(page);
  await chooseOption(page, driverSelect, new RegExp(`^${escapeRegExp(reefer.name)}( ·|$)`));
  const warnings = page.getByTestId('dispatch-warnings');
  const clash = `${reefer.name} pulls a Reefer trailer; this load asks for a Dry Van`;
  await expect(warnings).toContainText(clash);
  await expect(review.getByRole('button', { name: 'Create load' })).toBeEnabled();
  // What the person sees: the Load section's heading, the driver chosen and the notice under it.
  await warnings.scrollIntoViewIfNeeded();
  const top = await review.getByRole('heading', { name: 'Load', exact: true }).boundingBox();
  const notice = await warnings.boundingBox();
  if (!top || !notice) throw new Error('the Load section is not on screen');
  await page.screenshot({
    path: '.tmp/screens/rate-confirmation-warning.png',
    clip: {
      x: top.x - 16,
      y: top.y - 16,
      width: notice.width + 32,
      height: notice.y + notice.height + 16 - (top.y - 16),
    },
  });
  await chooseOption(page, 'Trailer type', 'Reefer');
  await expect(page.getByText(clash)).toBeHidden();
  await chooseOption(page, 'Trailer type', 'Dry Van');
  await expect(warnings).toContainText(clash);

  await driverSelect.click();
  const driver = page.getByRole('option', { disabled: false }).first();
  const driverName = ((await driver.textContent()) ?? '').split(' · ')[0]?.trim() ?? '';
  await driver.click();
  await chooseOption(page, 'Load type', 'FTL');
  await page.screenshot({ path: '.tmp/screens/rate-confirmation-review.png', fullPage: true });

  await review.getByRole('button', { name: 'Create load' }).click();
  await expect(page).toHaveURL(/\/fletx\/load-details\/general-info\?id=\d+$/);
  await expectSuccess(page, /load has been created/i);
  const loadId = Number(new URL(page.url()).searchParams.get('id'));
  await expect(page.getByText(CORRECTED)).toBeVisible();
  await expect(page.getByText(driverName).first()).toBeVisible();

  const load = await api<{
    info: Array<{ product_name: string; city_pickup: string }>;
  }>(page, 'GET', `/api/loadbook/find/${loadId}`);
  expect(load.info[0]).toMatchObject({
    product_name: CORRECTED,
    freight_company: 2450,
    city_pickup: 'Dallas',
  });

  // The inbox lists it as loaded, with a link to the load.
  await page.getByRole('navigation').getByRole('link', { name: 'Rate confirmations' }).click();
  const row = page.getByRole('row').filter({ hasText: BROKER_LOAD });
  await expect(row.getByText('Loaded')).toBeVisible();
  await expect(row.getByRole('link', { name: `Load #${loadId}` })).toBeVisible();
  await page.screenshot({ path: '.tmp/screens/rate-confirmations.png', fullPage: true });
});
