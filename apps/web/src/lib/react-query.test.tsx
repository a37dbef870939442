import { QueryClientProvider } from '@tanstack/react-query';
import { act, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { describe, expect, it } from 'vitest';
import { createTestQueryClient, jsonResponse, storeSession, stubFetch } from '../../test/test-utils';
import { versionedResponse } from '../../test/versioned-record';
import { api, readerSchema } from './api-client';
import { queryKeys } from './query-keys';
import { useApiRecord, useRecordMutation } from './react-query';

/**
 * A record's update answers the record with its new version (docs/product.md "Stale edits"): the
 * answer becomes the record's cache entry, and the record is not asked for again to learn its version.
 */
describe('useRecordMutation', () => {
  it("puts the update's answer and ETag in the record's entry, and refreshes the rest only", async () => {
    storeSession();
    let version = 3;
    const server = stubFetch((call) => {
      if (call.url === '/api/vehicle/find/5') {
        if (call.method === 'PUT') version += 1;
        return versionedResponse({ message: call.method, data: { version } }, version);
      }
      return jsonResponse({ message: 'OK', data: [] });
    });
    const queryClient = createTestQueryClient();
    const wrapper = ({ children }: { children: ReactNode }) => (
      <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
    );
    const list = queryKeys.trucks.list({ page: 1 });
    queryClient.setQueryData(list, 'a page');
    const { result } = renderHook(
      () => ({
        record: useApiRecord(queryKeys.trucks.detail(5), '/vehicle/find/5', readerSchema(anything)),
        save: useRecordMutation(
          (etag: string | undefined) => api.changeWithEtag('PUT', '/vehicle/find/5', {}, { ifMatch: etag }),
          () => queryKeys.trucks.detail(5),
          () => [queryKeys.trucks.all],
        ),
      }),
      { wrapper },
    );
    await waitFor(() => expect(result.current.record.data?.etag).toBe('"3"'));
    await act(() => result.current.save.mutateAsync('"3"'));
    // The entry is set when the save ends; the hook shows it on its next render.
    await waitFor(() =>
      expect(result.current.record.data).toEqual({
        body: { message: 'PUT', data: { version: 4 } },
        etag: '"4"',
      }),
    );
    await act(() => result.current.save.mutateAsync(result.current.record.data?.etag));
    await waitFor(() => expect(result.current.record.data?.etag).toBe('"5"'));
    const reads = server.calls.filter((c) => c.method === 'GET' && c.url === '/api/vehicle/find/5');
    expect(reads).toHaveLength(1);
    expect(server.calls.filter((c) => c.method === 'PUT').map((c) => c.headers.get('If-Match'))).toEqual([
      '"3"',
      '"4"',
    ]);
    expect(queryClient.getQueryState(list)?.isInvalidated).toBe(true);
  });
});

/** Any answer, as it came. */
const anything = (value: unknown) => value;
