import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { checkBoundaries, RULES } from '../check-boundaries.mjs';

const fixtures = path.join(import.meta.dirname, 'fixtures');
const script = path.join(import.meta.dirname, '..', 'check-boundaries.mjs');

type Violation = { file: string; line: number; rule: string; message: string };
const found = async (fixture: string) => {
  const { violations } = (await checkBoundaries(path.join(fixtures, fixture))) as { violations: Violation[] };
  return violations.map((v) => `${v.file}:${v.line} ${v.rule}`);
};

/** Each fixture is a small tree laid out like the repository, breaking one rule (and nothing else). */
const cases: Record<string, string[]> = {
  'api-module-boundary': ['apps/api/src/modules/loads/loads.service.ts:2 api/module-boundary'],
  // A mapper may `import type` the read model's rows (the clean fixture), not call it; the read model imports
  // no module's file, not even a service's type.
  'api-module-boundary-read-model': [
    'apps/api/src/modules/loads/loads.mapper.ts:1 api/module-boundary',
    'apps/api/src/modules/loads/loads.repository.ts:1 api/module-boundary',
    'apps/api/src/modules/read-model/load-board.ts:1 api/module-boundary',
  ],
  'api-table-ownership': [
    'apps/api/src/modules/loads/load-drivers.repository.ts:5 api/table-ownership',
    'apps/api/src/modules/loads/loads.repository.ts:2 api/table-ownership',
  ],
  // A reference table (loadStatuses) may be read by any repository; writing it, or using it outside a
  // repository, is refused.
  'api-table-ownership-reference': [
    'apps/api/src/modules/loads/loads.repository.ts:2 api/table-ownership',
    'apps/api/src/modules/loads/loads.service.ts:1 api/only-repository-queries',
    'apps/api/src/modules/loads/loads.service.ts:1 api/table-ownership',
  ],
  'api-table-ownership-raw-sql': ['apps/api/src/modules/loads/loads.repository.ts:9 api/table-ownership'],
  'api-table-ownership-unmapped': ['apps/api/src/db/schema/loads.ts:3 api/table-ownership'],
  'api-table-ownership-map-errors': [
    'apps/api/src/modules/loads/loads.repository.ts:2 api/table-ownership',
    'scripts/boundaries.config.mjs:5 api/table-ownership',
    'scripts/boundaries.config.mjs:6 api/table-ownership',
    'scripts/boundaries.config.mjs:6 api/table-ownership',
  ],
  // lib/ owns no table: a write naming one (by name, alias or namespace; in raw SQL by its SQL name or a
  // `${table}`) is refused; reads, and writes on a table passed in, are not (clean fixture, lib/soft-delete.ts).
  'api-table-ownership-lib': [
    'apps/api/src/lib/load-archive.ts:6 api/table-ownership',
    'apps/api/src/lib/load-archive.ts:7 api/table-ownership',
    'apps/api/src/lib/load-archive.ts:8 api/table-ownership',
  ],
  'api-table-ownership-lib-raw-sql': [
    'apps/api/src/lib/load-archive.ts:4 api/table-ownership',
    'apps/api/src/lib/load-archive.ts:5 api/table-ownership',
    'apps/api/src/lib/load-archive.ts:7 api/table-ownership',
  ],
  'api-only-repository-queries': [
    'apps/api/src/modules/loads/loads.service.ts:2 api/only-repository-queries',
  ],
  'api-read-model-read-only': ['apps/api/src/modules/read-model/load-board.ts:5 api/read-model-read-only'],
  'api-read-model-read-only-raw-sql': [
    'apps/api/src/modules/read-model/load-board.ts:6 api/read-model-read-only',
  ],
  'api-lib-independent': ['apps/api/src/lib/audit.ts:1 api/lib-independent'],
  // A package the server loads where it is first needed: a value import at the top is refused; a type import
  // and `await import('…')` are not.
  'api-loaded-on-use': [
    'apps/api/src/lib/invoice-pdf.ts:1 api/loaded-on-use',
    'apps/api/src/lib/invoice-pdf.ts:2 api/loaded-on-use',
  ],
  // A stop is placed only by lib/stop-position.ts: roughPosition or zipCentroid elsewhere is refused (stop-zone.ts
  // may read the ZIP centroid for the zone; a type import is not a placement).
  'api-one-stop-position': [
    'apps/api/src/lib/stop-zone.ts:1 api/one-stop-position',
    'apps/api/src/modules/tracking/tracking.service.ts:1 api/one-stop-position',
    'apps/api/src/modules/tracking/tracking.service.ts:3 api/one-stop-position',
  ],
  'web-feature-isolation': ['apps/web/src/features/loads/pages/loads-page.ts:1 web/feature-isolation'],
  'web-feature-isolation-shared': ['apps/web/src/components/user-picker.ts:1 web/feature-isolation'],
  'web-driver-app-alone': [
    'apps/web/src/features/driver-app/pages/load-page.tsx:1 web/driver-app-alone',
    'apps/web/src/features/driver-app/pages/load-page.tsx:2 web/driver-app-alone',
  ],
  'web-no-server': ['apps/web/src/lib/data.ts:1 web/no-server', 'apps/web/src/lib/data.ts:2 web/no-server'],
  'contract-zod-only': ['packages/contract/src/dates.ts:1 contract/zod-only'],
  // Circles through type-only imports (`import type`, `import { type X }`, `import('…')` types) count.
  'imports-no-cycle-type-only': [
    'apps/api/src/modules/loads/loads.mapper.ts:2 imports/no-cycle',
    'apps/web/src/lib/session.ts:2 imports/no-cycle',
  ],
  'imports-no-cycle-chain': ['packages/contract/src/loads.ts:1 imports/no-cycle'],
};

