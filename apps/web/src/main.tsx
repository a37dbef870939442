/**
 * Three apps share this page: the drivers' app under /driver (app/driver-entry.tsx, no Mantine,
 * no back-office code), a tracking link's public page under /t/{token} (app/tracking-entry.tsx) and the back
 * office everywhere else (app/back-office.tsx). Each is its own chunk, so a page downloads only its app
 * (docs/performance.md "The web's first page").
 */
const container = document.getElementById('root');
if (!container) throw new Error('The page has no #root element.');

const path = window.location.pathname;
const tracking = /^\/t\/([^/]+)\/?$/.exec(path);
if (/^\/driver(\/|$)/.test(path))
  void import('./app/driver-entry').then((app) => app.startDriverApp(container));
else if (tracking)
  void import('./app/tracking-entry').then((app) => app.startTrackingPage(container, tracking[1] ?? ''));
else void import('./app/back-office').then((app) => app.startBackOffice(container));
