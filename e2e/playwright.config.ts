import { defineConfig } from '@playwright/test';

const port = Number(process.env.E2E_PORT ?? 3199);

/** Debian's Chromium, never a downloaded browser (scripts/find-chromium.mjs finds or installs it). */
export default defineConfig({
  testDir: '.',
  outputDir: '../test-results',
  fullyParallel: false,
  workers: 1,
  retries: 0,
  // Flows of a person through several screens are long, more so on a two-core machine running the server too.
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: [['list']],
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    viewport: { width: 1440, height: 900 },
    // A person who asked for less motion (the app honours it: apps/web/src/app/theme.ts): a popup is where it
    // stays from its first frame, so a click on its button cannot land where the button was a moment before.
    reducedMotion: 'reduce',
    screenshot: 'only-on-failure',
    // A trace records every action's page and costs a quarter of a run's time (docs/performance.md "Session 42:
    // the browser flows"), so a failing flow is traced when asked: E2E_TRACE=1, or --trace on.
    trace: process.env.E2E_TRACE ? 'retain-on-failure' : 'off',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-background-networking',
        '--disable-component-update',
        '--no-first-run',
        '--disable-sync',
        '--disable-quic',
      ],
    },
  },
  webServer: {
    command: 'node scripts/e2e-server.mjs',
    cwd: '..',
    url: `http://127.0.0.1:${port}/api/health`,
    reuseExistingServer: false,
    timeout: 120_000,
    env: { E2E_PORT: String(port) },
  },
});
