import { Alert, Loader } from '@mantine/core';
import type { ReactNode } from 'react';
import { getErrorMessage } from '../../lib/api-client';
import { EmptyStateCard } from '../cards/empty-state-card';

export type ContentQuery<T> = { isPending: boolean; error: unknown; data: T | undefined };

/** A page's content read by one query: a loader while it loads, its error in a red alert, then the content. */
export function QueryContent<T>({
  query,
  children,
}: {
  query: ContentQuery<T>;
  children: (data: T) => ReactNode;
}) {
  return (
    <>
      {query.isPending && <Loader />}
      {query.error ? <Alert color="red">{getErrorMessage(query.error)}</Alert> : null}
      {query.data !== undefined && children(query.data)}
    </>
  );
}

export type ChosenRecordProps<T> = {
  /** The record's name in the messages: 'No broker chosen', 'Loading the broker'… */
  what: string;
  /** Whether the address chose one (`?id=`). */
  chosen: boolean;
  /** Where a record is chosen from, in the hint shown when none is: 'the list'. */
  from?: string;
  query: ContentQuery<T>;
  children: (data: T) => ReactNode;
};

/**
 * The content of a page about the record of `?id=`: a hint when none is chosen, a loader, the error that
 * kept it from loading, then the content.
 */
export function ChosenRecord<T>({ what, chosen, from = 'the list', query, children }: ChosenRecordProps<T>) {
  if (!chosen)
    return (
      <EmptyStateCard
        title={`No ${what} chosen`}
        description={`Open ${article(what)} ${what} from ${from}.`}
      />
    );
  return (
    <LoadedQuery query={query} loading={`Loading the ${what}`} failed={`The ${what} could not be loaded.`}>
      {children}
    </LoadedQuery>
  );
}

export type LoadedQueryProps<T> = {
  query: ContentQuery<T>;
  /** The loader's accessible name, e.g. 'Loading the route'. */
  loading: string;
  /** The alert's title when it could not be loaded, e.g. 'The route could not be loaded.'. */
  failed: string;
  children: (data: T) => ReactNode;
};

/** What one query reads: its error (or a missing answer) in a red alert, a loader while it loads, then it. */
export function LoadedQuery<T>({ query, loading, failed, children }: LoadedQueryProps<T>) {
  if (query.error || (!query.isPending && query.data === undefined))
    return (
      <Alert color="red" title={failed}>
        {getErrorMessage(query.error)}
      </Alert>
    );
  if (query.data === undefined) return <Loader aria-label={loading} />;
  return children(query.data);
}

/** 'an invoice', 'a load': the article of a record's name (the product's names, none with a silent h). */
const article = (noun: string) => (/^[aeiou]/i.test(noun) ? 'an' : 'a');
