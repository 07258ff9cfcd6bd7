/**
 * Checkout: the lines to buy (given, or the cart's ticked lines) priced from the SKUs on the
 * server, grouped into one parcel per shop with its freight from the shop's templates, and
 * orders made from them. The client sends SKUs and quantities only, never a price. Making an
 * order holds its stock: a conditional update takes it from the SKU (`stock >= quantity`), so
 * concurrent checkouts never sell more than there is.
 */
import { and, eq, inArray } from "drizzle-orm"
import type { CartLineInput } from "../../../domain/mall/cart.ts"
import { parcelFreightCents, parcelUnits, provinceOf, type FreightTemplate } from "../../../domain/mall/freight.ts"
import { MALL_MESSAGES } from "../../../domain/mall/messages.ts"
import { payDeadline, type CheckoutPreview, type CheckoutShop, type MallOrder } from "../../../domain/mall/order.ts"
import { skuText } from "../../../domain/mall/sku.ts"
import { vipLineDiscountCents } from "../../../domain/mall/vip-price.ts"
import type { Db, Tx } from "../../core/db/client.ts"
import { badRequest, conflict } from "../../../domain/core/errors.ts"
import { schedule } from "../../core/scheduler.ts"
import { drawOrderNumber, insertUnderFreshNumber } from "../../core/db/fresh-number.ts"
import { addressOf } from "../../member/services/addresses.ts"
import { cartItems, freightTemplates, mallOrderItems, mallOrders } from "../tables.ts"
import { skusById, type SkuFacts } from "./cart.ts"
import { planCoupon, useCoupon, type CouponPlan } from "./coupon-checkout.ts"
import { ordersByNums } from "./orders.ts"
import { moveStock } from "./stock.ts"
import { grantVipCoupons, isVipAt } from "./vip-coupons.ts"
import { once } from "../../wallet/services/idempotency.ts"
import { cents, type Cents } from "../../../domain/core/money.ts"

export const CLOSE_ORDER_JOB = "mall.closeOrder"

/** A mall order's number: `SC` + China date and time to the second + six random digits. */
export const newMallOrderNum = (now: number): string => drawOrderNumber("SC", now)

interface PricedLine {
  readonly sku: SkuFacts
  readonly quantity: number
  /** What the VIP member price takes off the line (0 for a member who is not VIP). */
  readonly vipDiscountCents: Cents
}

interface Parcel {
  readonly shop: { id: number; name: string }
  readonly lines: ReadonlyArray<PricedLine>
  readonly goodsCents: Cents
  readonly vipDiscountCents: Cents
  readonly freightCents: Cents | null
}

/** The lines: those given, or the cart's ticked ones. */
const linesOf = async (tx: Tx, userId: number, given: ReadonlyArray<CartLineInput> | undefined): Promise<{ lines: ReadonlyArray<CartLineInput>; fromCart: boolean }> => {
  if (given) {
    const merged = new Map<number, number>()
    for (const l of given) merged.set(l.skuId, (merged.get(l.skuId) ?? 0) + l.quantity)
    return { lines: [...merged].map(([skuId, quantity]) => ({ skuId, quantity })), fromCart: false }
  }
  const rows = await tx.select({ skuId: cartItems.skuId, quantity: cartItems.quantity }).from(cartItems).where(and(eq(cartItems.userId, userId), eq(cartItems.checked, true)))
  if (rows.length === 0) throw badRequest(MALL_MESSAGES.nothingChecked, "nothing_checked")
  return { lines: rows, fromCart: true }
}

/**
 * Prices the lines from the SKUs (at the VIP member price for a VIP) and splits them into
 * parcels per shop with their freight. Freight thresholds see the list prices.
 */
