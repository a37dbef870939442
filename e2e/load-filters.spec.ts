import { api, chooseOption, expect, SCREENS, scrollToTop, signIn, test, wholeLabel } from './support';

/** The Loads list's filters (docs/product.md "Loads list"), on the demo's loads. */
test.describe('loads list filters', () => {
  test('backwards pickup days: the error under Pickup from, the row of fields still in line, nothing asked', async ({
    page,
  }) => {
    await signIn(page);
    const asked: string[] = [];
    page.on('request', (r) => r.url().includes('/api/loadbook/findAll') && asked.push(r.url()));
    await page.goto('/fletx/loads?pickupFrom=2026-11-30&pickupTo=2026-11-01');
    const bar = page.getByTestId('load-filters');
    await expect(bar.getByText('After the last day')).toBeVisible();
    const top = async (label: string) => (await bar.getByText(label, { exact: true }).boundingBox())?.y;
    expect(await top('Pickup from')).toBe(await top('Broker'));
    await expect(page.getByRole('table', { name: 'Active loads' })).toContainText(
      'Pickup from is after the last day',
    );
    expect(asked).toEqual([]);
    await page.screenshot({ path: `${SCREENS}/loads-filter-backwards.png` });
  });

  test("filter the demo's loads by status and broker: both tables, the address, Clear filters", async ({
    page,
  }) => {
    await signIn(page);
    type Row = {
      id_number: string;
      broker_id: number;
      company_name: string;
      status_name: string;
      loadbook_status_id: number;
    };
    type ListData = { info: Row[]; extraData: { total: number } };
    /** The load whose `key` the most loads share. */
    const commonest = (rows: Row[], key: (row: Row) => number) => {
      const counts = new Map<number, { row: Row; n: number }>();
      for (const row of rows) counts.set(key(row), { row, n: (counts.get(key(row))?.n ?? 0) + 1 });
      const [top] = [...counts.values()].sort((a, b) => b.n - a.n);
      if (!top) throw new Error('the demo has loads');
      return top.row;
    };
    // The demo's busiest broker among the active loads, and its commonest active status.
    const active = await api<ListData>(page, 'GET', '/api/loadbook/findAllActive?take=100');
    const busiest = commonest(active.info, (l) => l.broker_id);
    const broker = { id: busiest.broker_id, name: busiest.company_name };
    const ofBroker = active.info.filter((l) => l.broker_id === broker.id);
    const common = commonest(ofBroker, (l) => l.loadbook_status_id);
    const status = { id: common.loadbook_status_id, name: common.status_name };
    const expected = ofBroker.filter((l) => l.loadbook_status_id === status.id).map((l) => l.id_number);
    expect(expected.length).toBeGreaterThan(0);

    await page.goto('/fletx/loads');
    await chooseOption(page, 'Status', status.name);
    await page.screenshot({ path: `${SCREENS}/loads-filter-status.png` });
    await page.keyboard.press('Escape');
    await page.getByRole('combobox', { name: wholeLabel('Broker') }).fill(broker.name);
    await page.getByRole('option', { name: broker.name, exact: true }).click();
    await expect(page).toHaveURL(`/fletx/loads?status=${status.id}&brokerId=${broker.id}`);
    const activeTable = page.getByRole('table', { name: 'Active loads' });
    const finishedTable = page.getByRole('table', { name: 'Finished jobs' });
    await expect(activeTable.getByRole('row')).toHaveCount(Math.min(expected.length, 10) + 1);
    // The broker's loads in that status, newest first, as the unfiltered list holds them.
    for (const [i, number] of expected.slice(0, 10).entries()) {
      const row = activeTable.getByRole('row').nth(i + 1);
      await expect(row).toContainText(number);
      await expect(row).toContainText(status.name);
      await expect(row).toContainText(broker.name);
    }
    await expect(finishedTable.getByText('No finished jobs match the filters.')).toBeVisible();
    await expect(finishedTable.getByText('The statuses chosen are all active loads.')).toBeVisible();
    await page.screenshot({ path: `${SCREENS}/loads-filtered.png`, fullPage: true });

    // A finished status too: the broker's finished jobs in it come in the other table; a reload keeps both.
    const finished = await api<ListData>(
      page,
      'GET',
      `/api/loadbook/findAllInactive?take=100&brokerId=${broker.id}`,
    );
    const finishedOne = commonest(finished.info, (l) => l.loadbook_status_id);
    const done = { id: finishedOne.loadbook_status_id, name: finishedOne.status_name };
    // With a status chosen the field's box is what takes the click (its pill covers most of the input).
    await scrollToTop(page.getByTestId('load-filters'));
    await page.getByTestId('load-filters').locator('.mantine-MultiSelect-input').click();
    await page.getByRole('option', { name: done.name, exact: true }).click();
    await page.keyboard.press('Escape');
    const both = [status.id, done.id].sort((a, b) => a - b).join(',');
    await expect(page).toHaveURL(`/fletx/loads?status=${both}&brokerId=${broker.id}`);
    await expect(finishedTable.getByRole('row').nth(1)).toContainText(done.name);
    await page.reload();
    await expect(finishedTable.getByRole('row').nth(1)).toContainText(done.name);
    await expect(finishedTable.getByRole('row').nth(1)).toContainText(broker.name);
    await expect(activeTable.getByRole('row')).toHaveCount(Math.min(expected.length, 10) + 1);
    await page.screenshot({ path: `${SCREENS}/loads-filtered-both.png`, fullPage: true });

    await page.getByTestId('load-filters').getByRole('button', { name: 'Clear filters' }).click();
    await expect(page).toHaveURL('/fletx/loads');
    await expect(page.getByTestId('load-filters').getByRole('button', { name: 'Clear filters' })).toHaveCount(
      0,
    );
    await expect(activeTable.getByRole('row')).toHaveCount(11);
  });
});
