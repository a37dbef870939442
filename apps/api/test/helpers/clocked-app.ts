import { DEFAULT_TIME_ZONE } from '@fletx/contract/carrier-settings';
import { dayIn } from '@fletx/contract/facility-time';
import { afterAll, beforeAll, beforeEach } from 'vitest';
import { type Clock, ManualClock } from '../../src/lib/clock';
import { loggedInUser } from './factories';
import { createTestApp, type TestContext } from './test-app';

/** A test app whose clock is set to the real time before each test, and an Admin user's and a Dispatcher's tokens. */
export interface ClockedApp {
  clock: ManualClock;
  ctx: TestContext;
  admin: string;
  dispatcher: string;
}

/**
 * Registers the hooks of a test file on the driver API's clock (it checks `at` against the server's time):
 * the app is made once, the clock set before each test, the app closed after the file. The fields are set
 * once `beforeAll` has run.
 */
export function clockedApp(): ClockedApp {
  const app = { clock: new ManualClock() } as ClockedApp;
  beforeAll(async () => {
    app.ctx = await createTestApp({ clock: app.clock });
    app.admin = (await loggedInUser(app.ctx, { role: 'Admin user' })).authorization;
    app.dispatcher = (await loggedInUser(app.ctx, { role: 'Dispatcher' })).authorization;
  });
  beforeEach(() => {
    app.clock.set(new Date());
  });
  afterAll(async () => {
    await app.ctx?.close();
  });
  return app;
}

/** The carrier's day on `clock` (America/Chicago by default): the "today" the API counts due days from. */
export const carrierToday = (clock: Clock): string => dayIn(DEFAULT_TIME_ZONE, clock.now().getTime());
