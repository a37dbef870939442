import { waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../../test/test-utils';
import { RevenueChart } from './receivables-charts';

/** A broker's last months: nothing, then about $60,000 to $64,000 a month (the demo's Sep–Nov 2026). */
const MONTHS = [
  { month: '2026-08', amount: 0 },
  { month: '2026-09', amount: 61_200 },
  { month: '2026-10', amount: 64_050.5 },
  { month: '2026-11', amount: 60_400 },
];

afterEach(() => vi.restoreAllMocks());

describe("the broker's revenue chart", () => {
  it('marks its dollar axis with even ticks it can all show at its height', async () => {
    // jsdom lays nothing out: the chart's container is given the size of the broker profile's card.
    vi.spyOn(HTMLElement.prototype, 'getBoundingClientRect').mockReturnValue(
      DOMRect.fromRect({ width: 800, height: 140 }),
    );
    const { container } = renderWithProviders(<RevenueChart months={MONTHS} />);
    // The dollar axis's labels, top to bottom, with their height on the chart.
    const ticks = () =>
      [...container.querySelectorAll('text')]
        .filter((t) => t.textContent?.startsWith('$'))
        .map((t) => ({
          dollars: Number(t.textContent?.replace(/[$,]/g, '')),
          y: Number(t.getAttribute('y')),
        }));
    await waitFor(() => expect(ticks().length).toBeGreaterThan(1));
    const [first, second] = ticks();
    const step = (second?.dollars ?? 0) - (first?.dollars ?? 0);
    expect(ticks().map((t) => t.dollars)).toEqual(ticks().map((_, i) => i * step));
    expect(Math.max(...ticks().map((t) => t.dollars))).toBeGreaterThanOrEqual(64_050.5);
    // Labels closer than a line and a half of text touch: recharts would then hide one and leave a gap.
    const gap = Math.abs((first?.y ?? 0) - (second?.y ?? 0));
    expect(gap).toBeGreaterThanOrEqual(40);
  });
});
