import { failed } from "../testing/fixtures.ts"
import { defineFlow } from "../testing/flow-entry.ts"
import { demoLogin } from "./session-fixtures.ts"
import { wechatLoginMachine } from "./wechat-login.machine.ts"

export const wechatLoginFlow = defineFlow({
  id: "wechatLogin",
  nameZh: "微信登录",
  nameEn: "WeChat login",
  description: "未开通时说明暂未开通微信登录；开通后先去微信授权页，回来时核对状态再登录；微信号未绑定时输入本站账号密码绑定。",
  machine: wechatLoginMachine,
  fakes: (fake) =>
    wechatLoginMachine.provide({
      actors: {
        loadOptions: fake.promise([{ label: "已开通", output: { wechat: true } }, { label: "未开通", output: { wechat: false } }, failed]),
        startFlow: fake.promise([{ label: "成功", output: { url: "https://open.weixin.qq.com/connect/qrconnect?state=s-1" } }, failed]),
        exchangeCode: fake.promise([
          { label: "已绑定", output: { login: demoLogin, ticket: null, nickName: "微信用户" } },
          { label: "未绑定", output: { login: null, ticket: "ticket-1", nickName: "微信用户" } },
          { label: "授权码无效", error: { message: "微信登录失败，请重试" } },
        ]),
        bindAccount: fake.promise([{ label: "成功", output: demoLogin }, { label: "绑定超时", error: { message: "绑定已超时，请重新使用微信登录" } }]),
      },
    }),
  events: {
    "binding.submit": [
      { label: "填写完整", event: { type: "binding.submit", username: "lin_xiaoyu", password: "Member_2024" } },
      { label: "漏填密码", event: { type: "binding.submit", username: "lin_xiaoyu", password: "" } },
    ],
  },
  inputs: [
    { label: "初次打开", input: { code: null, state: null, expectedState: null } },
    { label: "从微信返回", input: { code: "code-1", state: "s-1", expectedState: "s-1" } },
    { label: "状态不符的链接", input: { code: "code-1", state: "forged", expectedState: "s-1" } },
  ],
})
