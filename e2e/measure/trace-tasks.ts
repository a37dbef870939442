/**
 * The main-thread tasks of a Chromium performance trace (the JSON `browser.stopTracing()` answers): the page's
 * renderer main thread is the one its `console.timeStamp` marks were recorded on; its tasks are the top-level
 * `RunTask` slices (`ThreadControllerImpl::RunTask` in older Chromium). Times are in ms on the trace's clock.
 */

export const TRACE_CATEGORIES = [
  'toplevel',
  'devtools.timeline',
  'disabled-by-default-devtools.timeline',
  'blink.user_timing',
  'v8.execute',
];

const TASK_NAMES = new Set(['RunTask', 'ThreadControllerImpl::RunTask']);

interface TraceEvent {
  name: string;
  ph: string;
  ts: number;
  dur?: number;
  /** The thread's own time (on a CPU) of a whole slice, µs. */
  tdur?: number;
  tts?: number;
  pid: number;
  tid: number;
  args?: { data?: { message?: string } };
}

export interface Task {
  /** Start, ms on the trace's clock. */
  at: number;
  /** Its length (wall time), and the part of it the thread ran on a CPU (less on a busy machine), ms. */
  ms: number;
  cpuMs: number;
}

export interface MainThread {
  /** The marks' times by name, ms on the trace's clock. */
  marks: Map<string, number>;
  tasks: Task[];
}

/** The page's main thread in `trace`: its `console.timeStamp` marks and its tasks, in start order. */
export function mainThreadOf(trace: Buffer | string): MainThread {
  const events = (JSON.parse(String(trace)) as { traceEvents: TraceEvent[] }).traceEvents;
  const marks = new Map<string, number>();
  let thread: { pid: number; tid: number } | undefined;
  for (const e of events) {
    const message = e.args?.data?.message;
    if (e.name === 'TimeStamp' && message) {
      marks.set(message, e.ts / 1000);
      thread ??= { pid: e.pid, tid: e.tid };
    }
  }
  if (!thread) throw new Error('the trace holds no console.timeStamp mark: which thread is the page’s?');
  const { pid, tid } = thread;
  // Slices open (B) until their end (E), or whole (X); a task inside another (a nested run loop) is not counted.
  const open: TraceEvent[] = [];
  const tasks: Task[] = [];
  for (const e of events.filter((x) => x.pid === pid && x.tid === tid && TASK_NAMES.has(x.name))) {
    if (e.ph === 'X' && e.dur !== undefined)
      tasks.push({ at: e.ts / 1000, ms: e.dur / 1000, cpuMs: (e.tdur ?? Number.NaN) / 1000 });
    else if (e.ph === 'B') open.push(e);
    else if (e.ph === 'E') {
      const began = open.pop();
      const cpu = e.tts !== undefined && began?.tts !== undefined ? e.tts - began.tts : Number.NaN;
      if (began) tasks.push({ at: began.ts / 1000, ms: (e.ts - began.ts) / 1000, cpuMs: cpu / 1000 });
    }
  }
  tasks.sort((a, b) => a.at - b.at);
  const topLevel: Task[] = [];
  for (const task of tasks) {
    const last = topLevel.at(-1);
    if (!last || task.at >= last.at + last.ms) topLevel.push(task);
  }
  return { marks, tasks: topLevel };
}

export interface TaskSummary {
  /** Tasks that start in the window. */
  count: number;
  /** The longest one, ms, and its time on a CPU. */
  longestMs: number;
  longestCpuMs: number;
  /** Those over 50 ms (long tasks), ms each, and their time on a CPU. */
  longMs: number[];
  longCpuMs: number[];
  /** The window's length, ms. */
  windowMs: number;
}

/** The time of `thread`'s mark `name`, ms on the trace's clock. */
export function markOf(thread: MainThread, name: string): number {
  const at = thread.marks.get(name);
  if (at === undefined) throw new Error(`the trace lacks the mark ${name}`);
  return at;
}

/**
 * The tasks of `thread` that start in [start, end) (ms on the trace's clock). Not one that started before: the
 * task of a start mark is Playwright's call that made it (the first one in a page also injects its script).
 */
export function tasksBetween(thread: MainThread, start: number, end: number): TaskSummary {
  const inside = thread.tasks.filter((t) => t.at >= start && t.at < end);
  const round = (ms: number) => Math.round(ms * 10) / 10;
  const longest = inside.reduce<Task | undefined>((a, t) => (a && a.ms >= t.ms ? a : t), undefined);
  const long = inside.filter((t) => t.ms > 50);
  return {
    count: inside.length,
    longestMs: round(longest?.ms ?? 0),
    longestCpuMs: round(longest?.cpuMs ?? 0),
    longMs: long.map((t) => round(t.ms)),
    longCpuMs: long.map((t) => round(t.cpuMs)),
    windowMs: Math.round(end - start),
  };
}
