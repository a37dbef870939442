import { parseArgs } from 'node:util';
import { DEMO_DRIVER_PASSWORD, simulateTrip } from './simulator';

const USAGE = `Usage: npm run simulate -- --load <id> [options]

Drives load <id> through a whole trip with the driver API of a running server (npm start). Every step is
sent with its time on the trip's own timeline (about 22 hours from an accept, ending when the run ends), so
even a fast run shows the hours of service of a real trip; a load changed more recently than that has its
trip squeezed into the time since (enter loads a day before the trip). POSTs carry an Idempotency-Key.

  --load <id>         the load (its id, as in /fletx/load-details/…?id=<id>)
  --base <url>        the server (default http://localhost:3000)
  --speed <n>         simulated minutes per real minute (default 120: the 22-hour trip takes about 11 minutes)
  --email <email>     the load's driver; found with a back-office login when left out
  --password <p>      the driver's password (default: the demo drivers' password)
  --staff-email <e>   back-office login used to find the driver (default ADMIN_EMAIL or admin@fletx.app)
  --staff-password <p>                                       (default ADMIN_PASSWORD or Fletx#Admin2026)`;

const { values } = parseArgs({
  options: {
    load: { type: 'string' },
    base: { type: 'string', default: 'http://localhost:3000' },
    speed: { type: 'string', default: '120' },
    email: { type: 'string' },
    password: { type: 'string', default: DEMO_DRIVER_PASSWORD },
    'staff-email': { type: 'string', default: process.env.ADMIN_EMAIL ?? 'admin@fletx.app' },
    'staff-password': { type: 'string', default: process.env.ADMIN_PASSWORD ?? 'Fletx#Admin2026' },
    help: { type: 'boolean', short: 'h' },
  },
});

const loadId = Number(values.load);
const speed = Number(values.speed);
if (values.help || !Number.isInteger(loadId) || loadId < 1 || !(speed > 0)) {
  console.error(USAGE);
  process.exit(values.help ? 0 : 2);
}

simulateTrip({
  base: values.base,
  loadId,
  ...(values.email ? { email: values.email } : {}),
  password: values.password,
  staff: { email: values['staff-email'], password: values['staff-password'] },
  speed,
  log: (line) => console.log(line),
})
  .then((result) => console.log(JSON.stringify(result)))
  .catch((error: unknown) => {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  });
