import type { LiveEventData, LiveEventType } from '@fletx/contract/events';

/**
 * What services tell the live-update stream (modules/events implements it): written in the transaction of
 * the change, pushed to every open stream of every process once it commits, never when it rolls back.
 */
export interface LiveEvents {
  publish<T extends LiveEventType>(type: T, data: LiveEventData<T>): Promise<void>;
}
