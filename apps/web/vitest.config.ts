import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';

/** The web's component tests: the projects `web` and `web-chicago` of vitest.config.ts, which name the files. */
export default defineConfig({
  root: import.meta.dirname,
  plugins: [react()],
  test: {
    environment: 'jsdom',
    setupFiles: ['./test/setup.ts'],
    css: false,
    // The files of a worker share its loaded modules (Mantine, the pages) instead of importing them again for
    // each; test/setup.ts clears what a test leaves behind (docs/performance.md "Session 29: the web's tests").
    isolate: false,
    restoreMocks: true,
    unstubGlobals: true,
    // A test that renders a whole form waits up to 10 s for it (test/setup.ts): room for two such waits.
    testTimeout: 30_000,
  },
});
