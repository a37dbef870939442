import { parseArgs } from 'node:util';
import { DEMO_DRIVER_PASSWORD, simulateTrip } from './simulator';

/**
 * npm run simulate -- --load <id> --email <driver email> [--password p] [--base http://localhost:3000] [--speed N]
 * The driver API knows only the driver who logs in, so the load's driver's email is needed (the load's
 * general-info tab shows it); the password defaults to the demo drivers' password. --speed: simulated
 * minutes per real minute (default 120: a 14-hour trip takes about 7 minutes).
 */
const { values } = parseArgs({
  options: {
    load: { type: 'string' },
    base: { type: 'string', default: 'http://localhost:3000' },
    speed: { type: 'string', default: '120' },
    email: { type: 'string' },
    password: { type: 'string', default: DEMO_DRIVER_PASSWORD },
  },
});

const loadId = Number(values.load);
if (!Number.isInteger(loadId) || loadId < 1 || !values.email) {
  console.error(
    'Usage: npm run simulate -- --load <id> --email <driver email> [--password p] [--base url] [--speed N]',
  );
  process.exit(2);
}

simulateTrip({
  base: values.base,
  loadId,
  email: values.email,
  password: values.password,
  speed: Number(values.speed),
  log: (line) => console.log(line),
})
  .then((result) => console.log(JSON.stringify(result)))
  .catch((error: unknown) => {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  });
