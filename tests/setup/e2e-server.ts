import { mkdtempSync, rmSync } from "node:fs"
import { tmpdir } from "node:os"
import path from "node:path"
import type { TestProject } from "vitest/node"
import { readConfig } from "../../server/config.ts"
import { startServer } from "../../server/server.ts"
import { buildIfNeeded } from "../../scripts/build-if-needed.ts"

declare module "vitest" {
  export interface ProvidedContext {
    baseUrl: string
  }
}

/**
 * The browser suite runs against the real server, started once over a fresh
 * embedded database with the demo data, serving the freshly built app.
 */
export default async function setup(project: TestProject) {
  buildIfNeeded()
  const dataDir = mkdtempSync(path.join(tmpdir(), "portal-e2e-"))
  const config = readConfig({ PORT: "0", HOST: "127.0.0.1", DATA_DIR: dataDir, AUTH_CAPTCHA: "off", LOG_REQUESTS: "off" })
  const server = await startServer(config)
  project.provide("baseUrl", server.url)
  return async () => {
    await server.stop()
    rmSync(dataDir, { recursive: true, force: true })
  }
}
