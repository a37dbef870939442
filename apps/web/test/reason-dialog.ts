import { screen, waitFor, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { expect } from 'vitest';
import type { FetchCall } from './test-utils';

/**
 * The open reason dialog `name` of an invoice (features/invoices/components/reason-modal.tsx: a write-off, a
 * payment's reversal): Save without a reason says "Required field" and sends nothing; `typed` then saved closes
 * the dialog, and the one call of `posts` carries it trimmed with `If-Match: etag` (the version shown).
 */
export async function saveReason(
  user: UserEvent,
  name: string,
  typed: string,
  { posts, etag }: { posts: () => FetchCall[]; etag: string },
) {
  const modal = screen.getByRole('dialog', { name });
  await user.click(within(modal).getByRole('button', { name: 'Save' }));
  expect(await within(modal).findByText('Required field')).toBeInTheDocument();
  expect(posts()).toHaveLength(0);

  await user.type(within(modal).getByLabelText(/Reason/), typed);
  await user.click(within(modal).getByRole('button', { name: 'Save' }));
  await waitFor(() => expect(screen.queryByRole('dialog', { name })).not.toBeInTheDocument());
  expect(posts().map((c) => c.body)).toEqual([{ reason: typed.trim() }]);
  expect(posts()[0]?.headers.get('If-Match')).toBe(etag);
}
