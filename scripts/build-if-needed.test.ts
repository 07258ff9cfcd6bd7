import { mkdirSync, mkdtempSync, rmSync, utimesSync, writeFileSync } from "node:fs"
import { tmpdir } from "node:os"
import path from "node:path"
import { afterEach, describe, expect, it, vi } from "vitest"
import { buildIfNeeded, needsBuild } from "./build-if-needed.ts"

const roots: string[] = []
afterEach(() => {
  for (const root of roots.splice(0)) rmSync(root, { recursive: true, force: true })
})

/** A project with a source file and its test, saved a minute ago, and no build yet. */
const project = () => {
  const root = mkdtempSync(path.join(tmpdir(), "build-if-needed-"))
  roots.push(root)
  mkdirSync(path.join(root, "ui"))
  writeFileSync(path.join(root, "ui/page.tsx"), "export const page = 1\n")
  writeFileSync(path.join(root, "ui/page.test.ts"), "export const checked = 1\n")
  const minuteAgo = Date.now() / 1000 - 60
  for (const entry of ["ui/page.tsx", "ui/page.test.ts", "ui"]) utimesSync(path.join(root, entry), minuteAgo, minuteAgo)
  return root
}

/** A stand-in for the build: writes the stamp, and first runs `during` as if a file were saved meanwhile. */
const fakeBuild = (during: (root: string) => void = () => {}) =>
  vi.fn((root: string) => {
    during(root)
    mkdirSync(path.join(root, "dist/client"), { recursive: true })
    writeFileSync(path.join(root, "dist/client/index.html"), "<!doctype html>")
  })

describe("buildIfNeeded", () => {
  it("builds when there is no build, then not again while the sources stay as they were", () => {
    const root = project()
    const build = fakeBuild()
    expect(buildIfNeeded(root, build)).toBe(true)
    expect(buildIfNeeded(root, build)).toBe(false)
    expect(build).toHaveBeenCalledTimes(1)
  })

  it("builds again after a source is saved", () => {
    const root = project()
    buildIfNeeded(root, fakeBuild())
    writeFileSync(path.join(root, "ui/page.tsx"), "export const page = 2\n")
    expect(needsBuild(root)).toBe(true)
  })

  it("counts a source saved while the build ran as newer than the build", () => {
    const root = project()
    buildIfNeeded(root, fakeBuild((r) => writeFileSync(path.join(r, "ui/page.tsx"), "export const page = 3\n")))
    expect(needsBuild(root)).toBe(true)
  })

  it("does not count a test file as a source of the app", () => {
    const root = project()
    buildIfNeeded(root, fakeBuild())
    writeFileSync(path.join(root, "ui/page.test.ts"), "export const checked = 2\n")
    expect(needsBuild(root)).toBe(false)
  })
})
