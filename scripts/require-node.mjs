/**
 * `npm start`, `npm run dev`, the tests (vitest.config.ts, scripts/e2e.mjs) begin here: on a Node.js older than
 * package.json's `engines` they stop at once, naming the version needed, instead of failing later on an API that
 * version lacks (a PDF read as damaged, say). Plain JavaScript that any Node.js runs.
 */
import fs from 'node:fs';
import { fileURLToPath } from 'node:url';

/** What to tell a person running `version` when `engines` (">=22.12") asks for more; undefined when it is enough. */
export function olderThanNeeded(engines, version) {
  const [major = 0, minor = 0] = (/(\d+)(?:\.(\d+))?/.exec(engines) ?? []).slice(1).map(Number);
  const [haveMajor = 0, haveMinor = 0] = version.replace(/^v/, '').split('.').map(Number);
  if (haveMajor > major || (haveMajor === major && haveMinor >= minor)) return undefined;
  return (
    `Fletx needs Node.js ${major}.${minor} or later (24 recommended, .nvmrc); this is v${version.replace(/^v/, '')}. ` +
    'Install a current LTS from https://nodejs.org or with nvm (`nvm install`), then run the command again.'
  );
}

/** Stops the process with the message when this Node.js is older than package.json's `engines` asks. */
export function requireNode() {
  const { engines } = JSON.parse(fs.readFileSync(new URL('../package.json', import.meta.url), 'utf8'));
  const message = olderThanNeeded(engines.node, process.versions.node);
  if (message) {
    console.error(message);
    process.exit(1);
  }
}

if (process.argv[1] === fileURLToPath(import.meta.url)) requireNode();
