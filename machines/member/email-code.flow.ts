import { defineFlow } from "../testing/flow-entry.ts"
import { emailCodeMachine } from "./email-code.machine.ts"

export const emailCodeFlow = defineFlow({
  id: "emailCode",
  nameZh: "邮箱验证码",
  nameEn: "E-mail code",
  description: "绑定新邮箱：检查邮箱格式后发送验证码，按钮倒计时结束才能再次发送；发送失败显示原因。",
  machine: emailCodeMachine,
  fakes: (fake) =>
    emailCodeMachine.provide({
      actors: { sendCode: fake.promise([{ label: "成功（2 秒后可重发）", output: { uuid: "mail-1", resendIn: 2 } }, { label: "邮箱已被绑定", error: { message: "该邮箱已被其他账号绑定" } }]) },
    }),
  events: {
    "code.send": [
      { label: "正确邮箱", event: { type: "code.send", to: "wanqing@example.cn" } },
      { label: "邮箱格式错误", event: { type: "code.send", to: "wanqing" } },
    ],
  },
})
