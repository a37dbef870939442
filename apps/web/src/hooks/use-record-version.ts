import { useCallback, useEffect, useRef, useState } from 'react';
import { showError } from '../components/popups/popups';
import { getErrorMessage, isStaleRecordError, type Versioned } from '../lib/api-client';

/** The record query of an edit form (`useApiRecord`): its answer with its version, and a way to ask again. */
export type VersionedQuery<T> = {
  data: Versioned<T> | undefined;
  isFetching: boolean;
  refetch: () => Promise<{ data?: Versioned<T> | undefined; error: unknown }>;
};

/** What the form shows after a 412: the server's message and the Reload button's state. */
export type StaleRecord = {
  message: string;
  reloading: boolean;
  onReload: () => void;
  /** What Reload does, when not the form's usual (it fills the form with the saved values). */
  hint?: string;
};

export type RecordVersionOptions<T> = {
  /**
   * Whether the person changed the form. A pristine form follows new answers of the query; an edited one
   * keeps the version it was filled from until Reload (or a save). Unknown: edited once filled.
   */
  dirty?: boolean;
  /** Fills the form with a record's values (e.g. react-hook-form's `reset`); forms keyed by `revision` need none. */
  load?: (record: T) => void;
};

/**
 * The version of a record an edit form was filled from (docs/product.md "Stale edits"): its values and its
 * ETag come from the same answer, and the update sends that ETag as `If-Match`. A refusal because someone
 * saved the record in between (412) keeps the form as the person left it and shows the server's message;
 * Reload asks for the record again and fills the form with it, with its new ETag.
 */
export function useRecordVersion<T>(
  query: VersionedQuery<T>,
  { dirty = true, load }: RecordVersionOptions<T> = {},
) {
  const [snapshot, setSnapshot] = useState<Versioned<T> | undefined>(query.data);
  /** The next new answer replaces the snapshot: it was taken while the query was still asking, or after a save. */
  const [following, setFollowing] = useState(query.isFetching);
  /** Counts the snapshots after the first: a form keyed by it starts again from the new values. */
  const [revision, setRevision] = useState(0);
  const [staleMessage, setStaleMessage] = useState<string>();
  const [reloading, setReloading] = useState(false);
  const loadRef = useRef(load);
  loadRef.current = load;

  const adopt = useCallback((next: Versioned<T>, hadSnapshot: boolean, stillFetching: boolean) => {
    setSnapshot(next);
    setFollowing(stillFetching);
    if (hadSnapshot) setRevision((r) => r + 1);
    setStaleMessage(undefined);
    loadRef.current?.(next.body);
  }, []);

  const latest = query.data;
  const { isFetching } = query;
  useEffect(() => {
    if (latest !== undefined && latest !== snapshot && (snapshot === undefined || !dirty || following)) {
      adopt(latest, snapshot !== undefined, isFetching);
    } else if (following && !isFetching) {
      setFollowing(false);
    }
  }, [latest, snapshot, dirty, following, isFetching, adopt]);

  const { refetch } = query;
  const reload = useCallback(async () => {
    setReloading(true);
    const result = await refetch();
    setReloading(false);
    if (result.data) adopt(result.data, true, false);
    else showError(getErrorMessage(result.error));
  }, [refetch, adopt]);

  const record = snapshot ?? latest;
  return {
    /** The answer the form was filled from. */
    record,
    /** Send as `If-Match` with the update; undefined for a new record. */
    etag: record?.etag,
    /** A key for a form that takes its values once: it changes when Reload brings newer ones. */
    revision,
    /** Set after a 412, until Reload. */
    stale:
      staleMessage === undefined
        ? undefined
        : ({ message: staleMessage, reloading, onReload: () => void reload() } satisfies StaleRecord),
    /** For the save's error: true when it was a 412 (the form then shows it), false for any other error. */
    catchStale: useCallback((error: unknown) => {
      if (!isStaleRecordError(error)) return false;
      setStaleMessage(error.message);
      return true;
    }, []),
    /**
     * After a save that keeps the form open: the record's next answer fills it — the update's own answer, with
     * its new version, when its mutation put it in the cache (`useRecordMutation`).
     */
    saved: useCallback(() => setFollowing(true), []),
    /**
     * After a change of the record the page made from the form's version (`etag` sent as `If-Match`) but not
     * through the form (the carrier settings' logo): the form goes on from the change's answer and its new
     * version, keeping what the person typed.
     */
    advanced: useCallback((next: Versioned<T>) => {
      setSnapshot(next);
      setStaleMessage(undefined);
    }, []),
  };
}

export type RecordVersion<T> = ReturnType<typeof useRecordVersion<T>>;
