import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ENV_KEYS, loadEnv } from '../src/env';

/** The root's .env.example: every setting env.ts reads, each with its default and a line saying what it is. */
const root = path.resolve(import.meta.dirname, '../../..');
const lines = fs.readFileSync(path.join(root, '.env.example'), 'utf8').split('\n');
const SETTING = /^# ([A-Z][A-Z0-9_]*)=(.*)$/;
const listed = lines.flatMap((line, index) => {
  const match = SETTING.exec(line);
  return match ? [{ key: match[1] ?? '', value: match[2] ?? '', comment: lines[index - 1] ?? '' }] : [];
});
const manifest = (file: string) => JSON.parse(fs.readFileSync(path.join(root, file), 'utf8'));

describe('.env.example', () => {
  it('lists every setting env.ts reads, and nothing else, once each', () => {
    expect(ENV_KEYS.length).toBeGreaterThan(20);
    expect(listed.map((s) => s.key).sort()).toEqual([...ENV_KEYS].sort());
  });

  it('says what each is on the line above it', () => {
    for (const { key, comment } of listed) {
      expect(comment, key).toMatch(/^# \S/);
      expect(SETTING.test(comment), key).toBe(false);
    }
  });

  it("shows each setting's default: the file as it is, uncommented, configures what no file does", () => {
    const uncommented = Object.fromEntries(listed.map(({ key, value }) => [key, value]));
    const { DATA_DIR: _, ...asListed } = loadEnv(uncommented);
    const { DATA_DIR: __, ...byDefault } = loadEnv({});
    expect(asListed).toEqual(byDefault);
  });

  it("is read from .env by npm start and npm run dev, with Node.js's own --env-file-if-exists", () => {
    const { scripts } = manifest('package.json');
    expect(scripts.start).toMatch(/node --env-file-if-exists=.env (--\S+ )*apps\/api\/dist\/main.js$/);
    expect(scripts.start).toContain('node --env-file-if-exists=.env scripts/build-if-changed.mjs');
    expect(scripts.dev).toContain('node --env-file-if-exists=.env scripts/dev.mjs');
    expect(manifest('apps/api/package.json').scripts.start).toContain('--env-file-if-exists=../../.env');
    expect(fs.readFileSync(path.join(root, '.gitignore'), 'utf8').split('\n')).toContain('.env');
  });
});
