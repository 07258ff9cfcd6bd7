import { fc, test } from "@fast-check/vitest"
import { describe, expect } from "vitest"
import { addressFormMode, canAddAddress, emptyAddressForm, remainingAddresses } from "../member/address.ts"
import { FRIEND_MESSAGES } from "../chat/friend-relation.ts"
import { likeAction, LIKE_MESSAGES, toggleLike } from "./like.ts"
import { isMakerMember, MEMBER_LABELS, profileCardButtons, profileCardLabel, vipDisplay } from "../member/member-display.ts"
import { EMPTY_MESSAGES, NOTICE_MESSAGES, PAYMENT_MESSAGES, REQUEST_MESSAGES, SESSION_MESSAGES, unreadMessage } from "./messages.ts"
import { notificationFor } from "./notification.ts"
import { gradesForFilter, ratingFilterByValue, ratingFilterOfGrade, RATING_FILTERS } from "./rating.ts"
import { realNameInfo } from "../member/real-name.ts"
import { effectiveRoles, hasAnyRole } from "../session/roles.ts"
import { signInButton, signInSteps } from "../member/sign-in.ts"

describe("roles (spec 1 §4, §6)", () => {
  test("default role when none", () => {
    expect(effectiveRoles([])).toEqual(["ROLE_SYSTEM_DEFAULT"])
    expect(effectiveRoles(null)).toEqual(["ROLE_SYSTEM_DEFAULT"])
    expect(effectiveRoles(undefined)).toEqual(["ROLE_SYSTEM_DEFAULT"])
    expect(effectiveRoles(["admin"])).toEqual(["admin"])
  })
  test("has any of the listed roles", () => {
    expect(hasAnyRole(["a", "b"], ["b", "c"])).toBe(true)
    expect(hasAnyRole(["a"], ["c"])).toBe(false)
    expect(hasAnyRole(["a"], [])).toBe(false)
  })
  test.prop([fc.array(fc.constantFrom("a", "b", "c", "d")), fc.array(fc.constantFrom("a", "b", "c", "d"))])(
    "true exactly when the lists share a role",
    (user, required) => {
      expect(hasAnyRole(user, required)).toBe(required.some((r) => user.includes(r)))
    },
  )
})

describe("member display (spec 1 §6)", () => {
  test("VIP badge, open-VIP link, or nothing", () => {
    expect(vipDisplay({ amount: 199, expireDate: 30 })).toBe("vipBadge")
    expect(vipDisplay({ amount: 199, expireDate: 0 })).toBe("openVip")
    expect(vipDisplay({ amount: 199, expireDate: null })).toBe("openVip")
    expect(vipDisplay({ amount: "199", expireDate: "5" })).toBe("vipBadge")
    expect(vipDisplay({ amount: null, expireDate: 30 })).toBe("none")
    expect(vipDisplay({ amount: 0, expireDate: 30 })).toBe("none")
    expect(vipDisplay({ amount: "", expireDate: 30 })).toBe("none")
    expect(vipDisplay(null)).toBe("none")
  })
  test("maker member label", () => {
    expect(isMakerMember({ isShop: true })).toBe(true)
    expect(isMakerMember({ isShop: false })).toBe(false)
    expect(isMakerMember(undefined)).toBe(false)
    expect(MEMBER_LABELS.makerMember).toBe("创客会员")
  })
  test("profile card label: 官方 for sys, 商家 for other non-member types", () => {
    expect(profileCardLabel("sys")).toBe("官方")
    expect(profileCardLabel("merchant")).toBe("商家")
    expect(profileCardLabel("member")).toBeNull()
  })
  test("profile card buttons", () => {
    expect(profileCardButtons({ relation: "oneself", type: "member" })).toEqual({ message: { label: "在线沟通" }, addFriend: false, deleteFriend: false })
    expect(profileCardButtons({ relation: "friend", type: "member" })).toEqual({ message: { label: "发消息" }, addFriend: false, deleteFriend: true })
    expect(profileCardButtons({ relation: "nofriend", type: "member" })).toEqual({ message: null, addFriend: true, deleteFriend: false })
    expect(profileCardButtons({ relation: "nofriend", type: "sys" })).toEqual({ message: { label: "发消息" }, addFriend: false, deleteFriend: false })
    expect(profileCardButtons({ relation: "nofriend", type: "merchant" }).message).not.toBeNull()
  })
})

