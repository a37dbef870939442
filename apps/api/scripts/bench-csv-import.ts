/**
 * Measures the CSV bulk add: 10 000 users through POST /api/user/import on a fresh embedded database
 * (or DATABASE_URL's PostgreSQL database, which must be empty), mails written to a temporary outbox.
 * Run: `npx tsx apps/api/scripts/bench-csv-import.ts [rows]` — the target is under 10 s for 10 000 rows
 * (the answer: users, codes and mails committed). It then waits for the outbox to send every mail.
 */
import fs from 'node:fs/promises';
import path from 'node:path';
import { openBenchApp } from './bench-app';

const rows = Number(process.argv[2] ?? 10_000);
const bench = await openBenchApp('fletx-bench');
const { dir, database, services, app, accessToken } = bench;

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
await bench.close();
if (result.statusCode !== 200 || seconds >= 10) process.exitCode = 1;