describe('check-boundaries', () => {
  it.each(Object.entries(cases))('%s: reports exactly that rule', async (fixture, expected) => {
    expect(await found(fixture)).toEqual(expected);
  });

  it('has a failing fixture for every rule', () => {
    const covered = new Set(Object.values(cases).flatMap((lines) => lines.map((l) => l.split(' ')[1])));
    expect([...covered].sort()).toEqual([...RULES].sort());
  });

  it('reports each import circle once, with its chain from its first file back to it', async () => {
    const messages = async (fixture: string) => {
      const { violations } = (await checkBoundaries(path.join(fixtures, fixture))) as {
        violations: Violation[];
      };
      return violations.map((v) => v.message.replace(/ \(.*\)$/, ''));
    };
    expect(await messages('imports-no-cycle-chain')).toEqual([
      'import cycle: loads.ts → stops.ts → places.ts → loads.ts',
    ]);
    expect(await messages('imports-no-cycle-type-only')).toEqual([
      'import cycle: loads.mapper.ts → loads.service.ts → loads.mapper.ts',
      'import cycle: session.ts → user.ts → session.ts',
    ]);
  });

  it('passes the clean fixture: allowed imports, read model, `import type` row types, tests ignored', async () => {
    expect(await found('clean')).toEqual([]);
  });

  it('prints `path:line rule: explanation (what to do instead)` and exits 1', () => {
    const run = spawnSync(process.execPath, [script, path.join(fixtures, 'api-module-boundary')], {
      encoding: 'utf8',
    });
    expect(run.status).toBe(1);
    expect(run.stdout.trim().split('\n')).toEqual([
      expect.stringMatching(
        /^apps\/api\/src\/modules\/loads\/loads\.service\.ts:2 api\/module-boundary: .+users\.repository\.ts.+ \(.+\)$/,
      ),
    ]);
  }, 30_000);

  it('exits 0 and prints nothing on a clean tree', () => {
    const run = spawnSync(process.execPath, [script, path.join(fixtures, 'clean')], { encoding: 'utf8' });
    expect(run.status).toBe(0);
    expect(run.stdout).toBe('');
  }, 30_000);

  it("gives every table of the repository's schema one owner, among existing modules", async () => {
    const { violations } = (await checkBoundaries()) as { violations: Violation[] };
    const mapProblems = violations.filter(
      (v) => v.file === 'scripts/boundaries.config.mjs' || v.file.startsWith('apps/api/src/db/schema/'),
    );
    expect(mapProblems).toEqual([]);
  }, 30_000);
});
