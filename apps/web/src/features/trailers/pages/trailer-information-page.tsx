import { PICTURE_KINDS, PICTURE_LABELS } from '@fletx/contract/equipment';
import { type TrailerRecord, trailerSizeLabel } from '@fletx/contract/trailers';
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
import { formatDate } from '../../../lib/format';
import { readId } from '../../../lib/read-id';
import { useTrailer } from '../api/get-trailer';
import { type StoredPictures, useTrailerPictures } from '../api/get-trailer-pictures';

function Field({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Stack gap={2}>
      <Text size="xs" c="dimmed" fw={600}>
        {label}
      </Text>
      <Text size="sm" component="div">
        {children}
      </Text>
    </Stack>
  );
}

function TrailerView({ trailer, pictures }: { trailer: TrailerRecord; pictures: StoredPictures }) {
  return (
    <PageCard
      title={`Trailer ${trailer.trailer_number} · ${trailer.type_name}`}
      description={`Plate ${trailer.licenseplate_number}`}
      actions={
        <>
          <Badge variant="light" color={trailer.is_deleted ? 'gray' : 'teal'} size="lg">
            {trailer.status}
          </Badge>
          {trailer.is_deleted ? null : (
            <Button
              component={Link}
              to={paths.app.addTrailer.getHref(trailer.id)}
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
        <Section title="Trailer">
          <SimpleGrid cols={{ base: 1, sm: 2, lg: 4 }} spacing="md">
            <Field label="VIN">{trailer.vin}</Field>
            <Field label="Trailer number">{trailer.trailer_number}</Field>
            <Field label="Type">{trailer.type_name}</Field>
            <Field label="Size">{trailerSizeLabel(trailer)}</Field>
            <Field label="Year">{trailer.year}</Field>
            <Field label="License plate">{trailer.licenseplate_number}</Field>
            <Field label="License plate expiration">{formatDate(trailer.licenseplate_expiration)}</Field>
            <Field label="Truck license plate">{trailer.licenseplate_truck_number}</Field>
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
      </Stack>
    </PageCard>
  );
}

/** /fletx/trailer-information?id: the read-only trailer. */
export function TrailerInformationPage() {
  const [params] = useSearchParams();
  const id = readId(params);
  const trailer = useTrailer(id);
  const pictures = useTrailerPictures(id);

  let content: ReactNode;
  if (id === undefined)
    content = <PageCard title="No trailer chosen">Open a trailer from the Trailers list.</PageCard>;
  else if (trailer.isError || pictures.isError)
    content = (
      <PageCard title="This trailer could not be loaded">
        {getErrorMessage(trailer.error ?? pictures.error)}
      </PageCard>
    );
  else if (!trailer.data || !pictures.data)
    content = (
      <Center py="xl">
        <Loader aria-label="Loading the trailer" />
      </Center>
    );
  else content = <TrailerView trailer={trailer.data.data} pictures={pictures.data} />;

  return (
    <ContentLayout title="Trailer information" backTo={paths.app.trailers.getHref()}>
      {content}
    </ContentLayout>
  );
}
