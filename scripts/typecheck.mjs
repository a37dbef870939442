import { spawn } from 'node:child_process';
import { availableParallelism } from 'node:os';

/**
 * `npm run typecheck`: TypeScript on every package, as many at once as the machine has cores (each `tsc` uses
 * one). A package's messages are printed together when it is done; the exit code is the first failure's.
 */
const PROJECTS = ['apps/api', 'apps/web', 'e2e', 'packages/contract'];

function check(project) {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, ['node_modules/typescript/bin/tsc', '-p', project], {
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    child.stdout.on('data', (chunk) => {
      output += chunk;
    });
    child.stderr.on('data', (chunk) => {
      output += chunk;
    });
    child.on('close', (code) => {
      process.stdout.write(output);
      if (code !== 0) console.error(`tsc -p ${project}: failed`);
      resolve(code ?? 1);
    });
  });
}

const waiting = [...PROJECTS];
const codes = [];
async function worker() {
  for (let project = waiting.shift(); project; project = waiting.shift()) codes.push(await check(project));
}
await Promise.all(Array.from({ length: Math.min(availableParallelism(), PROJECTS.length) }, worker));
process.exit(codes.find((code) => code !== 0) ?? 0);
