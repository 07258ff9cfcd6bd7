import { failed } from "../testing/fixtures.ts"
import { defineFlow } from "../testing/flow-entry.ts"
import { reviewDecisionMachine } from "./review-decision.machine.ts"

export const reviewDecisionFlow = defineFlow({
  id: "reviewDecision",
  nameZh: "审核决定",
  nameEn: "Review decision",
  description: "审核页面对一条内容的决定：通过直接提交；驳回先填写原因（1-100 字），原因不合规或提交失败时留在驳回框并显示提示；成功后提示并刷新列表。",
  machine: reviewDecisionMachine,
  fakes: (fake) =>
    reviewDecisionMachine.provide({
      actors: {
        approve: fake.promise([{ label: "成功", output: {} }, failed]),
        reject: fake.promise([{ label: "成功", output: {} }, failed]),
      },
    }),
  events: {
    "review.approve": [{ label: "通过", event: { type: "review.approve", id: 3 } }],
    "review.reject": [{ label: "驳回", event: { type: "review.reject", id: 3 } }],
    "review.submit": [
      {
        label: "填写原因",
        event: { type: "review.submit", reason: "画面含有未经授权的商标" },
      },
      { label: "原因为空", event: { type: "review.submit", reason: "  " } },
    ],
  },
})
