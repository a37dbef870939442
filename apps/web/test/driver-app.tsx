import { render } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeEach, vi } from 'vitest';
import { DriverRoot } from '../src/app/driver-entry';
import { LANGUAGE_KEY } from '../src/features/driver-app/lib/i18n';
import { clearDriverSession, setDriverRestoring } from '../src/features/driver-app/lib/session';
import { createTestQueryClient } from './test-utils';

/**
 * Each test of the drivers' app a fresh page: the app has not tried its refresh cookie yet, speaks English and
 * has nothing stored; afterwards the session ends and the stubs go.
 */
export function freshDriverPage() {
  beforeEach(() => {
    setDriverRestoring(true);
    localStorage.clear();
    localStorage.setItem(LANGUAGE_KEY, 'en');
  });
  afterEach(() => {
    vi.restoreAllMocks();
    clearDriverSession();
    localStorage.clear();
  });
}

/** The drivers' app as main.tsx starts it, at `path`. */
export const renderDriverApp = (path: string) =>
  render(
    <MemoryRouter initialEntries={[path]}>
      <DriverRoot queryClient={createTestQueryClient()} />
    </MemoryRouter>,
  );
