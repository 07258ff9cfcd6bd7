import { failed } from "../testing/fixtures.ts"
import { defineFlow } from "../testing/flow-entry.ts"
import { articleDraftMachine } from "./article-draft.machine.ts"

export const articleDraftFlow = defineFlow({
  id: "articleDraft",
  nameZh: "文章投稿与审核",
  nameEn: "Article draft, submit and review",
  description: "会员撰写健康科普或美容文章：检查通过才提交，服务器拒绝时留在编辑中并显示原因；提交后等待管理员审核，刷新可查看结果：通过即发布，驳回时显示原因并可修改后重新提交。",
  machine: articleDraftMachine,
  fakes: (fake) =>
    articleDraftMachine.provide({
      actors: {
        submit: fake.promise([{ label: "已提交", output: { id: 7 } }, { label: "未实名", error: { message: "请先完成实名认证", code: "real_name_required" } }]),
        loadReview: fake.promise([
          { label: "审核中", output: { status: "pending", rejectReason: null } },
          { label: "已发布", output: { status: "published", rejectReason: null } },
          { label: "未通过", output: { status: "rejected", rejectReason: "图片与内容无关" } },
          failed,
        ]),
      },
      guards: { check: ({ event }) => event.type === "draft.submit" && (event.values as { title?: string }).title !== "" },
    }),
  events: {
    "draft.submit": [
      { label: "填写完整", event: { type: "draft.submit", values: { title: "春季过敏怎么办" } } },
      { label: "未通过检查", event: { type: "draft.submit", values: { title: "" } } },
    ],
  },
})
