import { mkdtempSync, rmSync } from "node:fs"
import { tmpdir } from "node:os"
import path from "node:path"
import type { TestProject } from "vitest/node"
import { dropPostgresTemplates } from "./database-templates.ts"

declare module "vitest" {
  export interface ProvidedContext {
    /** The folder of this run's database templates (tests/setup/database-templates.ts). */
    databaseTemplates: string
  }
}

/** Before the server and browser suites: a folder for the run's database templates; after them, the templates go. */
export default function setup(project: TestProject) {
  const dir = mkdtempSync(path.join(tmpdir(), "portal-templates-"))
  project.provide("databaseTemplates", dir)
  return async () => {
    rmSync(dir, { recursive: true, force: true })
    const adminUrl = process.env.TEST_DATABASE_URL
    if (adminUrl) await dropPostgresTemplates(adminUrl, dir)
  }
}
