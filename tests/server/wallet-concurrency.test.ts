import { describe, expect, it } from "vitest"
import { WALLET_MESSAGES } from "../../domain/wallet/wallet.ts"
import { debit, InsufficientFunds, type Posted } from "../../server/wallet/services/ledger.ts"
import { signedInUser } from "../setup/auth.ts"
import { databaseKinds } from "../setup/databases.ts"
import { accountAndLedger, ledgerRows, newKey, walletMember } from "../setup/wallet.ts"
import { useTestServer } from "../setup/server-suite.ts"

/**
 * Money is neither lost nor created under concurrency: many payments at once against one
 * account, on the embedded database and on PostgreSQL (where they truly run in parallel).
 */
const PARALLEL = 200

type Outcome = { ok: true; posted: Posted } | { ok: false; error: unknown }

const settle = (work: Promise<Posted>): Promise<Outcome> =>
  work.then(
    (posted) => ({ ok: true as const, posted }),
    (error: unknown) => ({ ok: false as const, error }),
  )

describe.each(databaseKinds())("wallet concurrency on %s", (kind) => {
  const suite = useTestServer(kind)

  it(`${PARALLEL} parallel payments against a balance covering k of them: exactly k succeed`, async () => {
    const price = 1_990
    const k = 37
    const member = await walletMember(suite.server, { cents: price * k + price - 1, payPassword: null })
    const outcomes = await Promise.all(
      Array.from({ length: PARALLEL }, (_, i) =>
        settle(suite.server.deps.db.transaction((tx) => debit(tx, { userId: member.user.id, cents: price, kind: "course", ref: `C${i}` }))),
      ),
    )
    const succeeded = outcomes.filter((o) => o.ok)
    const refused = outcomes.filter((o): o is { ok: false; error: unknown } => !o.ok)
    expect(succeeded).toHaveLength(k)
    expect(refused.every((o) => o.error instanceof InsufficientFunds)).toBe(true)
    expect(refused[0]?.error).toMatchObject({ status: 409, message: WALLET_MESSAGES.insufficientBalance })
    const after = await accountAndLedger(suite.server, member.user.id)
    expect(after.balance).toBe(price - 1)
    expect(after.balanceLedger).toBe(after.balance)
    // Each success saw a different balance, from the top down: no two read the same one.
    const seen = succeeded.map((o) => (o.ok ? o.posted.balanceAfter : -1)).sort((a, b) => b - a)
    expect(seen).toEqual(Array.from({ length: k }, (_, i) => price * (k - 1 - i) + price - 1))
  })

  it(`${PARALLEL} retries with one idempotency key debit once`, async () => {
    const member = await walletMember(suite.server, { cents: 100_000, payPassword: null })
    const key = newKey()
    const outcomes = await Promise.all(
      Array.from({ length: PARALLEL }, () =>
        settle(
          suite.server.deps.db.transaction((tx) =>
            debit(tx, { userId: member.user.id, cents: 2_500, kind: "course", ref: "C-retry", idempotencyKey: key }),
          ),
        ),
      ),
    )
    expect(outcomes.every((o) => o.ok)).toBe(true)
    const entries = new Set(outcomes.map((o) => (o.ok ? o.posted.entryId : 0)))
    expect(entries.size).toBe(1)
    expect(outcomes.filter((o) => o.ok && !o.posted.replayed)).toHaveLength(1)
    expect(await accountAndLedger(suite.server, member.user.id)).toMatchObject({ balance: 97_500, balanceLedger: 97_500 })
    expect(await ledgerRows(suite.server, member.user.id, "course")).toHaveLength(1)
  })

  it(`${PARALLEL} parallel point exchanges against points covering k of them: exactly k succeed`, async () => {
    const cost = 300
    const k = 23
    const member = await walletMember(suite.server, { points: cost * k + 150, payPassword: null })
    const outcomes = await Promise.all(
      Array.from({ length: PARALLEL }, (_, i) =>
        settle(suite.server.deps.db.transaction((tx) => debit(tx, { userId: member.user.id, points: cost, kind: "gift", ref: `G${i}` }))),
      ),
    )
    expect(outcomes.filter((o) => o.ok)).toHaveLength(k)
    const refused = outcomes.find((o) => !o.ok)
    expect(refused && !refused.ok && refused.error).toMatchObject({ status: 409, message: WALLET_MESSAGES.insufficientPoints })
    expect(await accountAndLedger(suite.server, member.user.id)).toMatchObject({ points: 150, pointsLedger: 150, balance: 0 })

    const key = newKey()
    const retries = await Promise.all(
      Array.from({ length: PARALLEL }, () =>
        settle(suite.server.deps.db.transaction((tx) => debit(tx, { userId: member.user.id, points: 100, kind: "prize", idempotencyKey: key }))),
      ),
    )
    expect(retries.every((o) => o.ok)).toBe(true)
    expect(await accountAndLedger(suite.server, member.user.id)).toMatchObject({ points: 50, pointsLedger: 50 })
  })

  it("payments over HTTP: parallel VIP orders pay only what the balance covers; retries of one pay once", async () => {
    const member = await walletMember(suite.server, { cents: 19_800 * 3 + 500 })
    const fees = await suite.server.call("memberFeeAll")
    const annual = fees.ok ? fees.body.find((f) => f.months === 12) : undefined
    if (!annual) throw new Error("no annual plan")
    const orders = await Promise.all(
      Array.from({ length: 12 }, () => suite.server.call("vipOrderCreate", { body: { feeId: annual.id, idempotencyKey: newKey() } }, { token: member.token })),
    )
    const payPass = suite.server.deps.rsa.encrypt(member.payPassword)
    const paid = await Promise.all(
      orders.map((o) =>
        suite.server.call("vipOrderBalancePay", { body: { orderId: o.ok ? o.body.id : 0, payPass, idempotencyKey: newKey() } }, { token: member.token }),
      ),
    )
    expect(paid.filter((p) => p.ok)).toHaveLength(3)
    // The rest are refused: the balance is spent (409), or the payment password is being checked
    // for as many payments as its attempt limit at this moment (429, try again).
    expect(paid.filter((p) => !p.ok).every((p) => p.status === 409 || p.status === 429)).toBe(true)
    expect(await accountAndLedger(suite.server, member.user.id)).toMatchObject({ balance: 500, balanceLedger: 500 })

    const rich = await walletMember(suite.server, { cents: 100_000 })
    const order = await suite.server.call("vipOrderCreate", { body: { feeId: annual.id, idempotencyKey: newKey() } }, { token: rich.token })
    const key = newKey()
    const retries = await Promise.all(
      Array.from({ length: 20 }, () =>
        suite.server.call(
          "vipOrderBalancePay",
          { body: { orderId: order.ok ? order.body.id : 0, payPass: suite.server.deps.rsa.encrypt(rich.payPassword), idempotencyKey: key } },
          { token: rich.token },
        ),
      ),
    )
    // Retries racing the first call pay once; beyond the payment password's attempt limit in
    // flight they are asked to try again (429) instead of being checked.
    expect(retries.every((r) => r.ok || r.status === 429)).toBe(true)
    expect(retries.some((r) => r.ok)).toBe(true)
    const bodies = new Set(retries.filter((r) => r.ok).map((r) => JSON.stringify(r.body)))
    expect(bodies.size).toBe(1)
    expect(await accountAndLedger(suite.server, rich.user.id)).toMatchObject({ balance: 80_200, balanceLedger: 80_200 })
  })

  it("parallel withdrawals and recharges conserve money: balance + pending withdrawals = credited", async () => {
    const member = await walletMember(suite.server, { cents: 50_000, withdrawAccount: true })
    const admin = await signedInUser(suite.server, { roles: ["ROLE_ADMIN"], type: "sys" })
    const payPass = suite.server.deps.rsa.encrypt(member.payPassword)
    const recharge = await suite.server.call("rechargeCreate", { body: { amount: 30_000, idempotencyKey: newKey() } }, { token: member.token })
    const rechargeId = recharge.ok ? recharge.body.id : ""
    const results = await Promise.all([
      ...Array.from({ length: 10 }, () =>
        suite.server.call("balanceExtract", { body: { amount: 10_000, payPass, idempotencyKey: newKey() } }, { token: member.token }),
      ),
      ...Array.from({ length: 10 }, () => suite.server.call("sandboxPaymentConfirm", { params: { id: rechargeId } }, { token: member.token })),
    ])
    const withdrawn = results.slice(0, 10).filter((r) => r.ok)
    // 500 + 300 credited at most: between 5 and 8 withdrawals of 100 can pass, depending on order.
    expect(withdrawn.length).toBeGreaterThanOrEqual(5)
    expect(withdrawn.length).toBeLessThanOrEqual(8)
    const after = await accountAndLedger(suite.server, member.user.id)
    expect(after.balance).toBe(80_000 - withdrawn.length * 10_000)
    expect(after.balanceLedger).toBe(after.balance)

    // Rejecting them all in parallel, twice each, gives each back once.
    const ids = withdrawn.map((w) => (w.ok ? (w.body as { id: number }).id : 0))
    await Promise.all(
      [...ids, ...ids].map((id) => suite.server.call("adminWithdrawalReject", { params: { id }, body: { reason: "测试驳回" } }, { token: admin.token })),
    )
    expect(await accountAndLedger(suite.server, member.user.id)).toMatchObject({ balance: 80_000, balanceLedger: 80_000 })
  })
})
