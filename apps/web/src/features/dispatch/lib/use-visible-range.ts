import { type UIEvent, useCallback, useRef, useState } from 'react';

/**
 * The items of a list of fixed-height items that a scroller shows, and `overscan` more on each side (a quick
 * scroll shows no gap): the board's rows and the queue's loads draw only those. Every load drawn is a drag
 * source, and a drag draws every source again at its start, end and each row it crosses (docs/performance.md
 * "Dispatch board"). `ref` and `onScroll` go on the scroller; the range is read again once a frame while it
 * scrolls.
 */
export function useVisibleRange(itemHeight: number, overscan: number) {
  const [range, setRange] = useState({ first: 0, last: 20 });
  const frame = useRef<number | null>(null);
  const ref = useCallback(
    (element: HTMLDivElement | null) => {
      if (!element) return;
      const first = Math.max(0, Math.floor(element.scrollTop / itemHeight) - overscan);
      const last = Math.ceil((element.scrollTop + element.clientHeight) / itemHeight) + overscan;
      setRange((r) => (r.first === first && r.last === last ? r : { first, last }));
    },
    [itemHeight, overscan],
  );
  const onScroll = useCallback(
    (event: UIEvent<HTMLDivElement>) => {
      const element = event.currentTarget;
      if (frame.current !== null) return;
      frame.current = requestAnimationFrame(() => {
        frame.current = null;
        ref(element);
      });
    },
    [ref],
  );
  return { range, ref, onScroll };
}
