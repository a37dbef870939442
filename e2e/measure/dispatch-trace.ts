/**
 * `npm run measure:dispatch`: the browser's side of the dispatch board at the issue's size (docs/performance.md
 * "Dispatch board"), measured in Chromium; a measuring script, not a test (nothing here runs in CI).
 *
 * It builds the web app and the compiled server (scripts/build-api.mjs), starts the server on a new embedded
 * database in a temporary folder with the demo data, stops it, fills the database up to 300 active drivers and
 * 2,000 loads picked up in this week, `--queued` of them without a driver (apps/api/scripts/bench-fill-board.ts),
 * starts it again and, in Debian's Chromium as the end-to-end tests run it (e2e/playwright.config.ts), logs in as
 * the admin and:
 * (a) opens the board `--opens` times: from the board's answer (`GET /api/dispatch/board` fully received) to
 *     the board drawn (its rows and queue in a painted frame), and the main thread's tasks meanwhile;
 * (b) drags loads onto other drivers, in turn one of the queue and one of a driver's row, `--drags` in all,
 *     each move in `--steps` steps: the renderer main thread's tasks (`RunTask`) of a performance trace, while
 *     dragging (press to release) and after the drop (until the board shows the load on its new driver).
 * It prints the figures and the machine's load average, and stops everything. `--port` (default: a free one);
 * `--traces DIR` keeps the traces there (open-N.json, drag-N.json: DevTools' Performance panel opens them).
 */
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { DEFAULT_TIME_ZONE } from '@fletx/contract/carrier-settings';
import { chromium } from '@playwright/test';
import { signIn } from '../../apps/api/scripts/bench-endpoints';
import { fillServerBoard } from '../../apps/api/scripts/bench-fill-board';
import { start, stopAll } from '../../apps/api/scripts/bench-server';
import { startNodeOptions } from '../../apps/api/scripts/bench-start';
import { freePort } from '../../apps/api/scripts/free-port';
import { dayEdges, dayIn, mondayOf } from '../../apps/web/src/features/dispatch/lib/week';
// @ts-expect-error scripts/build-api.mjs is plain JavaScript without declarations
import { buildApi } from '../../scripts/build-api.mjs';
// @ts-expect-error scripts/find-chromium.mjs is plain JavaScript without declarations
import { findChromium } from '../../scripts/find-chromium.mjs';
import config from '../playwright.config';
import { ADMIN, logIn } from '../support';
import { type Board, type Drag, type Opening, openBoard, tracedDrag, watchBoardDrawn } from './board-page';
import type { TaskSummary } from './trace-tasks';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const { values } = parseArgs({
  options: {
    queued: { type: 'string', default: '300' },
    opens: { type: 'string', default: '3' },
    drags: { type: 'string', default: '4' },
    steps: { type: 'string', default: '40' },
    port: { type: 'string' },
    traces: { type: 'string' },
  },
});
const DRIVERS = 300;
const LOADS = 2000;

const log = (line: string) => console.log(`[measure] ${line}`);
const load = () =>
  os
    .loadavg()
    .map((l) => l.toFixed(2))
    .join(' ');

