import { defineConfig } from "vitest/config"

// Three suites, one runner: pure code (domain, machines, adapters, ui helpers),
// the HTTP server against real databases, and the browser flows in Chromium.
export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: "unit",
          include: ["domain/**/*.test.ts", "machines/**/*.test.ts", "adapters/**/*.test.ts", "ui/**/*.test.ts", "scripts/**/*.test.ts", "bench/**/*.test.ts"],
          environment: "node",
          // A stray console.error or an unhandled rejection fails the test (tests/setup/console.ts).
          setupFiles: ["tests/setup/console.ts"],
          // Pure code keeps no state between files, so its files share one module graph instead of
          // importing effect, XState and the domain again for each of them.
          isolate: false,
        },
      },
      {
        test: {
          name: "server",
          include: ["server/**/*.test.ts", "tests/server/**/*.test.ts"],
          environment: "node",
          // Test databases are copies of templates built once in a while (tests/setup/database-templates.ts).
          globalSetup: ["tests/setup/database-template-dir.ts"],
          setupFiles: ["tests/setup/console.ts"],
          // Each file starts its own server over its own database copy; the modules they load keep
          // no state between files, so the files share one module graph too.
          isolate: false,
          testTimeout: 60_000,
          hookTimeout: 120_000,
        },
      },
      {
        test: {
          name: "e2e",
          include: ["tests/e2e/**/*.test.ts"],
          environment: "node",
          globalSetup: ["tests/setup/e2e-build.ts", "tests/setup/database-template-dir.ts"],
          fileParallelism: false,
          // Each file launches its own browser and server; the files share the modules they load.
          isolate: false,
          // A browser flow walks through dozens of conditions; on a loaded two-core machine each
          // may take seconds, so the whole flow gets minutes before it counts as hung.
          testTimeout: 240_000,
          hookTimeout: 180_000,
          // expect.poll waits on a condition: on a loaded machine a page's first answers can take
          // seconds (a module to fetch, then the call), so a poll gets 30 s instead of vitest's 1 s.
          expect: { poll: { timeout: 30_000 } },
        },
      },
    ],
    coverage: {
      provider: "v8",
      include: ["domain/**/*.ts"],
      exclude: ["**/*.test.ts", "domain/**/*.json"],
    },
  },
})
