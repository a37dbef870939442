import '@mantine/charts/styles.css';
import { AGING_BUCKET_LABELS, AGING_BUCKETS, type AgingBucket } from '@fletx/contract/invoices';
import { BarChart } from '@mantine/charts';
import { formatMoney } from '../../lib/format';

/**
 * The charts of receivables (docs/product.md "Invoices and receivables"). This module brings @mantine/charts
 * and recharts: only the Invoices screens and the broker profile load it, lazily (React.lazy), so no other
 * page downloads them.
 */

const moneyTick = (value: number) => formatMoney(value).replace(/\.00$/, '');

/** The open balance by age, one bar per bucket (current, 1–30, 31–60, 61–90, 90+ days past due). */
export function AgingChart({ totals }: { totals: Record<AgingBucket, number> }) {
  const data = AGING_BUCKETS.map((bucket) => ({
    age: AGING_BUCKET_LABELS[bucket],
    Balance: totals[bucket],
  }));
  return (
    <BarChart
      h={180}
      data={data}
      dataKey="age"
      series={[{ name: 'Balance', color: 'orange.6' }]}
      valueFormatter={moneyTick}
      withLegend={false}
      gridAxis="y"
      tickLine="y"
      barProps={{ radius: 3 }}
      aria-label="Receivables by age"
    />
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
  return (
    <BarChart
      h={140}
      data={months.map((m) => ({ month: monthLabel(m.month), Revenue: m.amount }))}
      dataKey="month"
      series={[{ name: 'Revenue', color: 'indigo.6' }]}
      valueFormatter={moneyTick}
      withLegend={false}
      gridAxis="y"
      tickLine="none"
      barProps={{ radius: 2 }}
      aria-label="Revenue per month"
    />
  );
}
