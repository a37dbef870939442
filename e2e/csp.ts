import { type BrowserContext, test as base, expect } from '@playwright/test';

/**
 * Content-Security-Policy violations (docs/security.md "XSS"): every e2e test fails on any. Two witnesses, since
 * each misses some: the documents' `securitypolicyviolation` events, recorded by an init script in every page and
 * frame, and the browser's console messages that report a refusal.
 */
const BINDING = '__fletxCspViolation';
const REFUSAL = /Content Security Policy|Content-Security-Policy/i;

/** Contexts opened during the current test (a second person's browser): checked with the test's own. */
const opened: Array<() => string[]> = [];

/** Starts recording `context`'s violations; answers a function that hands over those seen so far. */
export async function watchCsp(context: BrowserContext): Promise<() => string[]> {
  const seen: string[] = [];
  await context.exposeBinding(BINDING, (_source, text: string) => {
    seen.push(text);
  });
  await context.addInitScript((binding: string) => {
    document.addEventListener('securitypolicyviolation', (event) => {
      const report = (window as unknown as Record<string, (text: string) => void>)[binding];
      const where = event.sourceFile ? ` (${event.sourceFile}:${event.lineNumber})` : '';
      report?.(
        `${event.effectiveDirective} refused ${event.blockedURI || 'an inline use'} on ${location.href}${where}`,
      );
    });
  }, BINDING);
  context.on('console', (message) => {
    if (REFUSAL.test(message.text())) seen.push(`console ${message.type()}: ${message.text()}`);
  });
  return () => seen.splice(0);
}

/** A context opened by a test (not Playwright's own `context`), watched like the test's. */
export async function watchOpened(context: BrowserContext): Promise<BrowserContext> {
  opened.push(await watchCsp(context));
  return context;
}

/** Playwright's `test`, with every page of the test watched: a violation fails the test when it ends. */
export const test = base.extend<{ cspViolations: undefined }>({
  cspViolations: [
    async ({ context }, use) => {
      const read = await watchCsp(context);
      await use(undefined);
      const violations = [...read(), ...opened.splice(0).flatMap((readOpened) => readOpened())];
      expect(violations, 'Content-Security-Policy violations').toEqual([]);
    },
    { auto: true },
  ],
});

export { expect };
