import { DEFAULT_TILE_URL, tileSource } from '@fletx/contract/map-tiles';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';

/**
 * The headers every answer carries (docs/security.md, docs/decisions/0033-security-headers-and-safe-defaults.md):
 * HTML, JSON, files, errors, 404s, the web app's fallback, the drivers' app and its service worker alike.
 * Set when the request arrives, so an error or a not-found answer has them too; a route may replace one
 * (a stored file's stricter policy: lib/file-answer.ts).
 */
export interface SecurityHeadersOptions {
  /** The map tiles' URL template (env `TILE_URL`): images may come from its host. */
  tileUrl?: string | undefined;
}

/** A year, and every subdomain: what browsers' preload lists ask for. */
const HSTS = 'max-age=31536000; includeSubDomains';

/**
 * The app's policy. Scripts only from this origin (no inline script, no eval: the web runs zod jitless);
 * styles may be inline, since Mantine writes `<style>` elements and Leaflet style attributes; images also
 * as `data:` (small bundled icons), `blob:` (previews of files being uploaded) and from the tiles' host;
 * calls (the API, the event stream) and workers (the drivers' app's service worker) to this origin only.
 */
export function contentSecurityPolicy(tileUrl: string = DEFAULT_TILE_URL): string {
  const tiles = tileSource(tileUrl);
  const images = ["'self'", 'data:', 'blob:', ...(tiles && tiles !== "'self'" ? [tiles] : [])];
  return [
    "default-src 'self'",
    "script-src 'self'",
    "style-src 'self' 'unsafe-inline'",
    `img-src ${images.join(' ')}`,
    "font-src 'self' data:",
    "connect-src 'self'",
    "worker-src 'self'",
    "manifest-src 'self'",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ].join('; ');
}

/** Puts the headers every answer carries on `reply`: the hook below, and the router's own refusals (app.ts). */
export function setSecurityHeaders(request: FastifyRequest, reply: FastifyReply, policy: string): void {
  reply.headers({
    'content-security-policy': policy,
    'x-content-type-options': 'nosniff',
    // The tiles' host is told the origin asking (OpenStreetMap's usage policy wants a Referer), never a path.
    'referrer-policy': 'strict-origin-when-cross-origin',
    'x-frame-options': 'DENY',
  });
  // `request.protocol` reads X-Forwarded-Proto only from a proxy TRUST_PROXY trusts: a client on plain
  // HTTP cannot ask for HSTS, and an answer over plain HTTP never carries it (browsers ignore it there).
  if (request.protocol === 'https') reply.header('strict-transport-security', HSTS);
}

export const securityHeadersPlugin = fp(
  async (app: FastifyInstance, options: SecurityHeadersOptions) => {
    const policy = contentSecurityPolicy(options.tileUrl);
    app.addHook('onRequest', (request, reply: FastifyReply, done) => {
      setSecurityHeaders(request, reply, policy);
      done();
    });
  },
  { name: 'security-headers' },
);
