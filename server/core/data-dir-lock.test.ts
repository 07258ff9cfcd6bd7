import { spawn } from "node:child_process"
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs"
import { tmpdir } from "node:os"
import path from "node:path"
import { afterEach, describe, expect, it } from "vitest"
import { DataDirLockedError, lockDataDir, processStart } from "./data-dir-lock.ts"

describe("data folder lock", () => {
  const dirs: string[] = []
  afterEach(() => {
    for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true })
  })
  const folder = () => {
    const dir = mkdtempSync(path.join(tmpdir(), "portal-lock-"))
    dirs.push(dir)
    return dir
  }

  it("refuses a folder locked by a live server process", async () => {
    const dir = folder()
    const child = spawn(process.execPath, ["-e", "setTimeout(() => {}, 20000)"], { stdio: "ignore" })
    try {
      const pid = child.pid ?? 0
      writeFileSync(path.join(dir, "server.lock"), `${pid} ${processStart(pid) ?? ""}`.trim())
      expect(() => lockDataDir(dir)).toThrow(DataDirLockedError)
    } finally {
      child.kill("SIGKILL")
    }
  })

  it("takes over a stale lock whose pid now belongs to another live process", () => {
    if (processStart(process.pid) === null) return expect(process.platform).not.toBe("linux")
    const dir = folder()
    // The lock names pid 1 (always alive) with a start time it never had: a pid reused after a crash.
    writeFileSync(path.join(dir, "server.lock"), "1 999999999999")
    const unlock = lockDataDir(dir)
    expect(readFileSync(path.join(dir, "server.lock"), "utf8")).toMatch(new RegExp(`^${process.pid} \\d+$`))
    unlock()
  })
})
