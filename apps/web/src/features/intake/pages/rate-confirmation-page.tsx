import type { IntakeDraft } from '@fletx/contract/intake';
import { Alert, Anchor, Grid, Group, Loader, Paper, Stack, Text } from '@mantine/core';
import { IconAlertTriangle, IconCopy, IconTrash, IconTruckDelivery } from '@tabler/icons-react';
import { useMemo, useState } from 'react';
import { Link } from 'react-router';
import { IconButton } from '../../../components/buttons/icon-button';
import { ContentLayout } from '../../../components/layouts/content-layout';
import { LoadedQuery } from '../../../components/layouts/query-content';
import { paths } from '../../../config/paths';
import { usePathId } from '../../../hooks/use-id-param';
import { useDraft } from '../api/get-draft';
import { DocumentPages } from '../components/document-pages';
import { IntakeStatusBadge } from '../components/intake-status-badge';
import { ReviewContext } from '../components/review-field';
import { ReviewForm, useDiscard } from '../components/review-form';

/** 'Already imported as draft #N' or 'as load #M' (the same broker and broker load number), with links. */
function DuplicateNotice({ draft }: { draft: IntakeDraft }) {
  const { duplicateOf, duplicateLoadId } = draft;
  if (duplicateOf === null && duplicateLoadId === null) return null;
  return (
    <Alert color="orange" variant="light" icon={<IconCopy size={18} aria-hidden />} title="Already imported">
      <Text size="sm">
        Already imported as{' '}
        {duplicateOf === null ? null : (
          <Anchor component={Link} to={paths.app.rateConfirmation.getHref(duplicateOf)}>
            {`draft #${duplicateOf}`}
          </Anchor>
        )}
        {duplicateOf !== null && duplicateLoadId !== null ? ' and ' : null}
        {duplicateLoadId === null ? null : (
          <Anchor component={Link} to={paths.app.loadDetails.getHref(duplicateLoadId)}>
            {`load #${duplicateLoadId}`}
          </Anchor>
        )}
        .
      </Text>
    </Alert>
  );
}

function Reading() {
  return (
    <Paper withBorder radius="md" p="xl">
      <Stack align="center" gap="sm">
        <Loader aria-label="Reading the document" />
        <Text size="sm">Reading the document…</Text>
      </Stack>
    </Paper>
  );
}

function Failed({ draft }: { draft: IntakeDraft }) {
  const discard = useDiscard(draft.id);
  return (
    <Alert
      color="red"
      icon={<IconAlertTriangle size={18} aria-hidden />}
      title="The document could not be read"
    >
      <Stack gap="sm" align="flex-start">
        <Text size="sm">{draft.reason ?? 'No reason was given.'}</Text>
        <IconButton icon={IconTrash} color="red" variant="light" onClick={discard}>
          Discard
        </IconButton>
      </Stack>
    </Alert>
  );
}

function Loaded({ loadId }: { loadId: number }) {
  return (
    <Alert color="teal" icon={<IconTruckDelivery size={18} aria-hidden />} title="Loaded">
      <Text size="sm">
        This rate confirmation is{' '}
        <Anchor component={Link} to={paths.app.loadDetails.getHref(loadId)}>{`load #${loadId}`}</Anchor>.
      </Text>
    </Alert>
  );
}

/** A read draft: the document on the left, the values to check on the right. */
function Review({ draft, etag }: { draft: IntakeDraft; etag: string | undefined }) {
  const [focused, setFocused] = useState<string | null>(null);
  const review = useMemo(
    () => ({ confidence: draft.confidence, onFocusSource: setFocused }),
    [draft.confidence],
  );
  return (
    <Grid gap="md" align="flex-start">
      <Grid.Col
        span={{ base: 12, md: 5 }}
        style={{ position: 'sticky', top: 'var(--app-shell-header-height, 60px)' }}
      >
        <DocumentPages draft={draft} focused={focused} />
      </Grid.Col>
      <Grid.Col span={{ base: 12, md: 7 }}>
        <ReviewContext.Provider value={review}>
          <ReviewForm key={draft.id} draft={draft} etag={etag} />
        </ReviewContext.Provider>
      </Grid.Col>
    </Grid>
  );
}

function DraftContent({ draft, etag }: { draft: IntakeDraft; etag: string | undefined }) {
  return (
    <Stack gap="md">
      <Group gap="sm">
        <IntakeStatusBadge status={draft.status} />
        {draft.method ? (
          <Text size="xs" c="dimmed">
            {draft.method === 'ocr'
              ? 'Read by OCR'
              : draft.method === 'layout'
                ? "Read with the broker's layout"
                : 'Read from the PDF’s text'}
          </Text>
        ) : null}
      </Group>
      <DuplicateNotice draft={draft} />
      {draft.status === 'pending' ? <Reading /> : null}
      {draft.status === 'failed' ? <Failed draft={draft} /> : null}
      {draft.status === 'loaded' && draft.loadId !== null ? <Loaded loadId={draft.loadId} /> : null}
      {draft.status === 'parsed' ? <Review draft={draft} etag={etag} /> : null}
    </Stack>
  );
}

/** /fletx/rate-confirmations/:id (docs/product.md "Rate confirmations"): one draft, reviewed into a load. */
export function RateConfirmationPage() {
  const id = usePathId();
  const draft = useDraft(id);
  return (
    <ContentLayout title="Rate confirmation" backTo={paths.app.rateConfirmations.getHref()}>
      <LoadedQuery
        query={draft}
        loading="Loading the rate confirmation"
        failed="The rate confirmation could not be loaded."
      >
        {(answer) => <DraftContent draft={answer.body.data} etag={answer.etag} />}
      </LoadedQuery>
    </ContentLayout>
  );
}
