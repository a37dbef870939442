/** One server-sent event as a stream received it. */
export interface StreamFrame {
  id?: string;
  event?: string;
  data?: string;
}

/**
 * A reader of a `text/event-stream` answer: `next()` resolves with the next event (comments and `retry:`
 * lines skipped), in order; `close()` ends the request.
 */
export async function openEventStream(url: string, headers: Record<string, string> = {}) {
  const controller = new AbortController();
  const response = await fetch(url, { headers, signal: controller.signal });
  const frames: StreamFrame[] = [];
  const waiting: Array<(frame: StreamFrame) => void> = [];
  let buffer = '';
  const deliver = (frame: StreamFrame) => {
    const waiter = waiting.shift();
    if (waiter) waiter(frame);
    else frames.push(frame);
  };
  const pump = async () => {
    if (!response.body) return;
    const decoder = new TextDecoder();
    const reader = response.body.getReader();
    for (;;) {
      const { value, done } = await reader.read();
      if (done) return;
      buffer += decoder.decode(value, { stream: true });
      for (let end = buffer.indexOf('\n\n'); end >= 0; end = buffer.indexOf('\n\n')) {
        const block = buffer.slice(0, end);
        buffer = buffer.slice(end + 2);
        const frame: StreamFrame = {};
        for (const line of block.split('\n')) {
          const [field, ...rest] = line.split(': ');
          if (field === 'id' || field === 'event' || field === 'data') frame[field] = rest.join(': ');
        }
        if (frame.event) deliver(frame);
      }
    }
  };
  const pumping = pump().catch(() => {});
  return {
    response,
    next(): Promise<StreamFrame> {
      const frame = frames.shift();
      return frame ? Promise.resolve(frame) : new Promise((resolve) => waiting.push(resolve));
    },
    async close() {
      controller.abort();
      await pumping;
    },
  };
}
