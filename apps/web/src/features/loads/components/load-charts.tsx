import '@mantine/charts/styles.css';
import { BarChart } from '@mantine/charts';
import { Paper, SimpleGrid, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { QueryContent } from '../../../components/layouts/query-content';
import { formatChartMoney, formatCount, formatDate } from '../../../lib/format';
import { useLoadMetrics, useWeeklyRevenue } from '../api/get-load-stats';

/** Tall enough for a label per status (up to 16) without pushing the tables far down. */
const CHART_HEIGHT = 240;
const REVENUE_WEEKS = 12;

function ChartCard({ title, note, children }: { title: string; note: string; children: ReactNode }) {
  return (
    <Paper withBorder radius="md" p="sm">
      <Text size="sm" fw={600}>
        {title}
      </Text>
      <Text size="xs" c="dimmed" mb="xs">
        {note}
      </Text>
      {children}
    </Paper>
  );
}

/** Loads per status now, from the load counters (docs/product.md "Load charts"). */
function StatusChart() {
  const metrics = useLoadMetrics();
  return (
    <ChartCard title="Loads by status" note="Every load, by its status now.">
      <QueryContent query={metrics}>
        {(response) => (
          <BarChart
            h={CHART_HEIGHT}
            data={response.data.byStatus.map((s) => ({ status: s.name, Loads: s.count }))}
            dataKey="status"
            series={[{ name: 'Loads', color: 'blue.6' }]}
            orientation="vertical"
            yAxisProps={{ width: 200, interval: 0, tick: { fontSize: 11 } }}
            valueFormatter={formatCount}
            gridAxis="y"
            tickLine="none"
          />
        )}
      </QueryContent>
    </ChartCard>
  );
}

/** Trip rates plus accessorials of the loads delivered each ISO week, the last 12 weeks. */
function RevenueChart() {
  const revenue = useWeeklyRevenue(REVENUE_WEEKS, true);
  return (
    <ChartCard
      title="Revenue per week"
      note={`Trip rates and accessorials of the loads delivered, the last ${REVENUE_WEEKS} weeks (weeks start on Monday, UTC).`}
    >
      <QueryContent query={revenue}>
        {(response) => (
          <BarChart
            h={CHART_HEIGHT}
            data={response.data.weeks.map((w) => ({
              week: formatDate(w.start).slice(0, 5),
              Revenue: w.revenue,
            }))}
            dataKey="week"
            series={[{ name: 'Revenue', color: 'teal.6' }]}
            valueFormatter={formatChartMoney}
            yAxisProps={{ width: 80 }}
            gridAxis="x"
            tickLine="none"
          />
        )}
      </QueryContent>
    </ChartCard>
  );
}

/** The charts of the Loads page; loaded only when the Charts section opens (React.lazy). */
export default function LoadCharts({ withRevenue }: { withRevenue: boolean }) {
  return (
    <SimpleGrid cols={{ base: 1, md: withRevenue ? 2 : 1 }} spacing="sm">
      <StatusChart />
      {withRevenue ? <RevenueChart /> : null}
    </SimpleGrid>
  );
}
