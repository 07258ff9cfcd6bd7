/** Answers the session flows' fake actors give: one member, her grade and menus. */
import type { AccountGrade } from "../../domain/wallet/account-endpoints.ts"
import type { AuthInfo, AuthUser, LoginAnswer, MenuEntry } from "../../domain/session/endpoints.ts"
import { yuanToCents } from "../../domain/core/money.ts"

export const demoMember: AuthUser = {
  userId: 1001,
  username: "lin_xiaoyu",
  nickName: "林小雨",
  avatarPath: "",
  gender: "女",
  phone: "138****5678",
  email: null,
  type: "member",
  authState: "certified",
  auth: true,
}

export const demoInfo: AuthInfo = { user: demoMember, roles: ["ROLE_MEMBER"] }

export const demoLogin: LoginAnswer = { token: "demo.jwt.token", user: demoInfo }

export const demoGrade: AccountGrade = {
  grade: "黄金会员",
  amount: yuanToCents("199"),
  expireDate: 120,
  expireAt: "2027-03-21T00:00:00.000Z",
  isShop: false,
}

export const demoMenus: ReadonlyArray<MenuEntry> = [{ path: "/account/center", title: "个人中心", roles: ["ROLE_MEMBER"] }]
