import { fc, test } from "@fast-check/vitest"
import { describe, expect } from "vitest"
import { centsToYuan, formatMoney } from "../core/money.ts"
import { routeByPath } from "../shell/routes/route-table.ts"
import {
  addMonths,
  billTypeOf,
  checkAmountInput,
  checkRechargeCents,
  checkWithdrawCents,
  extendVip,
  formatSignedMoney,
  formatSignedPoints,
  isPayPassword,
  LEDGER_KINDS,
  lockMinutesLeft,
  PAY_PASSWORD_LOCK_MINUTES,
  PAY_PASSWORD_MAX_FAILURES,
  payPasswordLockedMessage,
  payPasswordLockEnd,
  withdrawalResult,
  payPasswordWrongMessage,
  RECHARGE_MAX_CENTS,
  RECHARGE_MIN_CENTS,
  remainingPayPasswordAttempts,
  validateWithdrawAccount,
  vipDaysLeft,
  WALLET_MESSAGES,
  WITHDRAW_MAX_CENTS,
  WITHDRAW_MIN_CENTS,
} from "./wallet.ts"

describe("bill types", () => {
  test("recharges, withdrawals and refunds by kind; other debits are purchases, other credits income", () => {
    expect(billTypeOf("recharge", 100)).toBe("recharge")
    expect(billTypeOf("withdraw", -100)).toBe("withdraw")
    expect(billTypeOf("withdraw_refund", 100)).toBe("refund")
    expect(billTypeOf("refund", 100)).toBe("refund")
    expect(billTypeOf("vip", -19_800)).toBe("consume")
    expect(billTypeOf("sign_in", 5)).toBe("income")
    expect(billTypeOf("prize", -20)).toBe("consume")
  })
  test.prop([fc.constantFrom(...LEDGER_KINDS), fc.integer({ min: 1, max: 1_000_000 })])(
    "every kind has a bill type whatever the amount",
    (kind, amount) => {
      expect(["recharge", "consume", "withdraw", "refund", "income"]).toContain(billTypeOf(kind, amount))
      expect(["recharge", "consume", "withdraw", "refund", "income"]).toContain(billTypeOf(kind, -amount))
    },
  )
  test("signed amounts", () => {
    expect(formatSignedMoney(1230)).toBe("+￥12.30")
    expect(formatSignedMoney(-123_450)).toBe("-￥1,234.50")
    expect(formatSignedMoney(0)).toBe("￥0.00")
    expect(formatSignedPoints(20)).toBe("+20")
    expect(formatSignedPoints(-500)).toBe("-500")
  })
})

describe("payment password lock", () => {
  test("five wrong entries lock it for thirty minutes", () => {
    expect(PAY_PASSWORD_MAX_FAILURES).toBe(5)
    expect(remainingPayPasswordAttempts(1)).toBe(4)
    expect(remainingPayPasswordAttempts(7)).toBe(0)
    expect(payPasswordWrongMessage(2)).toBe("支付密码错误，您还可以输入3次")
    const now = Date.UTC(2026, 0, 1)
    expect(payPasswordLockEnd(now) - now).toBe(PAY_PASSWORD_LOCK_MINUTES * 60_000)
    expect(payPasswordLockedMessage(lockMinutesLeft(payPasswordLockEnd(now), now))).toBe(
      "支付密码错误次数过多，已锁定，请30分钟后再试",
    )
  })
  test.prop([fc.integer({ min: 0, max: 10_000_000 }), fc.integer({ min: 0, max: 10_000_000 })])(
    "minutes left round up and are never negative",
    (offset, elapsed) => {
      const now = 1_700_000_000_000
      const left = lockMinutesLeft(now + offset, now + elapsed)
      expect(left).toBeGreaterThanOrEqual(0)
      if (elapsed >= offset) expect(left).toBe(0)
      else expect(left * 60_000).toBeGreaterThanOrEqual(offset - elapsed)
    },
  )
  test("a payment password is six digits", () => {
    expect(isPayPassword("123456")).toBe(true)
    expect(isPayPassword("12345")).toBe(false)
    expect(isPayPassword("12345a")).toBe(false)
    expect(isPayPassword("1234567")).toBe(false)
  })
})

