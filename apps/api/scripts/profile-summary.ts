/**
 * Where a server's CPU time went, from a V8 CPU profile (`npm run bench -- --profile DIR`, or any
 * `node --cpu-prof` run): the time the profiler saw each function on top of the stack (self time), grouped by
 * package (`node_modules/<package>`), by Node's own modules, by area of our server (the compiled
 * `apps/api/dist/main.js`, read back to its sources through its source map) and by the engine (garbage
 * collection, `(program)`). Idle time is left out: the shares are of the time the process was busy.
 *
 * Usage: npx tsx apps/api/scripts/profile-summary.ts <file.cpuprofile> [--top N]
 */
import fs from 'node:fs';
import { SourceMap } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';

interface CallFrame {
  functionName: string;
  url: string;
  lineNumber: number;
  columnNumber: number;
}
interface ProfileNode {
  id: number;
  callFrame: CallFrame;
}
interface CpuProfile {
  nodes: ProfileNode[];
  samples: number[];
  timeDeltas: number[];
}

const { values, positionals } = parseArgs({
  allowPositionals: true,
  options: { top: { type: 'string', default: '15' } },
});
const file = positionals[0];
if (!file) {
  console.error('Usage: npx tsx apps/api/scripts/profile-summary.ts <file.cpuprofile> [--top N]');
  process.exit(1);
}
const profile = JSON.parse(fs.readFileSync(file, 'utf8')) as CpuProfile;

/** Source maps of the compiled files the profile names, read once each. */
const maps = new Map<string, SourceMap | null>();
function sourceMapOf(url: string): SourceMap | null {
  if (!maps.has(url)) {
    let map: SourceMap | null = null;
    try {
      const filePath = fileURLToPath(url);
      map = new SourceMap(JSON.parse(fs.readFileSync(`${filePath}.map`, 'utf8')));
    } catch {
      map = null;
    }
    maps.set(url, map);
  }
  return maps.get(url) ?? null;
}

/** The group a function's time counts in, and where it is written. */
function placeOf({ functionName, url, lineNumber, columnNumber }: CallFrame): {
  group: string;
  where: string;
} {
  if (!url) {
    if (functionName === '(garbage collector)') return { group: 'engine: garbage collection', where: '' };
    if (functionName === '(program)') return { group: 'engine: (program)', where: '' };
    if (functionName === '(idle)') return { group: '(idle)', where: '' };
    return { group: 'engine: built-ins', where: '' };
  }
  // PGlite's PostgreSQL, compiled to WebAssembly (the embedded database runs in the server's own thread).
  if (url.startsWith('wasm://')) return { group: 'WebAssembly (PGlite)', where: url };
  const inPackages = /node_modules\/((?:@[^/]+\/)?[^/]+)\//.exec(url);
  if (inPackages?.[1]) return { group: inPackages[1], where: url.slice(url.indexOf(inPackages[1])) };
  if (url.startsWith('node:')) {
    const name = url.replace(/^node:(internal\/)?/, '').split('/')[0] ?? url;
    return { group: `node: ${name.replace(/^_/, '')}`, where: url };
  }
  if (url.includes('/apps/api/dist/')) {
    const entry = sourceMapOf(url)?.findEntry(lineNumber, columnNumber);
    const source = entry && 'originalSource' in entry ? entry.originalSource : '';
    const area = /packages\/contract\//.test(source)
      ? 'contract'
      : (/src\/((?:modules|lib|db)\/[^/]+|[^/]+)/.exec(source)?.[1] ?? 'main.js');
    const at = entry && 'originalLine' in entry ? `:${entry.originalLine + 1}` : '';
    return { group: `fletx: ${area}`, where: `${source.replace(/^.*?(apps|packages)\//, '$1/')}${at}` };
  }
  return { group: path.basename(url), where: url };
}

const byNode = new Map(profile.nodes.map((node) => [node.id, node]));
const selfMs = new Map<number, number>();
profile.samples.forEach((id, index) => {
  selfMs.set(id, (selfMs.get(id) ?? 0) + (profile.timeDeltas[index] ?? 0) / 1000);
});

const groups = new Map<string, number>();
const functions = new Map<string, number>();
let busy = 0;
let idle = 0;
for (const [id, ms] of selfMs) {
  const node = byNode.get(id);
  if (!node) continue;
  const { group, where } = placeOf(node.callFrame);
  if (group === '(idle)') {
    idle += ms;
    continue;
  }
  busy += ms;
  groups.set(group, (groups.get(group) ?? 0) + ms);
  const name = `${node.callFrame.functionName || '(anonymous)'} ${where ? `(${where})` : `[${group}]`}`;
  functions.set(name, (functions.get(name) ?? 0) + ms);
}

const share = (ms: number) => `${((ms / busy) * 100).toFixed(1)} %`;
console.log(`busy ${(busy / 1000).toFixed(1)} s, idle ${(idle / 1000).toFixed(1)} s\n`);
console.log('| where | self time (ms) | share of busy |\n|---|---|---|');
for (const [group, ms] of [...groups].sort((a, b) => b[1] - a[1])) {
  if (ms / busy < 0.005) continue;
  console.log(`| ${group} | ${Math.round(ms)} | ${share(ms)} |`);
}
console.log(`\n| top functions (self time) | ms | share |\n|---|---|---|`);
for (const [name, ms] of [...functions].sort((a, b) => b[1] - a[1]).slice(0, Number(values.top))) {
  console.log(`| ${name.replaceAll('|', '\\|')} | ${Math.round(ms)} | ${share(ms)} |`);
}
