import type { LiveEventData, LiveEventType } from '@fletx/contract/events';
import type { LiveEvents } from '../../lib/live-events';

/** What hears of a load's status changes and positions, in the transaction that records them. */
export interface LoadEventListener {
  onLoadStatus(data: LiveEventData<'load.status'>): Promise<void>;
  onLoadPosition(data: LiveEventData<'load.position'>): Promise<void>;
}

/**
 * The live events of the loads' life and positions, passed on to the live stream as they are, and to the
 * tracking links and check calls (docs/product.md "Tracking links and check calls"): they run in the same
 * transaction as the change, so a check call is recorded (and its mail queued in the outbox, sent after the
 * commit) exactly when the change is, and never for a change rolled back.
 */
export class LoadEventsTap implements LiveEvents {
  private readonly listeners: LoadEventListener[] = [];

  constructor(private readonly live: LiveEvents) {}

  /** The composition root adds the listeners once the services they need are built. */
  listen(listener: LoadEventListener): void {
    this.listeners.push(listener);
  }

  async publish<T extends LiveEventType>(type: T, data: LiveEventData<T>): Promise<void> {
    await this.live.publish(type, data);
    for (const listener of this.listeners) {
      if (type === 'load.status') await listener.onLoadStatus(data as LiveEventData<'load.status'>);
      if (type === 'load.position') await listener.onLoadPosition(data as LiveEventData<'load.position'>);
    }
  }
}
