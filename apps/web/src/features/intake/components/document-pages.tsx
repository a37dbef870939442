import type { IntakeBox, IntakeDraft } from '@fletx/contract/intake';
import { Box, Center, Group, Loader, Paper, ScrollArea, Stack, Text } from '@mantine/core';
import { IconExternalLink, IconPhotoOff } from '@tabler/icons-react';
import { useEffect, useRef } from 'react';
import { IconButton } from '../../../components/buttons/icon-button';
import { showError } from '../../../components/popups/popups';
import { useObjectUrl } from '../../../hooks/use-object-url';
import { getErrorMessage } from '../../../lib/api-client';
import { fetchApiBlob, openBlobInTab } from '../../../lib/download';
import { usePageImage } from '../api/get-page-image';

type PageInfo = IntakeDraft['pages'][number];

const percent = (fraction: number) => `${fraction * 100}%`;

/** One rendered page, with the boxes of the focused value drawn over it; the first box is scrolled to. */
function Page({
  draftId,
  page,
  boxes,
  focused,
}: {
  draftId: number;
  page: PageInfo;
  boxes: ReadonlyArray<IntakeBox>;
  focused: string | null;
}) {
  const image = usePageImage(draftId, page.number);
  const url = useObjectUrl(image.data);
  const first = useRef<HTMLDivElement>(null);
  const shown = boxes.length > 0;
  // Scrolled to when another value takes the focus, not on each keystroke in it.
  // biome-ignore lint/correctness/useExhaustiveDependencies: `focused` names the value whose boxes these are.
  useEffect(() => {
    if (shown) first.current?.scrollIntoView({ block: 'center', behavior: 'smooth' });
  }, [focused, shown]);
  return (
    <Paper
      withBorder
      radius="sm"
      pos="relative"
      style={{ aspectRatio: `${page.width} / ${page.height}`, overflow: 'hidden', background: 'white' }}
      data-testid={`document-page-${page.number}`}
    >
      {url ? (
        <img
          src={url}
          alt={`Page ${page.number}`}
          style={{ width: '100%', height: '100%', display: 'block' }}
        />
      ) : (
        <Center h="100%">
          {image.isError ? (
            <Text size="sm" c="dimmed">
              <IconPhotoOff size={18} aria-hidden /> Page {page.number} could not be loaded.
            </Text>
          ) : (
            <Loader size="sm" aria-label={`Loading page ${page.number}`} />
          )}
        </Center>
      )}
      {boxes.map((box, index) => (
        <Box
          // Boxes have no identity besides their place; the list is replaced as a whole on each focus.
          // biome-ignore lint/suspicious/noArrayIndexKey: see above.
          key={index}
          ref={index === 0 ? first : undefined}
          data-testid="source-box"
          pos="absolute"
          left={percent(box.x)}
          top={percent(box.y)}
          w={percent(box.w)}
          h={percent(box.h)}
          style={{
            background: 'rgba(250, 204, 21, 0.35)',
            outline: '2px solid var(--mantine-color-yellow-6)',
            borderRadius: 2,
            pointerEvents: 'none',
          }}
        />
      ))}
    </Paper>
  );
}

export type DocumentPagesProps = {
  draft: IntakeDraft;
  /** The `sources` key of the focused value (null when none is focused). */
  focused: string | null;
};

/**
 * The document as read: each rendered page in a column that scrolls on its own, the focused value's boxes
 * highlighted, and the original file a click away.
 */
export function DocumentPages({ draft, focused }: DocumentPagesProps) {
  const boxes = focused ? (draft.sources[focused] ?? []) : [];
  const openOriginal = () =>
    openBlobInTab(() => fetchApiBlob(`/intake/rate-confirmations/${draft.id}/file`)).catch((error) =>
      showError(getErrorMessage(error)),
    );
  return (
    <Stack gap="xs">
      <Group justify="space-between" gap="xs">
        <Text size="sm" fw={600} truncate>
          {draft.fileName}
        </Text>
        <IconButton icon={IconExternalLink} size="xs" variant="subtle" onClick={openOriginal}>
          Open original
        </IconButton>
      </Group>
      <ScrollArea.Autosize mah="calc(100vh - 180px)" type="auto" aria-label="Document pages">
        <Stack gap="sm" pr="xs">
          {draft.pages.length === 0 ? (
            <Text size="sm" c="dimmed">
              No page could be shown: open the original.
            </Text>
          ) : null}
          {draft.pages.map((page) => (
            <Page
              key={page.number}
              draftId={draft.id}
              page={page}
              boxes={boxes.filter((box) => box.page === page.number)}
              focused={focused}
            />
          ))}
        </Stack>
      </ScrollArea.Autosize>
    </Stack>
  );
}
