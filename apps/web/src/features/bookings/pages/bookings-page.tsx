import { BOOKING_STATUS, type Booking, bookingMessages } from '@fletx/contract/bookings';
import { Badge, Group, Stack, Text } from '@mantine/core';
import { IconCalendarX, IconPlus, IconTruckLoading } from '@tabler/icons-react';
import { Link, useNavigate } from 'react-router';
import { IconButton } from '../../../components/buttons/icon-button';
import { LinkButton } from '../../../components/buttons/link-button';
import { PageCard } from '../../../components/cards/page-card';
import { DateRangeFields, daysBackwards } from '../../../components/form/date-range-fields';
import { ContentLayout } from '../../../components/layouts/content-layout';
import { showError, showSuccess } from '../../../components/popups/popups';
import { CsvDownloadButton } from '../../../components/table/csv-download-button';
import { DataTable, type DataTableColumn, pagedTableProps } from '../../../components/table/data-table';
import { laneColumn } from '../../../components/table/lane-cell';
import { NowrapText } from '../../../components/table/nowrap-text';
import {
  actionsColumn,
  EditRowAction,
  RowAction,
  ViewRowAction,
} from '../../../components/table/row-actions';
import { paths } from '../../../config/paths';
import { listParam, useListParams } from '../../../hooks/use-list-params';
import { getErrorMessage } from '../../../lib/api-client';
import { formatDate, formatMoney } from '../../../lib/format';
import { useBookings } from '../api/get-bookings';
import { useTurnBookingIntoLoad } from '../api/turn-booking-into-load';

const COLUMNS = (toLoad: (b: Booking) => void, busy: number | undefined): DataTableColumn<Booking>[] => [
  {
    key: 'idNumber',
    header: 'ID number',
    render: (b) => <NowrapText fw={600}>{b.idNumber}</NowrapText>,
  },
  { key: 'broker', header: 'Broker', render: (b) => b.companyName },
  { key: 'pickupDate', header: 'Pickup date', render: (b) => formatDate(b.datePickup), width: 110 },
  laneColumn((b) => ({
    fromCity: b.cityPickup,
    fromState: b.stateCodePickup,
    toCity: b.cityDelivery,
    toState: b.stateCodeDelivery,
  })),
  {
    key: 'equipment',
    header: 'Equipment',
    hideBelow: 'lg',
    render: (b) => [b.trailerTypeName, b.lenght].filter(Boolean).join(' · '),
  },
  { key: 'loadType', header: 'Load type', render: (b) => b.loadType ?? '—', width: 90 },
  {
    key: 'rate',
    header: 'Trip rate',
    render: (b) => formatMoney(b.freightCompany),
    align: 'right',
    width: 110,
  },
  {
    key: 'status',
    header: 'Status',
    width: 100,
    // A converted booking names the load it became, under its status.
    render: (b) => (
      <Stack gap={2} align="flex-start">
        <Badge variant="light" color={b.statusId === BOOKING_STATUS.active ? 'teal' : 'gray'} size="sm">
          {b.statusName}
        </Badge>
        {b.loadId === null ? null : (
          <Text size="xs" c="blue" component={Link} to={paths.app.loadDetails.getHref(b.loadId)}>
            {`Load #${b.loadId}`}
          </Text>
        )}
      </Stack>
    ),
  },
  actionsColumn(
    (b) => (
      <>
        {b.loadId === null ? (
          <RowAction
            tooltip="Turn into load"
            label={`Turn booking ${b.idNumber} into a load`}
            icon={IconTruckLoading}
            color="teal"
            loading={busy === b.id}
            onClick={() => toLoad(b)}
          />
        ) : null}
        {b.loadId === null ? (
          <EditRowAction
            tooltip="Edit booking"
            label={`Edit booking ${b.idNumber}`}
            to={paths.app.editBooking.getHref(b.id)}
          />
        ) : (
          // Converted: closed, the load is what is worked on; its page shows it read-only.
          <ViewRowAction
            tooltip="View booking"
            label={`View booking ${b.idNumber}`}
            to={paths.app.editBooking.getHref(b.id)}
          />
        )}
      </>
    ),
    // Right-aligned (the default): Edit or View stays in one place whether Turn into load is offered or not.
    { width: 90 },
  ),
];

/** The list's URL: `?initialDate=2026-11-01&finalDate=2026-11-30&page=2`. */
const BOOKINGS_LIST = { page: listParam.page(), initialDate: listParam.date(), finalDate: listParam.date() };

export function BookingsPage() {
  const { values, set } = useListParams(BOOKINGS_LIST);
  const { page, initialDate, finalDate } = values;
  const setPage = (next: number) => set({ page: next });
  const reversed = daysBackwards(initialDate, finalDate);
  const bookings = useBookings({
    page,
    initialDate: reversed ? '' : initialDate,
    finalDate: reversed ? '' : finalDate,
  });
  const filtered = Boolean(initialDate || finalDate);
  const navigate = useNavigate();
  const toLoad = useTurnBookingIntoLoad();
  const turn = (b: Booking) =>
    toLoad.mutate(b.id, {
      onSuccess: (response) => {
        showSuccess(response.message);
        navigate(paths.app.loadDetails.getHref(response.data.id));
      },
      onError: (error) => showError(getErrorMessage(error)),
    });

  return (
    <ContentLayout title="Bookings">
      <PageCard
        title="Bookings"
        description="Loads offered by approved brokers, by pickup date."
        actions={
          <>
            <CsvDownloadButton
              path={filtered && !reversed ? '/bookings/findForDate' : '/bookings/findForBookings'}
              query={reversed ? {} : { initialDate, finalDate }}
              fileName="bookings"
            />
            <LinkButton to={paths.app.addBooking.getHref()} icon={IconPlus}>
              Create new booking
            </LinkButton>
          </>
        }
      >
        <Stack gap="sm">
          <Group align="flex-start" gap="sm">
            <DateRangeFields
              labels={['Pickup from', 'Pickup to']}
              w={170}
              from={initialDate}
              to={finalDate}
              onFromChange={(value) => set({ initialDate: value })}
              onToChange={(value) => set({ finalDate: value })}
              backwards={bookingMessages.dateRange}
            />
            <IconButton
              icon={IconCalendarX}
              variant="default"
              mt={24}
              disabled={!filtered}
              onClick={() => set({ initialDate: '', finalDate: '' })}
            >
              Clear dates
            </IconButton>
          </Group>
          <DataTable
            label="Bookings"
            columns={COLUMNS(turn, toLoad.isPending ? toLoad.variables : undefined)}
            // A range ending before it starts holds no booking: none is listed, rather than every one.
            {...(reversed
              ? { rows: [], pagination: { page: 1, onPageChange: setPage, total: 0 } }
              : pagedTableProps(bookings, page, setPage))}
            emptyTitle={filtered ? 'No bookings in these dates.' : 'No bookings yet.'}
            emptyMessage={
              reversed
                ? 'Put the dates in order, or clear them.'
                : filtered
                  ? 'Widen the date range or clear it.'
                  : 'Create a booking to see it here.'
            }
          />
        </Stack>
      </PageCard>
    </ContentLayout>
  );
}
