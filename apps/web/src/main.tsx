/**
 * Three apps share this page: the drivers' app under /driver (app/driver-entry.tsx, no Mantine,
 * no back-office code), a tracking link's public page under /t/{token} (app/tracking-entry.tsx) and the back
 * office everywhere else (app/back-office.tsx). Each is its own chunk, so a page downloads only its app
 * (docs/performance.md "The web's first page").
 */
const container = document.getElementById('root');
if (!container) throw new Error('The page has no #root element.');

/**
 * One entry per app, the first whose path matches starts. A list, not an if/else: the minifier merged two
 * branches' imports into one call whose preload list (filled in after it) was the back office's, so the
 * tracking page downloaded the back office too.
 */
const apps: ReadonlyArray<readonly [RegExp, (match: RegExpExecArray) => Promise<void>]> = [
  [/^\/driver(\/|$)/, () => import('./app/driver-entry').then((app) => app.startDriverApp(container))],
  [
    /^\/t\/([^/]+)\/?$/,
    (match) => import('./app/tracking-entry').then((app) => app.startTrackingPage(container, match[1] ?? '')),
  ],
  [/^/, () => import('./app/back-office').then((app) => app.startBackOffice(container))],
];
for (const [path, start] of apps) {
  const match = path.exec(window.location.pathname);
  if (match) {
    void start(match);
    break;
  }
}
