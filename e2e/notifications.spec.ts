import {
  ADMIN,
  DEMO_PASSWORD,
  driverBody,
  expect,
  logIn,
  test,
  bellUnreadCount as unreadCount,
} from './support';

// A demo staff user no other spec logs in as or changes.
const VIEWER = 'robert.miller@fletx.app';

test('a new driver shows up in the bell with its time, opens the driver and can be marked read', async ({
  page,
  request,
}) => {
  const stamp = Date.now().toString(36);
  const lastName = `Kowalski ${stamp}`;
  const login = await request.post('/api/auth/login', {
    data: { name: ADMIN.email, password: ADMIN.password },
  });
  expect(login.ok()).toBe(true);
  const token = (await login.json()).data.accessToken.jwtToken as string;
  const created = await request.post('/api/user/infoDriver/', {
    data: driverBody('Nadia', lastName, stamp),
    headers: { authorization: `Bearer ${token}` },
  });
  expect(created.status(), await created.text()).toBe(201);
  const driverId = (await created.json()).data.id as number;

  await logIn(page, VIEWER, DEMO_PASSWORD);
  const bell = page.getByRole('button', { name: /^Notifications/ });
  await expect(bell).toHaveAccessibleName(/^Notifications \(\d+ unread\)$/);
  const before = await unreadCount(page);
  expect(before).toBeGreaterThan(0);
  await expect(page.getByTestId('notification-unread-badge')).toContainText(
    String(before > 99 ? '99+' : before),
  );

  await bell.click();
  const panel = page.getByTestId('notification-panel');
  await expect(panel.getByRole('heading', { name: 'Notifications' })).toBeVisible();
  const item = panel.getByTestId('notification-item').filter({ hasText: `Nadia ${lastName}` });
  await expect(item).toBeVisible();
  await expect(item).toContainText('Driver awaiting approval');
  await expect(item.getByTestId('notification-time')).toHaveText(
    /^(a few seconds ago|a minute ago|\d+ minutes ago)$/,
  );
  await expect(item).toHaveAttribute('data-unread', 'true');
  await page.screenshot({ path: '.tmp/screens/notification-panel.png' });

  await item.click();
  await expect(page).toHaveURL(new RegExp(`/fletx/driver-information\\?id=${driverId}$`));
  await expect(page.getByText(`Nadia ${lastName}`).first()).toBeVisible();
  await expect.poll(() => unreadCount(page)).toBe(before - 1);

  await bell.click();
  await expect(
    panel.getByTestId('notification-item').filter({ hasText: `Nadia ${lastName}` }),
  ).not.toHaveAttribute('data-unread');
  await panel.getByRole('button', { name: 'Mark all as read' }).click();
  await expect(bell).toHaveAccessibleName('Notifications');
  await expect(panel.getByRole('button', { name: 'Mark all as read' })).toBeDisabled();
  await expect(page.getByTestId('notification-unread-badge')).not.toContainText(/\d/);
  await page.screenshot({ path: '.tmp/screens/notification-panel-read.png' });
});
