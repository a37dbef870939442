import {
  ADMIN,
  activeTruck,
  api,
  DEMO_PASSWORD,
  expect,
  expectSuccess,
  logIn,
  newPerson,
  scrollToTop,
  test,
  textbox,
} from './support';

/** Maria González, an Admin user of the demo data; the other person is the first user, Fleet Admin. */
const MARIA = { email: 'maria.gonzalez@fletx.app', name: 'Maria González' };
const stamp = Date.now().toString(36).toUpperCase().slice(-5);

/**
 * docs/product.md "Stale edits" and "Audit trail": two people open the same truck's form; the second save,
 * made from the older version, is refused with who changed it and when, and nothing of the first is lost.
 */
test('a stale truck edit is refused, reloaded and saved; the History panel shows both changes', async ({
  page: bob,
  browser,
  baseURL,
}) => {
  const maria = await newPerson(browser, baseURL);
  await logIn(maria, MARIA.email, DEMO_PASSWORD);
  await logIn(bob);
  const truck = await activeTruck(bob);
  const stored = await api<{ gps_company: string; odometers: number }>(
    bob,
    'GET',
    `/api/vehicle/find/${truck.id}`,
  );
  const gps = `Geotab ${stamp}`;
  const firstTry = String(stored.odometers + 111);
  const odometer = String(stored.odometers + 222);

  const form = `/fletx/add-truck?id=${truck.id}`;
  for (const person of [maria, bob]) {
    await person.goto(form);
    await expect(person.getByRole('heading', { level: 1, name: 'Edit Truck' })).toBeVisible();
    await expect(textbox(person, 'GPS company')).toHaveValue(stored.gps_company);
  }

  // Bob is typing when Maria saves: an untouched form would follow her save (live updates) and not be stale.
  await textbox(bob, 'Odometer (miles)').fill(firstTry);
  await textbox(maria, 'GPS company').fill(gps);
  await maria.getByRole('button', { name: 'Save' }).click();
  await expectSuccess(maria, 'The truck has been updated.');

  await bob.getByRole('button', { name: 'Save' }).click();
  const alert = bob.getByRole('alert').filter({ hasText: 'Your changes were not saved' });
  await expect(alert).toContainText(
    new RegExp(
      `${MARIA.name} changed this truck at \\d{2}/\\d{2}/\\d{4} \\d{2}:\\d{2} UTC\\. Reload to see the changes\\.`,
    ),
  );
  // The form stays as Bob left it: his odometer, and the GPS company he saw when he opened it.
  await expect(textbox(bob, 'Odometer (miles)')).toHaveValue(firstTry);
  await expect(textbox(bob, 'GPS company')).toHaveValue(stored.gps_company);
  await bob.getByRole('button', { name: 'Save' }).scrollIntoViewIfNeeded();
  await bob.screenshot({ path: '.tmp/screens/stale-edit-alert.png' });

  await alert.getByRole('button', { name: 'Reload' }).click();
  await expect(alert).toBeHidden();
  await expect(textbox(bob, 'GPS company')).toHaveValue(gps);
  await expect(textbox(bob, 'Odometer (miles)')).toHaveValue(String(stored.odometers));
  await textbox(bob, 'Odometer (miles)').fill(odometer);
  await bob.getByRole('button', { name: 'Save' }).click();
  await expectSuccess(bob, 'The truck has been updated.');
  await expect(bob).toHaveURL(/\/fletx\/trucks$/);

  await bob.goto(`/fletx/truck-information?id=${truck.id}`);
  const history = bob.getByRole('table', { name: 'History', exact: true });
  const bobsChange = history
    .getByRole('row')
    .filter({ hasText: `Odometers: ${stored.odometers} → ${odometer}` });
  await expect(bobsChange).toContainText(ADMIN.fullName);
  await expect(bobsChange).toContainText('Updated');
  const mariasChange = history
    .getByRole('row')
    .filter({ hasText: `GPS company: ${stored.gps_company} → ${gps}` });
  await expect(mariasChange).toContainText(MARIA.name);
  // Newest first: Bob's change is above Maria's.
  await expect(history.getByRole('row').nth(1)).toContainText(odometer);
  await scrollToTop(bob.getByRole('heading', { name: 'History', exact: true }));
  await bob.screenshot({ path: '.tmp/screens/truck-history.png' });
  await bob.screenshot({ path: '.tmp/screens/truck-history-full.png', fullPage: true });
  await maria.context().close();
});
