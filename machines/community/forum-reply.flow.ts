import { defineFlow } from "../testing/flow-entry.ts"
import { forumReplyMachine } from "./forum-reply.machine.ts"

export const forumReplyFlow = defineFlow({
  id: "forumReply",
  nameZh: "论坛回复与引用",
  nameEn: "Forum reply with quote",
  description: "帖子下方的回复框：可引用楼主或某一楼的回复（引用可更换或取消），检查通过才发出；发出期间不可更改，成功后清空引用并显示新回复，失败（如未实名认证）时显示原因，可重试或继续编辑。",
  machine: forumReplyMachine,
  fakes: (fake) =>
    forumReplyMachine.provide({
      actors: {
        submitReply: fake.promise([{ label: "已回复", output: { id: 77, floor: 3 } }, { label: "未实名", error: { message: "您还未进行实名认证，请先完成实名认证", code: "real_name_required" } }]),
      },
    }),
  events: {
    "quote.set": [
      { label: "引用楼主", event: { type: "quote.set", quote: { kind: "topic", replyId: null, floor: null, authorName: "爱丽丝", excerpt: "夜跑有哪些要注意的？" } } },
      { label: "引用2楼", event: { type: "quote.set", quote: { kind: "reply", replyId: 31, floor: 2, authorName: "小波", excerpt: "穿亮色衣服。" } } },
    ],
    "reply.submit": [
      { label: "有内容", event: { type: "reply.submit", bodyHtml: "<p>同意楼上</p>" } },
      { label: "空白", event: { type: "reply.submit", bodyHtml: "<p></p>" } },
    ],
  },
  inputs: [{ label: "帖子12", input: { topicId: 12 } }],
})
