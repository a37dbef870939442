import '@mantine/charts/styles.css';
import { AGING_BUCKET_LABELS, AGING_BUCKETS, type AgingBucket } from '@fletx/contract/invoices';
import { BarChart } from '@mantine/charts';
import { formatChartMoney } from '../../lib/format';

/**
 * The charts of receivables (docs/product.md "Invoices and receivables"). This module brings @mantine/charts
 * and recharts: only the Invoices screens and the broker profile load it, lazily (React.lazy), so no other
 * page downloads them.
 */

/**
 * The compact chart's dollar axis: three even ticks (0, half, top), all shown — at its height recharts' five
 * would touch and it would drop one ($60,000 of 0–80,000), leaving the axis uneven; wide enough for
 * "$80,000".
 */
const COMPACT_Y_AXIS = { tickCount: 3, interval: 0, width: 64 } as const;

/**
 * One series of amounts in dollars, a bar per row, read against the horizontal grid: the look of both
 * receivables charts. `compact`: lower, with thinner rounding and no ticks (the broker profile's revenue).
 */
function MoneyBarChart<K extends string, S extends string>({
  label,
  data,
  dataKey,
  series,
  color,
  compact = false,
}: {
  label: string;
  data: ReadonlyArray<Record<K, string> & Record<S, number>>;
  dataKey: K;
  series: S;
  color: string;
  compact?: boolean;
}) {
  return (
    <BarChart
      h={compact ? 140 : 180}
      data={[...data]}
      dataKey={dataKey}
      series={[{ name: series, color }]}
      valueFormatter={formatChartMoney}
      withLegend={false}
      gridAxis="y"
      tickLine={compact ? 'none' : 'y'}
      yAxisProps={compact ? COMPACT_Y_AXIS : undefined}
      barProps={{ radius: compact ? 2 : 3 }}
      aria-label={label}
    />
  );
}

/** The open balance by age, one bar per bucket (current, 1–30, 31–60, 61–90, 90+ days past due). */
export function AgingChart({ totals }: { totals: Record<AgingBucket, number> }) {
  const data = AGING_BUCKETS.map((bucket) => ({
    age: AGING_BUCKET_LABELS[bucket],
    Balance: totals[bucket],
  }));
  return (
    <MoneyBarChart label="Receivables by age" data={data} dataKey="age" series="Balance" color="orange.6" />
  );
}

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

/** `yyyy-MM` as "Nov 26". */
const monthLabel = (month: string) => {
  const [year, index] = month.split('-');
  return `${MONTHS[Number(index) - 1] ?? month} ${year?.slice(2) ?? ''}`;
};

/** The amount invoiced each month (the last 12 months, oldest first). */
export function RevenueChart({ months }: { months: ReadonlyArray<{ month: string; amount: number }> }) {
  const data = months.map((m) => ({ month: monthLabel(m.month), Revenue: m.amount }));
  return (
    <MoneyBarChart
      label="Revenue per month"
      data={data}
      dataKey="month"
      series="Revenue"
      color="indigo.6"
      compact
    />
  );
}
