import { eq } from "drizzle-orm"
import { describe, expect, it } from "vitest"
import type { FreightTemplateInput } from "../../domain/merchant/freight-template.ts"
import { MERCHANT_MESSAGES } from "../../domain/merchant/messages.ts"
import { freightTemplates, productSpecs } from "../../server/mall/tables.ts"
import { createAddress } from "../../server/member/services/addresses.ts"
import { databaseKinds } from "../setup/databases.ts"
import { useDemoShopCallers } from "../setup/mall.ts"
import { newKey, walletMember } from "../setup/wallet.ts"
import { useTestServer } from "../setup/server-suite.ts"
import { ok } from "../setup/test-server.ts"

const BEIJING = '["110000","110100","110101"]'

const template = (patch: Partial<FreightTemplateInput> = {}): FreightTemplateInput => ({
  name: "满额包邮",
  chargeBy: "count",
  rules: [{ regions: [], firstUnits: 1, firstCents: 800, additionalUnits: 1, additionalCents: 200 }],
  freeOverCents: null,
  ...patch,
})

/** 运费模板 of the demo shop 美妍旗舰店: the shop's templates, a product's choice and the free-shipping threshold at checkout. */
describe.each(databaseKinds())("maker centre freight templates on %s", (kind) => {
  const suite = useTestServer(kind, { timeout: 600_000 })
  const shop = useDemoShopCallers(suite)

  it("lists the shop's templates with the products using each, and nothing of them to another shop or a member", async () => {
    const list = ok(await suite.server.call("makerFreightList", {}, { token: shop.owner })).body
    const rows = await suite.server.deps.db.select().from(freightTemplates).where(eq(freightTemplates.shopId, shop.ownerId))
    expect(list.map((t) => t.id).sort()).toEqual(rows.map((r) => r.id).sort())
    expect(list.find((t) => t.name === "按件计费")!.productCount).toBeGreaterThan(0)
    expect(ok(await suite.server.call("makerFreightList", {}, { token: shop.other })).body).toEqual([])
    expect(await suite.server.call("makerFreightList", {}, { token: shop.member })).toMatchObject({ ok: false, status: 403 })
  })

  it("creates, edits and deletes a template by the form's rule; another shop's edits answer 404", async () => {
    const made = ok(await suite.server.call("makerFreightCreate", { body: template({ freeOverCents: 9900 }) }, { token: shop.owner })).body
    expect(made).toMatchObject({ name: "满额包邮", freeOverCents: 9900, productCount: 0 })
    const bad = await suite.server.call("makerFreightCreate", { body: template({ rules: [] }) }, { token: shop.owner })
    expect(bad).toMatchObject({ ok: false, status: 400, body: { message: MERCHANT_MESSAGES.freightRuleRequired } })
    const edited = ok(await suite.server.call("makerFreightUpdate", { params: { id: made.id }, body: template({ name: "按重量", chargeBy: "weight", freeOverCents: null }) }, { token: shop.owner })).body
    expect(edited).toMatchObject({ id: made.id, name: "按重量", chargeBy: "weight", freeOverCents: null })
    expect(await suite.server.call("makerFreightUpdate", { params: { id: made.id }, body: template() }, { token: shop.other })).toMatchObject({ ok: false, status: 404 })
    expect(await suite.server.call("makerFreightDelete", { params: { id: made.id } }, { token: shop.other })).toMatchObject({ ok: false, status: 404 })
    expect(await suite.server.call("makerFreightDelete", { params: { id: made.id } }, { token: shop.member })).toMatchObject({ ok: false, status: 403 })
    ok(await suite.server.call("makerFreightDelete", { params: { id: made.id } }, { token: shop.owner }))
    expect(await suite.server.deps.db.select().from(freightTemplates).where(eq(freightTemplates.id, made.id))).toEqual([])
  })

  it("refuses to delete a template products use, with the reason", async () => {
    const used = ok(await suite.server.call("makerFreightList", {}, { token: shop.owner })).body.find((t) => t.productCount > 0)!
    const refused = await suite.server.call("makerFreightDelete", { params: { id: used.id } }, { token: shop.owner })
    expect(refused).toMatchObject({ ok: false, status: 409, body: { message: MERCHANT_MESSAGES.freightInUse } })
    expect(await suite.server.deps.db.select({ id: freightTemplates.id }).from(freightTemplates).where(eq(freightTemplates.id, used.id))).toHaveLength(1)
  })

  it("a product takes one of the shop's templates, and checkout ships free once the shop's goods reach its threshold", async () => {
    const card = ok(await suite.server.call("productList", { query: { keyword: "玻尿酸多重保湿精华液" } })).body.content[0]!
    const sku = ok(await suite.server.call("productSkus", { params: { spuId: card.spuId } })).body.skus.find((s) => s.stock >= 3)!
    const free = ok(await suite.server.call("makerFreightCreate", { body: template({ freeOverCents: sku.priceCents * 2 }) }, { token: shop.owner })).body
    const theirs = ok(await suite.server.call("makerFreightCreate", { body: template({ name: "隔壁模板" }) }, { token: shop.other })).body
    expect(await suite.server.call("makerProductFreightSave", { params: { id: card.spuId }, body: { freightTemplateId: theirs.id } }, { token: shop.owner })).toMatchObject({ ok: false, status: 404 })
    expect(await suite.server.call("makerProductFreightSave", { params: { id: card.spuId }, body: { freightTemplateId: theirs.id } }, { token: shop.other })).toMatchObject({ ok: false, status: 404 })
    const saved = ok(await suite.server.call("makerProductFreightSave", { params: { id: card.spuId }, body: { freightTemplateId: free.id } }, { token: shop.owner })).body
    expect(saved.freightTemplateId).toBe(free.id)
    expect((await suite.server.deps.db.select().from(productSpecs).where(eq(productSpecs.spuId, card.spuId)))[0]!.freightTemplateId).toBe(free.id)

    const buyer = await walletMember(suite.server, { cents: 10_000_000 })
    const address = await createAddress(suite.server.deps.db, buyer.user.id, { name: "林小雨", region: BEIJING, detail: "和平里东街18号3单元502", phone: "13800000001" })
    const preview = async (quantity: number) => ok(await suite.server.call("checkoutPreview", { body: { lines: [{ skuId: sku.skuId, quantity }], addressId: address.id } }, { token: buyer.token })).body.shops[0]!
    expect((await preview(1)).freightCents).toBe(800)
    expect((await preview(2)).freightCents).toBe(0)
    expect((await preview(3)).freightCents).toBe(0)
    const created = ok(await suite.server.call("orderCreate", { body: { lines: [{ skuId: sku.skuId, quantity: 2 }], addressId: address.id, idempotencyKey: newKey() } }, { token: buyer.token })).body
    const order = ok(await suite.server.call("orderDetail", { params: { orderNum: created.orders[0]!.orderNum } }, { token: buyer.token })).body
    expect(order).toMatchObject({ freightCents: 0, payCents: sku.priceCents * 2 - order.discountCents })
  })
})
