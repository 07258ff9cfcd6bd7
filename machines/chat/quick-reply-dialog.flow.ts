import { defineFlow } from "../testing/flow-entry.ts"
import { quickReplyDialogMachine } from "./quick-reply-dialog.machine.ts"

export const quickReplyDialogFlow = defineFlow({
  id: "quickReplyDialog",
  nameZh: "快捷回复编辑",
  nameEn: "Quick-reply dialog",
  description: "快捷回复的新增和编辑对话框：标题 3-20 字、内容 10-200 字，提交后检查，保存成功即关闭。",
  machine: quickReplyDialogMachine,
  fakes: (fake) =>
    quickReplyDialogMachine.provide({
      actors: { save: fake.promise([{ label: "成功", output: { id: 7 } }, { label: "保存失败", error: { message: "保存失败，请重试" } }]) },
    }),
  events: {
    "dialog.open": [
      { label: "新增", event: { type: "dialog.open" } },
      { label: "编辑已有", event: { type: "dialog.open", reply: { id: 7, title: "复诊提醒", content: "您好，请记得按时复诊并带上检查报告。" } } },
    ],
    "field.change": [
      { label: "标题过短", event: { type: "field.change", field: "title", value: "复诊" } },
      { label: "合格标题", event: { type: "field.change", field: "title", value: "复诊提醒" } },
      { label: "合格内容", event: { type: "field.change", field: "content", value: "您好，请记得按时复诊并带上检查报告。" } },
    ],
  },
})