const parcelsOf = async (tx: Tx, lines: ReadonlyArray<CartLineInput>, province: string | null, vip: boolean): Promise<{ parcels: Parcel[]; problems: string[] }> => {
  const skus = await skusById(tx, lines.map((l) => l.skuId))
  const problems: string[] = []
  const byShop = new Map<number, { shop: { id: number; name: string }; lines: PricedLine[] }>()
  for (const line of lines) {
    const sku = skus.get(line.skuId)
    if (!sku || sku.status !== "on") {
      problems.push(MALL_MESSAGES.skuNotFound)
      continue
    }
    if (sku.stock < line.quantity) problems.push(`${sku.title}：${MALL_MESSAGES.outOfStock}`)
    const group = byShop.get(sku.shopId) ?? { shop: { id: sku.shopId, name: sku.shopName }, lines: [] }
    group.lines.push({ sku, quantity: line.quantity, vipDiscountCents: cents(vipLineDiscountCents(sku.priceCents, line.quantity, vip)) })
    byShop.set(sku.shopId, group)
  }
  const templateIds = [...new Set([...byShop.values()].flatMap((g) => g.lines.map((l) => l.sku.freightTemplateId)))]
  const templates = new Map<number, FreightTemplate>()
  if (templateIds.length > 0) {
    const rows = await tx.select().from(freightTemplates).where(inArray(freightTemplates.id, templateIds))
    for (const t of rows) templates.set(t.id, { name: t.name, chargeBy: t.chargeBy === "weight" ? "weight" : "count", rules: t.rules, freeOverCents: t.freeOverCents })
  }
  const parcels = [...byShop.values()].map((group): Parcel => {
    const goodsCents = group.lines.reduce((n, l) => n + l.sku.priceCents * l.quantity, 0)
    let freight: number | null = 0
    if (province !== null) {
      // Lines under one template share its first unit; several templates add up; a template's
      // threshold is met by the shop's goods in the order.
      for (const templateId of new Set(group.lines.map((l) => l.sku.freightTemplateId))) {
        const template = templates.get(templateId)
        const under = group.lines.filter((l) => l.sku.freightTemplateId === templateId).map((l) => ({ quantity: l.quantity, weightGrams: l.sku.weightGrams }))
        const charge = template ? parcelFreightCents(template, parcelUnits(template, under), province, goodsCents) : null
        freight = freight === null || charge === null ? null : freight + charge
      }
      if (freight === null) problems.push(`${group.shop.name}：${MALL_MESSAGES.noFreightArea}`)
    }
    return {
      shop: group.shop,
      lines: group.lines,
      goodsCents: cents(goodsCents),
      vipDiscountCents: cents(group.lines.reduce((n, l) => n + l.vipDiscountCents, 0)),
      freightCents: freight === null ? null : cents(freight),
    }
  })
  return { parcels, problems }
}

const itemView = (l: PricedLine) => ({
  skuId: l.sku.skuId,
  spuId: l.sku.spuId,
  title: l.sku.title,
  skuText: skuText(l.sku.saleAttrs, l.sku.attrs),
  picture: l.sku.picture,
  priceCents: l.sku.priceCents,
  quantity: l.quantity,
  vipDiscountCents: l.vipDiscountCents,
})

/** The member's coupons against the parcels (see planCoupon), on what the lines cost after the VIP price. */
const couponsFor = (tx: Tx, userId: number, parcels: ReadonlyArray<Parcel>, choice: number | null | undefined, now: number): Promise<CouponPlan> =>
  planCoupon(
    tx,
    userId,
    parcels.flatMap((p) => p.lines.map((l) => ({ skuId: l.sku.skuId, spuId: l.sku.spuId, shopId: p.shop.id, cents: l.sku.priceCents * l.quantity - l.vipDiscountCents }))),
    choice,
    now,
  )

/** What a parcel's order asks for: its goods less the VIP discount, plus freight, less the coupon. */
const payOf = (parcel: Parcel, discountCents: number) => cents(parcel.goodsCents - parcel.vipDiscountCents + (parcel.freightCents ?? 0) - discountCents)

/** A parcel's discount and its lines' shares under the chosen coupon. */
const discountOf = (plan: CouponPlan, parcel: Parcel) => {
  const chosen = plan.chosen && plan.chosen.shopId === parcel.shop.id ? plan.chosen : null
  return { discountCents: chosen?.discountCents ?? 0, lineDiscount: (skuId: number) => chosen?.lineDiscounts.get(skuId) ?? 0 }
}

/**
 * What the checkout page shows: parcels per shop, freight to the address, the member's coupons
 * that apply (the chosen one taken off its shop's order), the total.
 */
export const previewCheckout = async (
  tx: Tx,
  userId: number,
  input: { lines?: ReadonlyArray<CartLineInput> | undefined; addressId?: number | undefined; couponId?: number | null | undefined },
  now: number,
): Promise<CheckoutPreview> => {
  const { lines } = await linesOf(tx, userId, input.lines)
  const address = input.addressId === undefined ? null : await addressOf(tx, userId, input.addressId)
  // A VIP member's coupons of the month arrive before they are offered.
  await grantVipCoupons(tx, userId, now)
  const vip = await isVipAt(tx, userId, now)
  const { parcels, problems } = await parcelsOf(tx, lines, address ? provinceOf(address.region) : null, vip)
  const plan = await couponsFor(tx, userId, parcels, input.couponId, now)
  const shops: CheckoutShop[] = parcels.map((p) => {
    const { discountCents, lineDiscount } = discountOf(plan, p)
    return {
      shop: p.shop,
      items: p.lines.map((l) => ({ ...itemView(l), discountCents: cents(lineDiscount(l.sku.skuId)) })),
      goodsCents: p.goodsCents,
      vipDiscountCents: p.vipDiscountCents,
      freightCents: p.freightCents,
      discountCents: cents(discountCents),
      payCents: payOf(p, discountCents),
    }
  })
  return {
    shops,
    totalCents: cents(shops.reduce((n, s) => n + s.payCents, 0)),
    deliverable: address !== null && problems.length === 0,
    problems,
    coupons: plan.coupons,
    unusableCoupons: plan.unusable,
    couponId: plan.chosen?.id ?? null,
    discountCents: cents(plan.chosen?.discountCents ?? 0),
    vipDiscountCents: cents(shops.reduce((n, s) => n + (s.vipDiscountCents ?? 0), 0)),
  }
}

