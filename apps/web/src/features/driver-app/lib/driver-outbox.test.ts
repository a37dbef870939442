import { describe, expect, it } from 'vitest';
import { entryPath } from './driver-outbox';
import type { OutboxEntry } from './outbox';

const entry = (kind: OutboxEntry['kind'], more: Partial<OutboxEntry> = {}): OutboxEntry => ({
  key: 'k',
  kind,
  loadId: null,
  at: '2026-11-28T10:00:00.000Z',
  attempts: 0,
  ...more,
});

describe('the outbox paths of the Fuel receipt (docs/product.md "Fuel")', () => {
  it('sends the receipt to /fuel and its photo to the purchase the server made', () => {
    expect(entryPath(entry('fuel'))).toBe('/fuel');
    expect(entryPath(entry('fuel-photo', { parentKey: 'k0', parentId: 42 }))).toBe('/fuel/42/documents');
  });
});
