import { randomInt } from "node:crypto"
import { and, asc, desc, eq, gt, inArray, or, sql } from "drizzle-orm"
import {
  PRIZE_DRAW_COST,
  PRIZE_MESSAGES,
  THANKS_PRIZE_NAME,
  pickPrize,
  prizeChance,
  prizeWonMessage,
  winnerName,
  drawsAffordable,
  type PrizeKind,
} from "../../../domain/member/prize.ts"
import type { Prize, PrizeDrawResult, PrizeRecord, PrizeSurplus, PrizeWinner } from "../../../domain/member/entities/member.ts"
import { users } from "../../session/tables/users.ts"
import { addressOf } from "./addresses.ts"
import type { Db, Tx } from "../../core/db/client.ts"
import { prizeRecords, prizes } from "../tables.ts"
import { badRequest, conflict, notFound } from "../../../domain/core/errors.ts"
import { balances, credit, debit, InsufficientFunds } from "../../wallet/services/ledger.ts"
import { newestFirst, readTablePage } from "../../core/db/read-page.ts"
import { lockedRowOrNotFound } from "../../core/db/row-or-not-found.ts"

type PrizeRow = typeof prizes.$inferSelect
type RecordRow = typeof prizeRecords.$inferSelect

const kindOf = (value: string): PrizeKind => (value === "points" || value === "goods" ? value : "thanks")

/** The prizes of the wheel in order. */
export const wheelPrizes = async (tx: Tx): Promise<PrizeRow[]> =>
  tx.select().from(prizes).where(eq(prizes.enabled, true)).orderBy(asc(prizes.sort), asc(prizes.id))

export const prizeView = (row: PrizeRow, totalOdds: number): Prize => ({
  id: row.id,
  name: row.name,
  image: row.image,
  kind: kindOf(row.kind),
  points: row.points,
  chance: prizeChance(row.odds, totalOdds),
  stock: row.stock,
})

export const recordView = (row: RecordRow): PrizeRecord => ({
  id: row.id,
  prizeId: row.prizeId,
  prizeName: row.prizeName,
  kind: kindOf(row.kind),
  cost: row.cost,
  pointsWon: row.pointsWon,
  status: row.status === "won" || row.status === "claimed" || row.status === "shipped" ? row.status : "thanks",
  address: row.address ? `${row.address.name} ${row.address.phone} ${row.address.regionText} ${row.address.detail}` : null,
  createTime: row.createdAt.toISOString(),
})

/** A random number in [0, 1) from the operating system's generator. */
export const secureRandom = (): number => randomInt(0, 2 ** 47) / 2 ** 47

/**
 * One draw, in one transaction: the cost leaves the member's points (409 when they do not
 * cover it), a prize is picked by its odds, a prize with stock takes one piece with a
 * conditional update (`stock > 0`) — when none is left the outcome is 谢谢参与 — and a points
 * prize is credited. Concurrent draws can neither overdraw points nor take stock below zero.
 */
