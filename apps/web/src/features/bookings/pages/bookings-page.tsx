import type { Booking } from '@fletx/contract/bookings';
import { ActionIcon, Badge, Button, Group, Stack, Tooltip } from '@mantine/core';
import { IconCalendarX, IconPencil, IconPlus, IconTruckLoading } from '@tabler/icons-react';
import { useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { PageCard } from '../../../components/cards/page-card';
import { DateField } from '../../../components/form/date-field';
import { ContentLayout } from '../../../components/layouts/content-layout';
import { showError, showSuccess } from '../../../components/popups/popups';
import { DataTable, type DataTableColumn } from '../../../components/table/data-table';
import { NowrapText } from '../../../components/table/nowrap-text';
import { paths } from '../../../config/paths';
import { getErrorMessage } from '../../../lib/api-client';
import { formatDate, formatMoney } from '../../../lib/format';
import { useBookings } from '../api/get-bookings';
import { useTurnBookingIntoLoad } from '../api/turn-booking-into-load';

const place = (city: string, state: string) => `${city}, ${state}`;

const COLUMNS = (toLoad: (b: Booking) => void, busy: number | undefined): DataTableColumn<Booking>[] => [
  {
    key: 'idNumber',
    header: 'ID number',
    render: (b) => <NowrapText fw={600}>{b.idNumber}</NowrapText>,
  },
  { key: 'broker', header: 'Broker', render: (b) => b.companyName },
  { key: 'pickupDate', header: 'Pickup date', render: (b) => formatDate(b.datePickup), width: 110 },
  { key: 'origin', header: 'Origin', render: (b) => place(b.cityPickup, b.stateCodePickup) },
  { key: 'destination', header: 'Destination', render: (b) => place(b.cityDelivery, b.stateCodeDelivery) },
  {
    key: 'equipment',
    header: 'Equipment',
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
    width: 90,
    render: (b) => (
      <Badge variant="light" color={b.statusId === 1 ? 'teal' : 'gray'} size="sm">
        {b.statusName}
      </Badge>
    ),
  },
  {
    key: 'edit',
    header: 'Actions',
    align: 'center',
    width: 90,
    render: (b) => (
      <Group gap={2} justify="center" wrap="nowrap">
        <Tooltip label="Turn into load">
          <ActionIcon
            variant="subtle"
            color="teal"
            loading={busy === b.id}
            onClick={() => toLoad(b)}
            aria-label={`Turn booking ${b.idNumber} into a load`}
          >
            <IconTruckLoading size={16} aria-hidden />
          </ActionIcon>
        </Tooltip>
        <Tooltip label="Edit booking">
          <ActionIcon
            variant="subtle"
            component={Link}
            to={paths.app.editBooking.getHref(b.id)}
            aria-label={`Edit booking ${b.idNumber}`}
          >
            <IconPencil size={16} aria-hidden />
          </ActionIcon>
        </Tooltip>
      </Group>
    ),
  },
];

export function BookingsPage() {
  const [page, setPage] = useState(1);
  const [initialDate, setInitialDate] = useState('');
  const [finalDate, setFinalDate] = useState('');
  const reversed = Boolean(initialDate && finalDate && initialDate > finalDate);
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
          <Button
            component={Link}
            to={paths.app.addBooking.getHref()}
            leftSection={<IconPlus size={16} aria-hidden />}
          >
            Create new booking
          </Button>
        }
      >
        <Stack gap="sm">
          <Group align="flex-start" gap="sm">
            <DateField
              label="Pickup from"
              value={initialDate}
              onChange={(next) => {
                setInitialDate(next);
                setPage(1);
              }}
              w={170}
            />
            <DateField
              label="Pickup to"
              value={finalDate}
              onChange={(next) => {
                setFinalDate(next);
                setPage(1);
              }}
              error={reversed ? 'The initial date must not be after the final date' : undefined}
              touched
              w={170}
            />
            <Button
              variant="default"
              mt={24}
              leftSection={<IconCalendarX size={16} aria-hidden />}
              disabled={!filtered}
              onClick={() => {
                setInitialDate('');
                setFinalDate('');
                setPage(1);
              }}
            >
              Clear dates
            </Button>
          </Group>
          <DataTable
            label="Bookings"
            columns={COLUMNS(turn, toLoad.isPending ? toLoad.variables : undefined)}
            rows={bookings.data?.data.info}
            getRowKey={(b) => b.id}
            loading={bookings.isPending}
            error={bookings.error}
            onRetry={() => void bookings.refetch()}
            emptyTitle={filtered ? 'No bookings in these dates.' : 'No bookings yet.'}
            emptyMessage={filtered ? 'Widen the date range or clear it.' : 'Create a booking to see it here.'}
            pagination={{ page, onPageChange: setPage, total: bookings.data?.data.extraData.total }}
            minWidth={1000}
          />
        </Stack>
      </PageCard>
    </ContentLayout>
  );
}
