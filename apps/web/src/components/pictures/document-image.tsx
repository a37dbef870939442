import { Center, Image, Loader, Paper, Text } from '@mantine/core';
import { IconPhotoOff } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useObjectUrl } from '../../hooks/use-object-url';
import { fetchDocumentBlob } from '../../lib/documents';
import { queryKeys } from '../../lib/query-keys';

export type DocumentImageProps = {
  documentId: number;
  alt: string;
  height?: number;
  /** `contain` shows the whole picture (a large view); thumbnails are cropped to fill (`cover`). */
  fit?: 'cover' | 'contain';
};

/** A stored picture (a document), read with the session's token and shown as a thumbnail. */
export function DocumentImage({ documentId, alt, height = 140, fit = 'cover' }: DocumentImageProps) {
  const query = useQuery({
    queryKey: queryKeys.documents.blob(documentId),
    queryFn: ({ signal }) => fetchDocumentBlob(documentId, signal),
    staleTime: Number.POSITIVE_INFINITY,
  });
  const url = useObjectUrl(query.data);

  if (url) return <Image src={url} alt={alt} h={height} fit={fit} radius="sm" />;
  return (
    <Paper withBorder radius="sm" h={height}>
      <Center h="100%">
        {query.isError ? (
          <Text size="xs" c="dimmed" ta="center">
            <IconPhotoOff size={18} aria-hidden /> The picture could not be loaded.
          </Text>
        ) : (
          <Loader size="sm" aria-label={`Loading ${alt}`} />
        )}
      </Center>
    </Paper>
  );
}
