import { describe, expect, it } from "vitest"
import WebSocket from "ws"
import { signedInUser } from "../setup/auth.ts"
import { databaseKinds } from "../setup/databases.ts"
import { useTestServer } from "../setup/server-suite.ts"

/** One Set-Cookie line of an answer, by cookie name. */
const setCookie = (response: Response, name: string): string | undefined => response.headers.getSetCookie().find((line) => line.startsWith(`${name}=`))

/** The value a Set-Cookie line gives its cookie. */
const valueOf = (line: string | undefined): string => decodeURIComponent(line?.split(";")[0]?.split("=").slice(1).join("=") ?? "")

describe.each(databaseKinds())("the session cookie on %s", (kind) => {
  const suite = useTestServer(kind)
  let seq = 0
  const password = "Rose_2024"

  const member = async () => {
    const username = `cookie${Date.now().toString(36)}${++seq}`
    const phone = `137${String(Date.now() + seq).slice(-8)}`
    return signedInUser(suite.server, { username, password, phone })
  }

  const send = (path: string, init: { method?: string; cookie?: string; headers?: Record<string, string>; body?: unknown } = {}) =>
    fetch(new URL(path, suite.server.url), {
      method: init.method ?? "GET",
      headers: {
        "content-type": "application/json",
        ...(init.cookie ? { cookie: `portal_token=${encodeURIComponent(init.cookie)}` } : {}),
        ...init.headers,
      },
      body: init.body === undefined ? undefined : JSON.stringify(init.body),
    })

  const login = (username: string, rememberMe: boolean) =>
    send("/auth/login", { method: "POST", body: { username, password: suite.server.deps.rsa.encrypt(password), code: "", uuid: "", rememberMe } })

  const own = () => ({ origin: suite.server.url })

  it("sets an HttpOnly, SameSite=Lax token cookie at sign-in that alone authenticates; remember-me keeps it a day", async () => {
    const { user } = await member()
    const plain = await login(user.username, false)
    expect(plain.status).toBe(200)
    const token = setCookie(plain, "portal_token")
    expect(token).toMatch(/; HttpOnly/)
    expect(token).toMatch(/; SameSite=Lax/)
    expect(token).toMatch(/; Path=\//)
    // A browser-session cookie without remember-me; no Secure over plain HTTP.
    expect(token).not.toMatch(/Expires=|Max-Age=/)
    expect(token).not.toMatch(/Secure/)
    // The readable hint holds no token.
    const hint = setCookie(plain, "portal_session")
    expect(valueOf(hint)).toBe("1")
    expect(hint).not.toMatch(/HttpOnly/)

    const info = await send("/auth/info", { cookie: valueOf(token) })
    expect(info.status).toBe(200)
    expect(((await info.json()) as { user: { userId: number } }).user.userId).toBe(user.id)

    const remembered = await login(user.username, true)
    const expires = /Expires=([^;]+)/.exec(setCookie(remembered, "portal_token") ?? "")?.[1]
    const lifetime = new Date(expires ?? 0).getTime() - Date.now()
    expect(lifetime).toBeGreaterThan(86_400_000 - 120_000)
    expect(lifetime).toBeLessThanOrEqual(86_400_000)
  })

  it("refuses a change sent with the cookie from another site, and takes it from the portal's own pages", async () => {
    const { token } = await member()
    const crossSite = await send("/api/sign/in", { method: "PUT", cookie: token, headers: { origin: "https://evil.example" } })
    expect(crossSite.status).toBe(403)
    expect(await crossSite.json()).toMatchObject({ status: 403, code: "cross_site_request", message: "请求来源不是本站页面，已拒绝" })
    // Neither an Origin nor Sec-Fetch-Site: refused too.
    expect((await send("/api/sign/in", { method: "PUT", cookie: token })).status).toBe(403)
    expect((await send("/api/sign/in", { method: "PUT", cookie: token, headers: { "sec-fetch-site": "cross-site" } })).status).toBe(403)
    // A GET that changes state is guarded the same way.
    expect((await send("/api/prize/action", { cookie: token, headers: { "sec-fetch-site": "same-site" } })).status).toBe(403)
    // Nothing happened: the member has not signed in today.
    const state = await suite.server.call("signInInfo", undefined, { token })
    expect(state.ok && state.body).toMatchObject({ status: false })

    const sameOrigin = await send("/api/sign/in", { method: "PUT", cookie: token, headers: own() })
    expect(sameOrigin.status).toBe(200)
    // A read with the cookie needs no origin; the header token needs none for a change either.
    expect((await send("/auth/info", { cookie: token, headers: { "sec-fetch-site": "cross-site" } })).status).toBe(200)
    const header = await send("/api/prize/action", { headers: { authorization: `Bearer ${token}` } })
    expect(header.status).not.toBe(403)
  })

  it("hands the frame its token only on a same-origin call, never cached", async () => {
    const { token } = await member()
    const answer = await send("/api/auth/frameToken", { cookie: token, headers: { "sec-fetch-site": "same-origin" } })
    expect(answer.status).toBe(200)
    expect(answer.headers.get("cache-control")).toBe("no-store")
    expect(await answer.json()).toEqual({ token })
    expect((await send("/api/auth/frameToken", { cookie: token, headers: { "sec-fetch-site": "cross-site" } })).status).toBe(403)
    expect((await send("/api/auth/frameToken", { cookie: token, headers: { origin: "https://evil.example" } })).status).toBe(403)
    expect(await (await send("/api/auth/frameToken", { headers: own() })).json()).toEqual({ token: null })
  })

  it("logout revokes the token and clears the cookies; the old cookie is refused and cleared again", async () => {
    const { token } = await member()
    const logout = await send("/auth/logout", { method: "DELETE", cookie: token, headers: own() })
    expect(logout.status).toBe(200)
    expect(setCookie(logout, "portal_token")).toMatch(/^portal_token=; Max-Age=0; Path=\/;.*HttpOnly/)
    expect(setCookie(logout, "portal_session")).toMatch(/^portal_session=; Max-Age=0; Path=\//)
    const stale = await send("/auth/info", { cookie: token })
    expect(stale.status).toBe(401)
    expect(setCookie(stale, "portal_token")).toMatch(/^portal_token=; Max-Age=0/)
    // A forged cookie likewise.
    expect(setCookie(await send("/auth/info", { cookie: "not.a.token" }), "portal_session")).toMatch(/Max-Age=0/)
  })

  it("closing the account ends this browser's session too", async () => {
    const { token } = await member()
    const closed = await send("/api/Account/cancel_account?agree=true", { cookie: token, headers: { "sec-fetch-site": "same-origin" } })
    expect(closed.status).toBe(200)
    expect(setCookie(closed, "portal_token")).toMatch(/^portal_token=; Max-Age=0/)
    expect((await send("/auth/info", { cookie: token })).status).toBe(401)
  })

  it("opens the websocket with the cookie from the portal's own page, not from another site's", async () => {
    const { token } = await member()
    const url = `${suite.server.url.replace(/^http/, "ws")}/ws`
    const connect = (origin: string) =>
      new Promise<number>((resolve, reject) => {
        const ws = new WebSocket(url, { headers: { cookie: `portal_token=${encodeURIComponent(token)}`, origin } })
        ws.on("open", () => {
          ws.close()
          resolve(101)
        })
        ws.on("unexpected-response", (_request, response) => resolve(response.statusCode ?? 0))
        ws.on("error", reject)
      })
    expect(await connect(suite.server.url)).toBe(101)
    expect(await connect("https://evil.example")).toBe(403)
  })
})
