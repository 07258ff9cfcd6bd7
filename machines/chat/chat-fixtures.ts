/** Answers the chat flows' fake actors give: the member, a doctor she chats with, their messages. */
import type { ChatMessageRecord, ChatPeer, Conversation } from "../../domain/chat/protocol.ts"
import type { ChatConnectionEmitted } from "./chat-connection.machine.ts"
import type { ChatNewsSource } from "./chat-news.ts"

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

/** A stand-in for the chat connection: `bring` hands news to whoever listens, `listeners` counts them. */
export const fakeChatNews = () => {
  const handlers = new Set<(news: ChatConnectionEmitted) => void>()
  const source: ChatNewsSource = {
    on: (_type, handler) => {
      handlers.add(handler)
      return { unsubscribe: () => void handlers.delete(handler) }
    },
  }
  return { source, bring: (news: ChatConnectionEmitted) => handlers.forEach((h) => h(news)), listeners: () => handlers.size }
}
