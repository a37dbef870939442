import '@mantine/charts/styles.css';
import type { ProfitRow, ProfitWeek } from '@fletx/contract/profit';
import { BarChart } from '@mantine/charts';
import { formatChartMoney, formatDate } from '../../../lib/format';

/**
 * The profit screen's charts (docs/product.md "Profit"): @mantine/charts and recharts, loaded lazily by the
 * screen alone (like the receivables' charts), so no other page downloads them.
 */

/** Revenue and costs of each week's deliveries, side by side, `h` pixels high (the lane chart's height beside it). */
export function WeeklyChart({ weeks, h }: { weeks: ReadonlyArray<ProfitWeek>; h: number }) {
  const data = weeks.map((w) => ({
    week: formatDate(w.weekStart).slice(0, 5),
    Revenue: w.revenue,
    Costs: w.costs,
  }));
  return (
    <BarChart
      h={h}
      data={data}
      dataKey="week"
      series={[
        { name: 'Revenue', color: 'indigo.6' },
        { name: 'Costs', color: 'orange.6' },
      ]}
      valueFormatter={formatChartMoney}
      withLegend
      gridAxis="y"
      barProps={{ radius: 3 }}
      aria-label="Revenue and costs per week"
    />
  );
}

/**
 * The margin of each lane (pickup state → delivery state), best first; a lane that loses money in red. `h` gives
 * each lane its row (the page's `chartHeight`).
 */
export function LaneMarginChart({ lanes, h }: { lanes: ReadonlyArray<ProfitRow>; h: number }) {
  const data = lanes.map((l) => ({ lane: l.label, Margin: l.margin }));
  return (
    <BarChart
      h={h}
      data={data}
      dataKey="lane"
      orientation="vertical"
      series={[{ name: 'Margin', color: 'teal.6' }]}
      getBarColor={(value) => (value < 0 ? 'red.6' : 'teal.6')}
      valueFormatter={formatChartMoney}
      withLegend={false}
      gridAxis="x"
      barProps={{ radius: 3 }}
      yAxisProps={{ width: 90 }}
      aria-label="Margin by lane"
    />
  );
}
