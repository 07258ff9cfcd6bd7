import { eq } from "drizzle-orm"
import { describe, expect, it } from "vitest"
import { SHOP_SERVICE_FEE, WALLET_MESSAGES, WITHDRAW_MIN_CENTS } from "../../domain/wallet/wallet.ts"
import { users } from "../../server/session/tables/users.ts"
import { payments, walletOrders, withdrawals } from "../../server/wallet/tables.ts"
import { signedInUser } from "../setup/auth.ts"
import { databaseKinds } from "../setup/databases.ts"
import { accountAndLedger, ledgerRows, newKey, walletMember, annualFeeId, buyVip, okBody } from "../setup/wallet.ts"
import { useTestServer } from "../setup/server-suite.ts"

const ok = okBody

describe.each(databaseKinds())("wallet payments: recharge, withdrawals, VIP and the shop fee on %s", (kind) => {
  const suite = useTestServer(kind)

  const encrypt = (text: string) => suite.server.deps.rsa.encrypt(text)

  describe("recharge through the sandbox provider", () => {
    it("credits once, however many times the payer confirms", async () => {
      const member = await walletMember(suite.server)
      const key = newKey()
      const created = ok(await suite.server.call("rechargeCreate", { body: { amount: 20_000, idempotencyKey: key } }, { token: member.token }))
      expect(created).toMatchObject({ amount: 20_000, status: "pending", payUrl: `/sandbox/pay/${created.id}`, balance: 0 })
      const retried = ok(await suite.server.call("rechargeCreate", { body: { amount: 20_000, idempotencyKey: key } }, { token: member.token }))
      expect(retried.id).toBe(created.id)

      const cashier = ok(await suite.server.call("sandboxPayment", { params: { id: created.id } }, { token: member.token }))
      expect(cashier).toMatchObject({ amount: 20_000, status: "pending", merchant: "悦享健康美丽网", returnUrl: `/account/recharge/member/success?id=${created.id}` })

      const confirms = await Promise.all(Array.from({ length: 5 }, () => suite.server.call("sandboxPaymentConfirm", { params: { id: created.id } }, { token: member.token })))
      expect(confirms.every((c) => c.ok && c.body.status === "paid")).toBe(true)
      const status = ok(await suite.server.call("rechargeStatus", { params: { id: created.id } }, { token: member.token }))
      expect(status).toMatchObject({ status: "paid", balance: 20_000 })
      expect(await ledgerRows(suite.server, member.user.id, "recharge")).toHaveLength(1)
      const failAfter = await suite.server.call("sandboxPaymentFail", { params: { id: created.id } }, { token: member.token })
      expect(failAfter.status).toBe(409)
      expect(await accountAndLedger(suite.server, member.user.id)).toMatchObject({ balance: 20_000, balanceLedger: 20_000 })

      // Another member cannot read it.
      const other = await signedInUser(suite.server)
      expect((await suite.server.call("rechargeStatus", { params: { id: created.id } }, { token: other.token })).status).toBe(404)
    })

    it("credits nothing for a failed or expired payment, and checks the amount", async () => {
      const member = await walletMember(suite.server)
      const failed = ok(await suite.server.call("rechargeCreate", { body: { amount: 5_000, idempotencyKey: newKey() } }, { token: member.token }))
      expect(ok(await suite.server.call("sandboxPaymentFail", { params: { id: failed.id } }, { token: member.token })).status).toBe("failed")
      expect((await suite.server.call("sandboxPaymentConfirm", { params: { id: failed.id } }, { token: member.token })).status).toBe(409)

      const late = ok(await suite.server.call("rechargeCreate", { body: { amount: 5_000, idempotencyKey: newKey() } }, { token: member.token }))
      await suite.server.deps.db.update(payments).set({ expiresAt: new Date(Date.now() - 1000) }).where(eq(payments.id, late.id))
      const expired = await suite.server.call("sandboxPaymentConfirm", { params: { id: late.id } }, { token: member.token })
      expect(expired.status).toBe(409)
      expect(expired.body).toMatchObject({ message: WALLET_MESSAGES.paymentExpired })
      expect(ok(await suite.server.call("rechargeStatus", { params: { id: late.id } }, { token: member.token })).status).toBe("expired")
      expect((await accountAndLedger(suite.server, member.user.id)).balance).toBe(0)

      const tooSmall = await suite.server.call("rechargeCreate", { body: { amount: 50, idempotencyKey: newKey() } }, { token: member.token })
      expect(tooSmall.status).toBe(400)
      expect(tooSmall.body).toMatchObject({ message: WALLET_MESSAGES.rechargeRange })
      const badKey = await suite.server.call("rechargeCreate", { body: { amount: 5_000, idempotencyKey: "x" } }, { token: member.token })
      expect(badKey.status).toBe(400)
      expect((await suite.server.call("sandboxPayment", { params: { id: "Pnosuchpayment" } }, { token: (await signedInUser(suite.server)).token })).status).toBe(404)
    })

    it("refuses a key already used for another call", async () => {
      const member = await walletMember(suite.server, { cents: 100_000 })
      const key = newKey()
      ok(await suite.server.call("rechargeCreate", { body: { amount: 5_000, idempotencyKey: key } }, { token: member.token }))
      const reuse = await suite.server.call("vipOrderCreate", { body: { feeId: await annualFeeId(suite.server), idempotencyKey: key } }, { token: member.token })
      expect(reuse.status).toBe(409)
      expect(reuse.body).toMatchObject({ message: WALLET_MESSAGES.idempotencyReused })
    })
  })

  describe("withdrawals", () => {
    it("binds an account, takes the amount out at once and waits for review", async () => {
      const member = await walletMember(suite.server, { cents: 30_000 })
      const noAccount = await suite.server.call("balanceExtract", { body: { amount: 10_000, payPass: encrypt(member.payPassword), idempotencyKey: newKey() } }, { token: member.token })
      expect(noAccount.status).toBe(409)
      expect(noAccount.body).toMatchObject({ message: WALLET_MESSAGES.noWithdrawAccount })

      const badAccount = await suite.server.call("withdrawAccountBind", { body: { account: "abc", name: "李静怡", payPass: encrypt(member.payPassword) } }, { token: member.token })
      expect(badAccount.body).toMatchObject({ message: WALLET_MESSAGES.withdrawAccountFormat })
      const bound = ok(await suite.server.call("withdrawAccountBind", { body: { account: "13912345678", name: "李静怡", payPass: encrypt(member.payPassword) } }, { token: member.token }))
      expect(bound).toEqual({ account: "139****5678", name: "李*怡" })

      const below = await suite.server.call("balanceExtract", { body: { amount: WITHDRAW_MIN_CENTS - 1, payPass: encrypt(member.payPassword), idempotencyKey: newKey() } }, { token: member.token })
      expect(below.body).toMatchObject({ message: WALLET_MESSAGES.withdrawRange })
      const over = await suite.server.call("balanceExtract", { body: { amount: 30_001, payPass: encrypt(member.payPassword), idempotencyKey: newKey() } }, { token: member.token })
      expect(over.status).toBe(400)
      expect(over.body).toMatchObject({ message: WALLET_MESSAGES.withdrawOverBalance })

      const key = newKey()
      const request = ok(await suite.server.call("balanceExtract", { body: { amount: 12_000, payPass: encrypt(member.payPassword), idempotencyKey: key } }, { token: member.token }))
      expect(request).toMatchObject({ amount: 12_000, status: "pending", account: "139****5678" })
      const retry = ok(await suite.server.call("balanceExtract", { body: { amount: 12_000, payPass: encrypt(member.payPassword), idempotencyKey: key } }, { token: member.token }))
      expect(retry.id).toBe(request.id)
      const info = ok(await suite.server.call("accountExtract", undefined, { token: member.token }))
      expect(info).toMatchObject({ balance: 18_000, frozen: 12_000, hasPayPassword: true, withdrawAccount: { account: "139****5678" } })
      expect(info.recent.map((w) => w.id)).toEqual([request.id])
      expect(ok(await suite.server.call("withdrawalDetail", { params: { id: request.id } }, { token: member.token })).status).toBe("pending")
      const other = await signedInUser(suite.server)
      expect((await suite.server.call("withdrawalDetail", { params: { id: request.id } }, { token: other.token })).status).toBe(404)
    })

    it("is approved or rejected by an administrator only; a rejection gives the money back", async () => {
      const member = await walletMember(suite.server, { cents: 50_000, withdrawAccount: true })
      const admin = await signedInUser(suite.server, { roles: ["ROLE_ADMIN"], type: "sys" })
      const pay = (amount: number) =>
        suite.server.call("balanceExtract", { body: { amount, payPass: encrypt(member.payPassword), idempotencyKey: newKey() } }, { token: member.token })
      const first = ok(await pay(20_000))
      const second = ok(await pay(10_000))

      expect((await suite.server.call("adminWithdrawals", { query: {} }, { token: member.token })).status).toBe(403)
      const pending = ok(await suite.server.call("adminWithdrawals", { query: { status: "pending" } }, { token: admin.token }))
      const mine = pending.content.filter((w) => w.userId === member.user.id)
      expect(mine.map((w) => w.id)).toEqual([second.id, first.id])
      expect(mine[0]).toMatchObject({ account: "13912345678", accountName: "李静怡", username: member.user.username })

      expect((await suite.server.call("adminWithdrawalApprove", { params: { id: first.id } }, { token: member.token })).status).toBe(403)
      const approved = ok(await suite.server.call("adminWithdrawalApprove", { params: { id: first.id } }, { token: admin.token }))
      expect(approved.status).toBe("approved")
      const twice = await suite.server.call("adminWithdrawalApprove", { params: { id: first.id } }, { token: admin.token })
      expect(twice.status).toBe(409)
      expect(twice.body).toMatchObject({ message: WALLET_MESSAGES.withdrawalHandled })

      const noReason = await suite.server.call("adminWithdrawalReject", { params: { id: second.id }, body: { reason: "  " } }, { token: admin.token })
      expect(noReason.body).toMatchObject({ message: WALLET_MESSAGES.rejectReasonRequired })
      const rejections = await Promise.all(
        Array.from({ length: 4 }, () => suite.server.call("adminWithdrawalReject", { params: { id: second.id }, body: { reason: "账户实名不一致" } }, { token: admin.token })),
      )
      expect(rejections.filter((r) => r.ok)).toHaveLength(1)
      expect(ok(await suite.server.call("withdrawalDetail", { params: { id: second.id } }, { token: member.token }))).toMatchObject({
        status: "rejected",
        rejectReason: "账户实名不一致",
      })
      expect((await suite.server.call("adminWithdrawalApprove", { params: { id: 999_999 } }, { token: admin.token })).status).toBe(404)

      expect(await accountAndLedger(suite.server, member.user.id)).toMatchObject({ balance: 30_000, balanceLedger: 30_000 })
      expect(await ledgerRows(suite.server, member.user.id, "withdraw_refund")).toHaveLength(1)
      expect(ok(await suite.server.call("accountOrderTotal", undefined, { token: member.token })).withdrawn).toBe(20_000)
      const [row] = await suite.server.deps.db.select().from(withdrawals).where(eq(withdrawals.id, first.id))
      expect(row?.reviewerId).toBe(admin.user.id)
    })
  })

  describe("VIP membership", () => {
    it("is paid from the balance and changes grade, amount and expiry; a renewal extends from the expiry", async () => {
      const member = await walletMember(suite.server, { cents: 50_000 })
      const key = newKey()
      const { order, answer } = await buyVip(suite.server, member, key)
      expect(order).toMatchObject({ status: "unpaid", amount: 19_800, months: 12, title: "开通VIP会员（年卡）" })
      const paid = ok(answer)
      expect(paid.order.status).toBe("paid")
      expect(paid.balance).toBe(30_200)
      expect(paid.grade).toMatchObject({ grade: "VIP会员", amount: 19_800 })
      expect(paid.grade.expireDate).toBeGreaterThanOrEqual(365)
      expect(paid.grade.expireDate).toBeLessThanOrEqual(366)

      // A retry of the payment answers the first result and pays nothing more.
      const retry = ok(await suite.server.call("vipOrderBalancePay", { body: { orderId: order.id, payPass: encrypt(member.payPassword), idempotencyKey: key } }, { token: member.token }))
      expect(retry).toEqual(paid)
      // Paying the paid order with another key answers the order without a second debit.
      const another = ok(await suite.server.call("vipOrderBalancePay", { body: { orderId: order.id, payPass: encrypt(member.payPassword), idempotencyKey: newKey() } }, { token: member.token }))
      expect(another.order.status).toBe("paid")
      expect(await ledgerRows(suite.server, member.user.id, "vip")).toHaveLength(1)
      expect(ok(await suite.server.call("vipOrderStatus", { params: { id: order.id } }, { token: member.token })).status).toBe("paid")

      const firstEnd = new Date(paid.grade.expireAt ?? "")
      const renewal = ok((await buyVip(suite.server, member)).answer)
      const secondEnd = new Date(renewal.grade.expireAt ?? "")
      expect(secondEnd.getUTCFullYear() - firstEnd.getUTCFullYear()).toBe(1)
      expect(secondEnd.getUTCMonth()).toBe(firstEnd.getUTCMonth())
      expect(renewal.balance).toBe(10_400)
      expect(ok(await suite.server.call("accountGrade", undefined, { token: member.token })).expireAt).toBe(renewal.grade.expireAt)
      const [user] = await suite.server.deps.db.select().from(users).where(eq(users.id, member.user.id))
      expect(user?.vipExpiresAt?.toISOString()).toBe(renewal.grade.expireAt)
    })

    it("refuses when the balance does not cover it, and the order stays unpaid", async () => {
      const member = await walletMember(suite.server, { cents: 10_000 })
      const { order, answer } = await buyVip(suite.server, member)
      expect(answer.status).toBe(409)
      expect(answer.body).toMatchObject({ message: "账号余额不足，请您先 充值余额 再进行支付" })
      expect(ok(await suite.server.call("vipOrderStatus", { params: { id: order.id } }, { token: member.token })).status).toBe("unpaid")
      expect(ok(await suite.server.call("accountGrade", undefined, { token: member.token })).grade).toBe("普通会员")
      expect((await accountAndLedger(suite.server, member.user.id)).balance).toBe(10_000)
      const unknownFee = await suite.server.call("vipOrderCreate", { body: { feeId: 99_999, idempotencyKey: newKey() } }, { token: member.token })
      expect(unknownFee.status).toBe(404)
      const other = await signedInUser(suite.server)
      expect((await suite.server.call("vipOrderStatus", { params: { id: order.id } }, { token: other.token })).status).toBe(404)
    })
  })

  describe("shop service fee", () => {
    it("is a fee order paid from the balance the same way", async () => {
      const member = await walletMember(suite.server, { cents: 100_000 })
      const order = ok(await suite.server.call("shopFeeOrderCreate", { body: { idempotencyKey: newKey() } }, { token: member.token }))
      expect(order).toMatchObject({ kind: "shop_fee", amount: SHOP_SERVICE_FEE.cents, title: SHOP_SERVICE_FEE.title, status: "unpaid" })
      const paid = ok(await suite.server.call("shopFeeOrderBalancePay", { body: { orderId: order.id, payPass: encrypt(member.payPassword), idempotencyKey: newKey() } }, { token: member.token }))
      expect(paid.balance).toBe(100_000 - SHOP_SERVICE_FEE.cents)
      expect(paid.order.periodEnd).not.toBeNull()
      const center = ok(await suite.server.call("accountCenter", undefined, { token: member.token }))
      expect(center.shopServiceUntil).toBe(paid.order.periodEnd)
      expect(ok(await suite.server.call("shopFeeOrderStatus", { params: { id: order.id } }, { token: member.token })).status).toBe("paid")
      // A VIP order id is not a shop fee order.
      const vip = ok(await suite.server.call("vipOrderCreate", { body: { feeId: await annualFeeId(suite.server), idempotencyKey: newKey() } }, { token: member.token }))
      expect((await suite.server.call("shopFeeOrderStatus", { params: { id: vip.id } }, { token: member.token })).status).toBe(404)
      const [row] = await suite.server.deps.db.select().from(walletOrders).where(eq(walletOrders.id, order.id))
      expect(row?.status).toBe("paid")
    })
  })
})
