import { fc, test } from "@fast-check/vitest"
import { describe, expect, it } from "vitest"
import {
  isAllowedOrigin,
  isChildStatusMessage,
  loginStatusAnswer,
  loginStatusRequestId,
  originOf,
  originsOfSourceList,
  parentStatusMessage,
} from "./sso-messages.ts"

describe("the cross-site login frame messages", () => {
  it("recognises childStatus as a string or a named object", () => {
    expect(isChildStatusMessage("childStatus")).toBe(true)
    expect(isChildStatusMessage({ name: "childStatus" })).toBe(true)
    expect(isChildStatusMessage({ type: "childStatus" })).toBe(true)
    expect(isChildStatusMessage({ name: "other" })).toBe(false)
    expect(isChildStatusMessage(null)).toBe(false)
    expect(isChildStatusMessage(42)).toBe(false)
  })

  it("answers the frame with the token, or null", () => {
    expect(parentStatusMessage("abc")).toEqual({ name: "parentStatus", token: "abc" })
    expect(parentStatusMessage("")).toEqual({ name: "parentStatus", token: null })
  })

  it("reads loginStatus requests and builds answers", () => {
    expect(loginStatusRequestId({ name: "loginStatus", requestId: "r1" })).toBe("r1")
    expect(loginStatusRequestId({ name: "loginStatus", requestId: 7 })).toBe("7")
    expect(loginStatusRequestId("loginStatus")).toBeNull()
    expect(loginStatusRequestId({ name: "childStatus" })).toBeUndefined()
    expect(loginStatusAnswer("r1", "t")).toEqual({ name: "loginStatus", requestId: "r1", loggedIn: true, token: "t" })
    expect(loginStatusAnswer(null, null)).toEqual({ name: "loginStatus", requestId: null, loggedIn: false, token: null })
  })
})

describe("origins", () => {
  it("takes the origin of http(s) addresses only", () => {
    expect(originOf("https://shop.example.cn:8443/iframe?x=1")).toBe("https://shop.example.cn:8443")
    expect(originOf("/iframe", "http://127.0.0.1:3000")).toBe("http://127.0.0.1:3000")
    expect(originOf("javascript:alert(1)")).toBeNull()
    expect(originOf("not a url")).toBeNull()
  })

  it("lists exact origins of a frame-ancestors source list", () => {
    expect(originsOfSourceList("'self' https://a.example.cn https://*.b.cn http://c.cn:8080/path 'none'")).toEqual([
      "https://a.example.cn",
      "http://c.cn:8080",
    ])
  })

  test.prop([fc.webUrl(), fc.array(fc.webUrl())])("allows an origin only when it is listed exactly", (url, others) => {
    const origin = new URL(url).origin
    const allowed = others.map((u) => new URL(u).origin)
    expect(isAllowedOrigin(origin, allowed)).toBe(allowed.includes(origin))
    expect(isAllowedOrigin(origin, [...allowed, origin])).toBe(true)
    expect(isAllowedOrigin("null", ["null"])).toBe(false)
  })
})

describe("ready message", async () => {
  const { SSO_READY_MESSAGE } = await import("./sso-messages.ts")
  it("is named ssoReady and carries nothing else", () => {
    expect(SSO_READY_MESSAGE).toEqual({ name: "ssoReady" })
  })
})
