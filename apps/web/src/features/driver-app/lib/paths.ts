/**
 * The drivers' app's home, with its trailing slash: the service worker's scope is `/driver/`
 * (apps/web/service-worker/driver-sw.js), and a page opened at `/driver` would lie outside it, so it could not open
 * offline. The manifest's `start_url` is the same address.
 */
export const DRIVER_HOME = '/driver/';
