import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import type { StaleRecord } from '../../../hooks/use-record-version';
import { getErrorMessage, isStaleRecordError } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

/**
 * A change of an invoice refused with 412 (someone changed it since it was shown; docs/product.md "Stale
 * edits"): the server's message beside the change, with Reload, which reads the invoice again, and its History
 * (where the other person's change shows). `hint` says what Reload does there.
 */
export function useInvoiceStale(invoiceId: number, hint: string) {
  const queryClient = useQueryClient();
  const [message, setMessage] = useState<string>();
  const [reloading, setReloading] = useState(false);
  const reload = async () => {
    setReloading(true);
    const read = [queryKeys.invoices.detail(invoiceId), queryKeys.audit.of('invoice', invoiceId)];
    await Promise.all(read.map((queryKey) => queryClient.invalidateQueries({ queryKey })));
    setReloading(false);
    setMessage(undefined);
  };
  /** Takes a 412: true when it did (no error popup then). */
  const catchStale = (error: unknown) => {
    if (!isStaleRecordError(error)) return false;
    setMessage(getErrorMessage(error));
    return true;
  };
  const stale: StaleRecord | undefined =
    message === undefined ? undefined : { message, reloading, onReload: () => void reload(), hint };
  return { stale, catchStale };
}
