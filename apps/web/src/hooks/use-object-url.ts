import { useEffect, useMemo } from 'react';

/** A Blob (a chosen file, fetched bytes) as an object URL while it is shown: revoked once replaced or gone. */
export function useObjectUrl(blob: Blob | null | undefined): string | undefined {
  const url = useMemo(() => (blob ? URL.createObjectURL(blob) : undefined), [blob]);
  useEffect(() => () => (url ? URL.revokeObjectURL(url) : undefined), [url]);
  return url;
}
