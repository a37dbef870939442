import { SESSION_HINTS } from '@fletx/contract/refresh-cookies';

/**
 * Sets (or, `held` false, removes) doors' session hints in jsdom's cookies, as the server's answers would
 * (docs/decisions/0058-a-hint-before-the-silent-refresh.md): the stubbed server's Set-Cookie never reaches
 * jsdom.
 */
export function holdSessionHints(held: boolean, hints: ReadonlyArray<string> = Object.values(SESSION_HINTS)) {
  // biome-ignore lint/suspicious/noDocumentCookie: jsdom's cookies are what the code under test reads.
  for (const hint of hints) document.cookie = held ? `${hint}=1; path=/` : `${hint}=; path=/; max-age=0`;
}

/** A browser that never signed in: no session hint at either door, so no silent refresh is tried. */
export const forgetSessionHints = () => holdSessionHints(false);
