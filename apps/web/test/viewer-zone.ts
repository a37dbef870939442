import { afterAll } from 'vitest';

/**
 * A person reading in Chicago: imported first by a test file (before the pages, whose formatters take the zone
 * they are made in), it sets the process's zone for that file and gives the old one back after it.
 */
const before = process.env.TZ;
process.env.TZ = 'America/Chicago';
afterAll(() => {
  if (before === undefined) delete process.env.TZ;
  else process.env.TZ = before;
});
