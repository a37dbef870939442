import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import ts from 'typescript';

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

export type Comment = { line: number; text: string };

/**
 * Every comment of a TypeScript or JavaScript file (`// …` and `/* … *\/`), found by TypeScript's own parser
 * so that a `//` inside a string, a template or a regular expression is not taken for one.
 */
export function commentsOf(file: string, text: string): Comment[] {
  const kind = file.endsWith('x')
    ? ts.ScriptKind.TSX
    : file.endsWith('.ts')
      ? ts.ScriptKind.TS
      : ts.ScriptKind.JS;
  const source = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, false, kind);
  const seen = new Map<number, Comment>();
  const add = (ranges: ts.CommentRange[] | undefined) => {
    for (const range of ranges ?? []) {
      if (!seen.has(range.pos)) {
        const line = source.getLineAndCharacterOfPosition(range.pos).line + 1;
        seen.set(range.pos, { line, text: text.slice(range.pos, range.end) });
      }
    }
  };
  const visit = (node: ts.Node) => {
    // JSX text is no trivia: a `//` in it is text on the page.
    if (node.kind !== ts.SyntaxKind.JsxText) {
      add(ts.getLeadingCommentRanges(text, node.pos));
      add(ts.getTrailingCommentRanges(text, node.end));
    }
    for (const child of node.getChildren(source)) visit(child);
  };
  visit(source);
  return [...seen.values()].sort((a, b) => a.line - b.line);
}
