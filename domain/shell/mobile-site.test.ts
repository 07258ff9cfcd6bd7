import { fc, test } from "@fast-check/vitest"
import { describe, expect, it } from "vitest"
import { isPhoneUserAgent, mobileSiteDecision, type MobileSiteChoice } from "./mobile-site.ts"

const IPHONE = "Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Mobile/15E148 Safari/604.1"
const ANDROID_PHONE = "Mozilla/5.0 (Linux; Android 14; PJZ110) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0.0.0 Mobile Safari/537.36"
const WECHAT = "Mozilla/5.0 (Linux; Android 13; V2227A) AppleWebKit/537.36 (KHTML, like Gecko) Version/4.0 Chrome/116.0 Mobile Safari/537.36 MicroMessenger/8.0.47"
const IPAD = "Mozilla/5.0 (iPad; CPU OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Mobile/15E148 Safari/604.1"
const ANDROID_TABLET = "Mozilla/5.0 (Linux; Android 13; SM-X700) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0.0.0 Safari/537.36"
const DESKTOP = "Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0.0.0 Safari/537.36"

describe("isPhoneUserAgent", () => {
  it("knows phones from tablets and computers", () => {
    expect(isPhoneUserAgent(IPHONE)).toBe(true)
    expect(isPhoneUserAgent(ANDROID_PHONE)).toBe(true)
    expect(isPhoneUserAgent(WECHAT)).toBe(true)
    expect(isPhoneUserAgent(IPAD)).toBe(false)
    expect(isPhoneUserAgent(ANDROID_TABLET)).toBe(false)
    expect(isPhoneUserAgent(DESKTOP)).toBe(false)
  })
})

describe("mobileSiteDecision", () => {
  const M = "https://m.yuexiang-health.cn/"

  it("sends a phone to the mobile site once", () => {
    expect(mobileSiteDecision({ userAgent: IPHONE, mobileSiteUrl: M, search: "", choice: null })).toEqual({ kind: "redirect", to: M, remember: "redirected" })
    expect(mobileSiteDecision({ userAgent: IPHONE, mobileSiteUrl: M, search: "", choice: "redirected" })).toEqual({ kind: "stay", remember: null })
  })

  it("keeps a phone that asks for the computer version, and remembers it", () => {
    expect(mobileSiteDecision({ userAgent: IPHONE, mobileSiteUrl: M, search: "?pc=1", choice: null })).toEqual({ kind: "stay", remember: "stay" })
    expect(mobileSiteDecision({ userAgent: IPHONE, mobileSiteUrl: M, search: "", choice: "stay" })).toEqual({ kind: "stay", remember: null })
  })

  const choice = fc.constantFrom<MobileSiteChoice | null>(null, "redirected", "stay")
  test.prop([fc.string(), choice, fc.string()])("never redirects a computer, nor when no mobile site is configured", (search, remembered, ua) => {
    expect(mobileSiteDecision({ userAgent: DESKTOP, mobileSiteUrl: M, search, choice: remembered }).kind).toBe("none")
    expect(mobileSiteDecision({ userAgent: ua, mobileSiteUrl: null, search, choice: remembered }).kind).toBe("none")
  })

  test.prop([fc.string(), fc.constantFrom<MobileSiteChoice>("redirected", "stay")])("a remembered choice never redirects", (search, remembered) => {
    expect(mobileSiteDecision({ userAgent: ANDROID_PHONE, mobileSiteUrl: M, search, choice: remembered }).kind).not.toBe("redirect")
  })
})
