import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { lineAt, REPO_ROOT, readRepoFile, trackedFiles } from './source-scan.ts';

/**
 * Every `docs/…` file the code cites exists, and so does every section it names right after the path
 * (`docs/product.md "Export"`, `docs/performance.md "Session 12"`): a renamed decision or a retitled section
 * must not leave comments pointing nowhere. A section matches a heading of that file, or the bold label that
 * opens one of its list items (a decision's "**Replay**: …"), that contains its words (case aside; a
 * trailing `…` marks a shortened title), so "Session 12" finds the heading ending in "session 12)". `docs/decisions/NNNN` without its name must name exactly one decision.
 */

/** Where references are looked for: tracked source and build files, and the READMEs. */
const SOURCE = /\.(ts|tsx|mjs|cjs|js|json|css|html)$|(^|\/)README\.md$/;
/** This file cites broken references on purpose (below). */
const SELF = path
  .relative(REPO_ROOT, import.meta.filename)
  .split(path.sep)
  .join('/');

type DocReference = { line: number; path: string; sections: string[] };

/** `docs/x.md`, `./docs/x.md`, `docs/decisions/0018`; not the tail of a longer path or an address. */
const PATH = /(?<![\w./-])(?:\.\/)?(docs\/(?:[\w.-]+\/)*[\w.-]+\.md|docs\/decisions\/\d{4}(?![\w-]))/g;
/** Quoted section names directly after a path, on its line or the next (after that line's comment leader). */
const SECTIONS =
  /^(?:[ \t]*|[ \t]*\r?\n[ \t]*(?:\/\/+|\*|#)?[ \t]*)((?:["“][^"”\n]+["”])(?:,[ \t]*["“][^"”\n]+["”])*)/;

function docReferences(text: string): DocReference[] {
  const found: DocReference[] = [];
  for (const match of text.matchAll(PATH)) {
    const end = match.index + match[0].length;
    const quoted = SECTIONS.exec(text.slice(end, end + 300))?.[1] ?? '';
    const sections = [...quoted.matchAll(/["“]([^"”]+)["”]/g)].map((m) => m[1] ?? '');
    found.push({ line: lineAt(text, match.index), path: match[1] ?? '', sections });
  }
  return found;
}

const headingsCache = new Map<string, string[]>();
function headingsOf(file: string): string[] {
  let headings = headingsCache.get(file);
  if (!headings) {
    headings = readRepoFile(file)
      .split('\n')
      .map((line) => (/^#{1,6} (.+)/.exec(line) ?? /^\s*[-*] \*\*(.+?)\*\*/.exec(line))?.[1])
      .filter((heading) => heading !== undefined)
      .map((heading) => heading.trim().toLowerCase());
    headingsCache.set(file, headings);
  }
  return headings;
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** What is wrong with a reference (empty: nothing). */
function problemsOf(reference: DocReference): string[] {
  let file = reference.path;
  if (/^docs\/decisions\/\d{4}$/.test(file)) {
    const number = file.slice(-4);
    const dir = path.join(REPO_ROOT, 'docs/decisions');
    const matches = fs.existsSync(dir)
      ? fs.readdirSync(dir).filter((name) => name.startsWith(`${number}-`))
      : [];
    if (matches.length !== 1) return [`${file}: ${matches.length} decisions numbered ${number}`];
    file = `docs/decisions/${matches[0]}`;
  }
  if (!fs.existsSync(path.join(REPO_ROOT, file))) return [`${file} does not exist`];
  const headings = headingsOf(file);
  return reference.sections.flatMap((section) => {
    const words = section
      .replace(/(…|\.\.\.)\s*$/, '')
      .replace(/[\s,;:]+$/, '')
      .trim()
      .toLowerCase();
    const pattern = new RegExp(`(^|\\W)${escapeRegExp(words)}($|\\W)`);
    return headings.some((heading) => pattern.test(heading)) ? [] : [`${file} has no section "${section}"`];
  });
}

/** References in each form, with sections on their line and the next, and what is no reference. */
const SAMPLE = `// See docs/product.md "Export", "Stale edits" and docs/decisions/0018.
 * the measured figures (docs/performance.md
 * "Session 12"). Not: apps/web/docs/x.md, https://example.com/docs/y.md, docs/ui, docs/decisions/.
[link](./docs/decisions/0099-no-such-thing.md) docs/nowhere.md, "not a section"`;

describe('docs/ references in the code', () => {
  it('finds paths, the sections quoted right after them, and nothing else', () => {
    expect(docReferences(SAMPLE)).toEqual([
      { line: 1, path: 'docs/product.md', sections: ['Export', 'Stale edits'] },
      { line: 1, path: 'docs/decisions/0018', sections: [] },
      { line: 2, path: 'docs/performance.md', sections: ['Session 12'] },
      { line: 4, path: 'docs/decisions/0099-no-such-thing.md', sections: [] },
      { line: 4, path: 'docs/nowhere.md', sections: [] },
    ]);
  });

  it('reports a missing file, a missing section and an unknown decision number', () => {
    const broken = docReferences(
      'docs/nowhere.md; docs/product.md "No such section"; docs/decisions/9999; docs/performance.md "Named statements, …"',
    );
    expect(broken.flatMap(problemsOf)).toEqual([
      'docs/nowhere.md does not exist',
      'docs/product.md has no section "No such section"',
      'docs/decisions/9999: 0 decisions numbered 9999',
    ]);
  });

  it('every one cited in a tracked source file exists, with the sections named after it', () => {
    const problems = trackedFiles()
      .filter((file) => SOURCE.test(file) && file !== SELF)
      .flatMap((file) =>
        docReferences(readRepoFile(file)).flatMap((reference) =>
          problemsOf(reference).map((problem) => `${file}:${reference.line}: ${problem}`),
        ),
      );
    expect(problems, `broken docs/ references:\n${problems.join('\n')}`).toEqual([]);
  });
});
