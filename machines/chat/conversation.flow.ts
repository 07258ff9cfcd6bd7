import { failed } from "../testing/fixtures.ts"
import { defineFlow } from "../testing/flow-entry.ts"
import { conversationWithDoctor, demoDoctor, demoMe, laterMessageFromDoctor, messageFromDoctor, messageFromStranger, myReply } from "./chat-fixtures.ts"
import { conversationMachine } from "./conversation.machine.ts"

export const conversationFlow = defineFlow({
  id: "conversation",
  nameZh: "在线沟通",
  nameEn: "Conversation",
  description: "聊天页：会话列表和未读数，打开的会话向前分页加载历史，停在上方时新消息计为未读、回到底部清零，输入框发送后清空。",
  machine: conversationMachine,
  fakes: (fake) =>
    conversationMachine.provide({
      actors: {
        loadConversations: fake.promise([
          { label: "打开与陈医生的会话", output: { me: demoMe, conversations: [conversationWithDoctor], active: demoDoctor } },
          { label: "只有会话列表", output: { me: demoMe, conversations: [conversationWithDoctor], active: null } },
          failed,
        ]),
        loadHistory: fake.promise([
          { label: "还有更早的消息", output: { messages: [messageFromDoctor], more: true } },
          { label: "已是全部消息", output: { messages: [messageFromDoctor], more: false } },
          failed,
        ]),
        sendMessage: fake.promise([{ label: "成功", output: myReply }, { label: "发送失败", error: { message: "发送失败，请重试" } }]),
      },
    }),
  events: {
    "conversation.select": [{ label: "陈医生", event: { type: "conversation.select", peerId: 2002 } }],
    "message.received": [
      { label: "陈医生的新消息", event: { type: "message.received", message: laterMessageFromDoctor } },
      { label: "新联系人的消息", event: { type: "message.received", message: messageFromStranger } },
    ],
    "read.remote": [{ label: "陈医生的会话", event: { type: "read.remote", peerId: 2002 } }],
    "draft.change": [
      { label: "输入文字", event: { type: "draft.change", text: "好的，周五上午见。" } },
      { label: "只有空格", event: { type: "draft.change", text: "   " } },
    ],
    "quickReply.send": [
      { label: "常用语", event: { type: "quickReply.send", text: "您好，我稍后回复您。" } },
      { label: "空白", event: { type: "quickReply.send", text: "  " } },
    ],
  },
  inputs: [{ label: "从消息入口打开", input: { token: null } }],
})
