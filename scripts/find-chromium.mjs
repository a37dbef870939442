import { execFileSync } from 'node:child_process';
import fs from 'node:fs';

const CANDIDATES = [
  process.env.CHROMIUM_PATH,
  '/usr/bin/chromium',
  '/usr/bin/chromium-browser',
  '/usr/bin/google-chrome',
  '/usr/bin/google-chrome-stable',
  '/Applications/Google Chrome.app/Contents/MacOS/Google Chrome',
  '/Applications/Chromium.app/Contents/MacOS/Chromium',
].filter(Boolean);

const found = () => CANDIDATES.find((p) => fs.existsSync(p));

/**
 * A Chrome or Chromium for the browser tests. Never downloads a browser: on Debian as root it installs
 * the distribution's `chromium` with apt-get; elsewhere it says how to get one.
 */
export function findChromium() {
  let path = found();
  if (path) return path;
  const isRoot = process.getuid?.() === 0;
  const hasApt = fs.existsSync('/usr/bin/apt-get');
  if (isRoot && hasApt) {
    console.log('Chromium is missing: installing Debian\'s "chromium" package with apt-get…');
    const install = () =>
      execFileSync('apt-get', ['install', '-y', '--no-install-recommends', 'chromium'], { stdio: 'inherit' });
    try {
      install();
    } catch {
      execFileSync('apt-get', ['update'], { stdio: 'inherit' });
      install();
    }
    path = found();
    if (path) return path;
  }
  console.error(
    'The browser tests need Chrome or Chromium. Install one (Debian/Ubuntu: `sudo apt-get install chromium`; ' +
      'macOS: Google Chrome) or set CHROMIUM_PATH to its executable.',
  );
  process.exit(1);
}

if (import.meta.url === `file://${process.argv[1]}`) console.log(findChromium());
