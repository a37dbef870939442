import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

/** Helpers of the tests that read the repository's own files as text (doc references, comment figures). */

export const REPO_ROOT = path.resolve(import.meta.dirname, '..');

/** The files git tracks (repository-relative, `/`-separated), as they are in the working tree. */
export function trackedFiles(): string[] {
  return execFileSync('git', ['ls-files', '-z'], { cwd: REPO_ROOT, encoding: 'utf8', maxBuffer: 64 << 20 })
    .split('\0')
    .filter((file) => file !== '' && fs.existsSync(path.join(REPO_ROOT, file)));
}

export const readRepoFile = (file: string): string => fs.readFileSync(path.join(REPO_ROOT, file), 'utf8');

/** 1-based line of a character offset. */
export function lineAt(text: string, offset: number): number {
  let line = 1;
  for (let i = text.indexOf('\n'); i !== -1 && i < offset; i = text.indexOf('\n', i + 1)) line++;
  return line;
}
