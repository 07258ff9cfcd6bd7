import { defineFlow } from "../testing/flow-entry.ts"
import { chatConnectionMachine } from "./chat-connection.machine.ts"
import { laterMessageFromDoctor, messageFromDoctor, myReply } from "./chat-fixtures.ts"

export const chatConnectionFlow = defineFlow({
  id: "chatConnection",
  nameZh: "聊天连接",
  nameEn: "Chat connection",
  description: "已登录页面的 WebSocket：连接后补收断线期间的消息再实时接收；断线后按 1、2、4 … 30 秒重连；令牌被作废时停止，等待重新登录。",
  machine: chatConnectionMachine,
  fakes: (fake) => chatConnectionMachine.provide({ actors: { socket: fake.callback() } }),
  events: {
    "socket.frame": [
      { label: "连接就绪", event: { type: "socket.frame", frame: { type: "ready", userId: 1001, lastId: 500 } } },
      { label: "补收一批，还有更多", event: { type: "socket.frame", frame: { type: "sync", messages: [messageFromDoctor], more: true } } },
      { label: "补收最后一批", event: { type: "socket.frame", frame: { type: "sync", messages: [laterMessageFromDoctor], more: false } } },
      { label: "新消息", event: { type: "socket.frame", frame: { type: "message", message: myReply } } },
      { label: "其他页面已读", event: { type: "socket.frame", frame: { type: "read", peerId: 2002, upTo: 502 } } },
      { label: "账号通知", event: { type: "socket.frame", frame: { type: "push", notice: { msgType: "INFO", title: "系统通知", msg: "您的实名认证已通过" } } } },
      { label: "好友变动", event: { type: "socket.frame", frame: { type: "friends", event: "accepted", userId: 2002 } } },
    ],
    "socket.closed": [
      { label: "网络断开", event: { type: "socket.closed", code: 1006 } },
      { label: "令牌被作废", event: { type: "socket.closed", code: 4001 } },
    ],
  },
})
