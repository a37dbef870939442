import { execFile } from 'node:child_process';
import { availableParallelism } from 'node:os';
import { promisify } from 'node:util';

/**
 * `npm run typecheck`: TypeScript on every package, as many at once as the machine has cores (each `tsc` uses
 * one). A package's messages are printed together when it is done; the exit code is the first failure's.
 */
const PROJECTS = ['apps/api', 'apps/web', 'e2e', 'packages/contract'];
const tsc = promisify(execFile);

async function check(project) {
  try {
    await tsc(process.execPath, ['node_modules/typescript/bin/tsc', '-p', project], {
      maxBuffer: 64 * 2 ** 20,
    });
    return 0;
  } catch (failure) {
    process.stdout.write(`${failure.stdout ?? ''}${failure.stderr ?? ''}tsc -p ${project}: failed\n`);
    return typeof failure.code === 'number' ? failure.code : 1;
  }
}

const waiting = [...PROJECTS];
const codes = [];
async function worker() {
  for (let project = waiting.shift(); project; project = waiting.shift()) codes.push(await check(project));
}
await Promise.all(Array.from({ length: Math.min(availableParallelism(), PROJECTS.length) }, worker));
process.exit(codes.find((code) => code !== 0) ?? 0);
