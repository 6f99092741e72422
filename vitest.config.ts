import { defaultClientConditions, defaultServerConditions } from 'vite'
import { defineConfig } from 'vitest/config'

// Workspace packages resolve to their TypeScript sources through the `source` export condition,
// so no test needs a prior build (their `import`/`require` targets are the published dist/).
const sourceFirst = {
  resolve: { conditions: ['source', ...defaultClientConditions] },
  ssr: { resolve: { conditions: ['source', ...defaultServerConditions] } },
  // Global set-up files run in Vitest's own environment (the browser tests' one seeds the demo store).
  environments: { __vitest__: { resolve: { conditions: ['source', ...defaultServerConditions] } } },
}

// Four suites: pure units, DOM components (happy-dom), server integration (real database),
// and browser end-to-end tests (Chromium, skipped loudly when it is absent).
export default defineConfig({
  test: {
    // Vitest's default is one worker per core minus one, a single worker on a 2-core machine, which
    // left half the machine idle while browser and database tests waited on I/O.
    maxWorkers: 3,
    projects: [
      {
        ...sourceFirst,
        test: {
          name: 'unit',
          include: [
            'packages/{domain,client,react,storefront}/src/**/*.test.ts',
            'packages/server/src/http/**/*.test.ts',
          ],
          environment: 'node',
          // One import of the packages per worker instead of one per file; no file here mocks a
          // module, and those that fake timers restore them.
          isolate: false,
        },
      },
      {
        ...sourceFirst,
        test: {
          name: 'dom',
          include: ['packages/{react,admin,storefront}/src/**/*.test.tsx', 'packages/admin/src/**/*.test.ts'],
          environment: 'happy-dom',
          setupFiles: ['packages/admin/src/test/dom-setup.ts'],
          // One happy-dom window and one import of React and the dashboard per worker, not per file:
          // this project took 97 s alone, 16 s this way. No file mocks a module; spies are restored.
          isolate: false,
          // A page test takes 1-2 s alone and nearly 5 (the default limit) beside browser files on 2 cores.
          testTimeout: 15_000,
        },
      },
      {
        ...sourceFirst,
        test: {
          name: 'integration',
          include: [
            'packages/{db,server}/src/**/*.test.ts',
            'packages/client/test/**/*.test.ts',
            'packages/react/test/**/*.test.tsx',
          ],
          exclude: ['packages/server/src/http/**'],
          // The server's modules are imported once per worker instead of once per file (about 80 %
          // of this suite's import time). Safe because no file here mocks a module or leaves a
          // global changed; each file opens its own app and database.
          isolate: false,
          globalSetup: ['packages/server/src/testing/global-setup.ts'],
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      {
        ...sourceFirst,
        test: {
          name: 'e2e',
          include: ['e2e/**/*.test.ts'],
          globalSetup: ['packages/server/src/testing/global-setup.ts', 'e2e/global-setup.ts'],
          // As for integration: one import of the server and Playwright per worker, not per file.
          isolate: false,
          // Browser files run beside the others, each with its own server and Chromium: they spend
          // most of their time waiting, not on the CPU.
          testTimeout: 60_000,
          hookTimeout: 120_000,
          // A screen that answers within a second alone can take several on a loaded 2-core CI
          // machine running three test files at once; 1 s (the default) made such waits flaky.
          expect: { poll: { timeout: 10_000 } },
        },
      },
    ],
  },
})
