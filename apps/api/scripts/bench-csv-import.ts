/**
 * Measures the CSV bulk add: 10 000 users through POST /api/user/import on a fresh embedded database
 * (or DATABASE_URL's PostgreSQL database, which must be empty), mails written to a temporary outbox.
 * Run: `npx tsx apps/api/scripts/bench-csv-import.ts [rows]` — the target is under 10 s for 10 000 rows
 * (the answer: users, codes and mails committed). It then waits for the outbox to send every mail.
 */
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import pino from 'pino';
import { buildApp } from '../src/app';
import { openDatabase } from '../src/db/client';
import { createMailer } from '../src/lib/mailer';
import { createServices } from '../src/services';

const rows = Number(process.argv[2] ?? 10_000);
const secret = 'bench-secret-that-is-long-enough-for-hs256';
const dir = await fs.mkdtemp(path.join(os.tmpdir(), 'fletx-bench-'));
const url = process.env.DATABASE_URL;
const database = await openDatabase(url ? { kind: 'postgres', url } : { kind: 'pglite' });
await database.migrate();
const mailer = createMailer({
  from: 'bench@fletx.app',
  outboxDir: path.join(dir, 'outbox'),
  logger: pino({ level: 'silent' }),
});
const services = createServices(database, { mailer, jwtSecret: secret, filesDir: path.join(dir, 'files') });
const app = await buildApp({ services });
await app.ready();
const admin = await services.users.createStaff({
  firstName: 'Bench',
  lastName: 'Admin',
  email: `bench.${Date.now()}@fletx.app`,
  role: 'Carriers',
  password: 'Bench#Password1',
});
const { accessToken } = await services.signer.sign(admin);

const lines = ['first_name,last_name,email,phone,role'];
for (let i = 0; i < rows; i++)
  lines.push(
    `User${i},Bench${i},bench.user.${i}@example.com,3055550${String(i % 1000).padStart(3, '0')},Dispatcher`,
  );
const form = new FormData();
form.append('file', new Blob([lines.join('\n')], { type: 'text/csv' }), 'users.csv');
const response = new Response(form);
const payload = Buffer.from(await response.arrayBuffer());
const headers = {
  'content-type': response.headers.get('content-type') ?? '',
  authorization: `Bearer ${accessToken}`,
};

const started = performance.now();
const result = await app.inject({ method: 'POST', url: '/api/user/import', payload, headers });
const seconds = (performance.now() - started) / 1000;
// The answer comes once the users, codes and mails are committed; the mails leave in the background.
while ((await services.outbox.pending()) > 0) await new Promise((resolve) => setTimeout(resolve, 200));
const mailedAfter = (performance.now() - started) / 1000;
const mails = (await fs.readdir(path.join(dir, 'outbox'))).length;
console.log(
  JSON.stringify({
    database: database.kind,
    rows,
    status: result.statusCode,
    created: result.json().data?.created,
    mailsWritten: mails,
    seconds: Number(seconds.toFixed(2)),
    allMailedAfterSeconds: Number(mailedAfter.toFixed(2)),
  }),
);
await app.close();
await database.close();
await fs.rm(dir, { recursive: true, force: true });
if (result.statusCode !== 200 || seconds >= 10) process.exitCode = 1;
