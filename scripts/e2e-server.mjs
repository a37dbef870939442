import { spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildApi } from './build-api.mjs';

/**
 * The server the browser tests talk to: the compiled server as `npm start` runs it (built here, so it is never
 * older than the sources), a fresh embedded database with demo data, mail in the outbox.
 */
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
export const E2E_DATA_DIR = path.join(root, '.tmp', 'e2e-data');

fs.rmSync(E2E_DATA_DIR, { recursive: true, force: true });
const main = await buildApi();
const child = spawn(process.execPath, [main], {
  cwd: root,
  stdio: 'inherit',
  env: {
    ...process.env,
    DATA_DIR: E2E_DATA_DIR,
    PORT: process.env.E2E_PORT ?? '3199',
    HOST: '127.0.0.1',
    SEED_DEMO: '1',
    ADMIN_EMAIL: 'admin@fletx.app',
    ADMIN_PASSWORD: 'Fletx#Admin2026',
    SMTP_URL: '',
    LOG_LEVEL: 'warn',
  },
});
for (const signal of ['SIGTERM', 'SIGINT']) process.on(signal, () => child.kill(signal));
child.on('exit', (code) => process.exit(code ?? 0));
