import type { EventSourceLike } from '../src/lib/live-events';

/**
 * A stand-in for the browser's EventSource (jsdom has none): it records the URL it was opened with, and the
 * test plays the server: `open()`, `emit()` an event with its id, `fail()` the connection.
 */
export class FakeEventSource implements EventSourceLike {
  static instances: FakeEventSource[] = [];

  /** The newest stream opened. */
  static get latest(): FakeEventSource {
    const last = FakeEventSource.instances.at(-1);
    if (!last) throw new Error('no EventSource was opened');
    return last;
  }

  static reset(): void {
    FakeEventSource.instances = [];
  }

  onopen: ((event: Event) => void) | null = null;
  onerror: ((event: Event) => void) | null = null;
  closed = false;
  private readonly listeners = new Map<string, Array<(event: MessageEvent<string>) => void>>();

  constructor(readonly url: string) {
    FakeEventSource.instances.push(this);
  }

  addEventListener(type: string, listener: (event: MessageEvent<string>) => void): void {
    this.listeners.set(type, [...(this.listeners.get(type) ?? []), listener]);
  }

  close(): void {
    this.closed = true;
  }

  /** The query parameter `name` of the URL the stream was opened with. */
  param(name: string): string | null {
    return new URL(this.url, 'http://localhost').searchParams.get(name);
  }

  open(): void {
    this.onopen?.(new Event('open'));
  }

  fail(): void {
    this.onerror?.(new Event('error'));
  }

  emit(type: string, data: unknown, id: string): void {
    const event = new MessageEvent<string>(type, { data: JSON.stringify(data), lastEventId: id });
    for (const listener of this.listeners.get(type) ?? []) listener(event);
  }
}
