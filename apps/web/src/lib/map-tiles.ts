import { DEFAULT_TILE_URL } from '@fletx/contract/map-tiles';

/**
 * The maps' tiles: `TILE_URL` at build time (an offline or self-hosted tile server), else OpenStreetMap's.
 * The server's Content-Security-Policy reads the same setting to let their images in (README "Configuration").
 */
export const TILE_URL: string = import.meta.env.TILE_URL || DEFAULT_TILE_URL;