/**
 * Makes one order per shop from the lines, holding their stock; the cart's lines bought are
 * removed. Each order closes by itself when it is not paid in time (a scheduled job).
 */
export const createOrders = async (
  tx: Tx,
  userId: number,
  input: {
    lines?: ReadonlyArray<CartLineInput> | undefined
    addressId: number
    notes?: ReadonlyArray<{ shopId: number; note: string }> | undefined
    couponId?: number | null | undefined
  },
  now: number,
): Promise<{ orders: MallOrder[]; totalCents: number }> => {
  const { lines, fromCart } = await linesOf(tx, userId, input.lines)
  const address = await addressOf(tx, userId, input.addressId)
  // The VIP price is the member's standing when the order is made, read here, never from the client.
  const { parcels, problems } = await parcelsOf(tx, lines, provinceOf(address.region), await isVipAt(tx, userId, now))
  const missing = problems.find((p) => p === MALL_MESSAGES.skuNotFound)
  if (missing) throw conflict(missing, "sku_not_found")
  if (parcels.some((p) => p.freightCents === null)) throw conflict(MALL_MESSAGES.noFreightArea, "no_freight_area")
  const plan = await couponsFor(tx, userId, parcels, input.couponId, now)

  await moveStock(tx, lines, "hold")

  const orderNums: string[] = []
  for (const parcel of parcels) {
    const note = input.notes?.find((n) => n.shopId === parcel.shop.id)?.note.trim() ?? ""
    const { discountCents, lineDiscount } = discountOf(plan, parcel)
    const { num: orderNum, row: order } = await insertUnderFreshNumber(
      () => newMallOrderNum(now),
      (orderNum) =>
        tx
          .insert(mallOrders)
          .values({
            orderNum,
            userId,
            shopId: parcel.shop.id,
            goodsCents: parcel.goodsCents,
            freightCents: parcel.freightCents ?? cents(0),
            discountCents: cents(discountCents),
            vipDiscountCents: parcel.vipDiscountCents,
            payCents: payOf(parcel, discountCents),
            address: { name: address.name, phone: address.phone ?? address.telephone ?? "", regionText: address.regionText, detail: address.detail },
            note,
            searchText: [orderNum, ...parcel.lines.map((l) => l.sku.title)].join(" "),
            createdAt: new Date(now),
          })
          .onConflictDoNothing({ target: mallOrders.orderNum })
          .returning({ id: mallOrders.id }),
    )
    await tx.insert(mallOrderItems).values(parcel.lines.map((l) => ({ orderId: order.id, ...itemView(l), discountCents: cents(lineDiscount(l.sku.skuId)) })))
    if (plan.chosen && plan.chosen.shopId === parcel.shop.id) await useCoupon(tx, userId, plan.chosen.id, orderNum, now)
    await schedule(tx, { kind: CLOSE_ORDER_JOB, key: orderNum, runAt: payDeadline(now), payload: { orderNum } })
    orderNums.push(orderNum)
  }
  if (fromCart) await tx.delete(cartItems).where(and(eq(cartItems.userId, userId), inArray(cartItems.skuId, lines.map((l) => l.skuId))))
  const orders = await ordersByNums(tx, orderNums)
  return { orders, totalCents: orders.reduce((n, o) => n + o.payCents, 0) }
}


/** Places the orders of a checkout once per idempotency key, in one transaction. */
export const placeOrders = (
  db: Db,
  userId: number,
  input: Parameters<typeof createOrders>[2] & { readonly idempotencyKey: string },
  now: number,
): Promise<{ orders: MallOrder[]; totalCents: number }> =>
  db.transaction((tx) => once(tx, { userId, key: input.idempotencyKey, scope: "mallOrder" }, () => createOrders(tx, userId, input, now)))
