import { Stack } from '@mantine/core';
import type { ReactNode } from 'react';
import { useNavigate } from 'react-router';
import { useIdParam } from '../../hooks/use-id-param';
import { type StaleRecord, useRecordVersion, type VersionedQuery } from '../../hooks/use-record-version';
import { useSavedThenBack } from '../../hooks/use-saved-then-back';
import { ContentLayout } from './content-layout';
import { ChosenRecord, type ContentQuery } from './query-content';

/** The props an edit page gives its form: the save of the record with the version it was filled from. */
export type EditFormProps<B> = {
  submitting: boolean;
  onSubmit: (body: B) => void;
  onCancel: () => void;
  /** Set after a 412 (docs/product.md "Stale edits"): the alert with Reload above Save. */
  stale?: StaleRecord;
};

type SaveAnswer = ReturnType<typeof useSavedThenBack>;

export type EditRecordPageProps<T, B> = {
  /** The page's title; or its title for the record once read (e.g. a closed record is no longer an edit). */
  title: string | { loading: string; of: (record: T) => string };
  /** The record's name in the messages: 'No broker chosen', 'Loading the broker'… */
  what: string;
  /** The list the page goes back to (Back, Cancel, and after a save). */
  back: string;
  /** The record of `?id=`, with its version. */
  useRecord: (id: number) => VersionedQuery<T> & Omit<ContentQuery<unknown>, 'data'>;
  /** The PUT with the record's version (If-Match). */
  useUpdate: () => {
    isPending: boolean;
    mutate(variables: { id: number; body: B; etag?: string }, answer: SaveAnswer): void;
  };
  /**
   * The form with `form`'s props, keyed by `revision` (a reloaded record fills it again), and what follows it.
   */
  children: (record: T, form: EditFormProps<B>, revision: number) => ReactNode;
};

/** An edit page of the record of `?id=`: its form saves with the version it was filled from, then goes back. */
export function EditRecordPage<T, B>({
  title,
  what,
  back,
  useRecord,
  useUpdate,
  children,
}: EditRecordPageProps<T, B>) {
  const id = useIdParam();
  const navigate = useNavigate();
  const query = useRecord(id);
  const version = useRecordVersion(query);
  const update = useUpdate();
  const saved = useSavedThenBack(back, version);
  const record = version.record?.body;
  const heading = typeof title === 'string' ? title : record === undefined ? title.loading : title.of(record);
  return (
    <ContentLayout title={heading} backTo={back}>
      <ChosenRecord what={what} chosen={id !== 0} query={{ ...query, data: version.record }}>
        {({ body, etag }) => (
          <Stack gap="md">
            {children(
              body,
              {
                submitting: update.isPending,
                onSubmit: (values) => update.mutate({ id, body: values, etag }, saved),
                onCancel: () => navigate(back),
                stale: version.stale,
              },
              version.revision,
            )}
          </Stack>
        )}
      </ChosenRecord>
    </ContentLayout>
  );
}
