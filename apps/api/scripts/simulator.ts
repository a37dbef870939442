import { DRIVER_TIME_MAX_AGE_HOURS } from '@fletx/contract/constants';
import { IDEMPOTENCY_KEY_HEADER } from '@fletx/contract/driver-api';
import type { DutyStatus } from '@fletx/contract/duty';
import { greatCirclePoint, type LatLon } from '@fletx/contract/geo';

/**
 * Drives one load through a whole trip with the driver API, as a driver's phone would (docs/product.md
 * "Driver API", "Hours of service"): log in, accept, duty changes, status steps 4 → 10, location pings along the great circle
 * between pickup and delivery (with a little jitter), one alert report, and a proof of delivery.
 *
 * The trip is planned first (planTrip: about 22 hours from an accept), then played. Every step carries its
 * time on the trip's own timeline (`at`), laid out so that the trip ends when the run does: a fast run
 * (`--speed 1e9`) still shows a trip of realistic hours. The timeline never starts before the load's last
 * change (status steps follow each other) nor more than TIMELINE_MAX_HOURS ago; when the load changed more
 * recently than the trip would need, its steps are dated as they are sent (the real clock). `speed` is how
 * many simulated minutes pass per real minute (the waits between steps shrink by it). Every POST carries an
 * Idempotency-Key and is retried with it when the network or the server fails.
 */
export interface SimulateOptions {
  base: string;
  loadId: number;
  /** The driver's email; when absent, the load's driver is looked up with a back-office login (`staff`). */
  email?: string;
  /** The driver's password (the demo drivers' one by default). */
  password: string;
  /** A back-office login that may read loads, used only to find the load's driver when `email` is absent. */
  staff?: { email: string; password: string };
  /** Simulated minutes per real minute; 1 is real time. */
  speed: number;
  log?: (line: string) => void;
}

export interface SimulateResult {
  status: number;
  pings: number;
  dutyChanges: number;
  report: 'sent' | 'unavailable';
  proofOfDelivery: boolean;
  /** The trip's timeline: when its first and last steps are dated, and whether it had to be squeezed. */
  timeline: { start: string; end: string; hours: number; squeezed: boolean };
}

/** Demo drivers' password (apps/api/src/seed/demo.ts). */
export const DEMO_DRIVER_PASSWORD = 'Fletx#Demo2026';

const TRANSIT_STEPS = 40;
const AWAITING_CONFIRMATION = 16;
const PING_BATCH = 5;
const MINUTE = 60_000;
/** The timeline stays inside the driver API's window for `at` (24 h), with room for a slow run. */
const TIMELINE_MAX_HOURS = DRIVER_TIME_MAX_AGE_HOURS - 1;
/** `updated_at` is stamped just before the history row: the trip starts a little after it. */
const AFTER_LAST_CHANGE_MS = 1000;
const ATTEMPTS = 3;

/** A one-page PDF (a valid cross-reference table) for the proof of delivery. */
export function tinyPdf(text: string): Uint8Array {
  const content = `BT /F1 18 Tf 24 64 Td (${text}) Tj ET`;
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 300 144] /Contents 4 0 R /Resources << /Font << /F1 5 0 R >> >> >>',
    `<< /Length ${content.length} >>\nstream\n${content}\nendstream`,
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>',
  ];
  let body = '%PDF-1.4\n';
  const offsets: number[] = [];
  objects.forEach((object, i) => {
    offsets.push(body.length);
    body += `${i + 1} 0 obj\n${object}\nendobj\n`;
  });
  const xref = body.length;
  body += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  for (const offset of offsets) body += `${String(offset).padStart(10, '0')} 00000 n \n`;
  body += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return new TextEncoder().encode(body);
}

/** A deterministic jitter (no Math.random: the same trip twice draws the same path). */
const jitter = (i: number, scale: number) => Math.sin(i * 12.9898) * scale;

/** One thing the driver does, in order; `wait` is simulated time passing. */
export type TripStep =
  | { do: 'accept' | 'advance' | 'report' }
  | { do: 'duty'; status: DutyStatus; at: LatLon }
  | { do: 'ping'; at: LatLon }
  | { do: 'wait'; minutes: number };

/**
 * The rest of a trip from load status `status` (2 or 4 … 9), starting at `here`: on duty, to the pickup,
 * loading, the transit with a 30-minute break and an 8-hour sleeper-berth rest (an alert on the way),
 * unloading, delivered. From an accept: 10.5 h driving, about 21.75 h in all.
 */
