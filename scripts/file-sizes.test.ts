import { describe, expect, it } from 'vitest';
import { readRepoFile, trackedFiles } from './source-scan.ts';

/**
 * Files a person can hold in their head (issue 29): every file of our own code stays under 350 lines — the
 * apps' and the contract's sources, the scripts (the bench and the boundary checker included) and the browser
 * tests. Tests, migrations and fixtures aside. A file that grows past it is split by what it does (the
 * composition root's parts, services-*.ts; compliance's words, compliance-messages.ts), not squeezed.
 */

const MAX_LINES = 350;
const CODE = /\.(ts|tsx|mts|mjs|js)$/;
const OURS = /^(apps\/[^/]+\/(src|scripts)\/|packages\/[^/]+\/src\/|scripts\/|e2e\/)/;
const ASIDE = /\.test\.tsx?$|\/migrations\/|\/fixtures\/|\.d\.ts$/;

const lineCount = (text: string) => text.split('\n').length - (text.endsWith('\n') ? 1 : 0);

describe('file sizes', () => {
  const files = trackedFiles().filter((f) => CODE.test(f) && OURS.test(f) && !ASIDE.test(f));

  it('finds the code it is about', () => {
    expect(files).toEqual(expect.arrayContaining(['apps/api/src/services.ts', 'e2e/support.ts']));
    expect(files.length).toBeGreaterThan(500);
  });

  it(`keeps every file of our own code under ${MAX_LINES} lines`, () => {
    const over = files
      .map((file) => ({ file, lines: lineCount(readRepoFile(file)) }))
      .filter(({ lines }) => lines >= MAX_LINES)
      .map(({ file, lines }) => `${file}: ${lines} lines`);
    expect(over).toEqual([]);
  });
});
