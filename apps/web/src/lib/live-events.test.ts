import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { FakeEventSource } from '../../test/fake-event-source';
import { ApiError } from './api-client';
import { createLiveEvents, type LiveEvent, type LiveStatus, reconnectDelay } from './live-events';

const ping = { loadId: 7, driverId: 3, lat: 36.1, lon: -95.4, at: '2026-11-24T10:00:00.000Z' };

function setUp({ buyTicket }: { buyTicket?: () => Promise<string> } = {}) {
  let sold = 0;
  const statuses: LiveStatus[] = [];
  const events: LiveEvent[] = [];
  const onOpened = vi.fn();
  const ticket = vi.fn(buyTicket ?? (async () => `ticket-${++sold}`));
  const client = createLiveEvents({
    buyTicket: ticket,
    onEvent: (event) => events.push(event),
    onStatus: (status) => statuses.push(status),
    onOpened,
    EventSource: FakeEventSource,
    // No jitter: the waits are exactly 1 s, 2 s, 4 s …
    random: () => 0.5,
  });
  return { client, statuses, events, onOpened, ticket };
}

/** Lets the ticket's promise settle. */
const settle = () => vi.advanceTimersByTimeAsync(0);

/** A client set up as `setUp` does, started, its first ticket's promise settled. */
async function started(options?: Parameters<typeof setUp>[0]) {
  const live = setUp(options);
  live.client.start();
  await settle();
  return live;
}

describe('reconnectDelay', () => {
  it('doubles from 1 s up to 30 s', () => {
    const waits = [0, 1, 2, 3, 4, 5, 6, 12].map((attempt) => reconnectDelay(attempt, () => 0.5));
    expect(waits).toEqual([1_000, 2_000, 4_000, 8_000, 16_000, 30_000, 30_000, 30_000]);
  });

  it('spreads each wait by ±20 %, never below 1 s nor above 30 s', () => {
    expect(reconnectDelay(2, () => 0)).toBe(3_200);
    expect(reconnectDelay(2, () => 1)).toBe(4_800);
    expect(reconnectDelay(0, () => 0)).toBe(1_000);
    expect(reconnectDelay(4, () => 1)).toBe(19_200);
    expect(reconnectDelay(5, () => 1)).toBe(30_000);
  });
});

