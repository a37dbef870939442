import { Alert, Center, Loader } from '@mantine/core';
import type { ReactNode } from 'react';
import { getErrorMessage } from '../../lib/api-client';
import { ContentLayout } from './content-layout';

export type RecordQuery = { isError: boolean; error: unknown; data: unknown };

export type RecordGateProps<Q extends ReadonlyArray<RecordQuery>> = {
  /** The record's name in the messages, e.g. 'truck': 'The truck could not be loaded.'. */
  what: string;
  queries: readonly [...Q];
  /** Shown once every query has its data. */
  children: (...data: { [K in keyof Q]: NonNullable<Q[K]['data']> }) => ReactNode;
};

/**
 * What a page shows while the record it needs loads: an alert with the first error, a loader, then the
 * page's content with the data of every query.
 */
export function RecordGate<const Q extends ReadonlyArray<RecordQuery>>({
  what,
  queries,
  children,
}: RecordGateProps<Q>) {
  if (queries.some((query) => query.isError))
    return (
      // The red alert of every page whose record did not load (LoadedQuery's, query-content.tsx).
      <Alert color="red" title={`The ${what} could not be loaded.`}>
        {getErrorMessage(queries.find((query) => query.error != null)?.error)}
      </Alert>
    );
  if (queries.some((query) => query.data === undefined))
    return (
      <Center py="xl">
        <Loader aria-label={`Loading the ${what}`} />
      </Center>
    );
  return children(...(queries.map((query) => query.data) as { [K in keyof Q]: NonNullable<Q[K]['data']> }));
}

export type RecordPageProps<Q extends ReadonlyArray<RecordQuery>> = RecordGateProps<Q> & {
  /** The header's title and the back button's target. */
  title: string;
  backTo: string;
  /** The `?id=` of the page. */
  id: number | undefined;
  /** What the page shows without an id (e.g. an empty form, or a hint to choose a record). */
  withoutId: ReactNode;
};

/** A page about one record chosen by `?id=`: its frame, then the record once loaded, or `withoutId`. */
export function RecordPage<const Q extends ReadonlyArray<RecordQuery>>({
  title,
  backTo,
  id,
  withoutId,
  ...gate
}: RecordPageProps<Q>) {
  return (
    <ContentLayout title={title} backTo={backTo}>
      {id === undefined ? withoutId : <RecordGate {...gate} />}
    </ContentLayout>
  );
}
