import { type DocumentInfo, defectOfPhoto, ENTITY_TYPE } from '@fletx/contract/documents';
import { INSPECTION_ITEM_LABELS, type Inspection } from '@fletx/contract/inspections';
import { Modal, SimpleGrid, Stack, Text, UnstyledButton } from '@mantine/core';
import { useState } from 'react';
import { PageCard } from '../../../components/cards/page-card';
import { LoadedQuery } from '../../../components/layouts/query-content';
import { DocumentImage } from '../../../components/pictures/document-image';
import { useDocuments } from '../../../lib/documents';
import { formatDateTime } from '../../../lib/format';

/** A photo and what it shows. */
type Photo = { document: DocumentInfo; caption: string };

/** What a photo shows: its defect's item (the drivers' app names it, `defectPhotoName`), or the inspection. */
export function photoCaption(inspection: Inspection, document: DocumentInfo): string {
  const defect = inspection.defects.find((d) => d.id === defectOfPhoto(document.originalName));
  return defect ? `${INSPECTION_ITEM_LABELS[defect.item]}: ${defect.note}` : 'Inspection photo';
}

/** The photos as thumbnails, each a button that opens it large. */
function PhotoGrid({ photos, onOpen }: { photos: ReadonlyArray<Photo>; onOpen: (photo: Photo) => void }) {
  if (photos.length === 0)
    return (
      <Text size="sm" c="dimmed">
        No photos: the driver took none with this report.
      </Text>
    );
  return (
    <SimpleGrid cols={{ base: 2, sm: 4, lg: 6 }} spacing="sm">
      {photos.map((photo) => (
        <UnstyledButton
          key={photo.document.id}
          onClick={() => onOpen(photo)}
          aria-label={`Open the photo: ${photo.caption}`}
        >
          <DocumentImage documentId={photo.document.id} alt={photo.caption} height={110} />
          <Text size="xs" lineClamp={2} mt={4}>
            {photo.caption}
          </Text>
        </UnstyledButton>
      ))}
    </SimpleGrid>
  );
}

/** One photo, whole, with who added it and when. */
function PhotoViewer({ photo, onClose }: { photo: Photo | null; onClose: () => void }) {
  return (
    <Modal opened={photo !== null} onClose={onClose} size="xl" title={photo?.caption}>
      {photo && (
        <Stack gap="xs">
          <DocumentImage documentId={photo.document.id} alt={photo.caption} height={560} fit="contain" />
          <Text size="xs" c="dimmed">
            {`${photo.document.uploadedBy?.name ?? 'Unknown'} · ${formatDateTime(photo.document.createdAt)}`}
          </Text>
        </Stack>
      )}
    </Modal>
  );
}

/** The photos the driver (or the office) added to an inspection: thumbnails that open large. */
export function InspectionPhotos({ inspection }: { inspection: Inspection }) {
  const documents = useDocuments(ENTITY_TYPE.inspection, inspection.id);
  const [open, setOpen] = useState<Photo | null>(null);
  return (
    <PageCard title="Photos">
      <LoadedQuery query={documents} loading="Loading the photos" failed="The photos could not be loaded.">
        {(answer) => (
          <PhotoGrid
            photos={answer.data
              .filter((d) => d.mimeType === 'image/png' || d.mimeType === 'image/jpeg')
              .map((document) => ({ document, caption: photoCaption(inspection, document) }))}
            onOpen={setOpen}
          />
        )}
      </LoadedQuery>
      <PhotoViewer photo={open} onClose={() => setOpen(null)} />
    </PageCard>
  );
}
