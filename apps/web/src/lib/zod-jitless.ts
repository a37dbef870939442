/**
 * `zod` as the web's code and the contract's schemas import it (apps/web/vite.config.ts points `zod` here):
 * zod configured jitless before any schema exists. A zod object schema otherwise probes `new Function` when
 * it is made, which the Content-Security-Policy forbids (no `unsafe-eval`: docs/security.md "XSS") and
 * reports as a violation; jitless, it checks values by walking the schema instead. The configuration runs
 * when this module is first evaluated, so before any importer's body, whatever the order of the entries.
 */
import { z } from 'zod/v4';

z.config({ jitless: true });

export * from 'zod/v4';
export { z, z as default };