describe("friend relation (spec 1 §4)", () => {
  test("messages", () => {
    expect(FRIEND_MESSAGES).toEqual({
      requestSent: "添加请求已发送",
      deleted: "删除好友成功",
      confirmDelete: "此操作将永久删除该好友, 是否继续?",
      copied: "复制成功",
    })
  })
})

describe("sign-in steps (spec 1 §4)", () => {
  const day = (toDay: string, i: number) => ({ toDay, time: `05-0${i}`, points: i })
  const list = [day("over", 1), day("over", 2), day("over", 3), day("day", 4), day("next", 5), day("next", 6), day("next", 7)]
  test("not yet signed: run of past days finish, today process, later wait", () => {
    const steps = signInSteps({ list, joinSingIn: 3, toDayPoints: 4, status: false })
    expect(steps.map((s) => s.state)).toEqual(["finish", "finish", "finish", "process", "wait", "wait", "wait"])
    expect(steps[0]).toEqual({ time: "05-01", points: 1, state: "finish" })
  })
  test("signed: today finish too", () => {
    const steps = signInSteps({ list, joinSingIn: 4, toDayPoints: 4, status: true })
    expect(steps.map((s) => s.state)).toEqual(["finish", "finish", "finish", "finish", "wait", "wait", "wait"])
  })
  test("past days outside the consecutive run wait", () => {
    const steps = signInSteps({ list, joinSingIn: 1, toDayPoints: 4, status: false })
    expect(steps.map((s) => s.state)).toEqual(["wait", "wait", "finish", "process", "wait", "wait", "wait"])
    expect(signInSteps({ list, joinSingIn: 0, toDayPoints: 0, status: false }).filter((s) => s.state === "finish")).toEqual([])
  })
  test("button", () => {
    expect(signInButton(false)).toEqual({ label: "签到", disabled: false })
    expect(signInButton(true)).toEqual({ label: "今日已签到", disabled: true })
  })
})

describe("rating filters (spec 2 §9)", () => {
  test("values and grades", () => {
    expect(RATING_FILTERS.map((f) => [f.key, f.value])).toEqual([["all", 0], ["good", 5], ["middle", 3], ["bad", 2]])
    expect(gradesForFilter(5)).toEqual([5])
    expect(gradesForFilter(3)).toEqual([3, 4])
    expect(gradesForFilter(2)).toEqual([1, 2])
    expect(gradesForFilter(0)).toEqual([])
    expect(gradesForFilter(9)).toEqual([])
    expect(ratingFilterByValue(3)?.statistic).toBe("middleTotal")
    expect(ratingFilterByValue(2)?.statistic).toBe("simpleTotal")
  })
  test.prop([fc.integer({ min: 1, max: 5 })])("each grade falls in exactly one filter other than all", (g) => {
    const holders = RATING_FILTERS.filter((f) => f.key !== "all" && f.grades.includes(g))
    expect(holders).toHaveLength(1)
    expect(holders[0]?.key).toBe(ratingFilterOfGrade(g))
  })
})

describe("likes (spec 2 §4)", () => {
  test("toggle with count", () => {
    expect(toggleLike({ id: 1, likedStatus: "UNLIKE", likeNumber: 3 })).toEqual({ id: 1, likedStatus: "LIKE", likeNumber: 4 })
    expect(toggleLike({ likedStatus: "LIKE", likeNumber: 4 })).toEqual({ likedStatus: "UNLIKE", likeNumber: 3 })
    expect(toggleLike({ likedStatus: "LIKE", likeNumber: 0 }).likeNumber).toBe(0)
    expect(likeAction("UNLIKE")).toBe("like")
    expect(likeAction("LIKE")).toBe("cancel")
    expect(LIKE_MESSAGES.loginFirst.length).toBeGreaterThan(0)
  })
  test.prop([fc.constantFrom<"LIKE" | "UNLIKE">("LIKE", "UNLIKE"), fc.integer({ min: 1, max: 1e6 })])("toggling twice restores", (s, n) => {
    const item = { likedStatus: s, likeNumber: n }
    expect(toggleLike(toggleLike(item))).toEqual(item)
  })
})

