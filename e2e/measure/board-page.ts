/**
 * What dispatch-trace.ts measures in the browser: (a) the board drawn after its data arrived, (b) the main
 * thread's tasks while a load is dragged onto another driver, from a Chromium performance trace.
 */
import type { Browser, BrowserContext, Locator, Page } from '@playwright/test';
import { expect } from '../support';
import { mainThreadOf, markOf, type TaskSummary, TRACE_CATEGORIES, tasksBetween } from './trace-tasks';

type BoardLoad = { number: string; status: number; start: string };
export type BoardDriver = { id: number; name: string; compliance: string; loads: BoardLoad[] };
export type Board = { from: string; drivers: BoardDriver[]; unassigned: BoardLoad[] };

const DRAWN = '__fletxBoardDrawn';
const isBoardAnswer = (url: string) => url.includes('/api/dispatch/board?');

/**
 * In every page of `context`: from the document's start, once a frame finds the board's rows and the queue's
 * loads in the page, the time just after that frame is painted (a message posted from the frame's callback runs
 * after the paint), with a trace mark at the same instant.
 */
export async function watchBoardDrawn(context: BrowserContext): Promise<void> {
  // Text, not a function: tsx would wrap the inner function in a helper the page does not have.
  await context.addInitScript(`
    if (location.pathname.endsWith('/fletx/dispatch')) {
      const look = () => {
        const rows = document.querySelector('[data-testid^="driver-row-"]');
        const queued = document.querySelector('[aria-label="Unassigned loads"] [data-testid^="load-"]');
        if (!rows || !queued) return requestAnimationFrame(look);
        const channel = new MessageChannel();
        channel.port1.onmessage = () => {
          console.timeStamp('fletx-board-drawn');
          window.${DRAWN} = performance.now();
        };
        channel.port2.postMessage(null);
      };
      requestAnimationFrame(look);
    }`);
}

export interface Opening {
  /** From the board's answer fully received to the board drawn, ms. */
  answerToDrawnMs: number;
  /** From the navigation's start to the answer received, and to the board drawn, ms. */
  answerMs: number;
  drawnMs: number;
  /** The main thread's tasks between the answer and the board drawn. */
  tasks: TaskSummary;
  board: Board;
}

/** Opens `url` (the board) in `page` under a trace (kept in `traceFile` if given); answers when it is drawn. */
export async function openBoard(
  browser: Browser,
  page: Page,
  url: string,
  traceFile?: string,
): Promise<Opening> {
  await browser.startTracing(page, {
    categories: TRACE_CATEGORIES,
    ...(traceFile ? { path: traceFile } : {}),
  });
  const answer = page.waitForResponse((r) => isBoardAnswer(r.url()) && r.request().method() === 'GET');
  await page.goto(url);
  const board = ((await (await answer).json()) as { data: Board }).data;
  await page.waitForFunction((key) => key in window, DRAWN, { timeout: 60_000 });
  const times = await page.evaluate((key) => {
    const entry = (performance.getEntriesByType('resource') as PerformanceResourceTiming[]).find(
      (e) => e.name.includes('/api/dispatch/board?') && e.responseStatus === 200,
    );
    return {
      answer: entry?.responseEnd ?? Number.NaN,
      drawn: (window as unknown as Record<string, number>)[key],
    };
  }, DRAWN);
  const thread = mainThreadOf(await browser.stopTracing());
  const drawnAt = markOf(thread, 'fletx-board-drawn');
  const drawn = times.drawn ?? Number.NaN;
  return {
    answerToDrawnMs: Math.round(drawn - times.answer),
    answerMs: Math.round(times.answer),
    drawnMs: Math.round(drawn),
    tasks: tasksBetween(thread, drawnAt - (drawn - times.answer), drawnAt),
    board,
  };
}

/** The drop zone of a driver's row (its week). */
export const laneOf = (page: Page, driverId: number) =>
  page.getByTestId(`driver-row-${driverId}`).locator('> div').nth(1);

