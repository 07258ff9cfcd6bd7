import { failed } from "../testing/fixtures.ts"
import { defineFlow } from "../testing/flow-entry.ts"
import { chatAlertsMachine } from "./chat-alerts.machine.ts"
import { conversationWithDoctor, messageFromDoctor, messageFromStranger, myReply } from "./chat-fixtures.ts"

export const chatAlertsFlow = defineFlow({
  id: "chatAlerts",
  nameZh: "新消息提醒",
  nameEn: "New message alerts",
  description: "聊天页以外收到新消息：弹出通知（点击打开该会话），顶部聊天入口显示未读数；成员不在看本页时标题闪烁未读条数，回到本页或打开聊天页即停。",
  machine: chatAlertsMachine,
  fakes: (fake) =>
    chatAlertsMachine.provide({
      actors: {
        loadInbox: fake.promise([
          { label: "一条未读", output: [conversationWithDoctor] },
          failed,
        ]),
      },
    }),
  events: {
    "alerts.ready": [{ label: "连接就绪", event: { type: "alerts.ready", userId: 1001 } }],
    "alerts.message": [
      { label: "医生发来消息", event: { type: "alerts.message", message: messageFromDoctor } },
      { label: "陌生人发来消息", event: { type: "alerts.message", message: messageFromStranger } },
      { label: "自己发出的消息", event: { type: "alerts.message", message: myReply } },
    ],
    "alerts.place": [
      { label: "打开聊天页", event: { type: "alerts.place", onChatPage: true } },
      { label: "离开聊天页", event: { type: "alerts.place", onChatPage: false } },
    ],
    "alerts.attention": [
      { label: "切到其他标签页", event: { type: "alerts.attention", attentive: false } },
      { label: "回到本页", event: { type: "alerts.attention", attentive: true } },
    ],
  },
  inputs: [
    { label: "在其他页面", input: { onChatPage: false, attentive: true } },
    { label: "在聊天页", input: { onChatPage: true, attentive: true } },
  ],
})
