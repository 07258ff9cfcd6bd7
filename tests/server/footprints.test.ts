import { beforeAll, describe, expect, it } from "vitest"
import { eq } from "drizzle-orm"
import { COLLECTION_MESSAGES } from "../../domain/member/collection.ts"
import { FOOTPRINT_KEEP_DAYS, FOOTPRINT_MAX } from "../../domain/member/footprint.ts"
import { courses } from "../../server/courses/tables.ts"
import { footprints } from "../../server/member/tables/footprints.ts"
import { listFootprints, recordFootprint } from "../../server/member/services/footprints.ts"
import { signedInUser } from "../setup/auth.ts"
import { databaseKinds } from "../setup/databases.ts"
import { useTestServer } from "../setup/server-suite.ts"

const DAY = 86_400_000

describe.each(databaseKinds())("我的足迹 on %s", (kind) => {
  const suite = useTestServer(kind)
  let courseIds: number[]
  beforeAll(async () => {
    courseIds = (await suite.server.deps.db.select({ id: courses.id }).from(courses).where(eq(courses.status, "on")).limit(3)).map((c) => c.id)
    if (courseIds.length < 3) throw new Error("the demo catalogue has fewer than three listed courses")
  })

  it("records a visit once per item, newest first, and refuses what is not published", async () => {
    const { token } = await signedInUser(suite.server)
    const [a, b] = courseIds as [number, number]
    for (const id of [a, b, a]) {
      const recorded = await suite.server.call("footprintRecord", { body: { targetType: "course", targetId: id } }, { token })
      expect(recorded.ok).toBe(true)
    }
    const missing = await suite.server.call("footprintRecord", { body: { targetType: "course", targetId: 999_999 } }, { token })
    expect(missing).toMatchObject({ status: 404, body: { message: COLLECTION_MESSAGES.unknownTarget } })
    const list = await suite.server.call("footprintList", { query: {} }, { token })
    expect(list.ok && list.body.content.map((f) => f.targetId)).toEqual([a, b])
    expect(list.ok && list.body.content[0]?.href).toMatch(/^\/(video\/detail\?id=|image\/detail\/)\d+$/)
    const products = await suite.server.call("footprintList", { query: { type: "product" } }, { token })
    expect(products.ok && products.body.totalElements).toBe(0)
  })

  it("keeps each member's footprints to themselves: lists, removal and clearing", async () => {
    const amy = await signedInUser(suite.server)
    const ben = await signedInUser(suite.server)
    const [a, b] = courseIds as [number, number]
    await suite.server.call("footprintRecord", { body: { targetType: "course", targetId: a } }, { token: amy.token })
    await suite.server.call("footprintRecord", { body: { targetType: "course", targetId: b } }, { token: ben.token })
    const amys = await suite.server.call("footprintList", { query: {} }, { token: amy.token })
    const amyId = amys.ok ? amys.body.content[0]?.id ?? 0 : 0
    const bens = await suite.server.call("footprintList", { query: {} }, { token: ben.token })
    expect(bens.ok && bens.body.content.map((f) => f.targetId)).toEqual([b])

    const notHis = await suite.server.call("footprintRemove", { body: [amyId] }, { token: ben.token })
    expect(notHis.ok && notHis.body.removed).toBe(0)
    const cleared = await suite.server.call("footprintClear", {}, { token: ben.token })
    expect(cleared.ok && cleared.body.removed).toBe(1)
    const still = await suite.server.call("footprintList", { query: {} }, { token: amy.token })
    expect(still.ok && still.body.totalElements).toBe(1)
    const removed = await suite.server.call("footprintRemove", { body: [amyId] }, { token: amy.token })
    expect(removed.ok && removed.body.removed).toBe(1)

    expect((await suite.server.call("footprintList", { query: {} })).status).toBe(401)
    expect((await suite.server.call("footprintRecord", { body: { targetType: "course", targetId: a } })).status).toBe(401)
  })

  it(`forgets visits older than ${FOOTPRINT_KEEP_DAYS} days and keeps the newest ${FOOTPRINT_MAX}`, async () => {
    const { user } = await signedInUser(suite.server)
    const [a, b, c] = courseIds as [number, number, number]
    const start = Date.UTC(2026, 10, 1)
    await recordFootprint(suite.server.deps.db, user.id, { targetType: "course", targetId: a }, start)
    await recordFootprint(suite.server.deps.db, user.id, { targetType: "course", targetId: b }, start + (FOOTPRINT_KEEP_DAYS - 1) * DAY)
    const before = await listFootprints(suite.server.deps.db, user.id, {}, start + FOOTPRINT_KEEP_DAYS * DAY + 1)
    expect(before.content.map((f) => f.targetId)).toEqual([b])
    await recordFootprint(suite.server.deps.db, user.id, { targetType: "course", targetId: c }, start + FOOTPRINT_KEEP_DAYS * DAY + 1)
    const rows = await suite.server.deps.db.select({ id: footprints.targetId }).from(footprints).where(eq(footprints.userId, user.id))
    expect(rows.map((r) => r.id).sort()).toEqual([b, c].sort())

    // Past the cap the oldest goes: rows written straight in stand for earlier visits.
    await suite.server.deps.db.insert(footprints).values(
      Array.from({ length: FOOTPRINT_MAX }, (_, i) => ({
        userId: user.id,
        targetType: "product",
        targetId: 1_000_000 + i,
        title: `商品${i}`,
        href: `/product/detail/${1_000_000 + i}`,
        viewedAt: new Date(start + FOOTPRINT_KEEP_DAYS * DAY + i),
      })),
    )
    await recordFootprint(suite.server.deps.db, user.id, { targetType: "course", targetId: a }, start + FOOTPRINT_KEEP_DAYS * DAY + 10_000)
    const all = await suite.server.deps.db.select({ type: footprints.targetType, id: footprints.targetId }).from(footprints).where(eq(footprints.userId, user.id))
    expect(all).toHaveLength(FOOTPRINT_MAX)
    expect(all.some((r) => r.type === "course" && r.id === a)).toBe(true)
    expect(all.some((r) => r.type === "course" && r.id === b)).toBe(false)
  })
})
