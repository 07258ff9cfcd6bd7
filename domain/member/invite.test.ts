import { fc, test } from "@fast-check/vitest"
import { describe, expect } from "vitest"
import { INVITE_REWARD_POINTS, INVITE_REWARD_RULE, inviteRewardDue, inviteRewardKey, inviteRewardNotice, inviteRewardState } from "./invite.ts"

describe("invite reward", () => {
  test.prop([fc.integer({ min: 1, max: 2_147_483_647 }), fc.integer({ min: 1, max: 2_147_483_647 })])(
    "each invited member has a key of their own, short enough for the ledger",
    (a, b) => {
      expect(inviteRewardKey(a) === inviteRewardKey(b)).toBe(a === b)
      expect(inviteRewardKey(a)).toMatch(/^invite-reward-[1-9]\d{0,9}$/)
    },
  )

  test.prop([fc.boolean()])("only an enabled inviter earns, and then the advertised points", (enabled) => {
    expect(inviteRewardDue({ enabled })).toBe(enabled ? INVITE_REWARD_POINTS : 0)
    expect(inviteRewardDue(undefined)).toBe(0)
  })

  test.prop([fc.boolean(), fc.option(fc.integer({ min: 1, max: 10_000 }), { nil: null })])(
    "the page says what was paid, else whether the friend still has to be certified",
    (certified, rewardPoints) => {
      const state = inviteRewardState({ certified, rewardPoints })
      if (rewardPoints !== null) expect(state).toBe(`已奖励 ${rewardPoints} 积分`)
      else expect(state).toBe(certified ? "已实名认证，未获奖励" : "待实名认证")
    },
  )

  test("the rule and the notice name the amount", () => {
    expect(INVITE_REWARD_POINTS).toBe(50)
    expect(INVITE_REWARD_RULE).toContain(`${INVITE_REWARD_POINTS} 积分`)
    expect(INVITE_REWARD_RULE).toContain("实名认证")
    expect(inviteRewardNotice("苏*", 50)).toBe("您邀请的好友 苏* 已通过实名认证，50 积分奖励已发放到您的账户。")
  })
})