export function planTrip(status: number, here: LatLon, pickup: LatLon, delivery: LatLon): TripStep[] {
  const steps: TripStep[] = [];
  let position = here;
  const duty = (next: DutyStatus) => steps.push({ do: 'duty', status: next, at: position });
  const wait = (minutes: number) => steps.push({ do: 'wait', minutes });
  /** `count` pings from `position` to `to`, `minutes` apart; `along(i)` after the i-th. */
  const drive = (to: LatLon, count: number, minutes: number, along?: (i: number) => void) => {
    const from = position;
    for (let i = 1; i <= count; i++) {
      const p = greatCirclePoint(from, to, i / count);
      const edge = i === count ? 0 : 1;
      position = { lat: p.lat + jitter(i, 0.02) * edge, lon: p.lon + jitter(i + 7, 0.02) * edge };
      steps.push({ do: 'ping', at: position });
      along?.(i);
      wait(minutes);
    }
  };
  const advance = () => steps.push({ do: 'advance' });

  if (status === 2) steps.push({ do: 'accept' });
  if (status <= 4) {
    duty('on_duty');
    wait(15);
    advance(); // 5 on the way to pickup
  }
  if (status <= 5) {
    duty('driving');
    drive(pickup, 5, 6);
    advance(); // 6 at pickup
  }
  if (status <= 6) {
    duty('on_duty');
    wait(90);
    advance(); // 7 loaded
  }
  if (status <= 7) advance(); // 8 in transit
  if (status <= 8) {
    duty('driving');
    drive(delivery, TRANSIT_STEPS, 15, (i) => {
      if (i === Math.floor(TRANSIT_STEPS / 3)) {
        duty('off_duty');
        wait(30);
        duty('driving');
      }
      if (i === Math.floor(TRANSIT_STEPS / 2)) {
        steps.push({ do: 'report' });
        duty('sleeper_berth');
        wait(8 * 60);
        duty('driving');
      }
    });
    advance(); // 9 at delivery
  }
  if (status <= 9) {
    duty('on_duty');
    wait(60);
    advance(); // 10 delivered
  }
  return steps;
}

/**
 * When each moment of a trip of `minutes` is dated: the trip ends when the run does (`now` plus its real
 * duration at `speed`), never starts before `notBefore`, and is squeezed when it would.
 */
export function tripTimeline(minutes: number, speed: number, now: number, notBefore: number) {
  const length = minutes * MINUTE;
  const end = now + length / speed;
  const squeezed = end - length < notBefore;
  const start = squeezed ? notBefore : end - length;
  const scale = !squeezed ? 1 : length > 0 ? Math.max(0, (end - start) / length) : 0;
  const at = (elapsedMinutes: number) => Math.round(start + elapsedMinutes * MINUTE * scale);
  return { start, scale, squeezed, at };
}

interface DriverLoadItem {
  id: number;
  loadbook_status_id: number;
  id_number: string;
  updated_at: string;
  pickup: LatLon | null;
  delivery: LatLon | null;
}

