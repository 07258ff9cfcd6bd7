import { beforeAll, beforeEach, describe, expect, it, vi } from "vitest"
import { createApiClient, type ApiClientOptions } from "./client.ts"
import { createFirstAnswers } from "./first-answers.ts"

interface Sent {
  readonly url: string
  readonly method: string
  readonly headers: Headers
  readonly body: unknown
  readonly credentials: unknown
}

const json = (status: number, body: unknown, headers: Record<string, string> = {}) =>
  new Response(JSON.stringify(body), { status, headers: { "content-type": "application/json", ...headers } })

const setup = (respond: (sent: Sent) => Response | Promise<Response>, overrides: Partial<ApiClientOptions> = {}) => {
  const sent: Sent[] = []
  const hooks = { onUnauthorized: vi.fn(), onForbidden: vi.fn(), onError: vi.fn() }
  const fetch = (async (request: RequestInfo | URL, init: RequestInit = {}) => {
    const s: Sent = { url: String(request), method: init.method ?? "GET", headers: new Headers(init.headers), body: init.body, credentials: init.credentials }
    sent.push(s)
    if (init.signal?.aborted) throw init.signal.reason
    return respond(s)
  }) as typeof globalThis.fetch
  const api = createApiClient({ baseURL: "http://portal.test/", timeout: 1_200_000, fetch, ...hooks, ...overrides })
  return { api, sent, hooks }
}

const failure = (promise: Promise<unknown>) => promise.then(() => null, (e: unknown) => e)

