import { fc, test } from "@fast-check/vitest"
import { describe, expect } from "vitest"
import { loginRedirect } from "../shell/routes/guard.ts"
import { loginTarget, loginTargetOf } from "./login-target.ts"

const segment = fc.stringMatching(/^[A-Za-z0-9_\-.~%]{1,12}$/)
const sitePath = fc
  .tuple(fc.array(segment, { minLength: 1, maxLength: 4 }), fc.option(fc.stringMatching(/^[a-z]{1,6}=[A-Za-z0-9%]{0,8}$/), { nil: undefined }))
  .map(([parts, query]) => `/${parts.join("/")}${query ? `?${query}` : ""}`)

describe("login target (spec 1 §2.1)", () => {
  test.prop([sitePath])("a path of this site is kept, query and all, through the login redirect", (path) => {
    expect(loginTarget(path)).toBe(path)
    expect(loginTargetOf(loginRedirect(path).split("?")[1] ?? "")).toBe(path)
  })

  test.prop([fc.string()])("anything else goes home; the answer is never another site", (value) => {
    const target = loginTarget(value)
    expect(target === value || target === "/").toBe(true)
    expect(target.startsWith("/")).toBe(true)
    expect(target.startsWith("//")).toBe(false)
    // eslint-disable-next-line no-control-regex -- no control character may survive
    expect(/[\u0000-\u001f\u007f\\]/.test(target)).toBe(false)
  })

  test("examples", () => {
    expect(loginTargetOf("redirect=%2Faccount%2Fcenter%3Ftab%3Dorders")).toBe("/account/center?tab=orders")
    for (const bad of [null, undefined, "", "account", "https://evil.example/", "//evil.example", "/\\evil.example", "/\t/evil.example", "javascript:alert(1)"]) {
      expect(loginTarget(bad), String(bad)).toBe("/")
    }
    expect(loginTargetOf("")).toBe("/")
  })
})
