import { beforeAll, describe, expect, it } from "vitest"
import { MAKER_DEPOSIT_CENTS, MAKER_MESSAGES } from "../../domain/maker/rules.ts"
import { signedInUser } from "../setup/auth.ts"
import { makerApplicant, payMakerDeposit } from "../setup/makers.ts"
import { databaseKinds } from "../setup/databases.ts"
import { uploadAs } from "../setup/maker-courses.ts"
import { squarePng } from "../setup/images.ts"
import { accountAndLedger, ledgerRows, newKey, walletMember, type WalletMember } from "../setup/wallet.ts"
import { useTestServer } from "../setup/server-suite.ts"

const MP4 = new Uint8Array([
  0, 0, 0, 0x20, 0x66, 0x74, 0x79, 0x70, 0x69, 0x73, 0x6f, 0x6d, 0, 0, 2, 0, 0x69, 0x73, 0x6f, 0x6d, 0x69, 0x73, 0x6f, 0x32, 0x61, 0x76, 0x63, 0x31,
  0x6d, 0x70, 0x34, 0x31, ...new Array<number>(256).fill(0),
])

describe.each(databaseKinds())("makers on %s", (kind) => {
  const suite = useTestServer(kind)
  let adminToken: string
  const upload = (token: string, kind: string, body: Uint8Array, name: string) => uploadAs(suite.server, token, kind, body, name)

  /** A certified member who applied, paid the deposit and was approved. */
  const newMaker = async (): Promise<WalletMember> => {
    const applicant = await makerApplicant(suite.server)
    const paid = await payMakerDeposit(suite.server, applicant)
    if (!paid.ok) throw new Error(paid.body.message)
    const approved = await suite.server.call("adminMakerApprove", { params: { id: applicant.applicationId } }, { token: adminToken })
    if (!approved.ok) throw new Error(approved.body.message)
    return applicant.member
  }

  const publish = async (maker: WalletMember, title: string, category = "beauty", tags = ["补水"]) => {
    const video = await upload(maker.token, "shortVideo", MP4, "clip.mp4")
    const cover = await upload(maker.token, "pictures", squarePng(), "cover.png")
    const created = await suite.server.call("makerWorkCreate", { body: { title, category, tags, video, cover } }, { token: maker.token })
    if (!created.ok) throw new Error(created.body.message)
    const approved = await suite.server.call("adminMicroWorkApprove", { params: { id: created.body.id } }, { token: adminToken })
    if (!approved.ok) throw new Error(approved.body.message)
    return approved.body
  }

  beforeAll(async () => {
    adminToken = (await signedInUser(suite.server, { roles: ["ROLE_ADMIN"] })).token
  })

  it("takes a certified member's application, the deposit through the ledger, and makes a maker on approval", async () => {
    const stranger = await walletMember(suite.server, { cents: 100_000 })
    const sample = await upload(stranger.token, "pictures", squarePng(), "a.png")
    const form = { displayName: "小美", field: "护肤美妆", intro: "分享十年护肤经验，专注敏感肌修护。", sample }
    expect(await suite.server.call("makerApply", { body: form }, { token: stranger.token })).toMatchObject({ status: 403, body: { message: MAKER_MESSAGES.notCertified } })

    const member = await walletMember(suite.server, { cents: 100_000, authState: "certified" })
    expect(await suite.server.call("makerApply", { body: { ...form, intro: "太短" } }, { token: member.token })).toMatchObject({
      status: 400,
      body: { message: MAKER_MESSAGES.introLength },
    })
    expect(await suite.server.call("makerApply", { body: form }, { token: member.token })).toMatchObject({ status: 400, body: { message: MAKER_MESSAGES.fileNotYours } })
    const own = await upload(member.token, "pictures", squarePng(), "b.png")
    const applied = await suite.server.call("makerApply", { body: { ...form, sample: own } }, { token: member.token })
    if (!applied.ok) throw new Error(applied.body.message)
    expect(applied.body).toMatchObject({ state: "unpaid", depositCents: MAKER_DEPOSIT_CENTS })
    expect(await suite.server.call("makerApply", { body: { ...form, sample: own } }, { token: member.token })).toMatchObject({ status: 409 })

    const key = newKey()
    const pay = () => payMakerDeposit(suite.server, { member, applicationId: applied.body.id }, key)
    const paid = await pay()
    expect(paid.ok && paid.body).toMatchObject({ application: { state: "reviewing" }, balance: 100_000 - MAKER_DEPOSIT_CENTS })
    expect((await pay()).ok).toBe(true)
    expect(await ledgerRows(suite.server, member.user.id, "maker_deposit")).toHaveLength(1)

    const pending = await suite.server.call("adminMakerApplications", { query: { state: "reviewing" } }, { token: adminToken })
    expect(pending.ok && pending.body.content.map((a) => a.id)).toContain(applied.body.id)
    expect((await suite.server.call("adminMakerApprove", { params: { id: applied.body.id } }, { token: member.token })).status).toBe(403)
    const approved = await suite.server.call("adminMakerApprove", { params: { id: applied.body.id } }, { token: adminToken })
    expect(approved.ok && approved.body.state).toBe("approved")
    const status = await suite.server.call("makerJoinStatus", undefined, { token: member.token })
    expect(status.ok && status.body).toMatchObject({ isMaker: true, certified: true, application: { state: "approved" } })
    const grade = await suite.server.call("accountGrade", undefined, { token: member.token })
    expect(grade.ok && grade.body.isShop).toBe(true)
  })

  it("refunds a rejected application's deposit once, and a leaving maker's deposit once", async () => {
    const member = await walletMember(suite.server, { cents: 60_000, authState: "certified" })
    const sample = await upload(member.token, "pictures", squarePng(), "c.png")
    const applied = await suite.server.call(
      "makerApply",
      { body: { displayName: "阿辉", field: "健身减脂", intro: "健身教练，分享减脂训练和饮食搭配。", sample } },
      { token: member.token },
    )
    if (!applied.ok) throw new Error(applied.body.message)
    await payMakerDeposit(suite.server, { member, applicationId: applied.body.id })
    expect((await suite.server.call("adminMakerReject", { params: { id: applied.body.id }, body: { reason: "" } }, { token: adminToken })).status).toBe(400)
    const rejected = await Promise.all([
      suite.server.call("adminMakerReject", { params: { id: applied.body.id }, body: { reason: "代表作品与创作领域不符" } }, { token: adminToken }),
      suite.server.call("adminMakerReject", { params: { id: applied.body.id }, body: { reason: "代表作品与创作领域不符" } }, { token: adminToken }),
    ])
    expect(rejected.map((r) => r.status).sort()).toEqual([200, 409])
    expect(await ledgerRows(suite.server, member.user.id, "maker_deposit_refund")).toHaveLength(1)
    const money = await accountAndLedger(suite.server, member.user.id)
    expect(money).toMatchObject({ balance: 60_000, balanceLedger: 60_000 })

    const maker = await newMaker()
    const left = await suite.server.call("makerLeave", undefined, { token: maker.token })
    expect(left.ok).toBe(true)
    expect((await suite.server.call("makerLeave", undefined, { token: maker.token })).status).toBe(403)
    expect(await ledgerRows(suite.server, maker.user.id, "maker_deposit_refund")).toHaveLength(1)
    expect(await accountAndLedger(suite.server, maker.user.id)).toMatchObject({ balance: 100_000, balanceLedger: 100_000 })
  })

  it("publishes a maker's video after review and lets members like, comment, follow and find it", async () => {
    const maker = await newMaker()
    const fan = await signedInUser(suite.server, { authState: "certified" })
    const other = await signedInUser(suite.server)
    const nonMakerVideo = await upload(fan.token, "shortVideo", MP4, "x.mp4")
    expect((await suite.server.call("makerWorkCreate", { body: { title: "不是创客", category: "beauty", tags: [], video: nonMakerVideo, cover: nonMakerVideo } }, { token: fan.token })).status).toBe(403)
    const refusedType = await fetch(`${suite.server.url}/upload/shortVideo`, {
      method: "POST",
      headers: { authorization: `Bearer ${maker.token}` },
      body: new Blob([new Uint8Array(squarePng())]),
    })
    expect(refusedType.status).toBe(400)

    const video = await upload(maker.token, "shortVideo", MP4, "clip.mp4")
    const cover = await upload(maker.token, "pictures", squarePng(), "cover.png")
    const created = await suite.server.call("makerWorkCreate", { body: { title: "敏感肌的三步补水法", category: "beauty", tags: ["补水", "敏感肌"], video, cover } }, { token: maker.token })
    if (!created.ok) throw new Error(created.body.message)
    expect(created.body.state).toBe("reviewing")
    const before = await suite.server.call("microFeed", { query: { tab: "recommend" } })
    expect(before.ok && before.body.content.some((v) => v.id === created.body.id)).toBe(false)
    const approved = await suite.server.call("adminMicroWorkApprove", { params: { id: created.body.id } }, { token: adminToken })
    expect(approved.ok && approved.body.state).toBe("published")

    const id = created.body.id
    const liked = await suite.server.call("microLike", { params: { id }, body: { liked: true } }, { token: fan.token })
    expect(liked.ok && liked.body).toEqual({ liked: true, likes: 1 })
    await suite.server.call("microLike", { params: { id }, body: { liked: true } }, { token: fan.token })
    const again = await suite.server.call("microVideo", { params: { id } }, { token: fan.token })
    expect(again.ok && again.body).toMatchObject({ likes: 1, liked: true })
    expect((await suite.server.call("microComment", { params: { id }, body: { content: " " } }, { token: fan.token })).status).toBe(400)
    const comment = await suite.server.call("microComment", { params: { id }, body: { content: "学到了，明天就试试" } }, { token: fan.token })
    expect(comment.ok && comment.body.content).toBe("学到了，明天就试试")
    const views = await Promise.all([1, 2, 3].map(() => suite.server.call("microView", { params: { id } }, { token: fan.token })))
    expect(views.filter((v) => v.ok && v.body.counted)).toHaveLength(1)
    await suite.server.call("microView", { params: { id } }, { token: other.token })
    expect((await suite.server.call("microFollow", { params: { id: maker.user.id }, body: { followed: true } }, { token: maker.token })).status).toBe(400)
    const followed = await suite.server.call("microFollow", { params: { id: maker.user.id }, body: { followed: true } }, { token: fan.token })
    expect(followed.ok && followed.body).toEqual({ followed: true, followers: 1 })

    const feed = await suite.server.call("microFeed", { query: { tab: "recommend" } }, { token: fan.token })
    // The demo videos, with more activity, may rank above it.
    expect(feed.ok && feed.body.content.find((v) => v.id === id)).toMatchObject({ likes: 1, comments: 1, views: 2, liked: true, maker: { followed: true } })
    const follow = await suite.server.call("microFeed", { query: { tab: "follow" } }, { token: fan.token })
    expect(follow.ok && follow.body.content.map((v) => v.id)).toEqual([id])
    const beauty = await suite.server.call("microFeed", { query: { tab: "beauty" } })
    expect(beauty.ok && beauty.body.content.some((v) => v.id === id)).toBe(true)
    const fun = await suite.server.call("microFeed", { query: { tab: "entertainment" } })
    expect(fun.ok && fun.body.content.some((v) => v.id === id)).toBe(false)
    for (const keyword of ["三步补水", "敏感肌", `创客${maker.user.id}`]) {
      const found = await suite.server.call("microSearch", { query: { keyword } })
      expect(found.ok && found.body.content.map((v) => v.id)).toContain(id)
    }
    const profile = await suite.server.call("microMaker", { params: { id: maker.user.id } }, { token: fan.token })
    expect(profile.ok && profile.body).toMatchObject({ works: 1, likes: 1, followers: 1, followed: true, isSelf: false })

    const today = new Date(Date.now() + 8 * 3_600_000).toISOString().slice(0, 10)
    const stats = await suite.server.call("makerVideoStats", { query: { from: today, to: today } }, { token: maker.token })
    expect(stats.ok && stats.body).toMatchObject({
      days: [{ day: today, views: 2, likes: 1, comments: 1, followers: 1 }],
      range: { views: 2, likes: 1, comments: 1, followers: 1 },
      totals: { works: 1, views: 2, likes: 1, comments: 1, followers: 1 },
    })
    expect((await suite.server.call("makerVideoStats", { query: { from: today, to: today } }, { token: fan.token })).status).toBe(403)
    expect((await suite.server.call("makerVideoStats", { query: { from: "2026-01-01", to: "2026-12-31" } }, { token: maker.token })).status).toBe(400)

    // The maker hides a comment and a work.
    const mine = await suite.server.call("makerComments", { query: {} }, { token: maker.token })
    expect(mine.ok && mine.body.content.map((c) => c.content)).toEqual(["学到了，明天就试试"])
    if (!comment.ok) throw new Error("no comment")
    await suite.server.call("makerCommentVisibility", { params: { id: comment.body.id }, body: { hidden: true } }, { token: maker.token })
    const publicComments = await suite.server.call("microComments", { params: { id }, query: {} })
    expect(publicComments.ok && publicComments.body.totalElements).toBe(0)
    await suite.server.call("makerWorkVisibility", { params: { id }, body: { hidden: true } }, { token: maker.token })
    expect((await suite.server.call("microVideo", { params: { id } })).status).toBe(404)
    await suite.server.call("makerWorkVisibility", { params: { id }, body: { hidden: false } }, { token: maker.token })
    expect((await suite.server.call("microVideo", { params: { id } })).status).toBe(200)
    await suite.server.call("makerWorkDelete", { params: { id } }, { token: maker.token })
    expect((await suite.server.call("microVideo", { params: { id } })).status).toBe(404)
  })

  it("ranks 推荐 by the last week's activity", async () => {
    const maker = await newMaker()
    const quiet = await publish(maker, "安静的视频", "health")
    const busy = await publish(maker, "热门的视频", "health")
    const fans = await Promise.all([1, 2, 3].map(() => signedInUser(suite.server)))
    for (const fan of fans) await suite.server.call("microLike", { params: { id: busy.id }, body: { liked: true } }, { token: fan.token })
    const health = await suite.server.call("microFeed", { query: { tab: "health" } })
    const order = health.ok ? health.body.content.map((v) => v.id) : []
    expect(order.indexOf(busy.id)).toBeLessThan(order.indexOf(quiet.id))
  })
})
