import type { LiveEventType } from '@fletx/contract/events';

/** One event as a stream sends it. */
export interface LiveEvent {
  id: number;
  type: LiveEventType;
  data: unknown;
  at: string;
}

export type LiveEventListener = (event: LiveEvent) => void;

/**
 * The streams open on this process and the events this process hears (every process hears every event:
 * NOTIFY on PostgreSQL, the embedded database's own NOTIFY in one process). Fan-out is a loop over the
 * listeners: each stream filters and writes what it may see.
 */
export class EventHub {
  private readonly listeners = new Set<LiveEventListener>();

  get size(): number {
    return this.listeners.size;
  }

  subscribe(listener: LiveEventListener): () => void {
    this.listeners.add(listener);
    return () => {
      this.listeners.delete(listener);
    };
  }

  /** A NOTIFY payload: `{ id, type, data, at }` as JSON; anything else is ignored. */
  receive(payload: string): void {
    let event: LiveEvent;
    try {
      event = JSON.parse(payload) as LiveEvent;
    } catch {
      return;
    }
    if (typeof event?.id !== 'number' || typeof event.type !== 'string') return;
    for (const listener of this.listeners) listener(event);
  }
}
