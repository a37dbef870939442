import { PICTURE_KINDS, PICTURE_LABELS } from '@fletx/contract/equipment';
import { fullName, PERMITS, type TruckDetailResponse } from '@fletx/contract/trucks';
import { Badge, Button, Center, Group, Loader, Paper, SimpleGrid, Stack, Text } from '@mantine/core';
import { IconPencil, IconPhoto } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { Link, useSearchParams } from 'react-router';
import { PageCard } from '../../../components/cards/page-card';
import { Section } from '../../../components/cards/section';
import { ContentLayout } from '../../../components/layouts/content-layout';
import { DocumentImage } from '../../../components/pictures/document-image';
import { paths } from '../../../config/paths';
import { getErrorMessage } from '../../../lib/api-client';
import { EMPTY_VALUE, formatCount, formatDate } from '../../../lib/format';
import { readId } from '../../../lib/read-id';
import { useTruckDetail } from '../api/get-truck-detail';
import { type StoredPictures, useTruckPictures } from '../api/get-truck-pictures';

function Field({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Stack gap={2}>
      <Text size="xs" c="dimmed" fw={600}>
        {label}
      </Text>
      <Text size="sm" component="div">
        {children === null || children === '' ? EMPTY_VALUE : children}
      </Text>
    </Stack>
  );
}

function TruckView({ data, pictures }: { data: TruckDetailResponse['data']; pictures: StoredPictures }) {
  const { info, extraData } = data;
  const { operation, engine, gearbox, clutch } = extraData;
  return (
    <PageCard
      title={`${info.licenseplate_number} · ${operation.make.name} ${operation.model.name} ${info.year}`}
      description={`Unit ${info.unit_number}`}
      actions={
        <>
          <Badge variant="light" color={info.is_deleted ? 'gray' : 'teal'} size="lg">
            {operation.status}
          </Badge>
          {info.is_deleted ? null : (
            <Button
              component={Link}
              to={paths.app.addTruck.getHref(info.id)}
              variant="light"
              leftSection={<IconPencil size={16} aria-hidden />}
            >
              Edit
            </Button>
          )}
        </>
      }
    >
      <Stack gap="lg">
        <Section title="Selected driver">
          <SimpleGrid cols={{ base: 1, sm: 2, lg: 4 }} spacing="md">
            <Field label="Driver">{fullName(operation.driver)}</Field>
            <Field label="Owner">{operation.owner ? fullName(operation.owner) : 'No owner'}</Field>
            <Field label="Dispatcher">{info.dispatcher_name}</Field>
          </SimpleGrid>
        </Section>
        <Section title="Main info" withDivider>
          <SimpleGrid cols={{ base: 1, sm: 2, lg: 4 }} spacing="md">
            <Field label="VIN Number">{info.vin_number}</Field>
            <Field label="Make">{operation.make.name}</Field>
            <Field label="Model">{operation.model.name}</Field>
            <Field label="Year">{info.year}</Field>
            <Field label="Unit Number">{info.unit_number}</Field>
            <Field label="License Plate">{info.licenseplate_number}</Field>
            <Field label="License plate expiration">{formatDate(info.licenseplate_expiration)}</Field>
            <Field label="IFTA Number">{info.IFTA_number}</Field>
            <Field label="IFTA expiration">{formatDate(info.IFTA_expiration)}</Field>
            <Field label="GPS company">{info.gps_company}</Field>
          </SimpleGrid>
        </Section>
        <Section
          title="Technical specification"
          withDivider
          description={`Specification record #${clutch.id}`}
        >
          <SimpleGrid cols={{ base: 1, sm: 2, lg: 4 }} spacing="md">
            <Field label="Odometer">{`${formatCount(info.odometers)} mi`}</Field>
            <Field label="Engine brand">{engine.brand}</Field>
            <Field label="Engine serial number">{engine.serialNumber}</Field>
            <Field label="Engine repaired">{engine.engineRepaired ? 'Yes' : 'No'}</Field>
            <Field label="Fuel type">{engine.fuel_name}</Field>
            <Field label="Gearbox brand">{gearbox.brandGearbox}</Field>
            <Field label="Gearbox serial number">{gearbox.serialNumberGearbox}</Field>
            <Field label="Clutch type">{clutch.type}</Field>
          </SimpleGrid>
        </Section>
        <Section title="Pictures" withDivider>
          <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="md">
            {PICTURE_KINDS.map((kind) => {
              const documentId = pictures[kind];
              return (
                <Stack key={kind} gap={4}>
                  <Text size="xs" c="dimmed" fw={600}>
                    {PICTURE_LABELS[kind]}
                  </Text>
                  {documentId === undefined ? (
                    <Paper withBorder radius="sm" h={140} bg="gray.0">
                      <Center h="100%">
                        <Group gap={6}>
                          <IconPhoto size={18} color="var(--mantine-color-gray-5)" aria-hidden />
                          <Text size="xs" c="dimmed">
                            No picture
                          </Text>
                        </Group>
                      </Center>
                    </Paper>
                  ) : (
                    <DocumentImage documentId={documentId} alt={PICTURE_LABELS[kind]} />
                  )}
                </Stack>
              );
            })}
          </SimpleGrid>
        </Section>
        {PERMITS.map((permit) => {
          const number = info[permit.number];
          return (
            <Section
              key={permit.state}
              title={`Permit ${permit.state} — ${permit.label}${permit.required ? '' : ' (optional)'}`}
              withDivider
            >
              <SimpleGrid cols={{ base: 1, sm: 2, lg: 4 }} spacing="md">
                <Field label={`${permit.state} permit number`}>{number ?? 'No permit'}</Field>
                <Field label={`${permit.state} permit expiration`}>
                  {number ? formatDate(info[permit.expiration]) : EMPTY_VALUE}
                </Field>
              </SimpleGrid>
            </Section>
          );
        })}
      </Stack>
    </PageCard>
  );
}

/** /fletx/truck-information?id: the read-only truck (spec fleet §2 Truck information). */
export function TruckInformationPage() {
  const [params] = useSearchParams();
  const id = readId(params);
  const detail = useTruckDetail(id);
  const pictures = useTruckPictures(id);

  let content: ReactNode;
  if (id === undefined)
    content = <PageCard title="No truck chosen">Open a truck from the Trucks list.</PageCard>;
  else if (detail.isError || pictures.isError)
    content = (
      <PageCard title="This truck could not be loaded">
        {getErrorMessage(detail.error ?? pictures.error)}
      </PageCard>
    );
  else if (!detail.data || !pictures.data)
    content = (
      <Center py="xl">
        <Loader aria-label="Loading the truck" />
      </Center>
    );
  else content = <TruckView data={detail.data.data} pictures={pictures.data} />;

  return (
    <ContentLayout title="Truck information" backTo={paths.app.trucks.getHref()}>
      {content}
    </ContentLayout>
  );
}