async function main() {
  log('building the web app and the server…');
  const web = spawnSync('npm', ['run', 'build', '--silent', '-w', '@fletx/web'], {
    cwd: root,
    encoding: 'utf8',
  });
  if (web.status !== 0) throw new Error(`the web build failed:\n${web.stdout}${web.stderr}`);
  const serverMain = (await buildApi()) as string;
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'fletx-dispatch-trace-'));
  const port = values.port ? Number(values.port) : freePort();
  // A server already there would answer the health check of the one started here, which could not listen.
  const taken = await fetch(`http://127.0.0.1:${port}/api/health`).then(
    () => true,
    () => false,
  );
  if (taken) throw new Error(`port ${port} is taken: choose another with --port`);
  const env = {
    DATA_DIR: dataDir,
    PORT: String(port),
    HOST: '127.0.0.1',
    ADMIN_EMAIL: ADMIN.email,
    ADMIN_PASSWORD: ADMIN.password,
    SMTP_URL: '',
    LOG_LEVEL: 'warn',
  };
  const week = mondayOf(dayIn(DEFAULT_TIME_ZONE, Date.now()));
  const edges = dayEdges(week, 7, DEFAULT_TIME_ZONE);
  try {
    log(`first start: the demo data (${dataDir})…`);
    const seeding = await start([serverMain], { ...env, SEED_DEMO: '1' }, '/api/health', port);
    // The driver copied: one the compliance check lets be dispatched, so that loads can be dropped on copies.
    const range = `from=${new Date(edges[0] ?? 0).toISOString()}&to=${new Date(edges[7] ?? 0).toISOString()}`;
    const answer = await fetch(`${seeding.url}/api/dispatch/board?${range}`, {
      headers: await signIn(seeding.url, ADMIN),
    });
    const demo = ((await answer.json()) as { data: Board }).data;
    await seeding.stop();
    const copied = demo.drivers.find((d) => d.compliance === 'ok');
    if (!copied) throw new Error('the demo has no driver free to dispatch');
    const added = await fillServerBoard(dataDir, {
      driverId: copied.id,
      monday: week,
      from: new Date(edges[0] ?? 0),
      to: new Date(edges[7] ?? 0),
      drivers: DRIVERS,
      loads: LOADS,
      queued: Number(values.queued),
    });
    log(`added ${added.drivers} copies of ${copied.name} and ${added.loads} loads in the week of ${week}`);
    const server = await start([...startNodeOptions(), serverMain], env, '/api/health', port);
    await measure(server.url, week);
  } finally {
    await stopAll();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

/**
 * The drags: in turn a load of the queue and one of a driver's row, each onto another driver. Rows in the middle
 * of the view only (the pointer near an edge scrolls the rows: another row would get the load), onto drivers
 * the compliance check lets be dispatched; loads drawn in the week (some of a row's ended before it) that may
 * still change drivers.
 */
function chooseDrags(board: Board, count: number) {
  const free = board.drivers.slice(2, 8).filter((d) => d.compliance !== 'blocked');
  const moved = new Set<string>();
  const movable = (loads: Board['unassigned']) =>
    loads.find((l) => l.start >= board.from && [2, 4, 16].includes(l.status) && !moved.has(l.number))?.number;
  return Array.from({ length: count }, (_, i) => {
    const target = free[free.length - 1 - (i % free.length)];
    const source = i % 2 === 1 ? free.find((d) => d !== target && movable(d.loads)) : undefined;
    const number = movable(source ? source.loads : board.unassigned);
    if (!number || !target || (i % 2 === 1 && !source)) throw new Error('no load or driver to drag in view');
    moved.add(number);
    return { number, target, what: `${source ? source.name : 'the queue'} → ${target.name}` };
  });
}

async function measure(baseURL: string, week: string) {
  const browser = await chromium.launch({ ...config.use?.launchOptions, executablePath: findChromium() });
  const context = await browser.newContext({ baseURL, viewport: config.use?.viewport ?? null });
  await watchBoardDrawn(context);
  const page = await context.newPage();
  try {
    await logIn(page);
    const before = load();
    const openings: Opening[] = [];
    const traceFile = (name: string) => (values.traces ? path.resolve(values.traces, name) : undefined);
    for (let i = 0; i < Number(values.opens); i++)
      openings.push(
        await openBoard(browser, page, `/fletx/dispatch?week=${week}`, traceFile(`open-${i + 1}.json`)),
      );
    const board = openings.at(-1)?.board;
    if (!board) throw new Error('the board was not opened');
    const drags: Array<Drag & { what: string }> = [];
    for (const [i, { number, target, what }] of chooseDrags(board, Number(values.drags)).entries()) {
      const traced = await tracedDrag(
        browser,
        page,
        number,
        target,
        Number(values.steps),
        traceFile(`drag-${i + 1}.json`),
      );
      drags.push({ what, ...traced });
    }
    report(board, openings, drags, before, load());
  } catch (error) {
    const shot = path.join(root, '.tmp', 'measure', 'dispatch-failure.png');
    await page.screenshot({ path: shot }).catch(() => {});
    console.error(`[measure] failed; the page then: ${shot}`);
    throw error;
  } finally {
    await browser.close();
  }
}

const tasks = (t: TaskSummary) => {
  const long = t.longMs.map((ms, i) => `${ms} (${t.longCpuMs[i]})`).join(', ');
  return `${t.count} tasks in ${t.windowMs} ms, longest ${t.longestMs} ms (${t.longestCpuMs} ms on the CPU), over 50 ms: ${long || 'none'}`;
};

function report(
  board: Opening['board'],
  openings: Opening[],
  drags: Array<Drag & { what: string }>,
  before: string,
  after: string,
) {
  const loads = board.drivers.reduce((n, d) => n + d.loads.length, 0);
  console.log(`
Dispatch board, ${os.cpus().length} × ${os.cpus()[0]?.model ?? 'CPU'}, ${Math.round(os.totalmem() / 2 ** 30)} GB
board: ${board.drivers.length} active drivers, ${loads} loads in their rows, ${board.unassigned.length} in the queue
load average (1, 5, 15 min) before: ${before}; after: ${after}

(a) answer received → board drawn (target ≤ 1000 ms):`);
  for (const [i, o] of openings.entries())
    console.log(
      `  open ${i + 1}: ${o.answerToDrawnMs} ms (answer at ${o.answerMs} ms, drawn at ${o.drawnMs} ms after the navigation; ${tasks(o.tasks)})`,
    );
  console.log(
    '(b) drag, main-thread tasks, ms (in brackets their time on a CPU) (target: none over 50 ms while dragging):',
  );
  for (const d of drags) {
    console.log(`  ${d.what}: while dragging ${tasks(d.drag)}`);
    console.log(`    after the drop, until drawn again: ${tasks(d.afterDrop)}`);
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
