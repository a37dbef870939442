/** Every rule, by name, and the checks that apply them. */
export { checkApiImport } from './api.mjs';
export { checkContractImport } from './contract.mjs';
export { checkCycles } from './no-cycle.mjs';
export { checkTables } from './tables.mjs';
export { checkWebImport } from './web.mjs';

export const RULES = [
  'api/module-boundary',
  'api/table-ownership',
  'api/only-repository-queries',
  'api/read-model-read-only',
  'api/lib-independent',
  'api/loaded-on-use',
  'api/one-stop-position',
  'web/feature-isolation',
  'web/no-server',
  'web/driver-app-alone',
  'contract/zod-only',
  'imports/no-cycle',
];
