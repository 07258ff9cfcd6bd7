import { mkdtempSync, readFileSync, readdirSync, rmSync } from "node:fs"
import { tmpdir } from "node:os"
import path from "node:path"
import { describe, expect, it } from "vitest"
import { FLOWS } from "../machines/index.ts"
import { exportFlows } from "./flows-export.ts"

describe("flows export", () => {
  it("writes each machine's definition and an index, readable back as JSON", () => {
    const dir = mkdtempSync(path.join(tmpdir(), "flows-"))
    try {
      exportFlows(dir)
      expect(readdirSync(dir).sort()).toEqual([...FLOWS.map((f) => `${f.id}.json`), "index.json"].sort())
      const login = JSON.parse(readFileSync(path.join(dir, "login.json"), "utf8")) as { id: string; states: Record<string, { invoke: Array<{ src: string }> }> }
      expect(login.id).toBe("login")
      expect(login.states.captcha?.invoke[0]?.src).toBe("loadCaptcha")
      const index = JSON.parse(readFileSync(path.join(dir, "index.json"), "utf8")) as Array<{ id: string; nameZh: string }>
      expect(index.find((f) => f.id === "login")?.nameZh).toBe("密码登录")
    } finally {
      rmSync(dir, { recursive: true, force: true })
    }
  })
})
