import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { FIRST_START, isFreshDataDir, prepareInChild } from '../src/first-start';

/** The child process that makes a new embedded database with the demo data (src/first-start.ts). */
let dir: string;
beforeEach(() => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'fletx-first-start-'));
});
afterEach(() => {
  fs.rmSync(dir, { recursive: true, force: true });
});

/** A stand-in for the server's entry: records its arguments, then exits with `code`. */
function entry(code: number): string {
  const file = path.join(dir, `entry-${code}.mjs`);
  fs.writeFileSync(
    file,
    `import fs from 'node:fs';\nfs.writeFileSync(${JSON.stringify(path.join(dir, 'argv.json'))}, JSON.stringify(process.argv.slice(2)));\nprocess.exit(${code});\n`,
  );
  return file;
}

describe('the first start', () => {
  it('is told by a data folder without a database', () => {
    expect(isFreshDataDir(path.join(dir, 'pglite'))).toBe(true);
    fs.mkdirSync(path.join(dir, 'pglite'));
    expect(isFreshDataDir(path.join(dir, 'pglite'))).toBe(true);
    fs.writeFileSync(path.join(dir, 'pglite', 'PG_VERSION'), '17\n');
    expect(isFreshDataDir(path.join(dir, 'pglite'))).toBe(false);
  });

  it("runs the server's entry with --first-start in a child and waits for it", async () => {
    await prepareInChild(entry(0)).done;
    expect(JSON.parse(fs.readFileSync(path.join(dir, 'argv.json'), 'utf8'))).toEqual([FIRST_START]);
  });

  it('fails the start when the child fails', async () => {
    await expect(prepareInChild(entry(3)).done).rejects.toThrow(
      'making the new database failed (exit code 3)',
    );
  });
});
