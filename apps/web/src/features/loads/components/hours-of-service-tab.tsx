import { DUTY_STATUS_LABELS, DUTY_STATUSES } from '@fletx/contract/duty';
import { formatDuration } from '@fletx/contract/hos';
import type { HoursOfServiceData, LoadStatusHistoryItem } from '@fletx/contract/tracking';
import { SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { IconBed, IconClockHour4, IconCoffee, IconTruckDelivery } from '@tabler/icons-react';
import { PageCard } from '../../../components/cards/page-card';
import { StatCard } from '../../../components/cards/stat-card';
import { LoadedQuery } from '../../../components/layouts/query-content';
import { DataTable } from '../../../components/table/data-table';
import { EMPTY_VALUE, formatDate, formatDateTime } from '../../../lib/format';
import { useHoursOfService } from '../api/get-load-details';

type DayRow = HoursOfServiceData['days'][number]['info'][number] & { key: string };

const time = (value: string | null) => (value ? formatDateTime(value, { utc: true }) : EMPTY_VALUE);
const place = (lat: number, lon: number) => `${lat.toFixed(4)}, ${lon.toFixed(4)}`;
/** A day's time in each duty status (docs/product.md "Hours of service": per-day totals per status). */
const dayTotals = (totals: HoursOfServiceData['days'][number]['totals']) =>
  DUTY_STATUSES.map((status) => `${DUTY_STATUS_LABELS[status]} ${formatDuration(totals[status])}`).join(
    ' · ',
  );

/** /fletx/load-details/hours-of-service?id: the cards, the per-day table and the load-details table. */
export function HoursOfServiceTab({ loadId }: { loadId: number }) {
  return (
    <LoadedQuery
      query={useHoursOfService(loadId)}
      loading="Loading hours of service"
      failed="Hours of service could not be loaded."
    >
      {({ data }) => <HoursOfService data={data} />}
    </LoadedQuery>
  );
}

function HoursOfService({ data }: { data: HoursOfServiceData }) {
  const { total_hos, rest_time, sleeper_berth, unloading_time } = data;
  return (
    <Stack gap="md">
      <Text size="sm" c="dimmed">
        {data.from
          ? `${data.driver_name ?? 'The driver'} · from ${time(data.from)} to ${time(data.to)} (UTC)`
          : 'The driver has not accepted this load yet: hours of service start at the accept.'}
      </Text>
      <SimpleGrid cols={{ base: 1, sm: 2, lg: 4 }} spacing="md">
        <StatCard
          label="Total HOS"
          value={formatDuration(total_hos.on_duty_time)}
          icon={<IconClockHour4 size={18} aria-hidden />}
          hint={`Driver time ${formatDuration(total_hos.driver_time)} · Loading/unloading ${formatDuration(
            total_hos.loading_unloading_times_total,
          )}`}
        />
        <StatCard
          label="Rest time"
          value={formatDuration(rest_time.total_rest_time)}
          icon={<IconCoffee size={18} aria-hidden />}
          color="teal"
          hint="Off duty"
        />
        <StatCard
          label="Sleeper berth"
          value={formatDuration(sleeper_berth.total_sleeper_berth_time)}
          icon={<IconBed size={18} aria-hidden />}
          color="grape"
        />
        <StatCard
          label="Unloading time"
          value={
            unloading_time.unloading_time === null ? undefined : formatDuration(unloading_time.unloading_time)
          }
          icon={<IconTruckDelivery size={18} aria-hidden />}
          color="orange"
          hint={
            <>
              {unloading_time.plant_name ?? EMPTY_VALUE}
              <br />
              Arrival {time(unloading_time.arrival_to_drop_off)}
              <br />
              Start {time(unloading_time.unloading_started)} · End {time(unloading_time.end_unloading)}
            </>
          }
        />
      </SimpleGrid>
      <PageCard>
        <Title order={3} size="h5" mb="sm">
          Service hours by day
        </Title>
        {data.days.length === 0 ? (
          <Text size="sm" c="dimmed">
            No duty-status changes reported for this load yet.
          </Text>
        ) : (
          <Stack gap="md">
            {data.days.map((day) => (
              <Stack key={day.date} gap={4}>
                <DataTable<DayRow>
                  label={`Service hours on ${formatDate(day.date)}`}
                  rows={day.info.map((entry, i) => ({ ...entry, key: `${day.date}-${i}` }))}
                  getRowKey={(row) => row.key}
                  columns={[
                    {
                      key: 'status',
                      header: `${formatDate(day.date)} · Status`,
                      render: (row) =>
                        `${DUTY_STATUS_LABELS[row.status]}${row.continued ? ' (continued)' : ''}`,
                    },
                    {
                      key: 'location',
                      header: 'Location',
                      render: (row) => place(row.location.lat, row.location.lon),
                    },
                    { key: 'start', header: 'Start time', render: (row) => time(row.startTime) },
                  ]}
                />
                <Text size="xs" c="dimmed" data-testid={`hos-day-totals-${day.date}`}>
                  Totals: {dayTotals(day.totals)}
                </Text>
              </Stack>
            ))}
          </Stack>
        )}
      </PageCard>
      <PageCard>
        <Title order={3} size="h5" mb="sm">
          Load details
        </Title>
        <DataTable<LoadStatusHistoryItem>
          label="Load details"
          rows={data.history}
          getRowKey={(row) => row.no}
          columns={[
            { key: 'no', header: 'No.', render: (row) => row.no, width: 60 },
            { key: 'status', header: 'Status', render: (row) => row.status },
            { key: 'comments', header: 'Comments', render: (row) => row.comments || EMPTY_VALUE },
            // In UTC like the rest of the tab, so that a step and the duty change it came with read alike.
            { key: 'at', header: 'Time and Date', render: (row) => time(row.at) },
          ]}
        />
      </PageCard>
    </Stack>
  );
}
