import { defineFlow } from "../testing/flow-entry.ts"
import { forumTopicMachine } from "./forum-topic.machine.ts"

export const forumTopicFlow = defineFlow({
  id: "forumTopic",
  nameZh: "论坛发帖",
  nameEn: "Forum topic composer",
  description: "会员在论坛发新帖或编辑自己的帖子：选择版块、填写标题和图文内容，检查通过才发出；发出后打开帖子，服务器拒绝（如未实名认证）时留在表单并显示原因，可重试或修改，也可取消。",
  machine: forumTopicMachine,
  fakes: (fake) =>
    forumTopicMachine.provide({
      actors: {
        submitTopic: fake.promise([{ label: "已发布", output: { id: 41 } }, { label: "未实名", error: { message: "您还未进行实名认证，请先完成实名认证", code: "real_name_required" } }]),
      },
    }),
  events: {
    "topic.submit": [
      { label: "填写完整", event: { type: "topic.submit", values: { boardId: 2, title: "夜跑要注意什么", bodyHtml: "<p>下班后只有晚上有时间跑步。</p>" } } },
      { label: "未选版块", event: { type: "topic.submit", values: { boardId: null, title: "夜跑要注意什么", bodyHtml: "<p>下班后只有晚上有时间跑步。</p>" } } },
    ],
  },
  inputs: [
    { label: "发新帖", input: { topicId: null } },
    { label: "编辑帖子", input: { topicId: 41 } },
  ],
})
