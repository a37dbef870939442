import { brokerReceivablesResponse } from '@fletx/contract/invoices';
import { can } from '@fletx/contract/roles';
import { Grid, Skeleton, Stack, Text } from '@mantine/core';
import { lazy, Suspense } from 'react';
import { InfoField as Field } from '../../../components/cards/info-field';
import { PageCard } from '../../../components/cards/page-card';
import { formatMoney } from '../../../lib/format';
import { queryKeys } from '../../../lib/query-keys';
import { useApiQuery } from '../../../lib/react-query';
import { useSession } from '../../../lib/session';

const RevenueChart = lazy(async () => ({
  default: (await import('../../../components/charts/receivables-charts')).RevenueChart,
}));

/** GET /api/invoices/brokers/{brokerId}/summary */
const useBrokerReceivables = (brokerId: number, enabled: boolean) =>
  useApiQuery(
    queryKeys.invoices.brokerSummary(brokerId),
    `/invoices/brokers/${brokerId}/summary`,
    brokerReceivablesResponse,
    { enabled },
  );

/**
 * The broker's receivables (docs/product.md "Invoices and receivables"): open and overdue balance, the
 * average days to pay and the revenue of each of the last 12 months. Carriers and Admin users only.
 */
export function BrokerReceivables({ brokerId }: { brokerId: number }) {
  const { user } = useSession();
  const allowed = can(user?.role, 'manageInvoices');
  const summary = useBrokerReceivables(brokerId, allowed);
  if (!allowed) return null;
  const data = summary.data?.data;
  return (
    <PageCard title="Receivables" description="Invoices sent to this broker">
      {summary.error ? (
        <Text size="sm" c="red">
          The receivables could not be loaded.
        </Text>
      ) : !data ? (
        <Skeleton h={140} />
      ) : (
        <Grid gap="md" align="center">
          <Grid.Col span={{ base: 12, md: 3 }}>
            <Stack gap="sm">
              <Field label="Open balance">{formatMoney(data.openBalance)}</Field>
              <Field label="Overdue">
                <Text span size="sm" c={data.overdueBalance > 0 ? 'red' : undefined} fw={600}>
                  {formatMoney(data.overdueBalance)}
                </Text>
              </Field>
              <Field label="Average days to pay">
                {data.averageDaysToPay === null
                  ? 'No paid invoice yet'
                  : `${Math.round(data.averageDaysToPay)} days`}
              </Field>
            </Stack>
          </Grid.Col>
          <Grid.Col span={{ base: 12, md: 9 }}>
            <Text size="xs" c="dimmed" fw={600} tt="uppercase" mb={4}>
              Revenue per month
            </Text>
            <Suspense fallback={<Skeleton h={140} />}>
              <RevenueChart months={data.revenueByMonth} />
            </Suspense>
          </Grid.Col>
        </Grid>
      )}
    </PageCard>
  );
}
