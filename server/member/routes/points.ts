import { and, asc, count, desc, eq, inArray } from "drizzle-orm"
import { drawsAffordable, PRIZE_DRAW_COST, PRIZE_MESSAGES, winnerName } from "../../../domain/member/prize.ts"
import { GIFT_MESSAGES } from "../../../domain/member/gift.ts"
import { giftOrders, gifts, prizeRecords } from "../tables.ts"
import { users } from "../../session/tables/users.ts"
import { badRequest, conflict, notFound } from "../../../domain/core/errors.ts"
import type { AreaHandlers } from "../../core/http/handler.ts"
import { addressOf } from "../services/addresses.ts"
import { exchangeGift, giftOrderView, giftView } from "../services/gifts.ts"
import { drawPrize, latestWinners, prizeView, recordView, wheelPrizes } from "../services/prize-draw.ts"
import { pointsOf, signInState, signInToday } from "../services/sign-in.ts"
import { pageCount } from "../../../domain/core/paging.ts"

const NO_STORE = { "cache-control": "no-store" }

const pageOf = (query: { page?: number | undefined; size?: number | undefined }, fallback: number) => {
  const size = query.size ?? fallback
  const page = query.page ?? 0
  return { page, size, offset: page * size }
}

/** Sign-in, the prize draw and points gifts. */
export const memberPointsHandlers = {
  signInInfo: async (_input, { deps, user }) => signInState(deps.db, user.id, deps.now()),
  signIn: async (_input, { deps, user }) => signInToday(deps.db, user.id, deps.now()),

  prizeDraw: async (_input, { deps, user, hono }) => {
    const result = await drawPrize(deps.db, user.id)
    // A GET that changes state: never cached by the browser or a proxy.
    for (const [k, v] of Object.entries(NO_STORE)) hono.header(k, v)
    return result
  },
  prizeAll: async (_input, { deps }) => {
    const wheel = await wheelPrizes(deps.db)
    const total = wheel.reduce((sum, p) => sum + p.odds, 0)
    return wheel.map((p) => prizeView(p, total))
  },
  prizeSurplus: async (_input, { deps, user }) => {
    const points = await pointsOf(deps.db, user.id)
    return { points, cost: PRIZE_DRAW_COST, times: drawsAffordable(points) }
  },
  prizeRecords: async ({ query }, { deps, user }) => {
    const { size, offset } = pageOf(query, 10)
    const [rows, [total]] = await Promise.all([
      deps.db
        .select()
        .from(prizeRecords)
        .where(eq(prizeRecords.userId, user.id))
        .orderBy(desc(prizeRecords.createdAt), desc(prizeRecords.id))
        .limit(size)
        .offset(offset),
      deps.db.select({ n: count() }).from(prizeRecords).where(eq(prizeRecords.userId, user.id)),
    ])
    const totalElements = total?.n ?? 0
    return { content: rows.map(recordView), totalElements, totalPages: pageCount(totalElements, size) }
  },
  prizeRecordTop: async (_input, { deps }) => {
    const rows = await latestWinners(deps.db)
    const ids = [...new Set(rows.map((r) => r.userId))]
    const names = ids.length
      ? await deps.db.select({ id: users.id, nickName: users.nickName }).from(users).where(inArray(users.id, ids))
      : []
    const byId = new Map(names.map((n) => [n.id, n.nickName]))
    return rows.map((r) => ({
      id: r.id,
      winner: winnerName(byId.get(r.userId) ?? "会员"),
      prizeName: r.prizeName,
      createTime: r.createdAt.toISOString(),
    }))
  },
  prizeRecordClaim: async ({ body }, { deps, user }) =>
    deps.db.transaction(async (tx) => {
      const [record] = await tx
        .select()
        .from(prizeRecords)
        .where(and(eq(prizeRecords.id, body.id), eq(prizeRecords.userId, user.id)))
        .for("update")
      if (!record) throw notFound("中奖记录不存在")
      if (record.kind !== "goods" || record.status === "thanks") throw badRequest(PRIZE_MESSAGES.claimNotGoods)
      if (record.status !== "won") throw conflict(PRIZE_MESSAGES.alreadyClaimed)
      const address = await addressOf(tx, user.id, body.addressId)
      const [updated] = await tx
        .update(prizeRecords)
        .set({
          status: "claimed",
          address: {
            name: address.name,
            phone: address.phone ?? address.telephone ?? "",
            regionText: address.regionText,
            detail: address.detail,
          },
        })
        .where(eq(prizeRecords.id, record.id))
        .returning()
      if (!updated) throw notFound("中奖记录不存在")
      return recordView(updated)
    }),

  pointsGifts: async ({ query }, { deps }) => {
    const { size, offset } = pageOf(query, 12)
    const tag = query.tag?.trim()
    const where = tag ? and(eq(gifts.enabled, true), eq(gifts.tag, tag)) : eq(gifts.enabled, true)
    const [rows, [total]] = await Promise.all([
      deps.db.select().from(gifts).where(where).orderBy(asc(gifts.sort), asc(gifts.id)).limit(size).offset(offset),
      deps.db.select({ n: count() }).from(gifts).where(where),
    ])
    const totalElements = total?.n ?? 0
    return { content: rows.map(giftView), totalElements, totalPages: pageCount(totalElements, size) }
  },
  pointsGift: async ({ params }, { deps }) => {
    const [row] = await deps.db
      .select()
      .from(gifts)
      .where(and(eq(gifts.id, params.id), eq(gifts.enabled, true)))
    if (!row) throw notFound(GIFT_MESSAGES.offShelf)
    return giftView(row)
  },
  giftExchange: async ({ body }, { deps, user }) => exchangeGift(deps.db, user.id, body, deps.now()),
  giftOrders: async ({ query }, { deps, user }) => {
    const { size, offset } = pageOf(query, 10)
    const [rows, [total]] = await Promise.all([
      deps.db
        .select()
        .from(giftOrders)
        .where(eq(giftOrders.userId, user.id))
        .orderBy(desc(giftOrders.createdAt), desc(giftOrders.id))
        .limit(size)
        .offset(offset),
      deps.db.select({ n: count() }).from(giftOrders).where(eq(giftOrders.userId, user.id)),
    ])
    const totalElements = total?.n ?? 0
    return { content: rows.map(giftOrderView), totalElements, totalPages: pageCount(totalElements, size) }
  },
  giftOrder: async ({ params }, { deps, user }) => {
    const [row] = await deps.db
      .select()
      .from(giftOrders)
      .where(and(eq(giftOrders.id, params.id), eq(giftOrders.userId, user.id)))
    if (!row) throw notFound("兑换订单不存在")
    return giftOrderView(row)
  },
} satisfies AreaHandlers
