/**
 * The map tiles (Leaflet's URL template). One setting, `TILE_URL`, read by the web build (the maps) and by
 * the server (the Content-Security-Policy lets images come from the tiles' host): README "Configuration".
 */
export const DEFAULT_TILE_URL = 'https://{s}.tile.openstreetmap.org/{z}/{x}/{y}.png';

/**
 * The Content-Security-Policy source of a tile URL template: its scheme and host, a leading `{s}` label as
 * the `*.` wildcard (`https://*.tile.openstreetmap.org`); `'self'` for a path on this server; undefined for
 * anything else (a template no policy source can describe).
 */
export function tileSource(template: string): string | undefined {
  if (/^\/(?!\/)/.test(template)) return "'self'";
  const match = /^(https?):\/\/([^/?#]+)/.exec(template);
  if (!match) return undefined;
  const [, scheme, host = ''] = match;
  const [first = '', ...rest] = host.split('.');
  const wildcard = first.includes('{') ? ['*', ...rest] : [first, ...rest];
  const source = `${scheme}://${wildcard.join('.')}`;
  return /^[a-z]+:\/\/(\*\.)?[A-Za-z0-9.-]+(:\d+)?$/.test(source) ? source : undefined;
}
