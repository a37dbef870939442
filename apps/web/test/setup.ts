import '@testing-library/jest-dom/vitest';
import { cleanNotifications } from '@mantine/notifications';
import { act, cleanup, configure } from '@testing-library/react';
import { afterEach, beforeEach } from 'vitest';
import { clearNotices } from '../src/lib/notices';
import { resetSession } from '../src/lib/session';
import { holdSessionHints } from './session-hints';

// Lazy pages load slower on a busy CI machine (the API suites run beside these) than the 1 s default of
// findBy*/waitFor allows: a form's first render there took longer than 5 s in a full run.
configure({ asyncUtilTimeout: 10_000 });

// jsdom lacks the browser APIs Mantine reads.
window.matchMedia = (query: string): MediaQueryList => ({
  matches: false,
  media: query,
  onchange: null,
  addListener: () => undefined,
  removeListener: () => undefined,
  addEventListener: () => undefined,
  removeEventListener: () => undefined,
  dispatchEvent: () => false,
});

class ResizeObserverStub {
  observe(): void {}
  unobserve(): void {}
  disconnect(): void {}
}
window.ResizeObserver = ResizeObserverStub;
window.HTMLElement.prototype.scrollIntoView = () => undefined;
// jsdom does not scroll: a page's opening at its top (ContentLayout) would log "Not implemented" on every page.
window.scrollTo = () => undefined;
if (!document.fonts) {
  Object.defineProperty(document, 'fonts', {
    value: {
      addEventListener: () => undefined,
      removeEventListener: () => undefined,
      ready: Promise.resolve(),
    },
  });
}

/**
 * The tests' browser holds a session cookie at both doors, as one that signed in before: the stubbed server's
 * Set-Cookie never reaches jsdom, so its session hints (docs/decisions/0058-a-hint-before-the-silent-refresh.md)
 * are set here. A test of a first visit clears them (`forgetSessionHints` in session-hints.ts).
 */
beforeEach(() => {
  holdSessionHints(true);
});

// Mantine's notifications and the login area's alerts (src/lib/notices.ts) both outlive a test.
afterEach(() => {
  cleanup();
  act(() => {
    cleanNotifications();
    clearNotices();
  });
  localStorage.clear();
  resetSession();
});
