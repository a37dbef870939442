/**
 * The web app's imports: features stay apart (only app/ composes them), the drivers' app stays small, and
 * nothing of the server reaches the browser.
 */
import { FEATURES, featureOf, under, WEB_SRC } from '../layout.mjs';

/** @typedef {import('./types.mjs').SourceFile} SourceFile @typedef {import('./types.mjs').Import} Import */
/** @typedef {import('./types.mjs').Context} Context */

/**
 * The drivers' app starts on its own (apps/web/src/app/driver-entry.tsx) and must stay small on a phone
 * (docs/performance.md "The web's first page"): besides its own folder it may import only these shared files,
 * and none of the back office's libraries.
 */
const DRIVER_APP = `${FEATURES}/driver-app`;
const DRIVER_APP_SHARED = new Set(
  [
    'lib/api-error.ts',
    'lib/jwt.ts',
    'lib/query-config.ts',
    'lib/token-refresh.ts',
    'hooks/use-page-visible.ts',
  ].map((f) => `${WEB_SRC}/${f}`),
);
const BACK_OFFICE_PACKAGES = [
  /^@mantine\//,
  /^@tabler\//,
  /^zod$/,
  /^react-hook-form$/,
  /^@hookform\//,
  /^dayjs$/,
];

/** Packages the web app never imports (it talks to the API over HTTP only). */
const SERVER_PACKAGES = [/^@fletx\/api$/, /^drizzle-orm$/, /^drizzle-kit$/, /^pg$/, /^@electric-sql\//];

/** @param {SourceFile} file @param {Import} imp @param {Context} ctx */
function featureIsolation(file, imp, ctx) {
  if (!imp.to || !under(imp.to, FEATURES)) return;
  const toFeature = featureOf(imp.to) ?? imp.to.slice(FEATURES.length + 1).split('/')[0];
  if (file.feature && toFeature !== file.feature) {
    ctx.report(
      file.rel,
      imp.line,
      'web/feature-isolation',
      `feature ${file.feature} imports ${imp.shown} from feature ${toFeature} (move the shared piece to components/, hooks/ or lib/, or compose both features in app/)`,
    );
  } else if (!file.feature && !under(file.rel, `${WEB_SRC}/app`)) {
    ctx.report(
      file.rel,
      imp.line,
      'web/feature-isolation',
      `shared code imports ${imp.shown} from feature ${toFeature} (only app/ imports features: move the piece out of the feature, or pass it in from app/)`,
    );
  }
}

/** @param {SourceFile} file @param {Import} imp @param {Context} ctx */
function driverAppAlone(file, imp, ctx) {
  if (!under(file.rel, DRIVER_APP)) return;
  const { to, pkg } = imp;
  const backOfficeFile = to && under(to, WEB_SRC) && !under(to, DRIVER_APP) && !DRIVER_APP_SHARED.has(to);
  const backOfficePackage = pkg && BACK_OFFICE_PACKAGES.some((re) => re.test(pkg));
  if (backOfficeFile || backOfficePackage) {
    ctx.report(
      file.rel,
      imp.line,
      'web/driver-app-alone',
      `imports ${backOfficePackage ? pkg : imp.shown}: the drivers' app loads none of the back office's code or libraries (keep it in features/driver-app, or move a dependency-free piece to one of ${[...DRIVER_APP_SHARED].join(', ')})`,
    );
  }
}

/** @param {SourceFile} file @param {Import} imp @param {Context} ctx */
function noServer(file, imp, ctx) {
  const serverPackage = imp.pkg && SERVER_PACKAGES.some((re) => re.test(imp.pkg));
  if ((imp.to && under(imp.to, 'apps/api')) || serverPackage) {
    ctx.report(
      file.rel,
      imp.line,
      'web/no-server',
      `imports ${serverPackage ? imp.pkg : imp.shown}: the web app never imports the API or the database (share types and schemas through @fletx/contract, call the API over HTTP)`,
    );
  }
}

/** @param {SourceFile} file @param {Import} imp @param {Context} ctx */
export function checkWebImport(file, imp, ctx) {
  if (!under(file.rel, WEB_SRC)) return;
  featureIsolation(file, imp, ctx);
  driverAppAlone(file, imp, ctx);
  noServer(file, imp, ctx);
}
