/**
 * Answers the fake actors of machines/index.ts give: one member, her grade and menus,
 * a doctor she chats with. Realistic enough to read on the flows page.
 */
import type { AccountGrade } from "../../domain/wallet/account-endpoints.ts"
import type { AuthInfo, AuthUser, LoginAnswer, MenuEntry } from "../../domain/session/endpoints.ts"
import type { ChatMessageRecord, ChatPeer, Conversation } from "../../domain/chat/protocol.ts"
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

export const demoMe: ChatPeer = {
  userId: 1001,
  userName: "lin_xiaoyu",
  nickName: "林小雨",
  avatarPath: "",
  gender: "女",
  type: "member",
  relation: "oneself",
  friendsId: null,
  canMessage: false,
}

export const demoDoctor: ChatPeer = {
  userId: 2002,
  userName: "chen_yisheng",
  nickName: "陈医生",
  avatarPath: "",
  gender: "男",
  type: "member",
  relation: "friend",
  friendsId: 88,
  canMessage: true,
}

export const messageFromDoctor: ChatMessageRecord = {
  id: 501,
  from: 2002,
  to: 1001,
  text: "您好，复诊时间定在周五上午可以吗？",
  createdAt: "2026-11-20T09:30:00.000Z",
}

export const laterMessageFromDoctor: ChatMessageRecord = {
  id: 502,
  from: 2002,
  to: 1001,
  text: "记得带上上次的检查报告。",
  createdAt: "2026-11-20T09:31:00.000Z",
}

export const messageFromStranger: ChatMessageRecord = {
  id: 503,
  from: 3003,
  to: 1001,
  text: "您好，想咨询一下护肤课程。",
  createdAt: "2026-11-20T09:40:00.000Z",
}

export const myReply: ChatMessageRecord = {
  id: 601,
  from: 1001,
  to: 2002,
  text: "好的，周五上午见。",
  createdAt: "2026-11-20T09:35:00.000Z",
}

export const conversationWithDoctor: Conversation = { peer: demoDoctor, lastMessage: messageFromDoctor, unread: 1 }

/** What a failed request throws (the request client's error shape). */
export const networkError = { kind: "network", status: null, message: "网络异常，请稍后重试" } as const
