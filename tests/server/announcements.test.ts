import { describe, expect, it } from "vitest"
import { eq } from "drizzle-orm"
import { ANNOUNCEMENT_MESSAGES, type AnnouncementInput } from "../../domain/notices/announcement.ts"
import { products } from "../../server/mall/tables/products.ts"
import { signedInUser } from "../setup/auth.ts"
import { databaseKinds } from "../setup/databases.ts"
import { useSignedInUser, useTestServer } from "../setup/server-suite.ts"

const siteNotice = (over: Partial<AnnouncementInput> = {}): AnnouncementInput => ({
  kind: "site",
  category: "platform",
  title: "春节期间发货安排",
  summary: "",
  content: "<p>春节期间商城订单将于初八起陆续发货。</p>",
  brand: "",
  productIds: [],
  pinned: false,
  ...over,
})

describe.each(databaseKinds())("网站公告 and 质量公告 on %s", (kind) => {
  const suite = useTestServer(kind)
  const admin = useSignedInUser(suite, { roles: ["ROLE_ADMIN"] })

  it("lists the demo notices of each kind, pinned first, and reads one with its products and neighbours", async () => {
    const quality = await suite.server.call("announcementList", { query: { kind: "quality" } })
    if (!quality.ok) throw new Error("list failed")
    expect(quality.body.content.length).toBeGreaterThanOrEqual(3)
    expect(quality.body.content.every((n) => n.kind === "quality")).toBe(true)
    expect(quality.body.content[0]?.pinned).toBe(true)
    const recall = quality.body.content.find((n) => n.category === "recall")
    if (!recall) throw new Error("no recall")
    const detail = await suite.server.call("announcementDetail", { params: { id: recall.id } })
    expect(detail.ok && detail.body).toMatchObject({ brand: "美妍", views: recall.views + 1, previous: null })
    expect(detail.ok && detail.body.products.map((p) => p.title)).toEqual(["玻尿酸多重保湿精华液 30ml"])
    expect(detail.ok && detail.body.next?.id).toBe(quality.body.content[1]?.id)

    const recalls = await suite.server.call("announcementList", { query: { kind: "quality", category: "recall" } })
    expect(recalls.ok && recalls.body.content.map((n) => n.id)).toEqual([recall.id])
    const found = await suite.server.call("announcementList", { query: { kind: "site", keyword: "退货" } })
    expect(found.ok && found.body.content.map((n) => n.title)).toEqual(["商城退货规则调整说明"])
    const percent = await suite.server.call("announcementList", { query: { kind: "site", keyword: "%" } })
    expect(percent.ok && percent.body.totalElements).toBe(0)
    expect((await suite.server.call("announcementDetail", { params: { id: 999_999 } })).status).toBe(404)
  })

  it("lets administrators publish, edit and delete; sanitizes the html; refuses others", async () => {
    const member = await signedInUser(suite.server)
    expect((await suite.server.call("adminAnnouncementCreate", { body: siteNotice() })).status).toBe(401)
    expect((await suite.server.call("adminAnnouncementCreate", { body: siteNotice() }, { token: member.token })).status).toBe(403)

    const created = await suite.server.call(
      "adminAnnouncementCreate",
      { body: siteNotice({ content: '<p onclick="x()">发货安排<img src="x" onerror="alert(1)"><script>alert(2)</script></p>' }) },
      { token: admin.token },
    )
    if (!created.ok) throw new Error(created.body.message)
    expect(created.body.content).not.toMatch(/onclick|onerror|script/)
    expect(created.body.content).toContain("发货安排")

    const [product] = await suite.server.deps.db.select({ id: products.spuId }).from(products).where(eq(products.status, "on")).limit(1)
    const asQuality = siteNotice({ kind: "quality", category: "alert", brand: "本草源", productIds: [product?.id ?? 0] })
    const edited = await suite.server.call("adminAnnouncementUpdate", { params: { id: created.body.id }, body: asQuality }, { token: admin.token })
    expect(edited.ok && edited.body).toMatchObject({ kind: "quality", brand: "本草源", productIds: [product?.id] })

    const wrong = [
      [siteNotice({ title: "短" }), ANNOUNCEMENT_MESSAGES.titleLength],
      [siteNotice({ category: "recall" }), ANNOUNCEMENT_MESSAGES.categoryInvalid],
      [siteNotice({ content: "<p> </p><script>x</script>" }), ANNOUNCEMENT_MESSAGES.contentRequired],
      [siteNotice({ brand: "本草源" }), ANNOUNCEMENT_MESSAGES.qualityOnly],
    ] as const
    for (const [body, message] of wrong) {
      const answer = await suite.server.call("adminAnnouncementCreate", { body }, { token: admin.token })
      expect(answer).toMatchObject({ status: 400, body: { message } })
    }
    const missing = await suite.server.call("adminAnnouncementCreate", { body: { ...asQuality, productIds: [999_999] } }, { token: admin.token })
    expect(missing).toMatchObject({ status: 404, body: { message: ANNOUNCEMENT_MESSAGES.productMissing } })

    const deleted = await suite.server.call("adminAnnouncementDelete", { params: { id: created.body.id } }, { token: admin.token })
    expect(deleted.ok).toBe(true)
    expect((await suite.server.call("announcementDetail", { params: { id: created.body.id } })).status).toBe(404)
    expect((await suite.server.call("adminAnnouncementDelete", { params: { id: created.body.id } }, { token: admin.token })).status).toBe(404)
  })
})
