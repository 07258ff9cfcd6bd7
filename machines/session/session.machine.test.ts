import { describe, expect, it, vi } from "vitest"
import { createActor, fromPromise, SimulatedClock, waitFor } from "xstate"
import type { AccountGrade } from "../../domain/wallet/account-endpoints.ts"
import type { AuthInfo, MenuEntry } from "../../domain/session/endpoints.ts"
import { logoutMachine } from "./logout.machine.ts"
import { INFO_RETRY_MS, sessionMachine } from "./session.machine.ts"
import { cents } from "../../domain/core/money.ts"

const user: AuthInfo["user"] = {
  userId: 7,
  username: "lily",
  nickName: "莉莉",
  avatarPath: "",
  gender: "女",
  phone: "138****0001",
  email: null,
  type: "member",
  authState: "certified",
  auth: true,
}
const grade: AccountGrade = { grade: "VIP会员", amount: cents(19900), expireDate: 300, expireAt: null, isShop: false }
const menus: MenuEntry[] = [{ path: "/admin/accounts", title: "账号管理", roles: ["ROLE_ADMIN"] }]

interface Fakes {
  info?: () => Promise<AuthInfo>
  grade?: () => Promise<AccountGrade>
  menus?: () => Promise<ReadonlyArray<MenuEntry>>
  logoutCall?: () => Promise<void>
}

const start = (hasToken: boolean, fakes: Fakes = {}) => {
  const reloadPage = vi.fn()
  const clearStoredSession = vi.fn()
  const calls = { info: 0, grade: 0, menus: 0, logout: 0 }
  const machine = sessionMachine.provide({
    actors: {
      fetchInfo: fromPromise(() => (calls.info++, (fakes.info ?? (async () => ({ user, roles: [] })))())),
      fetchGrade: fromPromise(() => (calls.grade++, (fakes.grade ?? (async () => grade))())),
      fetchMenus: fromPromise(() => (calls.menus++, (fakes.menus ?? (async () => menus))())),
      logout: logoutMachine.provide({
        actors: { callLogout: fromPromise(() => (calls.logout++, (fakes.logoutCall ?? (async () => {}))())) },
        actions: { clearStoredSession },
      }),
    },
    actions: { reloadPage },
  })
  const actor = createActor(machine, { input: { hasToken } }).start()
  return { actor, reloadPage, clearStoredSession, calls }
}

const ready = (actor: ReturnType<typeof start>["actor"]) => waitFor(actor, (s) => s.matches({ member: "ready" }))

