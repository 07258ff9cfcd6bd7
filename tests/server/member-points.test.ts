import { describe, expect, it } from "vitest"
import { eq } from "drizzle-orm"
import { SIGN_IN_MESSAGES } from "../../domain/member/sign-in-rules.ts"
import { GIFT_MESSAGES } from "../../domain/member/gift.ts"
import { PRIZE_DRAW_COST, PRIZE_MESSAGES } from "../../domain/member/prize.ts"
import { PAYMENT_MESSAGES } from "../../domain/core/messages.ts"
import { gifts, prizes, signIns } from "../../server/member/tables.ts"
import { signedInUser } from "../setup/auth.ts"
import { databaseKinds } from "../setup/databases.ts"
import { saveAddress } from "../setup/member.ts"
import { accountAndLedger, newKey, walletMember } from "../setup/wallet.ts"
import { useTestServer } from "../setup/server-suite.ts"

describe.each(databaseKinds())("member points: sign-in, prize draw and gifts on %s", (kind) => {
  const suite = useTestServer(kind)

  describe("daily sign-in", () => {
    it("shows the week, signs once a day and credits the points through the ledger", async () => {
      const member = await walletMember(suite.server, { payPassword: null })
      const before = await suite.server.call("signInInfo", undefined, { token: member.token })
      expect(before.ok && before.body).toMatchObject({ status: false, joinSingIn: 0, toDayPoints: 5 })
      expect(before.ok && before.body.list).toHaveLength(7)
      expect(before.ok && before.body.list.filter((d) => d.toDay === "day")).toHaveLength(1)
      const signed = await suite.server.call("signIn", undefined, { token: member.token })
      expect(signed.ok && signed.body).toMatchObject({ status: true, joinSingIn: 1, gained: 5, points: 5 })
      const again = await suite.server.call("signIn", undefined, { token: member.token })
      expect(again).toMatchObject({ status: 409, body: { message: SIGN_IN_MESSAGES.alreadySigned } })
      const wallet = await accountAndLedger(suite.server, member.user.id)
      expect(wallet).toMatchObject({ points: 5, pointsLedger: 5 })
    })

    it("counts the run from yesterday: the third day gives the bonus", async () => {
      const member = await walletMember(suite.server, { payPassword: null })
      const today = new Date(suite.server.deps.now() + 8 * 3_600_000).toISOString().slice(0, 10)
      const dayBefore = (n: number) => new Date(Date.parse(today) - n * 86_400_000).toISOString().slice(0, 10)
      await suite.server.deps.db.insert(signIns).values([
        { userId: member.user.id, day: dayBefore(2), streak: 1, points: 5 },
        { userId: member.user.id, day: dayBefore(1), streak: 2, points: 5 },
      ])
      const info = await suite.server.call("signInInfo", undefined, { token: member.token })
      expect(info.ok && info.body).toMatchObject({ joinSingIn: 2, toDayPoints: 10, status: false })
      const signed = await suite.server.call("signIn", undefined, { token: member.token })
      expect(signed.ok && signed.body).toMatchObject({ joinSingIn: 3, gained: 10 })
    })
  })

  describe("prize draw", () => {
    it("spends the draw's points, records the outcome and refuses without points", async () => {
      const poor = await walletMember(suite.server, { points: PRIZE_DRAW_COST - 1, payPassword: null })
      const refused = await suite.server.call("prizeDraw", undefined, { token: poor.token })
      expect(refused).toMatchObject({ status: 409, body: { message: PRIZE_MESSAGES.insufficientPoints } })

      const member = await walletMember(suite.server, { points: PRIZE_DRAW_COST * 3, payPassword: null })
      const all = await suite.server.call("prizeAll")
      expect(all.ok && all.body.length).toBeGreaterThanOrEqual(4)
      expect(all.ok && all.body.some((p) => p.kind === "thanks")).toBe(true)
      const surplus = await suite.server.call("prizeSurplus", undefined, { token: member.token })
      expect(surplus.ok && surplus.body).toEqual({ points: PRIZE_DRAW_COST * 3, cost: PRIZE_DRAW_COST, times: 3 })
      const draw = await suite.server.call("prizeDraw", undefined, { token: member.token })
      if (!draw.ok) throw new Error(draw.body.message)
      expect(draw.headers.get("cache-control")).toBe("no-store")
      const shown = all.ok ? all.body[draw.body.index] : undefined
      expect(shown?.name).toBe(draw.body.record.prizeName)
      const wallet = await accountAndLedger(suite.server, member.user.id)
      expect(wallet.points).toBe(PRIZE_DRAW_COST * 2 + draw.body.record.pointsWon)
      expect(wallet.pointsLedger).toBe(wallet.points)
      const records = await suite.server.call("prizeRecords", { query: {} }, { token: member.token })
      expect(records.ok && records.body.content[0]?.id).toBe(draw.body.record.id)
      const top = await suite.server.call("prizeRecordTop")
      expect(top.ok && top.body.every((w) => w.winner.includes("*"))).toBe(true)
    })

    it("falls back to 谢谢参与 when the picked prize has no stock, and claims a goods prize with an address", async () => {
      const db = suite.server.deps.db
      const wheel = await db.select().from(prizes)
      // Only one goods prize can be drawn, and none of it is left.
      const goods = wheel.find((p) => p.kind === "goods")
      if (!goods) throw new Error("no goods prize")
      const saved = wheel.map((p) => ({ id: p.id, odds: p.odds, stock: p.stock }))
      try {
        for (const p of wheel)
          await db
            .update(prizes)
            .set({ odds: p.id === goods.id ? 1 : 0 })
            .where(eq(prizes.id, p.id))
        await db.update(prizes).set({ stock: 0 }).where(eq(prizes.id, goods.id))
        const member = await walletMember(suite.server, { points: PRIZE_DRAW_COST * 2, payPassword: null })
        const draw = await suite.server.call("prizeDraw", undefined, { token: member.token })
        expect(draw.ok && draw.body.record).toMatchObject({ kind: "thanks", status: "thanks" })
        expect(draw.ok && draw.body.message).toBe(PRIZE_MESSAGES.thanks)

        await db.update(prizes).set({ stock: 1 }).where(eq(prizes.id, goods.id))
        const won = await suite.server.call("prizeDraw", undefined, { token: member.token })
        if (!won.ok) throw new Error(won.body.message)
        expect(won.body.record).toMatchObject({ kind: "goods", status: "won", prizeName: goods.name })
        const [after] = await db.select({ stock: prizes.stock }).from(prizes).where(eq(prizes.id, goods.id))
        expect(after?.stock).toBe(0)
        const addressId = await saveAddress(suite.server, member.token)
        const claimed = await suite.server.call("prizeRecordClaim", { body: { id: won.body.record.id, addressId } }, { token: member.token })
        expect(claimed.ok && claimed.body.status).toBe("claimed")
        expect(claimed.ok && claimed.body.address).toContain("北京市 市辖区 东城区")
        const twice = await suite.server.call("prizeRecordClaim", { body: { id: won.body.record.id, addressId } }, { token: member.token })
        expect(twice).toMatchObject({ status: 409, body: { message: PRIZE_MESSAGES.alreadyClaimed } })
      } finally {
        for (const p of saved) await db.update(prizes).set({ odds: p.odds, stock: p.stock }).where(eq(prizes.id, p.id))
      }
    })
  })

  describe("points gifts", () => {
    it("exchanges for points and an address, once per key; refuses without points or stock", async () => {
      const list = await suite.server.call("pointsGifts", { query: {} })
      const gift = list.ok ? list.body.content.find((g) => g.points <= 300) : undefined
      if (!gift) throw new Error("no gift")
      const member = await walletMember(suite.server, { points: gift.points * 2 + 1, payPassword: null })
      const addressId = await saveAddress(suite.server, member.token)
      const key = newKey()
      const order = await suite.server.call(
        "giftExchange",
        { body: { giftId: gift.id, quantity: 2, addressId, idempotencyKey: key } },
        { token: member.token },
      )
      if (!order.ok) throw new Error(order.body.message)
      expect(order.body).toMatchObject({ giftName: gift.name, quantity: 2, points: gift.points * 2, status: "pending", receiver: "王小明" })
      expect(order.body.orderNo).toMatch(/^G\d{14}$/)
      const retry = await suite.server.call(
        "giftExchange",
        { body: { giftId: gift.id, quantity: 2, addressId, idempotencyKey: key } },
        { token: member.token },
      )
      expect(retry.ok && retry.body.id).toBe(order.body.id)
      const wallet = await accountAndLedger(suite.server, member.user.id)
      expect(wallet).toMatchObject({ points: 1, pointsLedger: 1 })

      const poor = await suite.server.call(
        "giftExchange",
        { body: { giftId: gift.id, quantity: 1, addressId, idempotencyKey: newKey() } },
        { token: member.token },
      )
      expect(poor).toMatchObject({ status: 409, body: { message: PAYMENT_MESSAGES.insufficientPoints } })
      const [stock] = await suite.server.deps.db.select({ stock: gifts.stock }).from(gifts).where(eq(gifts.id, gift.id))
      expect(stock?.stock).toBe(gift.stock - 2)

      const detail = await suite.server.call("giftOrder", { params: { id: order.body.id } }, { token: member.token })
      expect(detail.ok && detail.body.orderNo).toBe(order.body.orderNo)
      const other = await signedInUser(suite.server)
      expect((await suite.server.call("giftOrder", { params: { id: order.body.id } }, { token: other.token })).status).toBe(404)

      await suite.server.deps.db.update(gifts).set({ stock: 0 }).where(eq(gifts.id, gift.id))
      const rich = await walletMember(suite.server, { points: 10_000, payPassword: null })
      const richAddress = await saveAddress(suite.server, rich.token)
      const none = await suite.server.call(
        "giftExchange",
        { body: { giftId: gift.id, quantity: 1, addressId: richAddress, idempotencyKey: newKey() } },
        { token: rich.token },
      )
      expect(none).toMatchObject({ status: 409, body: { message: GIFT_MESSAGES.outOfStock } })
      expect((await accountAndLedger(suite.server, rich.user.id)).points).toBe(10_000)
      await suite.server.deps.db
        .update(gifts)
        .set({ stock: gift.stock - 2 })
        .where(eq(gifts.id, gift.id))
    })
  })

})
