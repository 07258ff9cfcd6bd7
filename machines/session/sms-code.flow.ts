import { defineFlow } from "../testing/flow-entry.ts"
import { smsCodeMachine } from "./sms-code.machine.ts"

export const smsCodeFlow = defineFlow({
  id: "smsCode",
  nameZh: "短信验证码",
  nameEn: "SMS code",
  description: "检查手机号后发送验证码，按钮倒计时结束才能再次发送；发送失败显示原因。",
  machine: smsCodeMachine,
  fakes: (fake) =>
    smsCodeMachine.provide({
      actors: { sendCode: fake.promise([{ label: "成功（2 秒后可重发）", output: { uuid: "sms-1", resendIn: 2 } }, { label: "发送过于频繁", error: { message: "发送过于频繁，请稍后再试" } }]) },
    }),
  events: {
    "code.send": [
      { label: "正确手机号", event: { type: "code.send", to: "13812345678" } },
      { label: "号码格式错误", event: { type: "code.send", to: "12345" } },
    ],
  },
})