describe('createLiveEvents', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    FakeEventSource.reset();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('buys a ticket, opens the stream with it and delivers checked events', async () => {
    const { client, statuses, events, onOpened } = await started();
    const stream = FakeEventSource.latest;
    expect(stream.url).toBe('/api/events?ticket=ticket-1');
    expect(statuses).toEqual(['connecting']);

    // The page read its data before the stream opened: what happened meanwhile is read again, once.
    expect(onOpened).not.toHaveBeenCalled();
    stream.open();
    expect(statuses.at(-1)).toBe('live');
    expect(onOpened).toHaveBeenCalledTimes(1);
    stream.emit('load.position', ping, '41');
    stream.emit('load.position', { loadId: 'not a number' }, '42');
    stream.emit(
      'notification',
      { notificationId: 5, type: 'report', entityType: 'report', entityId: 9 },
      '43',
    );
    expect(events).toEqual([
      { type: 'load.position', id: '41', data: ping },
      {
        type: 'notification',
        id: '43',
        data: { notificationId: 5, type: 'report', entityType: 'report', entityId: 9 },
      },
    ]);
    expect(client.lastEventId).toBe('43');
    client.stop();
  });

  it('reconnects after a drop with back-off, a fresh ticket and the last event id', async () => {
    const { client, statuses, onOpened, ticket } = await started();
    const first = FakeEventSource.latest;
    first.open();
    first.emit('load.position', ping, '41');

    first.fail();
    expect(first.closed).toBe(true);
    expect(statuses.at(-1)).toBe('reconnecting');
    await vi.advanceTimersByTimeAsync(999);
    expect(FakeEventSource.instances).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(1);
    const second = FakeEventSource.latest;
    expect(ticket).toHaveBeenCalledTimes(2);
    expect(second.param('ticket')).toBe('ticket-2');
    expect(second.param('lastEventId')).toBe('41');

    // The new stream fails before it opens: the next wait doubles (2 s), then 4 s.
    second.fail();
    await vi.advanceTimersByTimeAsync(1_999);
    expect(FakeEventSource.instances).toHaveLength(2);
    await vi.advanceTimersByTimeAsync(1);
    expect(FakeEventSource.instances).toHaveLength(3);
    FakeEventSource.latest.fail();
    await vi.advanceTimersByTimeAsync(3_999);
    expect(FakeEventSource.instances).toHaveLength(3);
    await vi.advanceTimersByTimeAsync(1);
    const fourth = FakeEventSource.latest;
    expect(fourth.param('ticket')).toBe('ticket-4');
    expect(fourth.param('lastEventId')).toBe('41');

    // Once for the first stream; the failed attempts open nothing.
    expect(onOpened).toHaveBeenCalledTimes(1);
    fourth.open();
    expect(statuses.at(-1)).toBe('live');
    expect(onOpened).toHaveBeenCalledTimes(2);

    // Open again: the back-off starts over at 1 s.
    fourth.fail();
    await vi.advanceTimersByTimeAsync(1_000);
    expect(FakeEventSource.instances).toHaveLength(5);
    client.stop();
  });

  it('retries when the ticket cannot be bought, and never keeps the stream of an older ticket', async () => {
    let calls = 0;
    const { client, statuses, onOpened } = await started({
      buyTicket: async () => {
        calls += 1;
        if (calls === 1) throw new ApiError({ statusCode: 0, error: 'NetworkError', message: 'offline' });
        return `ticket-${calls}`;
      },
    });
    expect(FakeEventSource.instances).toHaveLength(0);
    expect(statuses.at(-1)).toBe('reconnecting');
    await vi.advanceTimersByTimeAsync(1_000);
    const stream = FakeEventSource.latest;
    expect(stream.param('ticket')).toBe('ticket-2');
    // The page was read before the stream could open: what happened meanwhile is read again.
    stream.open();
    expect(onOpened).toHaveBeenCalledTimes(1);
    client.stop();
  });

  it('stops for good when the ticket is refused (not back-office staff)', async () => {
    const { statuses, ticket } = await started({
      buyTicket: async () => {
        throw new ApiError({ statusCode: 403, error: 'Forbidden', message: 'no' });
      },
    });
    expect(statuses.at(-1)).toBe('off');
    await vi.advanceTimersByTimeAsync(60_000);
    expect(ticket).toHaveBeenCalledTimes(1);
    expect(FakeEventSource.instances).toHaveLength(0);
  });

  it('closes on stop and does not reconnect, even with a ticket on its way', async () => {
    const { client, statuses } = await started();
    const stream = FakeEventSource.latest;
    stream.open();
    client.stop();
    expect(stream.closed).toBe(true);
    expect(statuses.at(-1)).toBe('off');
    stream.fail();
    await vi.advanceTimersByTimeAsync(60_000);
    expect(FakeEventSource.instances).toHaveLength(1);

    // Stopped while the ticket is being bought: no stream opens.
    client.start();
    client.stop();
    await vi.advanceTimersByTimeAsync(60_000);
    expect(FakeEventSource.instances).toHaveLength(1);
  });

  it('stays off in a browser without EventSource', () => {
    const statuses: LiveStatus[] = [];
    const buyTicket = vi.fn(async () => 'ticket');
    const client = createLiveEvents({
      buyTicket,
      onEvent: () => undefined,
      onStatus: (status) => statuses.push(status),
      onOpened: () => undefined,
      EventSource: undefined,
    });
    client.start();
    expect(statuses).toEqual(['off']);
    expect(buyTicket).not.toHaveBeenCalled();
  });
});
