import {
  LIVE_EVENT_TYPES,
  type LiveEventData,
  type LiveEventType,
  liveEventData,
} from '@fletx/contract/events';
import { ApiError, buildUrl } from './api-client';

/**
 * The live-update stream of a signed-in back-office user (docs/product.md "Live updates",
 * docs/decisions/0021-live-updates-and-several-processes.md): buys a single-use ticket, opens an
 * `EventSource` with it, remembers the last event id, and when the stream drops reconnects with back-off, a
 * fresh ticket and `lastEventId`. It knows nothing of React or of the cache: the caller routes the events.
 */

/**
 * `connecting`: the first stream of the session is being opened; `live`: a stream is open; `reconnecting`:
 * the stream dropped and another is on its way; `off`: no stream and none coming (stopped, refused, or a
 * browser without EventSource).
 */
export type LiveStatus = 'connecting' | 'live' | 'reconnecting' | 'off';

/** One event as the stream delivered it, its data checked against the contract. */
export type LiveEvent = {
  [T in LiveEventType]: { type: T; id: string; data: LiveEventData<T> };
}[LiveEventType];

/** The first wait before a reconnect, doubled on each failure up to the cap. */
export const RECONNECT_MIN_MS = 1_000;
export const RECONNECT_MAX_MS = 30_000;
/** Each wait is the doubled delay times a random factor in [1 - JITTER, 1 + JITTER], kept within the bounds. */
export const RECONNECT_JITTER = 0.2;

/**
 * The wait before reconnect number `attempt` (0 for the first after a drop): 1 s, 2 s, 4 s … 30 s, each
 * spread by ±20 % so that many tabs dropped by one restart do not all come back in the same instant.
 */
export function reconnectDelay(attempt: number, random: () => number = Math.random): number {
  const base = Math.min(RECONNECT_MAX_MS, RECONNECT_MIN_MS * 2 ** Math.max(0, attempt));
  const spread = 1 - RECONNECT_JITTER + 2 * RECONNECT_JITTER * random();
  return Math.round(Math.min(RECONNECT_MAX_MS, Math.max(RECONNECT_MIN_MS, base * spread)));
}

/** The part of `EventSource` the client uses (a test passes a small fake class). */
export type EventSourceLike = {
  onopen: ((event: Event) => void) | null;
  onerror: ((event: Event) => void) | null;
  addEventListener(type: string, listener: (event: MessageEvent<string>) => void): void;
  close(): void;
};
export type EventSourceFactory = new (url: string) => EventSourceLike;

export type LiveEventsOptions = {
  /** Buys a ticket (POST /api/events/ticket); a 403 (not back-office staff) stops the client for good. */
  buyTicket: () => Promise<string>;
  onEvent: (event: LiveEvent) => void;
  onStatus: (status: LiveStatus) => void;
  /**
   * A stream opened, the first one included: what happened before it was never heard — while the page read its
   * data and the stream was being opened, or during a drop.
   */
  onOpened: () => void;
  /** The browser's EventSource unless given; without one the client stays `off`. */
  EventSource?: EventSourceFactory | undefined;
  random?: () => number;
};

export type LiveEventsClient = {
  start(): void;
  /** Closes the stream and cancels any reconnect (logout). */
  stop(): void;
  readonly lastEventId: string | undefined;
};

export function createLiveEvents(options: LiveEventsOptions): LiveEventsClient {
  const Source = options.EventSource;
  const random = options.random ?? Math.random;
  let source: EventSourceLike | undefined;
  let timer: ReturnType<typeof setTimeout> | undefined;
  let attempt = 0;
  let lastEventId: string | undefined;
  /** Bumped by stop() and every new connection: callbacks of an older one do nothing. */
  let generation = 0;
  let running = false;

  const setStatus = (status: LiveStatus) => options.onStatus(status);

  const halt = () => {
    running = false;
    generation += 1;
    if (timer !== undefined) clearTimeout(timer);
    timer = undefined;
    source?.close();
    source = undefined;
    setStatus('off');
  };

  const scheduleReconnect = () => {
    if (!running) return;
    source?.close();
    source = undefined;
    generation += 1;
    setStatus('reconnecting');
    const delay = reconnectDelay(attempt, random);
    attempt += 1;
    if (timer !== undefined) clearTimeout(timer);
    timer = setTimeout(() => {
      timer = undefined;
      void connect();
    }, delay);
  };

  const listen = (stream: EventSourceLike, mine: number) => {
    stream.onopen = () => {
      if (mine !== generation) return;
      attempt = 0;
      setStatus('live');
      options.onOpened();
    };
    // The browser would retry with the same URL, but a ticket opens one stream only: close, buy anew.
    stream.onerror = () => {
      if (mine === generation) scheduleReconnect();
    };
    for (const type of LIVE_EVENT_TYPES) {
      stream.addEventListener(type, (message) => {
        if (mine !== generation) return;
        if (message.lastEventId) lastEventId = message.lastEventId;
        let raw: unknown;
        try {
          raw = JSON.parse(message.data);
        } catch {
          return;
        }
        const parsed = liveEventData[type].safeParse(raw);
        if (!parsed.success) return;
        options.onEvent({ type, id: message.lastEventId, data: parsed.data } as LiveEvent);
      });
    }
  };

  const connect = async () => {
    if (!running || !Source) return;
    const mine = ++generation;
    let ticket: string;
    try {
      ticket = await options.buyTicket();
    } catch (error) {
      if (mine !== generation) return;
      // Not back-office staff (a driver's token), or no session at all: nothing to reconnect to.
      if (error instanceof ApiError && (error.statusCode === 403 || error.statusCode === 401)) halt();
      else scheduleReconnect();
      return;
    }
    if (mine !== generation) return;
    const url = buildUrl('/events', { ticket, lastEventId });
    source = new Source(url);
    listen(source, mine);
  };

  return {
    start() {
      if (running) return;
      if (!Source) {
        setStatus('off');
        return;
      }
      running = true;
      attempt = 0;
      lastEventId = undefined;
      setStatus('connecting');
      void connect();
    },
    stop: halt,
    get lastEventId() {
      return lastEventId;
    },
  };
}
