/*
 * The drivers' app service worker (issue 15, "Install and log in"), scope /driver/, written to
 * dist/driver/sw.js by the build (vite-driver-sw.ts) with BUILD_VERSION replaced by a digest of the build's
 * files: each deploy has its own cache, and the worker of a new deploy deletes the old ones when it
 * activates. It serves the app shell
 * when there is no signal. Pages under /driver/ are answered from the network when it answers (and the copy
 * kept), else from the kept copy of /driver/ (every page of the app is the same document); the built assets
 * (/assets/*, hashed names, never change) and the app's icons are kept on first use. The API (/api) is never
 * cached: the app's outbox handles offline writes.
 */
const PREFIX = 'fletx-driver-';
const CACHE = `${PREFIX}BUILD_VERSION`;
const SHELL = ['/driver/', '/driver/manifest.webmanifest', '/driver/icon-192.png', '/driver/icon.svg'];

self.addEventListener('install', (event) => {
  event.waitUntil(
    caches
      .open(CACHE)
      .then((cache) => cache.addAll(SHELL))
      .then(() => self.skipWaiting()),
  );
});

self.addEventListener('activate', (event) => {
  event.waitUntil(
    caches
      .keys()
      .then((keys) =>
        Promise.all(
          keys.filter((key) => key.startsWith(PREFIX) && key !== CACHE).map((key) => caches.delete(key)),
        ),
      )
      .then(() => self.clients.claim()),
  );
});

/** The page sends the assets it loaded before this worker controlled it, so that they are kept too. */
self.addEventListener('message', (event) => {
  const data = event.data;
  if (data?.type !== 'cache' || !Array.isArray(data.urls)) return;
  const urls = data.urls.filter(
    (url) => typeof url === 'string' && new URL(url).origin === self.location.origin,
  );
  event.waitUntil(caches.open(CACHE).then((cache) => cache.addAll(urls)));
});

self.addEventListener('fetch', (event) => {
  const request = event.request;
  if (request.method !== 'GET') return;
  const url = new URL(request.url);
  if (url.origin !== self.location.origin || url.pathname.startsWith('/api')) return;

  if (request.mode === 'navigate') {
    event.respondWith(
      fetch(request)
        .then((response) => {
          if (response.ok) {
            const copy = response.clone();
            caches.open(CACHE).then((cache) => cache.put('/driver/', copy));
          }
          return response;
        })
        .catch(() => caches.match('/driver/').then((cached) => cached || Response.error())),
    );
    return;
  }

  if (url.pathname.startsWith('/assets/') || url.pathname.startsWith('/driver/')) {
    event.respondWith(
      caches.match(request).then(
        (cached) =>
          cached ||
          fetch(request).then((response) => {
            if (response.ok) {
              const copy = response.clone();
              caches.open(CACHE).then((cache) => cache.put(request, copy));
            }
            return response;
          }),
      ),
    );
  }
});