describe("amounts", () => {
  test("typed yuan become cents within the range", () => {
    expect(checkAmountInput("100", RECHARGE_MIN_CENTS, RECHARGE_MAX_CENTS, "range")).toEqual({ ok: true, cents: 10_000 })
    expect(checkAmountInput("0.5", RECHARGE_MIN_CENTS, RECHARGE_MAX_CENTS, "range")).toEqual({ ok: false, message: "range" })
    expect(checkAmountInput("", 1, 2, "range")).toEqual({ ok: false, message: WALLET_MESSAGES.amountRequired })
    expect(checkAmountInput("1.234", 1, 1000, "range")).toEqual({ ok: false, message: "请输入正确的金额(小数点2位)" })
    expect(checkAmountInput("-5", 1, 1000, "range")).toEqual({ ok: false, message: "请输入正确的金额(小数点2位)" })
    expect(checkAmountInput("abc", 1, 1000, "range")).toEqual({ ok: false, message: "请输入正确的金额(小数点2位)" })
  })
  test.prop([fc.integer({ min: RECHARGE_MIN_CENTS, max: RECHARGE_MAX_CENTS })])("every cent amount in range round-trips", (cents) => {
    expect(checkAmountInput(centsToYuan(cents), RECHARGE_MIN_CENTS, RECHARGE_MAX_CENTS, "range")).toEqual({ ok: true, cents })
    expect(checkRechargeCents(cents)).toEqual({ ok: true, cents })
  })
  test("recharge outside the range is refused with its message", () => {
    expect(checkRechargeCents(RECHARGE_MIN_CENTS - 1)).toEqual({ ok: false, message: WALLET_MESSAGES.rechargeRange })
    expect(checkRechargeCents(RECHARGE_MAX_CENTS + 1)).toEqual({ ok: false, message: WALLET_MESSAGES.rechargeRange })
    expect(WALLET_MESSAGES.rechargeRange).toBe(`单次充值金额为${formatMoney(100)}至${formatMoney(5_000_000)}`)
  })
  test.prop([fc.integer({ min: 0, max: 2 * WITHDRAW_MAX_CENTS }), fc.integer({ min: 0, max: 2 * WITHDRAW_MAX_CENTS })])(
    "a withdrawal passes only within the limits and the balance",
    (cents, balance) => {
      const result = checkWithdrawCents(cents, balance)
      expect(result.ok).toBe(cents >= WITHDRAW_MIN_CENTS && cents <= WITHDRAW_MAX_CENTS && cents <= balance)
    },
  )
})

describe("withdrawal account", () => {
  test("an Alipay account is a mobile number or an e-mail, with a Chinese real name", () => {
    expect(validateWithdrawAccount("13812345678", "张三")).toEqual({})
    expect(validateWithdrawAccount("zhangsan@qq.com", "欧阳娜娜")).toEqual({})
    expect(validateWithdrawAccount("", "")).toEqual({
      account: WALLET_MESSAGES.withdrawAccountRequired,
      name: WALLET_MESSAGES.withdrawNameRequired,
    })
    expect(validateWithdrawAccount("12345", "zhang")).toEqual({
      account: WALLET_MESSAGES.withdrawAccountFormat,
      name: WALLET_MESSAGES.withdrawNameFormat,
    })
  })
})

describe("VIP periods", () => {
  test("days left count a started day and never go below zero", () => {
    const now = Date.UTC(2026, 0, 1)
    expect(vipDaysLeft(null, now)).toBe(0)
    expect(vipDaysLeft(new Date(now - 1), now)).toBe(0)
    expect(vipDaysLeft(new Date(now + 1), now)).toBe(1)
    expect(vipDaysLeft(new Date(now + 86_400_000 * 30), now)).toBe(30)
  })
  test("calendar months, clamped to the month's last day", () => {
    expect(addMonths(new Date("2026-01-31T08:00:00Z"), 1).toISOString()).toBe("2026-02-28T08:00:00.000Z")
    expect(addMonths(new Date("2028-01-31T08:00:00Z"), 1).toISOString()).toBe("2028-02-29T08:00:00.000Z")
    expect(addMonths(new Date("2026-03-15T00:00:00Z"), 12).toISOString()).toBe("2027-03-15T00:00:00.000Z")
    expect(addMonths(new Date("2026-11-30T00:00:00Z"), 3).toISOString()).toBe("2027-02-28T00:00:00.000Z")
  })
  test("a renewal extends from the current end, an expired membership from now", () => {
    const now = new Date("2026-05-01T00:00:00Z")
    expect(extendVip(null, now, 12).toISOString()).toBe("2027-05-01T00:00:00.000Z")
    expect(extendVip(new Date("2026-04-01T00:00:00Z"), now, 1).toISOString()).toBe("2026-06-01T00:00:00.000Z")
    expect(extendVip(new Date("2026-08-10T00:00:00Z"), now, 12).toISOString()).toBe("2027-08-10T00:00:00.000Z")
  })
  test.prop([
    fc.date({ min: new Date("2020-01-01"), max: new Date("2040-01-01"), noInvalidDate: true }),
    fc.option(fc.date({ min: new Date("2020-01-01"), max: new Date("2040-01-01"), noInvalidDate: true })),
    fc.integer({ min: 1, max: 36 }),
  ])("the new end is later than now and than the current end, by at most the months bought", (now, current, months) => {
    const end = extendVip(current, now, months)
    expect(end.getTime()).toBeGreaterThan(now.getTime())
    if (current) expect(end.getTime()).toBeGreaterThan(current.getTime())
    const start = current && current.getTime() > now.getTime() ? current : now
    expect(end.getTime() - start.getTime()).toBeLessThanOrEqual(months * 31 * 86_400_000)
    expect(end.getTime() - start.getTime()).toBeGreaterThanOrEqual(months * 28 * 86_400_000 - 3 * 86_400_000)
  })
})

describe("withdrawal result page", () => {
  test("its title follows the request's state and never claims a success the review has not given", () => {
    expect(routeByPath("/account/balance/extract/success")?.title).not.toContain("成功")
    expect(withdrawalResult("pending")).toEqual({ title: "提现申请已提交", description: expect.stringContaining("审核通过后") })
    expect(withdrawalResult("approved").title).toBe("提现审核通过")
    expect(withdrawalResult("rejected", "账户姓名不符").description).toBe("驳回原因：账户姓名不符，金额已退回余额")
  })
})
