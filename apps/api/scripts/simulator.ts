import type { DutyStatus } from '@fletx/contract/duty';
import { greatCirclePoint, type LatLon } from '@fletx/contract/geo';

/**
 * Drives one load through a whole trip with the driver API, as a driver's phone would (DESIGN.md "Where
 * hours of service, tracks and reports come from"): log in, accept, duty changes, status steps 4 → 10,
 * location pings along the great circle between pickup and delivery (with a little jitter), one alert
 * report, and a proof of delivery. Times are the real clock (the server stamps status changes itself);
 * `speed` is how many simulated minutes pass per real minute (the waits between steps shrink by it).
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
}

/** Demo drivers' password (apps/api/src/seed/demo.ts). */
export const DEMO_DRIVER_PASSWORD = 'Fletx#Demo2026';

const TRANSIT_STEPS = 40;
const AWAITING_CONFIRMATION = 16;
const PING_BATCH = 5;

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

interface DriverLoadItem {
  id: number;
  loadbook_status_id: number;
  id_number: string;
  pickup: LatLon | null;
  delivery: LatLon | null;
}

export async function simulateTrip(options: SimulateOptions): Promise<SimulateResult> {
  const log = options.log ?? (() => {});
  const base = options.base.replace(/\/$/, '');
  const wait = (simulatedMinutes: number) =>
    new Promise((resolve) =>
      setTimeout(resolve, (simulatedMinutes * 60_000) / Math.max(options.speed, 1e-6)),
    );
  let token = '';

  async function call(method: string, path: string, body?: unknown): Promise<Response> {
    const response = await fetch(`${base}/api${path}`, {
      method,
      headers: {
        ...(token ? { authorization: `Bearer ${token}` } : {}),
        ...(body === undefined ? {} : { 'content-type': 'application/json' }),
      },
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    });
    return response;
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
  let here: LatLon = { lat: pickup.lat + 0.15, lon: pickup.lon - 0.15 };
  let pings = 0;
  let dutyChanges = 0;
  let pending: { lat: number; lon: number; at: string }[] = [];

  const flush = async () => {
    if (pending.length === 0) return;
    await must('POST', `/driver/loads/${load.id}/locations`, { points: pending });
    pings += pending.length;
    pending = [];
  };
  const ping = async (at: LatLon) => {
    here = at;
    pending.push({ lat: at.lat, lon: at.lon, at: new Date().toISOString() });
    if (pending.length >= PING_BATCH) await flush();
  };
  const duty = async (next: DutyStatus) => {
    await must('POST', '/driver/duty', {
      status: next,
      at: new Date().toISOString(),
      lat: here.lat,
      lon: here.lon,
    });
    dutyChanges += 1;
    log(`  duty → ${next}`);
  };
  const advance = async () => {
    await flush();
    const moved = (await must('POST', `/driver/loads/${load.id}/advance`)) as {
      data: { loadbook_status_id: number; status_name: string };
    };
    status = moved.data.loadbook_status_id;
    log(`  status → ${status} ${moved.data.status_name}`);
  };
  /** Drives from `from` to `to` in `steps` pings, `minutes` simulated minutes apart. */
  const drive = async (
    from: LatLon,
    to: LatLon,
    steps: number,
    minutes: number,
    onStep?: (i: number) => Promise<void>,
  ) => {
    for (let i = 1; i <= steps; i++) {
      const p = greatCirclePoint(from, to, i / steps);
      const edge = i === steps ? 0 : 1;
      await ping({ lat: p.lat + jitter(i, 0.02) * edge, lon: p.lon + jitter(i + 7, 0.02) * edge });
      if (onStep) await onStep(i);
      await wait(minutes);
    }
  };

  if (status === 2) {
    await must('POST', `/driver/loads/${load.id}/accept`);
    status = 4;
    log('  accepted');
  }
  if (status < 4 || status > 10)
    throw new Error(`Load ${load.id} is in status ${status}: nothing to simulate.`);

  if (status === 4) {
    await duty('on_duty');
    await wait(15);
    await advance(); // 5 on the way to pickup
  }
  if (status === 5) {
    await duty('driving');
    await drive(here, pickup, 5, 6);
    await advance(); // 6 at pickup
  }
  if (status === 6) {
    await duty('on_duty');
    await wait(90);
    await advance(); // 7 loaded
  }
  let report: SimulateResult['report'] = 'unavailable';
  if (status === 7) {
    await advance(); // 8 in transit
  }
  if (status === 8) {
    await duty('driving');
    const start = here;
    await drive(start, delivery, TRANSIT_STEPS, 15, async (i) => {
      if (i === Math.floor(TRANSIT_STEPS / 3)) {
        await flush();
        await duty('off_duty');
        await wait(30);
        await duty('driving');
      }
      if (i === Math.floor(TRANSIT_STEPS / 2)) {
        const r = await call('POST', `/driver/loads/${load.id}/reports`, {
          type: 'alert',
          text: 'Heavy traffic after an accident on the interstate; expect a 45-minute delay.',
        });
        report = r.ok ? 'sent' : 'unavailable';
        log(`  report → ${r.status}`);
        await flush();
        await duty('sleeper_berth');
        await wait(8 * 60);
        await duty('driving');
      }
    });
    await advance(); // 9 at delivery
  }
  if (status === 9) {
    await duty('on_duty');
    await wait(60);
    await advance(); // 10 delivered
  }
  const form = new FormData();
  form.append('file', new Blob([tinyPdf(`POD ${load.id_number}`)], { type: 'application/pdf' }), 'pod.pdf');
  const pod = await fetch(`${base}/api/driver/loads/${load.id}/documents`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}` },
    body: form,
  });
  log(`  proof of delivery → ${pod.status}`);
  await duty('off_duty');
  await flush();
  return { status, pings, dutyChanges, report, proofOfDelivery: pod.status === 201 };
}
