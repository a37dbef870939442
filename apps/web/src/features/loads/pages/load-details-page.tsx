import { isLoadStatusId, LOAD_STATUS, showsTracker } from '@fletx/contract/load-status';
import { loadMessages } from '@fletx/contract/loads';
import {
  Alert,
  Badge,
  Button,
  Group,
  Loader,
  Paper,
  SimpleGrid,
  Stack,
  Tabs,
  Text,
  Title,
} from '@mantine/core';
import { IconPencil } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { Link, useNavigate, useParams } from 'react-router';
import { EmptyStateCard } from '../../../components/cards/empty-state-card';
import { PageCard } from '../../../components/cards/page-card';
import { ContentLayout } from '../../../components/layouts/content-layout';
import { LOAD_DETAILS_TABS, type LoadDetailsTab, paths } from '../../../config/paths';
import { useIdParam } from '../../../hooks/use-id-param';
import { getErrorMessage } from '../../../lib/api-client';
import { useLoad } from '../api/get-load';
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

const isTab = (value: string | undefined): value is LoadDetailsTab =>
  (LOAD_DETAILS_TABS as ReadonlyArray<string>).includes(value ?? '');

/** /fletx/load-details/<tab>?id: the tracker, then general info, hours of service, route map, financial, documents. */
export function LoadDetailsPage() {
  const id = useIdParam();
  const { tab: rawTab } = useParams();
  const tab: LoadDetailsTab = isTab(rawTab) ? rawTab : 'general-info';
  const navigate = useNavigate();
  const load = useLoad(id);
  const back = paths.app.loads.getHref();

  let body: ReactNode;
  if (id === 0)
    body = <EmptyStateCard title="No load chosen" description="Open a load from the loads list." />;
  else if (load.isPending) body = <Loader aria-label="Loading the load" />;
  else if (load.error)
    body = (
      <Alert color="red" title="The load could not be loaded.">
        {getErrorMessage(load.error)}
      </Alert>
    );
  else {
    const info = load.data.data.info[0];
    const extra = load.data.data.extraData;
    if (!info || !isLoadStatusId(info.loadbook_status_id))
      body = <Alert color="red">This load does not exist.</Alert>;
    else {
      const status = info.loadbook_status_id;
      body = (
        <Stack gap="md">
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
              {info.finished && status !== LOAD_STATUS.oldLoad ? null : (
                <Button
                  variant="default"
                  component={Link}
                  to={paths.app.addLoadDriver.getHref(
                    status === LOAD_STATUS.oldLoad ? 'old' : 'new',
                    info.id,
                  )}
                  leftSection={<IconPencil size={16} aria-hidden />}
                >
                  Edit load
                </Button>
              )}
            </Group>
          </Paper>
          {status === LOAD_STATUS.refusedByDriver ? (
            <Alert color="orange" title="Refused by driver" data-testid="refused-hint">
              {loadMessages.refusedHint}
            </Alert>
          ) : null}
          {showsTracker(status) ? <StatusTracker status={status} /> : null}
          <Tabs
            value={tab}
            onChange={(value) =>
              isTab(value ?? undefined) &&
              navigate(paths.app.loadDetails.getHref(id, value as LoadDetailsTab))
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
                  <StatusHistory history={extra.history} />
                </PageCard>
              </Stack>
            </Tabs.Panel>
            <Tabs.Panel value="hours-of-service" pt="md">
              <HoursOfServiceTab loadId={info.id} />
            </Tabs.Panel>
            <Tabs.Panel value="route-map" pt="md">
              <RouteMapTab loadId={info.id} />
            </Tabs.Panel>
            <Tabs.Panel value="financial" pt="md">
              <LedgerTab loadId={info.id} />
            </Tabs.Panel>
            <Tabs.Panel value="documents" pt="md">
              <DocumentsTab loadId={info.id} />
            </Tabs.Panel>
          </Tabs>
        </Stack>
      );
    }
  }
  return (
    <ContentLayout title="Load details" backTo={back}>
      {body}
    </ContentLayout>
  );
}
