import { eq } from "drizzle-orm"
import { beforeAll, describe, expect, it } from "vitest"
import { seededToken } from "../setup/auth.ts"
import { MALL_MESSAGES } from "../../domain/mall/messages.ts"
import { PAYMENT_MESSAGES } from "../../domain/core/messages.ts"
import { products } from "../../server/mall/tables/products.ts"
import { Scheduler } from "../../server/core/scheduler.ts"
import { scheduledJobs } from "../../server/core/tables.ts"
import { mallJobs } from "../../server/mall/services/jobs.ts"
import { mallOrders, productSkus } from "../../server/mall/tables.ts"
import { createAddress } from "../../server/member/services/addresses.ts"
import { databaseKinds } from "../setup/databases.ts"
import { accountAndLedger, newKey, walletMember, type WalletMember } from "../setup/wallet.ts"
import { useTestServer } from "../setup/server-suite.ts"
import { ok } from "../setup/test-server.ts"

/** 北京市 市辖区 东城区 and 新疆 乌鲁木齐 天山区: a near and a far province of the demo freight. */
const BEIJING = '["110000","110100","110101"]'
const XINJIANG = '["650000","650100","650102"]'

describe.each(databaseKinds())("mall buying loop on %s", (kind) => {
  const suite = useTestServer(kind)
  let merchantToken: string

  const member = async (cents = 1_000_000, region = BEIJING): Promise<WalletMember & { addressId: number }> => {
    const m = await walletMember(suite.server, { cents })
    const address = await createAddress(suite.server.deps.db, m.user.id, { name: "林小雨", region, detail: "和平里东街18号3单元502", phone: "13800000001" })
    return { ...m, addressId: address.id }
  }

  /** A product with two sale attributes and the SKUs of the demo seed. */
  const skusOf = async (title: string) => {
    const page = ok(await suite.server.call("productList", { query: { keyword: title } }))
    const card = page.body.content[0]!
    return { card, specs: ok(await suite.server.call("productSkus", { params: { spuId: card.spuId } })).body }
  }

  /** A fresh SKU state: stock and nothing held. */
  const setStock = (skuId: number, stock: number) => suite.server.deps.db.update(productSkus).set({ stock, lockedStock: 0 }).where(eq(productSkus.skuId, skuId))
  const skuRow = async (skuId: number) => (await suite.server.deps.db.select().from(productSkus).where(eq(productSkus.skuId, skuId)))[0]!

  beforeAll(async () => {
    merchantToken = await seededToken(suite.server, "meiyan_shop")
  })

  it("lists a product's SKUs: every combination once, grouped base attributes, one sold-out combination", async () => {
    const { card, specs } = await skusOf("玻尿酸多重保湿精华液")
    expect(specs.saleAttrs.map((a) => a.name)).toEqual(["规格", "版本"])
    expect(specs.skus).toHaveLength(4)
    expect(new Set(specs.skus.map((s) => s.attrs.join("/"))).size).toBe(4)
    expect(specs.skus.at(-1)!.stock).toBe(0)
    expect(specs.skus.reduce((n, s) => n + s.stock, 0)).toBe(card.stock)
    expect(Math.min(...specs.skus.map((s) => s.priceCents))).toBe(card.priceCents)
    expect(specs.baseAttrs.map((g) => g.group)).toEqual(["主体", "规格参数"])
    expect(new Set(specs.skus.map((s) => s.code)).size).toBe(4)

    const off = ok(await suite.server.call("productList", { query: { size: 48 } })).body.content.map((c) => c.spuId)
    const hidden = await suite.server.deps.db.select({ spuId: products.spuId }).from(products).where(eq(products.status, "off"))
    expect(off).not.toContain(hidden[0]!.spuId)
    const gone = await suite.server.call("productSkus", { params: { spuId: hidden[0]!.spuId } })
    expect(gone).toMatchObject({ ok: false, status: 404, body: { message: MALL_MESSAGES.skuNotFound } })
  })

  it("shows the shop with its products and counts a follow once", async () => {
    const { card } = await skusOf("玻尿酸多重保湿精华液")
    const m = await member()
    const page = ok(await suite.server.call("shopPage", { params: { shopId: card.shop.id } }, { token: m.token })).body
    expect(page.shop).toMatchObject({ name: "美妍旗舰店", ratingTenths: 48, followed: false })
    expect(page.products.length).toBe(page.shop.productCount)
    expect(page.products.length).toBe(23)
    const before = page.shop.followers
    ok(await suite.server.call("shopFollow", { params: { shopId: card.shop.id }, body: { follow: true } }, { token: m.token }))
    const again = ok(await suite.server.call("shopFollow", { params: { shopId: card.shop.id }, body: { follow: true } }, { token: m.token })).body
    expect(again).toEqual({ followed: true, followers: before + 1 })
    const off = ok(await suite.server.call("shopFollow", { params: { shopId: card.shop.id }, body: { follow: false } }, { token: m.token })).body
    expect(off).toEqual({ followed: false, followers: before })
  })

  it("adds up the same SKU, keeps quantities within stock, ticks, removes and merges a visitor's cart", async () => {
    const { specs } = await skusOf("神经酰胺屏障修护面霜")
    const [a, b] = specs.skus
    const m = await member()
    ok(await suite.server.call("cartAdd", { body: { skuId: a!.skuId, quantity: 1 } }, { token: m.token }))
    const twice = ok(await suite.server.call("cartAdd", { body: { skuId: a!.skuId, quantity: 2 } }, { token: m.token })).body
    expect(twice.items).toMatchObject([{ skuId: a!.skuId, quantity: 3, checked: true }])
    const tooMany = await suite.server.call("cartUpdate", { params: { skuId: a!.skuId }, body: { quantity: Math.min(99, a!.stock + 1) } }, { token: m.token })
    if (a!.stock < 99) expect(tooMany).toMatchObject({ ok: false, status: 409, body: { code: "out_of_stock", message: MALL_MESSAGES.outOfStock } })
    // A change that names neither the quantity nor the tick leaves the line as it was.
    expect(ok(await suite.server.call("cartUpdate", { params: { skuId: a!.skuId }, body: {} }, { token: m.token })).body.items).toMatchObject([{ skuId: a!.skuId, quantity: 3, checked: true }])
    const soldOut = specs.skus.find((s) => s.stock === 0)!
    expect(await suite.server.call("cartAdd", { body: { skuId: soldOut.skuId, quantity: 1 } }, { token: m.token })).toMatchObject({ status: 409, body: { code: "out_of_stock" } })

    const visitor = ok(await suite.server.call("cartPreview", { body: { lines: [{ skuId: b!.skuId, quantity: 2 }, { skuId: a!.skuId, quantity: 1 }, { skuId: 999_999, quantity: 1 }] } })).body
    expect(visitor.items.map((i) => [i.skuId, i.quantity])).toEqual([
      [b!.skuId, 2],
      [a!.skuId, 1],
    ])
    const merged = ok(await suite.server.call("cartMerge", { body: { lines: [{ skuId: b!.skuId, quantity: 2 }, { skuId: a!.skuId, quantity: 1 }] } }, { token: m.token })).body
    expect(merged.items.map((i) => [i.skuId, i.quantity])).toEqual([
      [a!.skuId, 4],
      [b!.skuId, 2],
    ])
    const unticked = ok(await suite.server.call("cartCheck", { body: { skuIds: [a!.skuId], checked: false } }, { token: m.token })).body
    expect(unticked.items.find((i) => i.skuId === a!.skuId)!.checked).toBe(false)
    const removed = ok(await suite.server.call("cartRemove", { body: { skuIds: [b!.skuId] } }, { token: m.token })).body
    expect(removed.items.map((i) => i.skuId)).toEqual([a!.skuId])
    expect(ok(await suite.server.call("cartClear", undefined, { token: m.token })).body.items).toEqual([])
  })

  it("checks out the ticked lines into one order per shop with freight by destination, pays once, ships, confirms", async () => {
    const serum = (await skusOf("玻尿酸多重保湿精华液")).specs.skus[0]!
    const monitor = (await skusOf("上臂式电子血压计")).specs.skus[0]!
    const m = await member(1_000_000)
    ok(await suite.server.call("cartAdd", { body: { skuId: serum.skuId, quantity: 2 } }, { token: m.token }))
    ok(await suite.server.call("cartAdd", { body: { skuId: monitor.skuId, quantity: 1 } }, { token: m.token }))

    const preview = ok(await suite.server.call("checkoutPreview", { body: { addressId: m.addressId } }, { token: m.token })).body
    expect(preview.shops).toHaveLength(1)
    // Count template: 8 yuan the first piece, 2 more each; weight template: 10 yuan up to 1 kg.
    expect(preview.shops[0]!.freightCents).toBe(800 + 200 + 1000)
    expect(preview.totalCents).toBe(serum.priceCents * 2 + monitor.priceCents + 2000)
    expect(preview.deliverable).toBe(true)

    const before = { serum: await skuRow(serum.skuId), balance: (await accountAndLedger(suite.server, m.user.id)).balance }
    const created = ok(await suite.server.call("orderCreate", { body: { addressId: m.addressId, notes: [{ shopId: preview.shops[0]!.shop.id, note: "请周末送货" }], idempotencyKey: newKey() } }, { token: m.token })).body
    expect(created.orders).toHaveLength(1)
    const order = created.orders[0]!
    expect(order).toMatchObject({ status: 0, note: "请周末送货", payCents: preview.totalCents, address: { name: "林小雨", regionText: "北京市 市辖区 东城区" } })
    expect(ok(await suite.server.call("cartList", undefined, { token: m.token })).body.items).toEqual([])
    const held = await skuRow(serum.skuId)
    expect([held.stock, held.lockedStock]).toEqual([before.serum.stock - 2, before.serum.lockedStock + 2])

    const wrong = await suite.server.call("orderPay", { body: { orderNums: [order.orderNum], payPass: suite.server.deps.rsa.encrypt("000000"), idempotencyKey: newKey() } }, { token: m.token })
    expect(wrong).toMatchObject({ ok: false, status: 400 })
    const key = newKey()
    const payPass = suite.server.deps.rsa.encrypt(m.payPassword)
    const [paid, replay] = await Promise.all([
      suite.server.call("orderPay", { body: { orderNums: [order.orderNum], payPass, idempotencyKey: key } }, { token: m.token }),
      suite.server.call("orderPay", { body: { orderNums: [order.orderNum], payPass, idempotencyKey: key } }, { token: m.token }),
    ])
    expect(ok(paid).body.orders[0]!.status).toBe(1)
    expect(ok(replay).body.balance).toBe(before.balance - order.payCents)
    const money = await accountAndLedger(suite.server, m.user.id)
    expect(money.balance).toBe(before.balance - order.payCents)
    expect(money.balanceLedger).toBe(money.balance)
    const sold = await skuRow(serum.skuId)
    expect([sold.stock, sold.lockedStock, sold.salesCount]).toEqual([before.serum.stock - 2, before.serum.lockedStock, before.serum.salesCount + 2])
    const again = await suite.server.call("orderPay", { body: { orderNums: [order.orderNum], payPass, idempotencyKey: newKey() } }, { token: m.token })
    expect(again).toMatchObject({ ok: false, status: 409, body: { code: "order_paid" } })

    // Only the shop ships, with a courier of the list and a tracking number.
    expect(await suite.server.call("shopOrderShip", { params: { orderNum: order.orderNum }, body: { courier: "SF", trackingNo: "SF1234567890" } }, { token: m.token })).toMatchObject({ status: 403 })
    expect(await suite.server.call("shopOrderShip", { params: { orderNum: order.orderNum }, body: { courier: "SF", trackingNo: "12" } }, { token: merchantToken })).toMatchObject({
      status: 400,
      body: { message: MALL_MESSAGES.trackingFormat },
    })
    const listed = ok(await suite.server.call("shopOrderList", { query: { status: 1 } }, { token: merchantToken })).body
    expect(listed.content.map((o) => o.orderNum)).toContain(order.orderNum)
    const shipped = ok(await suite.server.call("shopOrderShip", { params: { orderNum: order.orderNum }, body: { courier: "SF", trackingNo: "sf1234567890" } }, { token: merchantToken })).body
    expect(shipped).toMatchObject({ status: 2, courierName: "顺丰速运", trackingNo: "SF1234567890" })
    const tracking = ok(await suite.server.call("orderTracking", { params: { orderNum: order.orderNum } }, { token: m.token })).body
    expect(tracking.events[0]!.text).toContain("顺丰速运")

    expect(await suite.server.call("orderDelete", { params: { orderNum: order.orderNum } }, { token: m.token })).toMatchObject({ status: 409, body: { code: "not_deletable" } })
    const received = ok(await suite.server.call("orderReceive", { params: { orderNum: order.orderNum } }, { token: m.token })).body
    expect(received.status).toBe(3)
    const [job] = await suite.server.deps.db.select().from(scheduledJobs).where(eq(scheduledJobs.key, order.orderNum))
    expect(job).toBeDefined()

    const byTitle = ok(await suite.server.call("orderList", { query: { keyword: "血压计", status: 3 } }, { token: m.token })).body
    expect(byTitle.content.map((o) => o.orderNum)).toEqual([order.orderNum])
    const cart = ok(await suite.server.call("orderBuyAgain", { params: { orderNum: order.orderNum } }, { token: m.token })).body
    expect(cart.items.map((i) => i.skuId).sort()).toEqual([serum.skuId, monitor.skuId].sort())
    ok(await suite.server.call("orderDelete", { params: { orderNum: order.orderNum } }, { token: m.token }))
    expect(ok(await suite.server.call("orderList", { query: {} }, { token: m.token })).body.totalElements).toBe(0)
  })

  it("charges far provinces their own freight and refuses a balance that does not cover the order, with the spec's message", async () => {
    const serum = (await skusOf("玻尿酸多重保湿精华液")).specs.skus[0]!
    const m = await member(100, XINJIANG)
    const preview = ok(await suite.server.call("checkoutPreview", { body: { lines: [{ skuId: serum.skuId, quantity: 3 }], addressId: m.addressId } }, { token: m.token })).body
    expect(preview.shops[0]!.freightCents).toBe(2000 + 2 * 1000)
    const created = ok(await suite.server.call("orderCreate", { body: { lines: [{ skuId: serum.skuId, quantity: 3 }], addressId: m.addressId, idempotencyKey: newKey() } }, { token: m.token })).body
    const poor = await suite.server.call("orderPay", { body: { orderNums: [created.orders[0]!.orderNum], payPass: suite.server.deps.rsa.encrypt(m.payPassword), idempotencyKey: newKey() } }, { token: m.token })
    expect(poor).toMatchObject({ ok: false, status: 409, body: { code: "insufficient_balance", message: PAYMENT_MESSAGES.insufficientBalance } })
    expect((await accountAndLedger(suite.server, m.user.id)).balance).toBe(100)
    expect(ok(await suite.server.call("orderDetail", { params: { orderNum: created.orders[0]!.orderNum } }, { token: m.token })).body.status).toBe(0)
  })

  it("ignores a price sent by the client: the order costs what the SKU costs", async () => {
    const serum = (await skusOf("玻尿酸多重保湿精华液")).specs.skus[1]!
    const m = await member()
    const response = await fetch(new URL("/api/mall/orders", suite.server.url), {
      method: "POST",
      headers: { "content-type": "application/json", authorization: `Bearer ${m.token}`, session_client: "pc-web" },
      body: JSON.stringify({ lines: [{ skuId: serum.skuId, quantity: 1, priceCents: 1, price: 0.01 }], addressId: m.addressId, payCents: 1, freightCents: 0, idempotencyKey: newKey() }),
    })
    const body = (await response.json()) as { orders: Array<{ items: Array<{ priceCents: number }>; goodsCents: number; payCents: number }> }
    expect(response.status).toBe(200)
    expect(body.orders[0]!.items[0]!.priceCents).toBe(serum.priceCents)
    expect(body.orders[0]!.goodsCents).toBe(serum.priceCents)
    expect(body.orders[0]!.payCents).toBe(serum.priceCents + 800)
  })

  it("100 concurrent checkouts of a SKU with 10 in stock make exactly 10 orders and leave stock 0", async () => {
    const sku = (await skusOf("氨基酸温和洁面乳")).specs.skus[0]!
    await setStock(sku.skuId, 10)
    const members = await Promise.all(Array.from({ length: 5 }, () => member()))
    const answers = await Promise.all(
      Array.from({ length: 100 }, (_, i) => {
        const m = members[i % members.length]!
        return suite.server.call("orderCreate", { body: { lines: [{ skuId: sku.skuId, quantity: 1 }], addressId: m.addressId, idempotencyKey: newKey() } }, { token: m.token })
      }),
    )
    const made = answers.filter((a) => a.ok)
    expect(made).toHaveLength(10)
    expect(answers.filter((a) => !a.ok).every((a) => a.status === 409 && (a.body as { code?: string }).code === "out_of_stock")).toBe(true)
    const row = await skuRow(sku.skuId)
    expect([row.stock, row.lockedStock]).toEqual([0, 10])
    const orders = await suite.server.deps.db.select().from(mallOrders).where(eq(mallOrders.status, 0))
    const ofSku = orders.filter((o) => o.searchText.includes("氨基酸温和洁面乳"))
    expect(ofSku).toHaveLength(10)
  })

  it("closes an unpaid order when its 30 minutes are up and gives its stock back, once (simulated clock)", async () => {
    const sku = (await skusOf("烟酰胺焕亮爽肤水")).specs.skus[0]!
    await setStock(sku.skuId, 5)
    const m = await member()
    const created = ok(await suite.server.call("orderCreate", { body: { lines: [{ skuId: sku.skuId, quantity: 2 }], addressId: m.addressId, idempotencyKey: newKey() } }, { token: m.token })).body
    const orderNum = created.orders[0]!.orderNum
    expect((await skuRow(sku.skuId)).stock).toBe(3)
    const start = Date.parse(created.orders[0]!.createTime)
    // Two schedulers over one database, as two processes would poll it.
    const first = new Scheduler(suite.server.deps.db, mallJobs, { now: () => start })
    const second = new Scheduler(suite.server.deps.db, mallJobs, { now: () => start })
    await first.runDue(start + 29 * 60_000)
    expect(ok(await suite.server.call("orderDetail", { params: { orderNum } }, { token: m.token })).body.status).toBe(0)
    await Promise.all([first.runDue(start + 31 * 60_000), second.runDue(start + 31 * 60_000)])
    const closed = ok(await suite.server.call("orderDetail", { params: { orderNum } }, { token: m.token })).body
    expect(closed).toMatchObject({ status: 4, closeReason: MALL_MESSAGES.closedByTimeout })
    const row = await skuRow(sku.skuId)
    expect([row.stock, row.lockedStock]).toEqual([5, 0])
    const late = await suite.server.call("orderPay", { body: { orderNums: [orderNum], payPass: suite.server.deps.rsa.encrypt(m.payPassword), idempotencyKey: newKey() } }, { token: m.token })
    expect(late).toMatchObject({ status: 409, body: { code: "order_closed" } })
    const [job] = await suite.server.deps.db.select().from(scheduledJobs).where(eq(scheduledJobs.key, orderNum))
    expect(job).toMatchObject({ status: "done", attempts: 1 })
  })

  it("confirms a shipped order by itself 15 days after shipping; a cancelled order gives stock back", async () => {
    const sku = (await skusOf("积雪草舒缓修护面膜")).specs.skus[0]!
    const m = await member()
    const [a, b] = await Promise.all([1, 2].map(() => suite.server.call("orderCreate", { body: { lines: [{ skuId: sku.skuId, quantity: 1 }], addressId: m.addressId, idempotencyKey: newKey() } }, { token: m.token })))
    const toShip = ok(a!).body.orders[0]!.orderNum
    const toCancel = ok(b!).body.orders[0]!.orderNum
    const stockBefore = (await skuRow(sku.skuId)).stock
    const cancelled = ok(await suite.server.call("orderCancel", { params: { orderNum: toCancel } }, { token: m.token })).body
    expect(cancelled).toMatchObject({ status: 4, closeReason: MALL_MESSAGES.closedByMember })
    expect((await skuRow(sku.skuId)).stock).toBe(stockBefore + 1)
    ok(await suite.server.call("orderPay", { body: { orderNums: [toShip], payPass: suite.server.deps.rsa.encrypt(m.payPassword), idempotencyKey: newKey() } }, { token: m.token }))
    const shipped = ok(await suite.server.call("shopOrderShip", { params: { orderNum: toShip }, body: { courier: "ZTO", trackingNo: "7500012345678" } }, { token: merchantToken })).body
    const shippedAt = Date.parse(shipped.shipTime!)
    const scheduler = new Scheduler(suite.server.deps.db, mallJobs)
    await scheduler.runDue(shippedAt + 14 * 86_400_000)
    expect(ok(await suite.server.call("orderDetail", { params: { orderNum: toShip } }, { token: m.token })).body.status).toBe(2)
    await scheduler.runDue(shippedAt + 15 * 86_400_000 + 1000)
    expect(ok(await suite.server.call("orderDetail", { params: { orderNum: toShip } }, { token: m.token })).body.status).toBe(3)
  })
})