/** The centre of `locator`, scrolled into view if it needs to: it must then be inside the window. */
async function centreOf(page: Page, locator: Locator): Promise<{ x: number; y: number; width: number }> {
  await locator.scrollIntoViewIfNeeded();
  const box = await locator.boundingBox();
  const view = page.viewportSize();
  if (!box || !view || box.y < 0 || box.y + box.height > view.height) throw new Error('not in the window');
  return { x: box.x + box.width / 2, y: box.y + box.height / 2, width: box.width };
}

/** Closes the notices of earlier drags (the assignment, its warnings): they would cover the queue. */
async function closeNotices(page: Page): Promise<void> {
  // Clicked in the page, all at once: a notice sliding away is never still enough for a pointer's click.
  await expect(async () => {
    await page.locator('.mantine-Notification-closeButton').evaluateAll((buttons) => {
      for (const button of buttons) (button as HTMLElement).click();
    });
    await expect(page.locator('.mantine-Notification-root')).toHaveCount(0, { timeout: 2000 });
  }).toPass({ timeout: 30_000 });
}

export interface Drag {
  /** Press to release: the drag itself. */
  drag: TaskSummary;
  /** Release to the board drawn again with the load on its new driver (the assignment's answer, the refetch). */
  afterDrop: TaskSummary;
}

/**
 * Drags `load` onto `driver`'s row as a person does (press, a small move that starts the drag, then the way in
 * `steps` moves, release) under a trace (kept in `traceFile` if given); answers when the board shows the load
 * in that row, its refetch over.
 */
export async function tracedDrag(
  browser: Browser,
  page: Page,
  load: string,
  driver: BoardDriver,
  steps: number,
  traceFile?: string,
): Promise<Drag> {
  await closeNotices(page);
  const source = await centreOf(page, page.getByTestId(`load-${load}`).first());
  const target = await centreOf(page, laneOf(page, driver.id));
  await browser.startTracing(page, {
    categories: TRACE_CATEGORIES,
    ...(traceFile ? { path: traceFile } : {}),
  });
  await page.evaluate(() => console.timeStamp('fletx-drag-start'));
  await page.mouse.move(source.x, source.y);
  await page.mouse.down();
  await page.mouse.move(source.x + 12, source.y, { steps: 4 });
  await page.mouse.move(target.x + target.width * 0.1, target.y, { steps });
  const refetched = page.waitForResponse((r) => isBoardAnswer(r.url()));
  // Awaited below; a failure before that must not also end the process as an unhandled rejection.
  refetched.catch(() => {});
  await page.mouse.up();
  await page.evaluate(() => console.timeStamp('fletx-drag-end'));
  const notice = page.getByTestId('assigned-notice').filter({ hasText: `Load ${load} assigned` });
  // Waited for, not asserted, inside the trace: each failed poll of an `expect` has Playwright write the whole
  // page's accessibility tree in the page's main thread, tasks the trace would count as the board's. The
  // machine may be busy: the assignment and the refetch are waited for longer than a test would.
  await notice.waitFor({ timeout: 30_000 });
  await refetched;
  await page.getByTestId(`driver-row-${driver.id}`).getByTestId(`load-${load}`).waitFor({ timeout: 30_000 });
  await page.evaluate(
    () =>
      new Promise<void>((resolve) =>
        requestAnimationFrame(() => {
          const channel = new MessageChannel();
          channel.port1.onmessage = () => {
            console.timeStamp('fletx-settled');
            resolve();
          };
          channel.port2.postMessage(null);
        }),
      ),
  );
  const thread = mainThreadOf(await browser.stopTracing());
  await expect(notice).toContainText(`Load ${load} assigned to ${driver.name}`);
  const [start, end, settled] = ['fletx-drag-start', 'fletx-drag-end', 'fletx-settled'].map((m) =>
    markOf(thread, m),
  ) as [number, number, number];
  return { drag: tasksBetween(thread, start, end), afterDrop: tasksBetween(thread, end, settled) };
}
