import { describe, expect, it } from "vitest"
import type { Endpoint } from "../core/endpoint.ts"
import { fillPath } from "../core/endpoint.ts"
import { endpoints } from "./endpoints.ts"
import { API_MESSAGES, CLIENT_MESSAGES } from "../core/api-messages.ts"

const table = Object.entries(endpoints as Readonly<Record<string, Endpoint>>)

describe("the endpoint table", () => {
  it("names each call once, by method and path", () => {
    const keys = table.map(([, e]) => `${e.method} ${e.path}`)
    expect(new Set(keys).size).toBe(keys.length)
    expect(table.length).toBeGreaterThan(100)
  })

  it("has well-formed paths whose placeholders the params schema names", () => {
    for (const [name, e] of table) {
      expect(e.path, name).toMatch(/^\/(api|auth|upload)\b/)
      const placeholders = [...e.path.matchAll(/\{(\w+)\}/g)].map((m) => m[1])
      expect(e.params !== undefined, `${name}: params schema iff placeholders`).toBe(placeholders.length > 0)
      expect(["GET", "POST", "PUT", "DELETE"], name).toContain(e.method)
      if (e.method === "GET") expect(e.body, `${name}: GET has no body`).toBeUndefined()
    }
  })

  it("lists only error statuses between 400 and 599, besides those of its access rule", () => {
    for (const [name, e] of table) {
      for (const status of e.errors) {
        expect(status, name).toBeGreaterThanOrEqual(400)
        expect(status, name).toBeLessThan(600)
      }
    }
  })

  it("sends the chat message as plain text, every other body as JSON", () => {
    const text = table.filter(([, e]) => e.bodyType === "text").map(([, e]) => e.path)
    expect(text).toEqual(["/api/friends/send"])
  })

  it("fills path placeholders, encoded, and refuses a missing one", () => {
    expect(fillPath("/api/friends/{id}", { id: 7 })).toBe("/api/friends/7")
    expect(fillPath("/api/users/card/{userName}", { userName: "林 小雨" })).toBe("/api/users/card/%E6%9E%97%20%E5%B0%8F%E9%9B%A8")
    expect(() => fillPath("/api/friends/{id}", {})).toThrow(/missing path parameter id/)
  })

  it("answers shared conditions in Chinese", () => {
    for (const message of [...Object.values(API_MESSAGES), ...Object.values(CLIENT_MESSAGES)]) {
      expect(message).toMatch(/[\u4e00-\u9fa5]/)
    }
    expect(CLIENT_MESSAGES).toEqual({ requestFailed: "接口请求失败", requestTimeout: "网络请求超时", contractMismatch: "服务器返回的数据格式有误" })
  })
})
