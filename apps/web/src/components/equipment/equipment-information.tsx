import { PICTURE_KINDS, PICTURE_LABELS } from '@fletx/contract/equipment';
import { Badge, Center, Group, Paper, SimpleGrid, Stack, Text } from '@mantine/core';
import { IconPencil, IconPhoto } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import type { StoredPictures } from '../../lib/equipment-pictures';
import { LinkButton } from '../buttons/link-button';
import { PageCard } from '../cards/page-card';
import { Section } from '../cards/section';
import { RecordHistory } from '../history/record-history';
import { RecordPage, type RecordQuery } from '../layouts/record-gate';
import { DocumentImage } from '../pictures/document-image';
import { capitalize, type EquipmentKind } from './equipment-names';
import { useEquipmentRecord } from './equipment-record';

/** The Pictures section of a truck or trailer: each stored picture, or a 'No picture' placeholder. */
export function StoredPicturesSection({ pictures }: { pictures: StoredPictures }) {
  return (
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
                <Paper withBorder radius="sm" h={140} bg="var(--mantine-color-default-hover)">
                  <Center h="100%">
                    <Group gap={6}>
                      <IconPhoto size={18} color="var(--mantine-color-dimmed)" aria-hidden />
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
  );
}

/**
 * The sections app/ adds below a truck's or trailer's own (its maintenance), given the unit's id and whether it
 * is inactive (deleted).
 */
export type UnitSections = (id: number, inactive: boolean) => ReactNode;

export type EquipmentInformationProps = {
  title: string;
  description: string;
  /** The status shown in the badge (e.g. 'Active'); an inactive record has no Edit button. */
  status: string;
  inactive: boolean;
  editHref: string;
  /** The sections, in order. */
  children: ReactNode;
};

/** The read-only card of a truck or trailer: its name, status and Edit button above its sections. */
export function EquipmentInformation({
  title,
  description,
  status,
  inactive,
  editHref,
  children,
}: EquipmentInformationProps) {
  return (
    <PageCard
      title={title}
      description={description}
      actions={
        <>
          <Badge variant="light" color={inactive ? 'gray' : 'teal'} size="lg">
            {status}
          </Badge>
          {inactive ? null : (
            <LinkButton to={editHref} variant="light" icon={IconPencil}>
              Edit
            </LinkButton>
          )}
        </>
      }
    >
      <Stack gap="lg">{children}</Stack>
    </PageCard>
  );
}

export type EquipmentInformationPageProps<Q extends RecordQuery> = {
  kind: EquipmentKind;
  /** The record's query by its `?id=`. */
  useRecord: (id: number | undefined) => Q;
  /** The record's read-only card (EquipmentInformation), from its query's data and its pictures. */
  view: (data: NonNullable<Q['data']>, pictures: StoredPictures) => ReactNode;
  /** The record's id in its query's data, for its history under the card. */
  recordId: (data: NonNullable<Q['data']>) => number;
};

/** /fletx/truck-information?id and /fletx/trailer-information?id: the frame, the loading and the errors. */
export function EquipmentInformationPage<Q extends RecordQuery>({
  kind,
  useRecord,
  view,
  recordId,
}: EquipmentInformationPageProps<Q>) {
  const { singular, plural, listHref } = kind;
  const { id, queries } = useEquipmentRecord(kind, useRecord);
  return (
    <RecordPage
      title={`${capitalize(singular)} information`}
      backTo={listHref}
      what={singular}
      withoutId={
        <PageCard
          title={`No ${singular} chosen`}
        >{`Open a ${singular} from the ${capitalize(plural)} list.`}</PageCard>
      }
      id={id}
      queries={queries}
    >
      {(record, stored) => (
        <>
          {view(record, stored)}
          <RecordHistory entityType={kind.recordType} entityId={recordId(record)} />
        </>
      )}
    </RecordPage>
  );
}
