import { defineFlow } from "../testing/flow-entry.ts"
import { setPayPasswordMachine } from "./set-pay-password.machine.ts"

export const setPayPasswordFlow = defineFlow({
  id: "setPayPassword",
  nameZh: "设置支付密码",
  nameEn: "Set payment password",
  description: "没有支付密码的会员获取短信验证码（发送后60秒倒计时）、两次输入6位数字密码后提交；缺项显示规定提示，服务器拒绝时留在表单，成功后提示支付密码设置成功。",
  machine: setPayPasswordMachine,
  fakes: (fake) =>
    setPayPasswordMachine.provide({
      actors: {
        sendCode: fake.promise([{ label: "已发送", output: { uuid: "ticket-1", resendIn: 2 } }, { label: "发送失败", error: { message: "请先绑定手机号码" } }]),
        submitPassword: fake.promise([{ label: "设置成功", output: { hasPayPassword: true } }, { label: "验证码错误", error: { message: "短信验证码错误或已失效" } }]),
      },
    }),
  events: {
    "field.change": [
      { label: "支付密码", event: { type: "field.change", field: "password", value: "135790" } },
      { label: "确认密码", event: { type: "field.change", field: "confirm", value: "135790" } },
      { label: "验证码", event: { type: "field.change", field: "infoCode", value: "246810" } },
    ],
  },
  inputs: [{ label: "手机 138****5678", input: { maskedPhone: "138****5678" } }],
})
