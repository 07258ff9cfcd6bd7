import { defineFlow } from "../testing/flow-entry.ts"
import { payPasswordEntryMachine } from "./pay-password-entry.machine.ts"

export const payPasswordEntryFlow = defineFlow({
  id: "payPasswordEntry",
  nameZh: "支付密码输入",
  nameEn: "Payment password entry",
  description: "六格支付密码：只接受数字，退格删除最后一位，回车提交；不足六位提交时提示并停留，密码错误后清空重输。",
  machine: payPasswordEntryMachine,
  fakes: () => payPasswordEntryMachine,
  events: {
    "pin.key": [
      { label: "数字 1", event: { type: "pin.key", key: "1" } },
      { label: "回车", event: { type: "pin.key", key: "Enter" } },
      { label: "退格", event: { type: "pin.key", key: "Backspace" } },
      { label: "字母 a", event: { type: "pin.key", key: "a" } },
    ],
    "pin.paste": [
      { label: "六位数字", event: { type: "pin.paste", text: "123456" } },
      { label: "不足六位", event: { type: "pin.paste", text: "12-34" } },
    ],
  },
})
