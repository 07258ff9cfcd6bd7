import { defineFlow } from "../testing/flow-entry.ts"
import { formSubmitMachine } from "./form-submit.machine.ts"

export const formSubmitFlow = defineFlow({
  id: "formSubmit",
  nameZh: "表单提交",
  nameEn: "Form submit",
  description: "注册、找回密码等表单：检查通过才提交，服务器拒绝时留在表单并显示原因，成功后结束。",
  machine: formSubmitMachine,
  fakes: (fake) =>
    formSubmitMachine.provide({
      actors: { submit: fake.promise([{ label: "成功", output: { ok: true } }, { label: "服务器拒绝", error: { message: "该手机号已注册" } }]) },
      guards: { check: ({ event }) => (event.values as { agree?: boolean }).agree === true },
    }),
  events: {
    "form.submit": [
      { label: "填写正确", event: { type: "form.submit", values: { agree: true } } },
      { label: "未通过检查", event: { type: "form.submit", values: { agree: false } } },
    ],
  },
})