export async function simulateTrip(options: SimulateOptions): Promise<SimulateResult> {
  const log = options.log ?? (() => {});
  const base = options.base.replace(/\/$/, '');
  const speed = Math.max(options.speed, 1e-6);
  const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
  let token = '';
  const run = `sim-${options.loadId}-${Date.now().toString(36)}`;
  let posts = 0;

  /** One call; a POST of the driver API carries a new Idempotency-Key, kept across its retries. */
  async function call(method: string, path: string, body?: unknown): Promise<Response> {
    const driverPost = method === 'POST' && path.startsWith('/driver/') && !path.startsWith('/driver/auth/');
    const keyed = driverPost ? `${run}-${++posts}` : undefined;
    const form = body instanceof FormData;
    for (let attempt = 1; ; attempt++) {
      try {
        const response = await fetch(`${base}/api${path}`, {
          method,
          headers: {
            ...(token ? { authorization: `Bearer ${token}` } : {}),
            ...(keyed ? { [IDEMPOTENCY_KEY_HEADER]: keyed } : {}),
            ...(body === undefined || form ? {} : { 'content-type': 'application/json' }),
          },
          ...(body === undefined ? {} : { body: form ? body : JSON.stringify(body) }),
        });
        if (response.status < 500 || !keyed || attempt === ATTEMPTS) return response;
      } catch (error) {
        if (!keyed || attempt === ATTEMPTS) throw error;
      }
      await sleep(200 * attempt);
    }
  }
  async function must(method: string, path: string, body?: unknown) {
    const response = await call(method, path, body);
    if (!response.ok) throw new Error(`${method} ${path} → ${response.status} ${await response.text()}`);
    return response.json() as Promise<{ data: unknown }>;
  }

  async function logIn(path: string, name: string, password: string, who: string) {
    const response = await call('POST', path, { name, password });
    if (!response.ok)
      throw new Error(`Could not log in as ${who} ${name} (${response.status}): ${await response.text()}`);
    const body = (await response.json()) as { data: { accessToken: { jwtToken: string } } };
    return body.data.accessToken.jwtToken;
  }

  let email = options.email;
  if (!email) {
    if (!options.staff) throw new Error("Either the driver's email or a back-office login is needed.");
    token = await logIn('/auth/login', options.staff.email, options.staff.password, 'the back-office user');
    const found = (await must('GET', `/loadbook/find/${options.loadId}`)) as {
      data: { extraData: { user: { email: string } | null; loadbookStatus: { id: number } } };
    };
    email = found.data.extraData.user?.email;
    if (!email) throw new Error(`Load ${options.loadId} has no driver: assign one first.`);
    log(`The load's driver is ${email}`);
    if (found.data.extraData.loadbookStatus.id === AWAITING_CONFIRMATION) {
      // A booking turned into a load: the dispatcher confirms it first, as on the load details page.
      await must('PUT', `/loadbook/update/${options.loadId}`, { loadbook_status_id: 2 });
      log('  confirmed by the back office (16 → 2)');
    }
  }
  token = await logIn('/driver/auth/login', email, options.password, "the load's driver");

  const mine = (await must('GET', '/driver/loads?take=100')) as { data: DriverLoadItem[] };
  const load = mine.data.find((l) => l.id === options.loadId);
  if (!load) throw new Error(`Load ${options.loadId} is not among ${email}'s 100 newest loads.`);
  const pickup = load.pickup ?? { lat: 40.7128, lon: -74.006 };
  const delivery = load.delivery ?? { lat: 39.9526, lon: -75.1652 };
  log(`Load ${load.id_number} (#${load.id}), status ${load.loadbook_status_id}`);

  let status = load.loadbook_status_id;
  if (status !== 2 && (status < 4 || status > 10))
    throw new Error(`Load ${load.id} is in status ${status}: nothing to simulate.`);
  let here: LatLon = { lat: pickup.lat + 0.15, lon: pickup.lon - 0.15 };
  const plan = planTrip(status, here, pickup, delivery);
  const minutes = plan.reduce((sum, step) => sum + (step.do === 'wait' ? step.minutes : 0), 0);
  const now = Date.now();
  const notBefore = Math.max(
    Date.parse(load.updated_at) + AFTER_LAST_CHANGE_MS,
    now - TIMELINE_MAX_HOURS * 60 * MINUTE,
  );
  const timeline = tripTimeline(minutes, speed, now, notBefore);
  const iso = (t: number) => new Date(t).toISOString();
  log(
    `  trip of ${(minutes / 60).toFixed(2)} h dated from ${iso(timeline.start)}` +
      (timeline.squeezed
        ? ` (it does not fit since the load's last change at ${load.updated_at}: dated as sent)`
        : ''),
  );

  let elapsed = 0;
  // A trip that does not fit in the time since the load's last change is dated as it is sent (the real clock):
  // squeezed into a second or two, its steps would all fall on the same instant.
  const at = () => iso(timeline.squeezed ? Date.now() : timeline.at(elapsed));
  let pings = 0;
  let dutyChanges = 0;
  let report: SimulateResult['report'] = 'unavailable';
  let pending: { lat: number; lon: number; at: string }[] = [];
  const flush = async () => {
    if (pending.length === 0) return;
    await must('POST', `/driver/loads/${load.id}/locations`, { points: pending });
    pings += pending.length;
    pending = [];
  };

  for (const step of plan) {
    if (step.do !== 'ping' && step.do !== 'wait') await flush();
    switch (step.do) {
      case 'wait':
        elapsed += step.minutes;
        await sleep((step.minutes * MINUTE) / speed);
        break;
      case 'ping':
        here = step.at;
        pending.push({ lat: here.lat, lon: here.lon, at: at() });
        if (pending.length >= PING_BATCH) await flush();
        break;
      case 'duty':
        await must('POST', '/driver/duty', {
          status: step.status,
          at: at(),
          lat: step.at.lat,
          lon: step.at.lon,
        });
        dutyChanges += 1;
        log(`  duty → ${step.status}`);
        break;
      case 'report': {
        const r = await call('POST', `/driver/loads/${load.id}/reports`, {
          type: 'alert',
          text: 'Heavy traffic after an accident on the interstate; expect a 45-minute delay.',
          at: at(),
        });
        report = r.ok ? 'sent' : 'unavailable';
        log(`  report → ${r.status}`);
        break;
      }
      default: {
        const moved = (await must('POST', `/driver/loads/${load.id}/${step.do}`, { at: at() })) as {
          data: { loadbook_status_id: number; status_name: string };
        };
        status = moved.data.loadbook_status_id;
        log(step.do === 'accept' ? '  accepted' : `  status → ${status} ${moved.data.status_name}`);
      }
    }
  }
  const form = new FormData();
  form.append('file', new Blob([tinyPdf(`POD ${load.id_number}`)], { type: 'application/pdf' }), 'pod.pdf');
  const pod = await call('POST', `/driver/loads/${load.id}/documents`, form);
  log(`  proof of delivery → ${pod.status}`);
  await must('POST', '/driver/duty', { status: 'off_duty', at: at(), lat: here.lat, lon: here.lon });
  dutyChanges += 1;
  await flush();
  return {
    status,
    pings,
    dutyChanges,
    report,
    proofOfDelivery: pod.status === 201,
    timeline: {
      start: iso(timeline.start),
      end: at(),
      hours: Math.round((minutes / 60) * timeline.scale * 100) / 100,
      squeezed: timeline.squeezed,
    },
  };
}