describe("notifications (spec 1 §8)", () => {
  test("default titles per type; TOKEN-WEB ignored; no type is plain", () => {
    const titles = { INFO: "消息", ERROR: "错误", WARNING: "警告", SUCCESS: "成功", TIPS: "提示" }
    for (const [type, title] of Object.entries(titles)) {
      expect(notificationFor({ msgType: type, msg: "m" })).toEqual({ kind: type.toLowerCase(), title, message: "m" })
    }
    expect(notificationFor({ msgType: "INFO", msg: "m", title: "自定义" })?.title).toBe("自定义")
    expect(notificationFor({ msgType: "TOKEN-WEB", msg: "t" })).toBeNull()
    expect(notificationFor({ msg: "hi" })).toEqual({ kind: "plain", title: "", message: "hi" })
    expect(notificationFor({ msgType: null, msg: "hi", title: "t" })).toEqual({ kind: "plain", title: "t", message: "hi" })
    expect(notificationFor({ msgType: "toString", msg: "hi" })?.kind).toBe("plain")
  })
})

describe("real-name certification (spec 2 §4)", () => {
  test("states", () => {
    expect(realNameInfo(true, null)).toEqual({ status: "certified", canPost: true, action: null, prompt: null })
    expect(realNameInfo(false, "not_certified")).toMatchObject({ status: "not_certified", canPost: false, action: "certify" })
    expect(realNameInfo(false, "auth_examine")).toMatchObject({ status: "auth_examine", canPost: false, action: "wait" })
    expect(realNameInfo(false, "auth_fail")).toMatchObject({ status: "auth_fail", canPost: false, action: "resubmit" })
    expect(realNameInfo(false, undefined).status).toBe("not_certified")
  })
})

describe("addresses (spec 2 §4, §9)", () => {
  test("create without id, update with", () => {
    expect(addressFormMode(undefined)).toBe("create")
    expect(addressFormMode("")).toBe("create")
    expect(addressFormMode(5)).toBe("update")
  })
  test("at most 20, remaining shown", () => {
    expect(remainingAddresses(3)).toBe(17)
    expect(remainingAddresses(25)).toBe(0)
    expect(canAddAddress(19)).toBe(true)
    expect(canAddAddress(20)).toBe(false)
  })
  test("defaulted is on in a new form", () => {
    expect(emptyAddressForm().defaulted).toBe(true)
  })
})

describe("shared messages (spec 1 §8, spec 2 §8)", () => {
  test("catalogue texts", () => {
    expect(REQUEST_MESSAGES).toEqual({ requestFailed: "接口请求失败", timeout: "网络请求超时" })
    expect(SESSION_MESSAGES.confirmLogout).toBe("确定注销并退出登录吗？")
    expect(PAYMENT_MESSAGES.insufficientBalance).toBe("账号余额不足，请您先 充值余额 再进行支付")
    expect(PAYMENT_MESSAGES.insufficientPoints).toBe("用户积分不足，不能进行积分兑换")
    expect(NOTICE_MESSAGES.questionSubmitted).toBe("您成功提交了问题")
    expect(NOTICE_MESSAGES.replyPosted).toBe("发表内容成功")
    expect(NOTICE_MESSAGES.payPasswordSet).toBe("支付密码设置成功")
    expect(NOTICE_MESSAGES.confirmMembership).toBe("确认开通会员吗?")
    expect(EMPTY_MESSAGES.questions).toBe("暂时没有问答...")
    expect(unreadMessage(3)).toBe("您有 3 条未读消息")
  })
})
