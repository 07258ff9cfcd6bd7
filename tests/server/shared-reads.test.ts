import { eq } from "drizzle-orm"
import { describe, expect, it } from "vitest"
import { endpoints, type EndpointName } from "../../domain/api/endpoints.ts"
import { courses } from "../../server/courses/tables.ts"
import { adverts } from "../../server/shell/tables.ts"
import { products } from "../../server/mall/tables/products.ts"
import { signedInUser } from "../setup/auth.ts"
import { databaseKinds } from "../setup/databases.ts"
import { useTestServer } from "../setup/server-suite.ts"
import { ok } from "../setup/test-server.ts"

/** Long enough that no copy expires within a test unless the test waits for it. */
const KEPT_MS = 60_000

/** The endpoints carrying a flag; at least one does. */
const marked = (flag: "sharedRead" | "keepsSharedReads"): EndpointName[] => {
  const names = (Object.keys(endpoints) as EndpointName[]).filter((name) => flag in endpoints[name])
  expect(names.length).toBeGreaterThan(0)
  return names
}

describe("what a shared read may be", () => {
  it("is a GET that no member-only rule guards", () => {
    const shared = marked("sharedRead")
    for (const name of shared) {
      const endpoint = endpoints[name]
      expect(endpoint.method, name).toBe("GET")
      expect(["public", "optional"], name).toContain(endpoint.access)
    }
  })
})

describe("what a change that keeps the copies may be", () => {
  it("is a member's own change, never a GET nor an administrator's or a merchant's", () => {
    const keeping = marked("keepsSharedReads")
    for (const name of keeping) {
      const endpoint = endpoints[name]
      expect(endpoint.method, name).not.toBe("GET")
      expect(endpoint.access, name).toBe("member")
    }
  })
})

describe.each(databaseKinds())("visitors' shared reads on %s", (kind) => {
  const suite = useTestServer(kind, { env: { SHARED_READ_MS: String(KEPT_MS) } })
  const firstProduct = async () => {
    const [row] = await suite.server.deps.db.select().from(products).where(eq(products.status, "on")).limit(1)
    if (!row) throw new Error("the demo has no product on the shelf")
    return row
  }
  const rename = (spuId: number, title: string) => suite.server.deps.db.update(products).set({ title }).where(eq(products.spuId, spuId))
  const visitorTitle = async (spuId: number) => ok(await suite.server.call("productDetail", { params: { spuId } })).body.title

  it("answers a visitor from one copy until a change through the API empties it", async () => {
    const product = await firstProduct()
    expect(await visitorTitle(product.spuId)).toBe(product.title)
    // Written behind the API's back (as another process would): the copy still answers.
    await rename(product.spuId, `${product.title}（新版）`)
    expect(await visitorTitle(product.spuId)).toBe(product.title)
    // A refused change changes nothing and keeps the copies.
    const member = await signedInUser(suite.server)
    const refused = await suite.server.call("footprintRecord", { body: { targetType: "product", targetId: 2_000_000_000 } }, { token: member.token })
    expect(refused.ok).toBe(false)
    expect(await visitorTitle(product.spuId)).toBe(product.title)
    // A change that no shared read shows keeps them.
    ok(await suite.server.call("footprintRecord", { body: { targetType: "product", targetId: product.spuId } }, { token: member.token }))
    expect(await visitorTitle(product.spuId)).toBe(product.title)
    // Any other change that succeeds through the API empties them.
    ok(await suite.server.call("signIn", undefined, { token: member.token }))
    expect(await visitorTitle(product.spuId)).toBe(`${product.title}（新版）`)
    await rename(product.spuId, product.title)
  })

  it("answers a visitor's static page from one copy until an operator's save through the API empties it", async () => {
    const [page] = await suite.server.deps.db.select().from(adverts).limit(1)
    if (!page) throw new Error("the demo has no static page")
    const visitorValue = async () => ok(await suite.server.call("advert", { query: { key: page.key } })).body.value
    expect(await visitorValue()).toBe(page.value)
    // Written behind the API's back (as another process would): the copy still answers.
    await suite.server.deps.db.update(adverts).set({ value: "<p>旧进程写入</p>" }).where(eq(adverts.key, page.key))
    expect(await visitorValue()).toBe(page.value)
    const operator = await signedInUser(suite.server, { roles: ["ROLE_OPERATOR"] })
    ok(await suite.server.call("adminAdvertSave", { params: { key: page.key }, body: { title: page.title, value: "<p>新的介绍</p>" } }, { token: operator.token }))
    expect(await visitorValue()).toBe("<p>新的介绍</p>")
    ok(await suite.server.call("adminAdvertSave", { params: { key: page.key }, body: { title: page.title, value: page.value } }, { token: operator.token }))
  })

  it("keeps a copy per address, so another page or filter is read on its own", async () => {
    const first = ok(await suite.server.call("productList", { query: { page: 0, size: 2 } })).body
    const second = ok(await suite.server.call("productList", { query: { page: 1, size: 2 } })).body
    expect(second.content.map((p) => p.spuId)).not.toEqual(first.content.map((p) => p.spuId))
  })

  it("answers a signed-in member of a course's page from the database, never from the visitors' copy", async () => {
    const [course] = await suite.server.deps.db.select().from(courses).where(eq(courses.status, "on")).limit(1)
    if (!course) throw new Error("the demo has no course")
    const visitor = () => suite.server.call("courseDetail", { params: { id: course.id } })
    expect(ok(await visitor()).body.title).toBe(course.title)
    await suite.server.deps.db.update(courses).set({ title: `${course.title}（修订）` }).where(eq(courses.id, course.id))
    const member = await signedInUser(suite.server)
    expect(ok(await suite.server.call("courseDetail", { params: { id: course.id } }, { token: member.token })).body.title).toBe(`${course.title}（修订）`)
    expect(ok(await visitor()).body.title).toBe(course.title)
    await suite.server.deps.db.update(courses).set({ title: course.title }).where(eq(courses.id, course.id))
  })
})

describe.each(databaseKinds())("a shared read's copy on %s", (kind) => {
  const suite = useTestServer(kind, { env: { SHARED_READ_MS: "200" } })

  it("is read again once it is older than its time", async () => {
    const [product] = await suite.server.deps.db.select().from(products).where(eq(products.status, "on")).limit(1)
    if (!product) throw new Error("the demo has no product on the shelf")
    const title = async () => ok(await suite.server.call("productDetail", { params: { spuId: product.spuId } })).body.title
    expect(await title()).toBe(product.title)
    await suite.server.deps.db.update(products).set({ title: `${product.title}（新版）` }).where(eq(products.spuId, product.spuId))
    await expect.poll(title, { timeout: 10_000, interval: 50 }).toBe(`${product.title}（新版）`)
  })
})
