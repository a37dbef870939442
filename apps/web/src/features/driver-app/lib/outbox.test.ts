import { describe, expect, it } from 'vitest';
import { memoryStorage, Outbox, type OutboxEntry, type OutboxState, type SendResult } from './outbox';

/** A server that records what it applied, once per Idempotency-Key, and answers as told. */
function fakeServer() {
  const applied: OutboxEntry[] = [];
  const seen = new Set<string>();
  let answer: (entry: OutboxEntry) => SendResult = () => ({ ok: true });
  const calls: string[] = [];
  return {
    applied,
    calls,
    answer: (next: (entry: OutboxEntry) => SendResult) => {
      answer = next;
    },
    transport: async (entry: OutboxEntry): Promise<SendResult> => {
      calls.push(entry.key);
      const result = answer(entry);
      if (result.ok && !seen.has(entry.key)) {
        seen.add(entry.key);
        applied.push(entry);
      }
      return result;
    },
  };
}

const counter = () => {
  let n = 0;
  return () => `key-${++n}`;
};

describe('the outbox', () => {
  it('sends what was queued offline in order, with its own time, once the phone is online', async () => {
    const server = fakeServer();
    let online = false;
    const times = ['2026-11-24T08:00:00.000Z', '2026-11-24T08:05:00.000Z', '2026-11-24T08:07:00.000Z'];
    let t = 0;
    const outbox = new Outbox(memoryStorage(), server.transport, {
      isOnline: () => online,
      newKey: counter(),
      now: () => new Date(times[t++] ?? times[0] ?? ''),
    });
    await outbox.add({ kind: 'advance', loadId: 7, body: {} });
    await outbox.add({ kind: 'locations', loadId: 7, body: { points: [] } });
    await outbox.add({ kind: 'advance', loadId: 7, body: {} });
    await outbox.flush();
    expect(server.calls).toEqual([]);
    expect(outbox.snapshot().pending.map((e) => e.kind)).toEqual(['advance', 'locations', 'advance']);

    online = true;
    await outbox.flush();
    expect(server.applied.map((e) => [e.key, e.kind, e.at])).toEqual([
      ['key-1', 'advance', times[0]],
      ['key-2', 'locations', times[1]],
      ['key-3', 'advance', times[2]],
    ]);
    expect(outbox.snapshot().pending).toEqual([]);
  });

  it('keeps an entry that could not be sent (no signal, 5xx) at the head of the queue and retries it later', async () => {
    const server = fakeServer();
    const outbox = new Outbox(memoryStorage(), server.transport, { newKey: counter() });
    server.answer(() => ({ ok: false, final: false, message: 'Something went wrong on our side.' }));
    await outbox.add({ kind: 'accept', loadId: 1, body: {} });
    await outbox.add({ kind: 'advance', loadId: 1, body: {} });
    await outbox.flush();
    const [head] = outbox.snapshot().pending;
    expect(head?.key).toBe('key-1');
    expect(head?.attempts).toBeGreaterThanOrEqual(1);
    expect(head?.lastError).toBe('Something went wrong on our side.');
    expect(server.calls.every((key) => key === 'key-1')).toBe(true);

    server.answer(() => ({ ok: true }));
    await outbox.flush();
    expect(server.applied.map((e) => e.key)).toEqual(['key-1', 'key-2']);
  });

  it('never sends an entry twice at once, and a repeat of a sent key is applied once', async () => {
    const server = fakeServer();
    let release: () => void = () => {};
    const gate = new Promise<void>((resolve) => {
      release = resolve;
    });
    let sent = 0;
    const transport = async (entry: OutboxEntry) => {
      sent += 1;
      await gate;
      return server.transport(entry);
    };
    const outbox = new Outbox(memoryStorage(), transport, { newKey: counter() });
    await outbox.add({ kind: 'duty', loadId: null, body: {} });
    const runs = [outbox.flush(), outbox.flush(), outbox.flush()];
    release();
    await Promise.all(runs);
    expect(sent).toBe(1);
    expect(server.applied).toHaveLength(1);
  });

  it('survives a reload: what is stored is sent by the next app with the same keys and times', async () => {
    const shared: { state?: OutboxState } = {};
    const first = new Outbox(memoryStorage(shared), async () => ({ ok: false, final: false, message: '' }), {
      isOnline: () => false,
      newKey: counter(),
    });
    const added = await first.add({ kind: 'report', loadId: 3, body: { type: 'alert', text: 'Flat tyre' } });
    // The app is closed; a new one starts and reads the stored queue.
    const server = fakeServer();
    const second = new Outbox(memoryStorage(shared), server.transport);
    await second.load();
    expect(second.snapshot().pending.map((e) => e.key)).toEqual([added.key]);
    await second.flush();
    expect(server.applied).toEqual([
      expect.objectContaining({ key: added.key, at: added.at, kind: 'report' }),
    ]);
    expect(shared.state?.pending).toEqual([]);
  });

  it('sets aside a refusal that sending again cannot fix, shows it, and goes on with the rest', async () => {
    const server = fakeServer();
    server.answer((entry) =>
      entry.key === 'key-1'
        ? { ok: false, final: true, message: 'A load that is Delivered cannot become At delivery.' }
        : { ok: true },
    );
    const outbox = new Outbox(memoryStorage(), server.transport, { newKey: counter() });
    await outbox.add({ kind: 'advance', loadId: 1, body: {} });
    await outbox.add({ kind: 'locations', loadId: 1, body: {} });
    await outbox.flush();
    expect(server.applied.map((e) => e.key)).toEqual(['key-2']);
    expect(outbox.snapshot().failed).toEqual([
      expect.objectContaining({
        key: 'key-1',
        message: 'A load that is Delivered cannot become At delivery.',
      }),
    ]);
    await outbox.dismiss('key-1');
    expect(outbox.snapshot().failed).toEqual([]);
  });

  it('gives the id the server made for an entry to the entries queued after it, kept across a reload', async () => {
    const server = fakeServer();
    const shared: { state?: OutboxState } = {};
    let online = false;
    const outbox = new Outbox(memoryStorage(shared), server.transport, {
      isOnline: () => online,
      newKey: counter(),
    });
    const report = await outbox.add({ kind: 'inspection', loadId: null, body: {} });
    await outbox.add({ kind: 'inspection-photo', loadId: null, parentKey: report.key, item: 'tires' });
    server.answer((entry) =>
      entry.kind === 'inspection' ? { ok: true, id: 55 } : { ok: false, final: false, message: 'busy' },
    );
    online = true;
    await outbox.flush();
    expect(shared.state?.pending).toMatchObject([
      { kind: 'inspection-photo', parentKey: 'key-1', parentId: 55 },
    ]);

    const reloaded = new Outbox(memoryStorage(shared), server.transport, { isOnline: () => true });
    server.answer(() => ({ ok: true }));
    await reloaded.flush();
    expect(server.applied.map((e) => [e.kind, e.parentId])).toEqual([
      ['inspection', undefined],
      ['inspection-photo', 55],
    ]);
  });
});
