import type { LoadExtraData } from '@fletx/contract/load-responses';
import { isLoadStatusId, LOAD_STATUS, type LoadStatusId, showsTracker } from '@fletx/contract/load-status';
import { type Load, loadMessages } from '@fletx/contract/loads';
import { Alert, Badge, Group, Paper, SimpleGrid, Stack, Tabs, Text, Title } from '@mantine/core';
import { IconCopy, IconMessage, IconPencil } from '@tabler/icons-react';
import { lazy, type ReactNode, Suspense } from 'react';
import { useNavigate, useParams } from 'react-router';
import { LinkButton } from '../../../components/buttons/link-button';
import { PageCard } from '../../../components/cards/page-card';
import { RecordHistory } from '../../../components/history/record-history';
import { LoadInvoice } from '../../../components/invoices/load-invoice';
import { ContentLayout } from '../../../components/layouts/content-layout';
import { ChosenRecord } from '../../../components/layouts/query-content';
import { LOAD_DETAILS_TABS, type LoadDetailsTab, paths } from '../../../config/paths';
import { useIdParam } from '../../../hooks/use-id-param';
import { useLoad } from '../../../lib/loads';
import { ActionPanel } from '../components/action-panel';
import { DocumentsTab } from '../components/documents-tab';
import { GeneralInfoPanel } from '../components/general-info-panel';
import { HoursOfServiceTab } from '../components/hours-of-service-tab';
import { InstructionsNotepad } from '../components/instructions-notepad';
import { LedgerTab } from '../components/ledger-tab';
import { LoadStatusBadge } from '../components/load-status-badge';
import { RouteMapTab } from '../components/route-map-tab';
import { StatusHistory } from '../components/status-history';
import { StatusTracker } from '../components/status-tracker';

const TAB_LABELS: Record<LoadDetailsTab, string> = {
  'general-info': 'General info',
  'hours-of-service': 'Hours of service',
  'route-map': 'Route map',
  financial: 'Financial',
  documents: 'Documents',
};

/** Its own chunk, fetched with the page: what it uses must not join the files the loads list shares. */
const TrackingPanel = lazy(() =>
  import('../components/tracking-panel').then((m) => ({ default: m.TrackingPanel })),
);

/** The tabs after General info: each shows one part of the load, read by its id. */
const LOAD_TAB_PANELS: ReadonlyArray<[LoadDetailsTab, (props: { loadId: number }) => ReactNode]> = [
  ['hours-of-service', HoursOfServiceTab],
  ['route-map', RouteMapTab],
  ['financial', LedgerTab],
  ['documents', DocumentsTab],
];

const isTab = (value: string | undefined): value is LoadDetailsTab =>
  (LOAD_DETAILS_TABS as ReadonlyArray<string>).includes(value ?? '');

type LoadView = { info: Load; extra: LoadExtraData; status: LoadStatusId };

/** The load's number, status and route, Copy as new load, and Edit load while it may still be edited. */
function LoadHeader({ info, status }: Omit<LoadView, 'extra'>) {
  return (
    <Paper withBorder radius="md" p="md">
      <Group justify="space-between" align="flex-start">
        <Stack gap={2}>
          <Group gap="sm">
            <Title order={2} size="h3">
              Load {info.id_number}
            </Title>
            <LoadStatusBadge id={status} name={info.status_name} />
            {info.finished ? (
              <Badge variant="outline" color="gray" size="sm">
                Finished job
              </Badge>
            ) : null}
          </Group>
          <Text size="sm" c="dimmed">
            #{info.id} · {info.city_pickup}, {info.state_code_pickup} → {info.city_delivery},{' '}
            {info.state_code_delivery} · {info.company_name}
          </Text>
        </Stack>
        <Group gap="sm">
          <LoadInvoice loadId={info.id} status={status} />
          {info.user_id === null ? null : (
            <LinkButton
              variant="default"
              to={paths.app.messages.getHref({ driverId: info.user_id, loadId: info.id })}
              icon={IconMessage}
            >
              Message driver
            </LinkButton>
          )}
          <LinkButton variant="default" to={paths.app.addLoadDriver.copyHref(info.id)} icon={IconCopy}>
            Copy as new load
          </LinkButton>
          {info.finished && status !== LOAD_STATUS.oldLoad ? null : (
            <LinkButton
              variant="default"
              to={paths.app.addLoadDriver.getHref(status === LOAD_STATUS.oldLoad ? 'old' : 'new', info.id)}
              icon={IconPencil}
            >
              Edit load
            </LinkButton>
          )}
        </Group>
      </Group>
    </Paper>
  );
}