describe("session machine", () => {
  it("is anonymous without a stored token", () => {
    const { actor, calls } = start(false)
    expect(actor.getSnapshot().value).toBe("anonymous")
    expect(calls.info).toBe(0)
  })

  it("restores a stored token: info (default role), grade, then menus", async () => {
    const { actor, calls } = start(true)
    expect(actor.getSnapshot().value).toBe("restoring")
    expect(actor.getSnapshot().hasTag("loading")).toBe(true)
    const snapshot = await ready(actor)
    expect(snapshot.context).toMatchObject({ user, roles: ["ROLE_SYSTEM_DEFAULT"], grade, menus, loadMenus: false })
    expect(calls).toMatchObject({ info: 1, grade: 1, menus: 1 })
  })

  it("logs out and reloads the page when the server refuses the token", async () => {
    const { actor, reloadPage, clearStoredSession } = start(true, { info: () => Promise.reject({ kind: "http", status: 401, message: "登录已过期" }) })
    await waitFor(actor, (s) => s.matches("anonymous"))
    expect(clearStoredSession).toHaveBeenCalledOnce()
    expect(reloadPage).toHaveBeenCalledOnce()
    expect(actor.getSnapshot().context).toMatchObject({ user: null, roles: [], grade: null, hasToken: false })
  })

  it("keeps the token and asks again when the info call fails on the way", async () => {
    const clock = new SimulatedClock()
    let attempts = 0
    const machine = sessionMachine.provide({
      actors: {
        fetchInfo: fromPromise(async (): Promise<AuthInfo> => {
          attempts++
          if (attempts === 1) throw { kind: "network", status: null, message: "网络异常" }
          return { user, roles: [] }
        }),
        fetchGrade: fromPromise(async (): Promise<AccountGrade> => grade),
        fetchMenus: fromPromise(async (): Promise<ReadonlyArray<MenuEntry>> => menus),
      },
    })
    const actor = createActor(machine, { input: { hasToken: true }, clock }).start()
    await waitFor(actor, (s) => s.matches("unreachable"))
    expect(actor.getSnapshot().hasTag("loading")).toBe(true)
    expect(actor.getSnapshot().context.hasToken).toBe(true)
    clock.increment(INFO_RETRY_MS)
    await ready(actor)
    expect(attempts).toBe(2)
  })

  it("stays signed in without a grade or menus when those calls fail", async () => {
    const { actor } = start(true, { grade: () => Promise.reject(new Error("x")), menus: () => Promise.reject(new Error("y")) })
    const snapshot = await ready(actor)
    expect(snapshot.context).toMatchObject({ user, grade: null, menus: [] })
  })

  it("takes a password login with its grade and loads only the menus", async () => {
    const { actor, calls } = start(false)
    actor.send({ type: "session.signedIn", user, roles: ["ROLE_ADMIN"], grade })
    expect(actor.getSnapshot().context.loadMenus).toBe(true)
    const snapshot = await ready(actor)
    expect(snapshot.context).toMatchObject({ roles: ["ROLE_ADMIN"], grade, menus })
    expect(calls).toMatchObject({ info: 0, grade: 0, menus: 1 })
  })

  it("loads the grade after a QR login, which brings none", async () => {
    const { actor, calls } = start(false)
    actor.send({ type: "session.signedIn", user, roles: [], grade: null })
    const snapshot = await ready(actor)
    expect(snapshot.context).toMatchObject({ roles: ["ROLE_SYSTEM_DEFAULT"], grade })
    expect(calls.grade).toBe(1)
  })

  it("clears token, roles and grade at logout even when the call fails, then reloads", async () => {
    const { actor, reloadPage, clearStoredSession, calls } = start(true, { logoutCall: () => Promise.reject(new Error("offline")) })
    await ready(actor)
    actor.send({ type: "session.logout" })
    expect(actor.getSnapshot().matches({ member: "loggingOut" })).toBe(true)
    await waitFor(actor, (s) => s.matches("anonymous"))
    expect(calls.logout).toBe(1)
    expect(clearStoredSession).toHaveBeenCalledOnce()
    expect(reloadPage).toHaveBeenCalledOnce()
    expect(actor.getSnapshot().context).toMatchObject({ user: null, roles: [], grade: null, menus: [] })
  })

  it("reads the user and grade again on refresh, and keeps the session when that fails", async () => {
    let nick = "莉莉"
    let fail = false
    const { actor, calls } = start(true, {
      info: async () => {
        if (fail) throw new Error("x")
        return { user: { ...user, nickName: nick }, roles: ["ROLE_ADMIN"] }
      },
    })
    await ready(actor)
    nick = "新昵称"
    actor.send({ type: "session.refresh" })
    expect(actor.getSnapshot().matches({ member: "refreshing" })).toBe(true)
    const snapshot = await ready(actor)
    expect(snapshot.context.user?.nickName).toBe("新昵称")
    expect(calls.grade).toBe(2)
    fail = true
    actor.send({ type: "session.refresh" })
    const after = await ready(actor)
    expect(after.context.user?.nickName).toBe("新昵称")
  })

  it("ignores a login event while signed in", async () => {
    const { actor } = start(true)
    await ready(actor)
    actor.send({ type: "session.signedIn", user: { ...user, userId: 99 }, roles: [], grade: null })
    expect(actor.getSnapshot().context.user?.userId).toBe(7)
  })
})
