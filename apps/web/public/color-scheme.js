/*
 * Sets the back office's color scheme before the first paint: the one chosen in the user menu (kept by
 * Mantine's color scheme manager under `fletx-color-scheme`, app/color-scheme.ts), else the system's. A file
 * of its own, not an inline script, which the Content-Security-Policy refuses (docs/decisions/0040). The
 * drivers' app (/driver) stays light.
 */
(() => {
  if (/^\/driver(\/|$)/.test(window.location.pathname)) return;
  let chosen = null;
  try {
    chosen = window.localStorage.getItem('fletx-color-scheme');
  } catch {
    // Storage refused (private mode): the system's preference.
  }
  const dark = window.matchMedia('(prefers-color-scheme: dark)').matches;
  const scheme = chosen === 'light' || chosen === 'dark' ? chosen : dark ? 'dark' : 'light';
  document.documentElement.setAttribute('data-mantine-color-scheme', scheme);
})();
