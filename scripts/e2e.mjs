import { spawnSync } from 'node:child_process';
import { findChromium } from './find-chromium.mjs';
import { requireNode } from './require-node.mjs';

/** Browser tests: build the web app, then Playwright in Chromium against the real server. */
const run = (cmd, args, env = {}) => {
  const r = spawnSync(cmd, args, { stdio: 'inherit', env: { ...process.env, ...env } });
  if (r.status !== 0) process.exit(r.status ?? 1);
};

requireNode();
const chromium = findChromium();
run('npm', ['run', 'build', '--silent', '-w', '@fletx/web']);
run('npx', ['playwright', 'test', '-c', 'e2e/playwright.config.ts', ...process.argv.slice(2)], {
  CHROMIUM_PATH: chromium,
});