function LoadDetails({ info, extra, status, tab }: LoadView & { tab: LoadDetailsTab }) {
  const navigate = useNavigate();
  const id = info.id;
  return (
    <Stack gap="md">
      <LoadHeader info={info} status={status} />
      {status === LOAD_STATUS.refusedByDriver ? (
        <Alert color="orange" title="Refused by driver" data-testid="refused-hint">
          {loadMessages.refusedHint}
        </Alert>
      ) : null}
      {showsTracker(status) ? <StatusTracker status={status} /> : null}
      <Tabs
        value={tab}
        onChange={(value) =>
          isTab(value ?? undefined) && navigate(paths.app.loadDetails.getHref(id, value as LoadDetailsTab))
        }
        keepMounted={false}
      >
        <Tabs.List>
          {LOAD_DETAILS_TABS.map((t) => (
            <Tabs.Tab key={t} value={t}>
              {TAB_LABELS[t]}
            </Tabs.Tab>
          ))}
        </Tabs.List>
        <Tabs.Panel value="general-info" pt="md">
          <Stack gap="md">
            <PageCard>
              <GeneralInfoPanel load={info} extra={extra} />
            </PageCard>
            <SimpleGrid cols={{ base: 1, lg: 2 }} spacing="md">
              <PageCard>
                <InstructionsNotepad loadId={info.id} />
              </PageCard>
              <PageCard>
                <ActionPanel loadId={info.id} status={status} />
                {status < LOAD_STATUS.accepted ? (
                  <Text size="sm" c="dimmed">
                    {status === LOAD_STATUS.refusedByDriver
                      ? 'Give the load to another driver with Edit load; actions appear once a driver accepts it.'
                      : 'Actions appear once the driver accepts the load.'}
                  </Text>
                ) : null}
              </PageCard>
            </SimpleGrid>
            <PageCard>
              <Suspense fallback={null}>
                <TrackingPanel loadId={info.id} broker={{ id: info.broker_id, name: info.company_name }} />
              </Suspense>
            </PageCard>
            <PageCard>
              <StatusHistory history={extra.history} />
            </PageCard>
            <RecordHistory entityType="load" entityId={info.id} />
          </Stack>
        </Tabs.Panel>
        {LOAD_TAB_PANELS.map(([value, Panel]) => (
          <Tabs.Panel key={value} value={value} pt="md">
            <Panel loadId={info.id} />
          </Tabs.Panel>
        ))}
      </Tabs>
    </Stack>
  );
}

/** /fletx/load-details/<tab>?id: the tracker, then general info, hours of service, route map, financial, documents. */
export function LoadDetailsPage() {
  const id = useIdParam();
  const { tab: rawTab } = useParams();
  const tab: LoadDetailsTab = isTab(rawTab) ? rawTab : 'general-info';
  const load = useLoad(id);
  return (
    <ContentLayout title="Load details" backTo={paths.app.loads.getHref()}>
      <ChosenRecord what="load" chosen={id !== 0} from="the loads list" query={load}>
        {({
          body: {
            data: { info, extraData },
          },
        }) => {
          const record = info[0];
          if (!record || !isLoadStatusId(record.loadbook_status_id))
            return <Alert color="red">This load does not exist.</Alert>;
          return <LoadDetails info={record} extra={extraData} status={record.loadbook_status_id} tab={tab} />;
        }}
      </ChosenRecord>
    </ContentLayout>
  );
}
