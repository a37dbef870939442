import { render } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeEach } from 'vitest';
import { DriverRoot } from '../src/app/driver-entry';
import { LANGUAGE_KEY } from '../src/features/driver-app/lib/i18n';
import { clearDriverSession, setDriverRestoring } from '../src/features/driver-app/lib/session';
import { createTestQueryClient } from './test-utils';

/** The drivers' app as main.tsx starts it, at `path`. */
export const renderDriverApp = (path: string) =>
  render(
    <MemoryRouter initialEntries={[path]}>
      <DriverRoot queryClient={createTestQueryClient()} />
    </MemoryRouter>,
  );

/**
 * Each test of the calling `describe` is a fresh page, in English: the app has not tried its cookie yet, and
 * no session is left behind for the next.
 */
export function freshDriverPageEachTest() {
  beforeEach(() => {
    setDriverRestoring(true);
    localStorage.clear();
    localStorage.setItem(LANGUAGE_KEY, 'en');
  });
  afterEach(() => {
    clearDriverSession();
    localStorage.clear();
  });
}
