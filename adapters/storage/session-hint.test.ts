import { describe, expect, it } from "vitest"
import { hasSessionHint } from "./session-hint.ts"

describe("session hint", () => {
  it("sees the server's readable hint cookie, and nothing else", () => {
    expect(hasSessionHint("a=1; portal_session=1")).toBe(true)
    expect(hasSessionHint("portal_session=1")).toBe(true)
    expect(hasSessionHint("")).toBe(false)
    expect(hasSessionHint("portal_sessionx=1; x_portal_session=1")).toBe(false)
  })
})
