import { describe, expect, it } from "vitest"
import type { KeyValueStorage } from "./search-history-store.ts"
import { SOCIAL_LOGIN_KEY, socialLoginStore } from "./social-login-state.ts"

const memory = (): KeyValueStorage & { data: Map<string, string> } => {
  const data = new Map<string, string>()
  return { data, getItem: (k) => data.get(k) ?? null, setItem: (k, v) => void data.set(k, v), removeItem: (k) => void data.delete(k) }
}

describe("social login state", () => {
  it("keeps the state and the way back until cleared", () => {
    const storage = memory()
    const store = socialLoginStore(storage, () => "3f9c2a")
    expect(store.read()).toBeNull()
    expect(store.begin("/account/center?tab=orders")).toBe("3f9c2a")
    expect(store.read()).toEqual({ state: "3f9c2a", redirect: "/account/center?tab=orders" })
    expect(store.read()).toEqual({ state: "3f9c2a", redirect: "/account/center?tab=orders" })
    store.clear()
    expect(store.read()).toBeNull()
  })

  it("reads damaged or foreign values, and failing storage, as nothing started", () => {
    const storage = memory()
    const store = socialLoginStore(storage, () => "s")
    for (const raw of ["{", "null", '{"state":""}', '{"state":"s"}', '"s"']) {
      storage.data.set(SOCIAL_LOGIN_KEY, raw)
      expect(store.read()).toBeNull()
    }
    const broken: KeyValueStorage = {
      getItem: () => {
        throw new Error("denied")
      },
      setItem: () => {
        throw new Error("denied")
      },
      removeItem: () => {
        throw new Error("denied")
      },
    }
    const failing = socialLoginStore(broken, () => "s2")
    expect(failing.begin("/")).toBe("s2")
    expect(failing.read()).toBeNull()
    expect(() => failing.clear()).not.toThrow()
    expect(socialLoginStore(null, () => "s3").read()).toBeNull()
  })
})