export const drawPrize = async (db: Db, userId: number, random: () => number = secureRandom): Promise<PrizeDrawResult> =>
  db.transaction(async (tx) => {
    const wheel = await wheelPrizes(tx)
    // A wheel needs a 谢谢参与 segment: it is where a draw lands when a prize has run out.
    const thanks = wheel.find((p) => p.kind === "thanks")
    if (thanks === undefined) throw conflict(PRIZE_MESSAGES.noPrizes)
    let posted
    try {
      posted = await debit(tx, { userId, points: PRIZE_DRAW_COST, kind: "prize", title: "幸运抽奖消耗积分" })
    } catch (error) {
      if (error instanceof InsufficientFunds) throw conflict(PRIZE_MESSAGES.insufficientPoints)
      throw error
    }
    let picked = pickPrize(wheel, random())
    if (picked !== null && picked.kind !== "thanks" && picked.stock !== null) {
      const [taken] = await tx
        .update(prizes)
        .set({ stock: sql`${prizes.stock} - 1` })
        .where(and(eq(prizes.id, picked.id), gt(prizes.stock, 0)))
        .returning({ id: prizes.id })
      if (!taken) picked = null
    }
    const outcome = picked !== null && picked.kind !== "thanks" ? picked : null
    let points = posted.balanceAfter
    if (outcome?.kind === "points" && outcome.points > 0) {
      const won = await credit(tx, { userId, points: outcome.points, kind: "prize", title: `幸运抽奖获得：${outcome.name}` })
      points = won.balanceAfter
    }
    const [record] = await tx
      .insert(prizeRecords)
      .values({
        userId,
        prizeId: outcome?.id ?? thanks.id,
        prizeName: outcome?.name ?? (thanks.name || THANKS_PRIZE_NAME),
        kind: outcome?.kind ?? "thanks",
        cost: PRIZE_DRAW_COST,
        pointsWon: outcome?.kind === "points" ? outcome.points : 0,
        status: outcome ? "won" : "thanks",
      })
      .returning()
    if (!record) throw new Error("prize record not stored")
    const shown = outcome ?? thanks
    const index = wheel.findIndex((p) => p.id === shown.id)
    return {
      record: recordView(record),
      index: Math.max(0, index),
      points,
      message: outcome ? prizeWonMessage(outcome.name) : PRIZE_MESSAGES.thanks,
    }
  })

/** The latest winners for everyone to see. */
export const latestWinners = async (db: Db, limit = 20) =>
  db
    .select({ id: prizeRecords.id, userId: prizeRecords.userId, prizeName: prizeRecords.prizeName, createdAt: prizeRecords.createdAt })
    .from(prizeRecords)
    .where(or(eq(prizeRecords.status, "won"), eq(prizeRecords.status, "claimed"), eq(prizeRecords.status, "shipped")))
    .orderBy(desc(prizeRecords.createdAt), desc(prizeRecords.id))
    .limit(limit)

/** The wheel's prizes with their chances. */
export const wheelWithChances = async (db: Db): Promise<Prize[]> => {
  const wheel = await wheelPrizes(db)
  const total = wheel.reduce((sum, p) => sum + p.odds, 0)
  return wheel.map((p) => prizeView(p, total))
}

/** The member's points, the cost of a draw and how many draws the points pay for. */
export const prizeSurplus = async (db: Db, userId: number): Promise<PrizeSurplus> => {
  const { points } = await balances(db, userId)
  return { points, cost: PRIZE_DRAW_COST, times: drawsAffordable(points) }
}

/** One page of the member's draws, latest first. */
export const prizeRecordPage = async (db: Db, userId: number, page: number, size: number) => {
  const { rows, totalElements, totalPages } = await readTablePage(db, { page, size }, size, newestFirst(prizeRecords.createdAt, prizeRecords.id), prizeRecords, eq(prizeRecords.userId, userId))
  return { content: rows.map(recordView), totalElements, totalPages }
}

/** The latest winners with their names masked. */
export const winnerBoard = async (db: Db): Promise<PrizeWinner[]> => {
  const rows = await latestWinners(db)
  const ids = [...new Set(rows.map((r) => r.userId))]
  const names = ids.length ? await db.select({ id: users.id, nickName: users.nickName }).from(users).where(inArray(users.id, ids)) : []
  const byId = new Map(names.map((n) => [n.id, n.nickName]))
  return rows.map((r) => ({
    id: r.id,
    winner: winnerName(byId.get(r.userId) ?? "会员"),
    prizeName: r.prizeName,
    createTime: r.createdAt.toISOString(),
  }))
}

/** Claims a won goods prize to one of the member's addresses. */
export const claimPrize = (db: Db, userId: number, recordId: number, addressId: number): Promise<PrizeRecord> =>
  db.transaction(async (tx) => {
    const record = await lockedRowOrNotFound(tx, prizeRecords, and(eq(prizeRecords.id, recordId), eq(prizeRecords.userId, userId)), "中奖记录不存在")
    if (record.kind !== "goods" || record.status === "thanks") throw badRequest(PRIZE_MESSAGES.claimNotGoods)
    if (record.status !== "won") throw conflict(PRIZE_MESSAGES.alreadyClaimed)
    const address = await addressOf(tx, userId, addressId)
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
  })