describe("request client", () => {
  // The client loads the endpoint table (and its schemas) on its first call: loaded here once,
  // so that a busy machine's slow first import does not count against a test's time.
  beforeAll(() => import("./endpoint-table.ts"), 60_000)

  it("sends same-origin credentials (the session cookie) and no token, JSON and the pc-web client name", async () => {
    const { api, sent } = setup(() => json(200, { ok: true }))
    await api.call("logout")
    expect(sent[0]).toMatchObject({ url: "http://portal.test/auth/logout", method: "DELETE", credentials: "same-origin" })
    expect(sent[0]?.headers.has("authorization")).toBe(false)
    expect(sent[0]?.headers.get("content-type")).toBe("application/json;charset=UTF-8")
    expect(sent[0]?.headers.get("session_client")).toBe("pc-web")
  })

  it("encodes query strings", async () => {
    const { api, sent } = setup(() => json(200, { content: [], totalElements: 0 }))
    await api.call("dictDetailFree", { query: { dictName: "课程 分类", page: 0 } })
    expect(sent[0]?.url).toBe("http://portal.test/api/dictDetail/free?dictName=%E8%AF%BE%E7%A8%8B+%E5%88%86%E7%B1%BB&page=0")
  })

  it("sends a chat message as plain text", async () => {
    const { api, sent } = setup(() => json(200, { id: 1, from: 3, to: 12, text: "你好，在吗？", createdAt: "2026-01-01T00:00:00.000Z" }))
    await api.call("friendsSend", { query: { to: "12" }, body: "你好，在吗？" })
    expect(sent[0]?.headers.get("content-type")).toBe("text/plain;charset=UTF-8")
    expect(sent[0]?.body).toBe("你好，在吗？")
    expect(sent[0]?.url).toBe("http://portal.test/api/friends/send?to=12")
  })

  it("sends JSON bodies as JSON text and parses the text answer", async () => {
    const { api, sent } = setup(() => new Response(`{"uuid":"u","resendIn":60,"expiresIn":300}`, { status: 200, headers: { "content-type": "text/plain" } }))
    const answer = await api.call("infoCode", { body: { phone: "13800000000", purpose: "register" } })
    expect(sent[0]?.body).toBe(`{"phone":"13800000000","purpose":"register"}`)
    expect(answer).toEqual({ uuid: "u", resendIn: 60, expiresIn: 300 })
  })

  it("copies the browse_session_id header into the data", async () => {
    const { api } = setup(() => json(200, { captcha: true, wechat: false }, { browse_session_id: "b-42" }))
    expect(await api.call("authOptions")).toEqual({ captcha: true, wechat: false, browse_session_id: "b-42" })
  })

  it("401: the unauthorized hook, no notice", async () => {
    const { api, hooks } = setup(() => json(401, { status: 401, code: "not_logged_in", message: "请先登录" }))
    expect(await failure(api.call("authInfo"))).toEqual({ kind: "http", status: 401, code: "not_logged_in", message: "请先登录" })
    expect(hooks.onUnauthorized).toHaveBeenCalledOnce()
    expect(hooks.onError).not.toHaveBeenCalled()
  })

  it("401 handled by the caller when asked", async () => {
    const { api, hooks } = setup(() => json(401, { status: 401, message: "请先登录" }))
    await failure(api.call("authInfo", undefined, { ignoreUnauthorized: true }))
    expect(hooks.onUnauthorized).not.toHaveBeenCalled()
  })

  it("403: the forbidden hook", async () => {
    const { api, hooks } = setup(() => json(403, { status: 403, message: "没有访问权限" }))
    await failure(api.call("menusBuild"))
    expect(hooks.onForbidden).toHaveBeenCalledOnce()
    expect(hooks.onError).not.toHaveBeenCalled()
  })

  it("403 handled by the caller when asked", async () => {
    const { api, hooks } = setup(() => json(403, { status: 403, message: "只有店铺的商家可以处理该订单" }))
    expect(await failure(api.call("menusBuild", undefined, { silent: true, ignoreForbidden: true }))).toMatchObject({ status: 403, message: "只有店铺的商家可以处理该订单" })
    expect(hooks.onForbidden).not.toHaveBeenCalled()
    expect(hooks.onError).not.toHaveBeenCalled()
  })

  it("another status with a message: that message as an error notice", async () => {
    const { api, hooks } = setup(() => json(400, { status: 400, code: "bad_credentials", message: "用户名或密码错误" }))
    expect(await failure(api.call("login", { body: { username: "a", password: "b", code: "c", uuid: "d" } }))).toEqual({
      kind: "http",
      status: 400,
      code: "bad_credentials",
      message: "用户名或密码错误",
    })
    expect(hooks.onError).toHaveBeenCalledWith("用户名或密码错误")
  })

  it("a status without a message, and a failure without a status: 接口请求失败", async () => {
    const { api, hooks } = setup(() => new Response("<html>bad gateway</html>", { status: 502 }))
    expect(await failure(api.call("authOptions"))).toMatchObject({ status: 502, code: "request_failed", message: "接口请求失败" })
    const offline = setup(() => Promise.reject(new TypeError("Failed to fetch")))
    expect(await failure(offline.api.call("authOptions"))).toEqual({ kind: "network", status: null, code: "network_error", message: "接口请求失败" })
    expect(hooks.onError).toHaveBeenCalledWith("接口请求失败")
    expect(offline.hooks.onError).toHaveBeenCalledWith("接口请求失败")
  })

  it("a timeout: 网络请求超时, with or without a signal of the caller", async () => {
    const waitForAbort = (init: RequestInit) =>
      new Promise<Response>((_, reject) => init.signal?.addEventListener("abort", () => reject(init.signal?.reason)))
    const fetch = ((_: RequestInfo | URL, init: RequestInit = {}) => waitForAbort(init)) as typeof globalThis.fetch
    const hooks = { onUnauthorized: vi.fn(), onForbidden: vi.fn(), onError: vi.fn() }
    const api = createApiClient({ baseURL: "http://portal.test/", timeout: 20, fetch, ...hooks })
    expect(await failure(api.call("authOptions"))).toEqual({ kind: "timeout", status: null, code: "timeout", message: "网络请求超时" })
    expect(await failure(api.call("authOptions", undefined, { signal: new AbortController().signal }))).toEqual({
      kind: "timeout",
      status: null,
      code: "timeout",
      message: "网络请求超时",
    })
    expect(hooks.onError).toHaveBeenCalledTimes(2)
    expect(hooks.onError).toHaveBeenCalledWith("网络请求超时")
  })

  it("silent calls swallow the notice, cancelled calls are nobody's error", async () => {
    const { api, hooks } = setup(() => json(404, { status: 404, message: "用户不存在" }))
    await failure(api.call("authOptions", undefined, { silent: true }))
    expect(hooks.onError).not.toHaveBeenCalled()
    const controller = new AbortController()
    controller.abort()
    await failure(api.call("authOptions", undefined, { signal: controller.signal }))
    expect(hooks.onError).not.toHaveBeenCalled()
  })

  it("reads the message of a JSON blob error", async () => {
    const { toFailure } = await import("./client.ts")
    const blob = new Blob([JSON.stringify({ status: 400, code: "not_found", message: "文件不存在" })], { type: "application/json" })
    expect(await toFailure({ response: { status: 400 }, data: blob })).toEqual({ kind: "http", status: 400, code: "not_found", message: "文件不存在" })
    const other = new Blob(["binary"], { type: "application/octet-stream" })
    expect(await toFailure({ response: { status: 400 }, data: other })).toEqual({ kind: "http", status: 400, code: "request_failed", message: "接口请求失败" })
  })

  it("an answer that does not fit its schema: contract_mismatch, reported with the endpoint and the issue", async () => {
    const onContractMismatch = vi.fn()
    const { api, hooks } = setup(() => json(200, { captcha: "yes", wechat: false }), { onContractMismatch })
    expect(await failure(api.call("authOptions"))).toEqual({
      kind: "contract",
      status: null,
      code: "contract_mismatch",
      message: "服务器返回的数据格式有误",
    })
    expect(onContractMismatch).toHaveBeenCalledWith("authOptions", expect.stringContaining("captcha"))
    expect(hooks.onError).toHaveBeenCalledWith("服务器返回的数据格式有误")
  })

  describe("with the first screen's answers from the document", () => {
    let now = 0
    beforeEach(() => {
      now = 0
    })
    const documentAnswers = (answers: Record<string, unknown>) => createFirstAnswers({ text: () => JSON.stringify(answers), now: () => now, signedIn: () => false })

    it("takes a GET call's answer instead of asking while the page is fresh, then asks", async () => {
      const firstAnswers = documentAnswers({ "/api/dictDetail/free?dictName=%E8%AF%BE%E7%A8%8B&page=0": { content: [], totalElements: 3 } })
      const { api, sent } = setup(() => json(200, { content: [], totalElements: 7 }), { firstAnswers })
      const input = { query: { page: 0, dictName: "课程" } }
      expect(await api.call("dictDetailFree", input)).toMatchObject({ totalElements: 3 })
      expect(await api.call("dictDetailFree", input)).toMatchObject({ totalElements: 3 })
      expect(sent).toHaveLength(0)
      now = 60_000
      expect(await api.call("dictDetailFree", input)).toMatchObject({ totalElements: 7 })
      expect(sent).toHaveLength(1)
    })

    it("checks a taken answer against the response schema like an asked one", async () => {
      const firstAnswers = documentAnswers({ "/api/dictDetail/free?dictName=x&page=0": { content: "not a list" } })
      const onContractMismatch = vi.fn()
      const { api, sent, hooks } = setup(() => json(200, {}), { firstAnswers, onContractMismatch })
      expect(await failure(api.call("dictDetailFree", { query: { dictName: "x", page: 0 } }))).toMatchObject({ kind: "contract" })
      expect(sent).toHaveLength(0)
      expect(onContractMismatch).toHaveBeenCalledOnce()
      expect(hooks.onError).toHaveBeenCalledOnce()
    })

    it("never takes one for a call that is not a GET", async () => {
      const firstAnswers = documentAnswers({ "/auth/logout": { ok: true } })
      const { api, sent } = setup(() => json(200, { ok: true }), { firstAnswers })
      await api.call("logout")
      expect(sent).toHaveLength(1)
    })
  })
})
