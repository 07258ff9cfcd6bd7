import { afterAll, beforeAll, describe, expect, it, vi } from "vitest"
import WebSocket from "ws"
import { BOUNDARY_CODES } from "../../domain/core/validation/boundary.ts"
import { WS_CLOSE_BAD_FRAME, WS_CLOSE_TOO_MANY_FRAMES, WS_SOCKETS_PER_MEMBER } from "../../domain/chat/rules.ts"
import { signedInUser } from "../setup/auth.ts"
import { openSocket, wsUrl } from "../setup/chat-socket.ts"
import { databaseKinds } from "../setup/databases.ts"
import { useTestServer } from "../setup/server-suite.ts"

const CHINESE = /[\u4e00-\u9fff]/

/**
 * The boundary rule on the wire: NUL and other control characters, lone surrogates, invisible
 * formatting in names and whole numbers past the int4 columns answer 400 with a Chinese message
 * and a code, never 500, and the log never carries a failed query's parameters.
 */
describe.each(databaseKinds())("input boundary on %s", (kind) => {
  const logged: string[] = []
  beforeAll(() => {
    vi.spyOn(console, "error").mockImplementation((...args: unknown[]) => void logged.push(args.map(String).join(" ")))
  })
  afterAll(() => {
    vi.restoreAllMocks()
  })
  const suite = useTestServer(kind)

  const raw = async (method: string, path: string, options: { token?: string; body?: string } = {}) => {
    const headers: Record<string, string> = { "content-type": "application/json" }
    if (options.token) headers.authorization = `Bearer ${options.token}`
    const response = await fetch(new URL(path, suite.server.url), { method, headers, body: options.body })
    const text = await response.text()
    let body: { status?: number; code?: string; message?: string } = {}
    try {
      body = JSON.parse(text) as typeof body
    } catch {
      body = { message: text }
    }
    return { status: response.status, body }
  }

  it("refuses NUL and lone surrogates in the path, the query and the body", async () => {
    const member = await signedInUser(suite.server)
    const answers = [
      await raw("POST", "/auth/login", { body: JSON.stringify({ username: "lin\u0000xiaoyu", password: "x", code: "", uuid: "u", rememberMe: false }) }),
      await raw("GET", "/api/news?keyword=%00", {}),
      await raw("GET", `/api/friends/find/${encodeURIComponent("1\u0000")}`, { token: member.token }),
      await raw("PUT", "/api/users/center", {
        token: member.token,
        body: '{"nickName":"\\ud800半个字","gender":"男","avatarPath":"","headerImage":""}',
      }),
    ]
    for (const answer of answers) {
      expect(answer.status).toBe(400)
      expect(answer.body.message).toMatch(CHINESE)
      expect(answer.body.code).toBeTypeOf("string")
    }
    expect(answers[0]?.body.code).toBe(BOUNDARY_CODES.controlCharacters)
  })

  it("refuses right-to-left overrides and zero-width characters in names", async () => {
    const member = await signedInUser(suite.server)
    for (const nickName of ["\u202Egpj.exe", "小\u200B林"]) {
      const answer = await suite.server.call("userCenterUpdate", { body: { nickName, gender: "男", avatarPath: "", headerImage: "" } }, { token: member.token })
      expect(answer.status).toBe(400)
      expect(answer.body).toMatchObject({ code: BOUNDARY_CODES.invisibleCharacters })
    }
    const plain = await suite.server.call("userCenterUpdate", { body: { nickName: "小林同学", gender: "男", avatarPath: "", headerImage: "" } }, { token: member.token })
    expect(plain.status).toBe(200)
  })

  it("refuses whole numbers past 2^31-1 in the path, the query and the body", async () => {
    const member = await signedInUser(suite.server)
    const answers = [
      await raw("GET", "/api/friends/find/2147483648", { token: member.token }),
      await raw("GET", "/api/news?page=99999999999", {}),
      await raw("POST", "/api/account/order/annual/create/pay", { token: member.token, body: JSON.stringify({ feeId: 2 ** 31, idempotencyKey: "abcdefgh1234" }) }),
      await raw("POST", "/api/account/order/annual/create/pay", { token: member.token, body: '{"feeId":1e400,"idempotencyKey":"abcdefgh1234"}' }),
    ]
    for (const answer of answers) {
      expect(answer.status).toBe(400)
      expect(answer.body.message).toMatch(CHINESE)
    }
    expect(logged.join("\n")).not.toMatch(/Failed query|params:/)
  })

  it("closes a socket that syncs past 2^31-1 as a bad frame, not a server failure", async () => {
    const member = await signedInUser(suite.server)
    const socket = await openSocket(suite.server.url, member.token)
    await socket.next("ready")
    socket.send({ type: "sync", after: 2 ** 40 })
    expect((await socket.closed).code).toBe(WS_CLOSE_BAD_FRAME)
  })

  it("closes a socket that floods frames, and caps the sockets of one member", async () => {
    const member = await signedInUser(suite.server)
    const socket = await openSocket(suite.server.url, member.token)
    await socket.next("ready")
    for (let i = 0; i < 200; i++) socket.send({ type: "ping" })
    expect((await socket.closed).code).toBe(WS_CLOSE_TOO_MANY_FRAMES)

    const other = await signedInUser(suite.server)
    const open = await Promise.all(Array.from({ length: WS_SOCKETS_PER_MEMBER }, () => openSocket(suite.server.url, other.token)))
    const refused = await new Promise<number>((resolve) => {
      const ws = new WebSocket(wsUrl(suite.server.url, other.token))
      ws.on("unexpected-response", (_req, res) => resolve(res.statusCode ?? 0))
      ws.on("open", () => resolve(101))
      ws.on("error", () => {})
    })
    expect(refused).toBe(429)
    await open[0]?.close()
    await expect.poll(async () => {
      try {
        const again = await openSocket(suite.server.url, other.token)
        await again.close()
        return true
      } catch {
        return false
      }
    }, { timeout: 10_000 }).toBe(true)
    await Promise.all(open.slice(1).map((s) => s.close()))
  })
})
