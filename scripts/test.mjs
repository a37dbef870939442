import { spawnSync } from 'node:child_process';

/** `npm test`: every suite — contract, API on PGlite and PostgreSQL, web components, then the browser. */
const run = (cmd, args) => {
  const r = spawnSync(cmd, args, { stdio: 'inherit' });
  if (r.status !== 0) process.exit(r.status ?? 1);
};

run('npx', ['vitest', 'run']);
run('node', ['scripts/e2e.mjs']);
