import { asc, eq } from "drizzle-orm"
import { describe, expect, it } from "vitest"
import { maskName } from "../../domain/core/masking.ts"
import { INVITE_REWARD_POINTS, INVITE_REWARD_TITLE, inviteRewardKey, inviteRewardNotice } from "../../domain/member/invite.ts"
import { REAL_NAME_MESSAGES } from "../../domain/member/real-name-form.ts"
import { realNameRequests } from "../../server/member/tables.ts"
import { users } from "../../server/session/tables/users.ts"
import { ledgerEntries } from "../../server/wallet/tables.ts"
import { seededUserId, signedInUser } from "../setup/auth.ts"
import { databaseKinds } from "../setup/databases.ts"
import { idCardCheckChar } from "../setup/member.ts"
import { accountAndLedger, latestSmsCode, okBody, randomPhone, runningLedger } from "../setup/wallet.ts"
import { useSignedInUser, useTestServer } from "../setup/server-suite.ts"

describe.each(databaseKinds())("invite reward on %s", (kind) => {
  const suite = useTestServer(kind)
  const admin = useSignedInUser(suite, { roles: ["ROLE_ADMIN"] })
  let seq = 0

  let cards = 0
  const card = () => {
    const first17 = `11010119900307${String(++cards).padStart(3, "0")}`
    return `${first17}${idCardCheckChar(first17)}`
  }

  /** Registers a new member through the form's call, with an invite code when given. */
  const register = async (inviteCode?: string | null) => {
    const phone = randomPhone()
    const sent = okBody(await suite.server.call("infoCode", { body: { phone, purpose: "register" } }))
    const smsCode = await latestSmsCode(suite.server, phone)
    const username = `invitee${Date.now().toString(36)}${++seq}`
    const body = { username, phone, password: suite.server.deps.rsa.encrypt("Lily_2024"), smsCode, uuid: sent.uuid, ...(inviteCode ? { inviteCode } : {}) }
    const answer = okBody(await suite.server.call("register", { body }))
    return { token: answer.token, id: answer.user.user.userId }
  }

  /** Submits a real-name request for the member and answers its id for the review. */
  const submit = async (member: { token: string; id: number }) => {
    okBody(await suite.server.call("realNameSubmit", { body: { realName: "张晓梅", idCard: card() } }, { token: member.token }))
    const [row] = await suite.server.deps.db.select({ id: realNameRequests.id }).from(realNameRequests).where(eq(realNameRequests.userId, member.id))
    if (!row) throw new Error("no real-name request")
    return row.id
  }

  const approve = (requestId: number, token = admin.token) => suite.server.call("adminRealNameApprove", { params: { id: requestId } }, { token })

  const rewardLines = (inviteeId: number) =>
    suite.server.deps.db
      .select()
      .from(ledgerEntries)
      .where(eq(ledgerEntries.idempotencyKey, inviteRewardKey(inviteeId)))
      .orderBy(asc(ledgerEntries.id))

  const inviter = async () => {
    const member = await signedInUser(suite.server, { nickName: "邀请人" })
    return { ...member, code: member.user.inviteCode ?? "" }
  }

  const pointsOf = async (userId: number) => {
    const wallet = await accountAndLedger(suite.server, userId)
    expect(wallet.pointsLedger).toBe(wallet.points)
    return wallet.points
  }

  it("pays the inviter once when the invited member is first certified, with its ledger row, a notice and the promotion page's state", async () => {
    const a = await inviter()
    const b = await register(a.code)
    const before = okBody(await suite.server.call("extensionInfo", { query: {} }, { token: a.token }))
    expect(before).toMatchObject({ totalElements: 1, rewardPerInvite: INVITE_REWARD_POINTS, rewardTotal: 0, rewardedCount: 0 })
    expect(before.invited[0]).toMatchObject({ certified: false, rewardPoints: null })

    const requestId = await submit(b)
    expect(await pointsOf(a.user.id)).toBe(0)
    expect(okBody(await approve(requestId)).status).toBe("certified")
    expect(await pointsOf(a.user.id)).toBe(INVITE_REWARD_POINTS)
    const lines = await rewardLines(b.id)
    expect(lines).toHaveLength(1)
    expect(lines[0]).toMatchObject({ userId: a.user.id, currency: "points", amount: INVITE_REWARD_POINTS, kind: "invite_reward", title: INVITE_REWARD_TITLE, billType: "income" })
    expect(await pointsOf(b.id)).toBe(0)

    const [invitee] = await suite.server.deps.db.select({ username: users.username }).from(users).where(eq(users.id, b.id))
    const notices = okBody(await suite.server.call("notices", { query: {} }, { token: a.token }))
    const expected = inviteRewardNotice(maskName(invitee?.username ?? ""), INVITE_REWARD_POINTS)
    expect(notices.content.map((n) => n.msg)).toEqual([expected])

    const after = okBody(await suite.server.call("extensionInfo", { query: {} }, { token: a.token }))
    expect(after).toMatchObject({ rewardTotal: INVITE_REWARD_POINTS, rewardedCount: 1 })
    expect(after.invited[0]).toMatchObject({ certified: true, rewardPoints: INVITE_REWARD_POINTS })

    // Certification taken back (no call does it today; an administrator's fix in the database) and approved again: nothing more.
    await suite.server.deps.db.update(realNameRequests).set({ status: "auth_fail", reason: "证件已过期" }).where(eq(realNameRequests.id, requestId))
    await suite.server.deps.db.update(users).set({ authState: "auth_fail" }).where(eq(users.id, b.id))
    const again = await submit(b)
    expect(okBody(await approve(again)).status).toBe("certified")
    expect(await rewardLines(b.id)).toHaveLength(1)
    expect(await pointsOf(a.user.id)).toBe(INVITE_REWARD_POINTS)
    expect(okBody(await suite.server.call("notices", { query: {} }, { token: a.token })).content).toHaveLength(1)
  })

  it("pays once when two administrators approve at once, and a retried approval pays nothing", async () => {
    const a = await inviter()
    const second = await signedInUser(suite.server, { roles: ["ROLE_ADMIN"] })
    const invitees = [await register(a.code), await register(a.code)]
    for (const invitee of invitees) {
      const requestId = await submit(invitee)
      const answers = await Promise.all([approve(requestId), approve(requestId, second.token), approve(requestId)])
      expect(answers.filter((x) => x.ok)).toHaveLength(1)
      expect(answers.filter((x) => !x.ok).map((x) => [x.status, x.body.message])).toEqual([
        [409, REAL_NAME_MESSAGES.notPending],
        [409, REAL_NAME_MESSAGES.notPending],
      ])
      expect((await approve(requestId)).status).toBe(409)
      expect(await rewardLines(invitee.id)).toHaveLength(1)
    }
    expect(await pointsOf(a.user.id)).toBe(2 * INVITE_REWARD_POINTS)
    const info = okBody(await suite.server.call("extensionInfo", { query: {} }, { token: a.token }))
    expect(info).toMatchObject({ totalElements: 2, rewardTotal: 2 * INVITE_REWARD_POINTS, rewardedCount: 2 })
    expect(info.invited.map((m) => m.rewardPoints)).toEqual([INVITE_REWARD_POINTS, INVITE_REWARD_POINTS])
  })

  it("pays nobody for a member without inviter, nothing for a rejection, nothing to a disabled inviter", async () => {
    const alone = await register(null)
    okBody(await approve(await submit(alone)))
    expect(await rewardLines(alone.id)).toEqual([])

    const a = await inviter()
    const rejected = await register(a.code)
    okBody(await suite.server.call("adminRealNameReject", { params: { id: await submit(rejected) }, body: { reason: "证件照片不清晰" } }, { token: admin.token }))
    expect(await rewardLines(rejected.id)).toEqual([])
    expect(await pointsOf(a.user.id)).toBe(0)
    const info = okBody(await suite.server.call("extensionInfo", { query: {} }, { token: a.token }))
    expect(info).toMatchObject({ rewardTotal: 0, rewardedCount: 0 })
    expect(info.invited[0]).toMatchObject({ certified: false, rewardPoints: null })

    const closed = await inviter()
    const friend = await register(closed.code)
    okBody(await suite.server.call("adminAccountEnabled", { params: { id: closed.user.id }, body: { enabled: false } }, { token: admin.token }))
    okBody(await approve(await submit(friend)))
    expect(await rewardLines(friend.id)).toEqual([])
    expect(await pointsOf(closed.user.id)).toBe(0)
  })

  it("gives the demo inviter the reward of her certified friend in her points history, which adds up line after line", async () => {
    const linId = await seededUserId(suite.server, "lin_xiaoyu")
    const { lines, running } = await runningLedger(suite.server, linId, "points", "lin_xiaoyu")
    expect(running).toBe(await pointsOf(linId))
    expect(lines.filter((l) => l.kind === "invite_reward").map((l) => [l.amount, l.title])).toEqual([[INVITE_REWARD_POINTS, INVITE_REWARD_TITLE]])
    const { token } = await suite.server.deps.tokens.issue(linId)
    const info = okBody(await suite.server.call("extensionInfo", { query: {} }, { token }))
    expect(info).toMatchObject({ totalElements: 2, rewardTotal: INVITE_REWARD_POINTS, rewardedCount: 1 })
    expect(info.invited.map((m) => [m.nickName, m.certified, m.rewardPoints])).toEqual([
      ["何*桐", false, null],
      ["苏*", true, INVITE_REWARD_POINTS],
    ])
  })
})
