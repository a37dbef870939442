/**
 * Two apps share this page: the drivers' app under /driver (app/driver-entry.tsx, no Mantine,
 * no back-office code) and the back office everywhere else (app/back-office.tsx). Each is its own chunk, so a
 * page downloads only its app (docs/performance.md "The web's first page").
 */
const container = document.getElementById('root');
if (!container) throw new Error('The page has no #root element.');

const isDriverApp = /^\/driver(\/|$)/.test(window.location.pathname);
if (isDriverApp) void import('./app/driver-entry').then((app) => app.startDriverApp(container));
else void import('./app/back-office').then((app) => app.startBackOffice(container));
