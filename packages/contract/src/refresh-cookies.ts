// No zod here: the login pages read the hint before any schema is downloaded (apps/web/src/lib/api-client.ts).

/**
 * Each door's session hint: a cookie the page may read (value `1`, no secret) that says this browser may hold
 * a session at that door, set and cleared with the refresh cookie. A page without it does not try the silent
 * refresh, which could only answer 401 (docs/decisions/0058-a-hint-before-the-silent-refresh.md).
 */
export const SESSION_HINTS = { 'back-office': 'fletx_signed_in', driver: 'fletx_driver_signed_in' } as const;
export type Door = keyof typeof SESSION_HINTS;

/** The refresh token's cookie, per door (HttpOnly, SameSite=Strict, limited to the door's path), and its hint. */
export const REFRESH_COOKIES = {
  'back-office': { name: 'fletx_refresh', path: '/api/auth', hint: SESSION_HINTS['back-office'] },
  driver: { name: 'fletx_driver_refresh', path: '/api/driver/auth', hint: SESSION_HINTS.driver },
} as const;

/** Whether a page's cookies (`document.cookie`) carry the door's session hint. */
export const hasSessionHint = (cookies: string, door: Door): boolean =>
  cookies.split(';').some((cookie) => cookie.trim() === `${SESSION_HINTS[door]}=1`);
